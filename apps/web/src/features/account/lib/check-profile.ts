import { ZProfileUpdate } from '@demeure/shared'
import { schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TProfileValues = {
  username: string
  first_name: string
  last_name: string
  phone: string
  bio: string
}

export const PROFILE_FIELDS = ['username', 'first_name', 'last_name', 'phone', 'bio'] as const

export function checkProfile(values: TProfileValues): TFormCheck {
  return { fields: schemaIssues(ZProfileUpdate, values) }
}
