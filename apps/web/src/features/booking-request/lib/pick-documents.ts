import type { TIssueMessage } from '@demeure/shared'
import { issue } from '../../../lib/form-check.ts'
import { checkDocument } from '../../verification/index.ts'

/**
 * A new pick in a document field: invalid files are dropped (and said why), a one-file field takes
 * the newest, a several-file field adds up to its limit.
 */
export function pickDocuments(
  current: File[],
  picked: File[],
  maxCount: number,
): { files: File[]; problem: TIssueMessage | null } {
  const problems = picked.map(checkDocument)
  const valid = picked.filter((_, index) => !problems[index])
  const files = maxCount > 1 ? [...current, ...valid] : valid.length > 0 ? valid.slice(-1) : current
  const found = problems.find(Boolean) ?? null
  if (found) return { files: files.slice(0, maxCount), problem: found }
  if (files.length > maxCount)
    return {
      files: files.slice(0, maxCount),
      problem: issue('bookingRequest.tooManyFiles', { max: maxCount }),
    }
  return { files, problem: null }
}
