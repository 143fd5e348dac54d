import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { errorFields, errorMessage } from './api-error.ts'

/**
 * Shows a failed call's field errors (already localized by the server) under the matching inputs.
 * Returns the form-level message: the server's message, else the fallback.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  fallback: string,
): string {
  for (const [name, message] of Object.entries(errorFields(error))) {
    const field = fieldNames.find((candidate) => candidate === name)
    if (field) setError(field, { type: 'server', message })
  }
  return errorMessage(error, fallback)
}
