import { randomUUID } from 'node:crypto'
import { PROFILE_PICTURE_MAX_BYTES, type ZProfileUpdate } from '@demeure/shared'
import type { z } from 'zod'
import type { TDeps } from '../../deps.ts'
import { AppError, conflict, notFound } from '../../lib/app-error.ts'
import { PICTURE_REFUSAL_KEYS, sniffMime, toAvatarWebp } from '../../lib/images.ts'
import { uniqueViolation } from '../../lib/pg-errors.ts'
import { createUsersRepository, type TUserChanges } from './repository.ts'
import { toUserWire } from './wire.ts'

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png'])
export const PROFILE_PICTURE_RULE = {
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  maxCount: 1,
  tooLarge: { key: 'field.pictureSize' },
}

export function createUsersService(deps: TDeps) {
  const users = createUsersRepository(deps.db)

  async function storePicture(userId: string, picture: Buffer): Promise<string> {
    const mime = await sniffMime(picture.subarray(0, 4100))
    if (!mime || !PICTURE_TYPES.has(mime)) {
      throw new AppError(400, 'invalid_file', { fields: { profile_picture: { key: 'field.pictureType' } } })
    }
    const avatar = await toAvatarWebp(picture, { field: 'profile_picture', keys: PICTURE_REFUSAL_KEYS })
    // A new key per upload: caches may keep the old URL forever without showing a stale face.
    const key = `public/avatars/${userId}/${randomUUID()}.webp`
    await deps.storage.put(key, avatar, { contentType: 'image/webp' })
    return key
  }

  return {
    async updateProfile(userId: string, update: z.output<typeof ZProfileUpdate>, picture?: Buffer) {
      const current = await users.findById(userId)
      if (!current) throw notFound()
      if (update.username && (await users.isUsernameTaken(update.username, userId))) {
        throw conflict({ username: { key: 'field.usernameTaken' } })
      }
      const changes: TUserChanges = {
        username: update.username,
        firstName: update.first_name,
        lastName: update.last_name,
        phone: update.phone,
        bio: update.bio,
        language: update.language,
      }
      if (picture) changes.profilePictureKey = await storePicture(userId, picture)
      try {
        const row = await users.update(userId, changes)
        if (!row) throw notFound()
        if (picture && current.profilePictureKey) await deps.storage.delete(current.profilePictureKey)
        return toUserWire(row)
      } catch (error) {
        if (changes.profilePictureKey) await deps.storage.delete(changes.profilePictureKey)
        if (uniqueViolation(error)) throw conflict({ username: { key: 'field.usernameTaken' } })
        throw error
      }
    },
  }
}
export type TUsersService = ReturnType<typeof createUsersService>
