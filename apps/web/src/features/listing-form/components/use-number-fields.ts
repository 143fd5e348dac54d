import { type FormEvent, useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * Number inputs report '' for text that is not a number ("1e", "--"), which would read as blank
 * and earn "This field is required." instead of the spec's "must be a number" texts. This tracks
 * those inputs so that the check sees them as not-a-number.
 */
export function useNumberFields<T extends FieldValues>() {
  const unreadable = useRef(new Set<string>())

  /** The props of a number input: registered, its message cleared on edit. */
  function numberField(form: UseFormReturn<T>, name: Path<T>) {
    return {
      type: 'number',
      ...form.register(name, { onChange: () => form.clearErrors(name) }),
      // React skips onChange while the value stays '' (as it does for "e"); input events all come.
      onInput: (event: FormEvent<HTMLInputElement>) => {
        if (event.currentTarget.validity.badInput) unreadable.current.add(name)
        else unreadable.current.delete(name)
        form.clearErrors(name)
      },
    }
  }

  /** The values with 'NaN' in each field whose text is not a number. */
  function withUnreadable(values: T): T {
    const patched: Record<string, unknown> = { ...values }
    for (const name of unreadable.current) patched[name] = 'NaN'
    return patched as T
  }

  return { numberField, withUnreadable }
}

export type TNumberFields<T extends FieldValues> = ReturnType<typeof useNumberFields<T>>
