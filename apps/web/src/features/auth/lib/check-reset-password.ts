import { ZResetPasswordRequest } from '@demeure/shared'
import { isBlank, issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TResetPasswordValues = { password: string; confirm_password: string }

export const RESET_PASSWORD_FIELDS = ['password', 'confirm_password'] as const

export function checkResetPassword(values: TResetPasswordValues): TFormCheck {
  const fields = schemaIssues(ZResetPasswordRequest.pick({ password: true }), { password: values.password })
  if (isBlank(values.confirm_password)) fields.confirm_password = issue('validation.required')
  else if (values.confirm_password !== values.password)
    fields.confirm_password = issue('validation.passwordMismatch')
  return { fields }
}
