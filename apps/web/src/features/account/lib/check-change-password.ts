import { ZChangePasswordRequest } from '@demeure/shared'
import { isBlank, issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TChangePasswordValues = {
  current_password: string
  new_password: string
  confirm_password: string
}

export const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const

export function checkChangePassword(values: TChangePasswordValues): TFormCheck {
  const { confirm_password, ...request } = values
  const fields = schemaIssues(ZChangePasswordRequest, request)
  if (isBlank(confirm_password)) fields.confirm_password = issue('validation.required')
  else if (confirm_password !== values.new_password)
    fields.confirm_password = issue('validation.passwordMismatch')
  return { fields }
}
