import { errorFields, errorMessage } from './api-error.ts'

/**
 * A refused call, sorted for a form: errors of the form's own fields go under their inputs; errors
 * of fields the form has no input for (the stay's dates, the listing itself) become the form's
 * message in the server's words, rather than a generic "not valid".
 */
export function serverProblems(
  error: unknown,
  formFields: readonly string[],
  fallback: string,
): { fields: Record<string, string>; message: string } {
  const fields: Record<string, string> = {}
  const elsewhere: string[] = []
  for (const [name, text] of Object.entries(errorFields(error))) {
    if (formFields.includes(name)) fields[name] = text
    else if (!elsewhere.includes(text)) elsewhere.push(text)
  }
  return { fields, message: elsewhere.length > 0 ? elsewhere.join(' ') : errorMessage(error, fallback) }
}
