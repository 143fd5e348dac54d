import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { errorMessage } from './api-error.ts'
import { serverProblems } from './server-problems.ts'

type TServerErrorOptions = {
  /**
   * The form's message names what the server found wrong in fields the form has no input for (the
   * stay's dates, the stay being reviewed), rather than the server's general message.
   */
  saysOtherFields?: boolean
}

/**
 * What a form shows when the server refuses it: each error of the form's own fields under its
 * input (already localized by the server), and one message for the form (its `FormAlert`).
 * `clear()` at the start of each attempt, so the last refusal gives way to the new one.
 */
export function useServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  /** The form's own field names, as the API names them. */
  fields: readonly string[],
  { saysOtherFields = false }: TServerErrorOptions = {},
) {
  const [message, setMessage] = useState<string>()
  return {
    message,
    clear: () => setMessage(undefined),
    show(error: unknown, fallback: string) {
      const problems = serverProblems(error, fields, fallback)
      for (const [name, text] of Object.entries(problems.fields)) {
        setError(name as Path<T>, { type: 'server', message: text })
      }
      setMessage(saysOtherFields ? problems.message : errorMessage(error, fallback))
    },
  }
}
