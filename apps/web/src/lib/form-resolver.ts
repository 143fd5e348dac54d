import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form'
import type { TFormCheck } from './form-check.ts'
import { translateIssue } from './translate-issue.ts'

/**
 * A react-hook-form resolver from a pure check. A form-level message lands in `errors.root`.
 * Messages are translated here, in the language of the moment of the check.
 */
export function checkResolver<T extends FieldValues>(check: (values: T) => TFormCheck): Resolver<T> {
  return (values) => {
    const { formError, fields } = check(values)
    const errors: Record<string, unknown> = {}
    // Dotted names ('availability.0.start_date') nest, as react-hook-form reads field array errors.
    for (const [name, fieldIssue] of Object.entries(fields)) {
      set(errors, name, { type: 'validate', message: translateIssue(fieldIssue) })
    }
    if (formError) errors.root = { type: 'form', message: translateIssue(formError) }
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
