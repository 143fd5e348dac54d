import type { ZAccountDelete } from '@demeure/shared'
import type { z } from 'zod'
import { AppError, badRequest } from '../../lib/app-error.ts'
import { verifyPassword } from '../../lib/secrets.ts'
import type { TUserRow } from '../users/index.ts'

/**
 * The person deleting an account shows they mean it, with what the account has: its password, or,
 * for an account made with Google (no password to give), its e-mail address typed out. The server
 * decides which applies; the other field is ignored. A wrong or missing one is a localized 400.
 */
export async function checkDeletionConfirmation(user: TUserRow, input: z.output<typeof ZAccountDelete>) {
  if (user.passwordHash !== null) {
    if (!input.password) throw badRequest({ password: { key: 'validation.required' } })
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError(400, 'wrong_password', { fields: { password: { key: 'field.wrongPassword' } } })
    }
    return
  }
  if (!input.email?.trim()) throw badRequest({ email: { key: 'validation.required' } })
  // Stored e-mails are lower-case (zEmail); the typed one is compared the same way.
  if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest({ email: { key: 'field.wrongEmailConfirmation' } })
  }
}
