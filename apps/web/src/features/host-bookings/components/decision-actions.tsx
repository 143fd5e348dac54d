import { Check, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { DeclineDialog } from './decline-dialog.tsx'

type TDecisionActionsProps = {
  acceptLabel: string
  declineLabel: string
  confirm: { title: string; text: string; confirmLabel: string }
  /** The answer being sent, if any: both buttons wait for it. */
  pending: 'accept' | 'decline' | null
  onAccept: () => void
  onDecline: () => void
}

/** The host's two answers to a request; declining asks for a confirmation first. */
export function DecisionActions({
  acceptLabel,
  declineLabel,
  confirm,
  pending,
  onAccept,
  onDecline,
}: TDecisionActionsProps) {
  const [isConfirming, setIsConfirming] = useState(false)
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button onClick={onAccept} isBusy={pending === 'accept'} disabled={pending !== null}>
        {pending !== 'accept' && <Check aria-hidden="true" className="size-4" />}
        {acceptLabel}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setIsConfirming(true)}
        isBusy={pending === 'decline'}
        disabled={pending !== null}
      >
        {pending !== 'decline' && <X aria-hidden="true" className="size-4" />}
        {declineLabel}
      </Button>
      <DeclineDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={confirm.title}
        text={confirm.text}
        confirmLabel={confirm.confirmLabel}
        onConfirm={onDecline}
      />
    </div>
  )
}
