import { z } from 'zod'
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../constants/business.ts'
import { LANGUAGES, USER_TYPES } from '../constants/catalogue.ts'
import { zLine, zParagraphs } from './text.ts'

/** Emails are compared and stored lower-case. */
export const zEmail = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .transform((value) => value.toLowerCase())
  .pipe(z.email())

export const zPassword = z
  .string()
  .min(1)
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH)

export const zUsername = z
  .string()
  .trim()
  .min(1)
  .max(USERNAME_MAX_LENGTH)
  .regex(/^[\p{L}\p{N}._-]{3,30}$/u, 'validation.username')

const zName = zLine().min(1).max(NAME_MAX_LENGTH)
/** The signup screen sends an empty phone, so empty is allowed. */
const zPhone = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .regex(/^$|^\+?[0-9 ().-]{7,}$/, 'validation.phone')

export const ZRegisterRequest = z.strictObject({
  username: zUsername,
  email: zEmail,
  password: zPassword,
  first_name: zName,
  last_name: zName,
  phone: zPhone.default(''),
})
export type TRegisterRequest = z.input<typeof ZRegisterRequest>

export const ZLoginRequest = z.strictObject({
  email: zEmail,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
})
export type TLoginRequest = z.input<typeof ZLoginRequest>

export const ZGoogleLoginRequest = z.strictObject({ id_token: z.string().min(1).max(8192) })
export const ZForgotPasswordRequest = z.strictObject({ email: zEmail })
export const ZResetPasswordRequest = z.strictObject({
  token: z.string().min(1).max(200),
  password: zPassword,
})
export const ZChangePasswordRequest = z.strictObject({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: zPassword,
})

/** GET /api/privacy/officer/: how to reach the person in charge of personal information. */
export const ZPrivacyOfficer = z.object({ email: z.string() })

/**
 * DELETE /api/users/me/: the person at the keyboard confirms they mean it. An account with a password
 * gives it; an account made with Google has none and types its e-mail address instead. The server
 * decides which the account needs (the profile's `has_password` tells the form which to ask).
 */
export const ZAccountDelete = z.strictObject({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .optional()
    .describe('The account’s password. Required when the account has one (`has_password` is true).'),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH)
    .optional()
    .describe(
      'The account’s e-mail address, typed (case and surrounding spaces aside). Required when the account has no password (made with Google, `has_password` is false).',
    ),
})

export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  bio: z.string(),
  profile_picture_url: z.string().nullable(),
  member_since: z.string(),
  is_verified: z.boolean(),
  user_type: z.enum(USER_TYPES),
  language: z.enum(LANGUAGES),
  /** False for an account made with Google that never set a password: it confirms with its e-mail. */
  has_password: z.boolean(),
})
export type TUser = z.infer<typeof ZUser>

/** Multipart or JSON profile edit; every field optional, `profile_picture` travels as a file. */
export const ZProfileUpdate = z.strictObject({
  username: zUsername.optional(),
  first_name: zName.optional(),
  last_name: zName.optional(),
  phone: zPhone.optional(),
  bio: zParagraphs().max(BIO_MAX_LENGTH).optional(),
  language: z.enum(LANGUAGES, 'validation.language').optional(),
})
export type TProfileUpdate = z.input<typeof ZProfileUpdate>

export const ZRegisterResponse = z.object({ message: z.string(), user: ZUser })
export const ZLoginResponse = z.object({ access: z.string(), user: ZUser, message: z.string() })
export type TLoginResponse = z.infer<typeof ZLoginResponse>
export const ZAccessResponse = z.object({ access: z.string() })
