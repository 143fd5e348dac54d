import type { ComponentProps } from 'react'
import { Button } from './button.tsx'

type TSubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  label: string
  /** What the button says while the form is being sent ("Saving…"); the label when omitted. */
  busyLabel?: string
}

/** A form's submit button: disabled with a spinner while the form is sent, and saying so. */
export function SubmitButton({ label, busyLabel = label, isBusy = false, ...props }: TSubmitButtonProps) {
  return (
    <Button type="submit" isBusy={isBusy} {...props}>
      {isBusy ? busyLabel : label}
    </Button>
  )
}
