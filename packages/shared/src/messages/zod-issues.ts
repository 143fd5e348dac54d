import { z } from 'zod'
import type { TValidationKey } from './validation.ts'

/**
 * Every zod issue carries a message *key* (never English text), so the server and the web
 * translate the same issue into the reader's language. Custom messages in schemas are keys too.
 */
function keyForIssue(issue: z.core.$ZodRawIssue): TValidationKey {
  const input = issue.input
  const isMissing = input === undefined || input === null
  switch (issue.code) {
    case 'invalid_type':
      return isMissing ? 'validation.required' : 'validation.invalidType'
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort'
      return 'validation.tooSmall'
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig'
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid'
    case 'unrecognized_keys':
      return 'validation.unknownField'
    default:
      return 'validation.invalid'
  }
}

z.config({
  customError: (issue) => keyForIssue(issue),
  // In a browser zod would probe `new Function('')` before its first object parse (to compile
  // faster parsers); the web app's Content-Security-Policy forbids eval
  // (apps/api/src/plugins/security.ts), so every page that validates logged a CSP violation.
  // The server keeps the compiled parsers.
  jitless: 'document' in globalThis,
})

export type TIssueMessage = { key: string; params: Record<string, string | number> }

/** The translation key and its parameters for one issue, for i18next-style `t(key, params)`. */
export function issueMessage(issue: z.core.$ZodIssue): TIssueMessage {
  const params: Record<string, string | number> = {}
  if ('minimum' in issue && issue.minimum !== undefined) params.min = Number(issue.minimum)
  if ('maximum' in issue && issue.maximum !== undefined) params.max = Number(issue.maximum)
  // A custom issue may carry its own values for the text (the words a deposit check found).
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params))
      if (typeof value === 'string' || typeof value === 'number') params[name] = value
  }
  return { key: issue.message, params }
}

/** One message per field (the first issue wins), keyed by the dotted path of the field. */
export function fieldIssues(error: z.ZodError): Record<string, TIssueMessage> {
  const fields: Record<string, TIssueMessage> = {}
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined]
    for (const extra of keys) {
      const path = [...issue.path, ...(extra ? [extra] : [])].map(String).join('.') || '_'
      fields[path] ??= issueMessage(issue)
    }
  }
  return fields
}
