import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { TFormCheck } from './form-check.ts'
import { translateIssue } from './translate-issue.ts'

/**
 * A react-hook-form resolver from a pure check. A form-level message lands in `errors.root`.
 * Messages are translated here, in the language of the moment of the check.
 */
export function checkResolver<T extends FieldValues>(check: (values: T) => TFormCheck): Resolver<T> {
  return (values) => {
    const { formError, fields } = check(values)
    const errors: Record<string, { type: string; message: string }> = {}
    for (const [name, fieldIssue] of Object.entries(fields)) {
      errors[name] = { type: 'validate', message: translateIssue(fieldIssue) }
    }
    if (formError) errors.root = { type: 'form', message: translateIssue(formError) }
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
