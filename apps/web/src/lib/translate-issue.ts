import type { TIssueMessage } from '@demeure/shared'
import i18next, { type ParseKeys } from 'i18next'

/** Issue keys come from the shared package and from form checks; all of them live in the catalogue. */
export function translateIssue(issue: TIssueMessage): string {
  return i18next.t(issue.key as ParseKeys, issue.params)
}
