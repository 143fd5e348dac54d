import { fieldIssues, type TIssueMessage } from '@demeure/shared'
import type { ZodType } from 'zod'

/** What a form's client-side check found: one form-level message and/or one message per field. */
export type TFormCheck = { formError?: TIssueMessage; fields: Record<string, TIssueMessage> }

export function issue(key: string, params: TIssueMessage['params'] = {}): TIssueMessage {
  return { key, params }
}

export function isBlank(value: string | undefined): boolean {
  return !value || value.trim() === ''
}

/** Field messages of a shared schema, keyed by field name (the shared schemas use the API's names). */
export function schemaIssues(schema: ZodType, values: unknown): Record<string, TIssueMessage> {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldIssues(result.error)
}
