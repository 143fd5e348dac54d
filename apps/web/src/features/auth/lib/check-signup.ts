import { type TRegisterRequest, ZRegisterRequest } from '@demeure/shared'
import { isBlank, issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TSignupValues = {
  username: string
  first_name: string
  last_name: string
  email: string
  password: string
  confirm_password: string
}

export const SIGNUP_FIELDS = [
  'username',
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
] as const

/**
 * Spec §5, in the spec's order: all six fields, then matching passwords, then the length.
 * The shared schema then checks what the server would refuse (username characters, email format).
 */
export function checkSignup(values: TSignupValues): TFormCheck {
  if (SIGNUP_FIELDS.some((name) => isBlank(values[name])))
    return { formError: issue('auth.fillAllFields'), fields: {} }
  if (values.password !== values.confirm_password) {
    return { fields: { confirm_password: issue('validation.passwordMismatch') } }
  }
  return { fields: schemaIssues(ZRegisterRequest, signupPayload(values)) }
}

/** The email is lowercased and the phone is sent empty. */
export function signupPayload(values: TSignupValues): TRegisterRequest {
  return {
    username: values.username.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    phone: '',
  }
}
