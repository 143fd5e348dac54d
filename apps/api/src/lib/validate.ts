import { fieldIssues } from '@demeure/shared'
import type { z } from 'zod'
import { AppError, type TFieldError } from './app-error.ts'

/** Parses input the route could not validate declaratively (multipart forms): a 400 with field errors. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, TFieldError> = {}
  for (const [name, issue] of Object.entries(fieldIssues(result.error))) {
    fields[name] = { key: issue.key, params: issue.params }
  }
  throw new AppError(400, 'validation_error', { fields })
}
