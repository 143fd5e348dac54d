import { type TLoginRequest, ZLoginRequest } from '@demeure/shared'
import { isBlank, issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TLoginValues = { email: string; password: string }

export const LOGIN_FIELDS = ['email', 'password'] as const

/** Spec §5: both fields required, else 'Please fill in all fields'. */
export function checkLogin(values: TLoginValues): TFormCheck {
  if (isBlank(values.email) || !values.password) return { formError: issue('auth.fillAllFields'), fields: {} }
  return { fields: schemaIssues(ZLoginRequest, loginPayload(values)) }
}

/** The email is lowercased before the call. */
export function loginPayload(values: TLoginValues): TLoginRequest {
  return { email: values.email.trim().toLowerCase(), password: values.password }
}
