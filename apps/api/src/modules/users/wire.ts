import type { TLanguage, TUser, TUserType } from '@demeure/shared'
import { publicUrl } from '../../plugins/storage/index.ts'
import type { TUserRow } from './tables.ts'

/** The profile as the API shows it to its owner (API.md Accounts). */
export function toUserWire(row: TUserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    bio: row.bio,
    profile_picture_url: row.profilePictureKey ? publicUrl(row.profilePictureKey) : null,
    member_since: row.createdAt.toISOString().slice(0, 10),
    is_verified: row.isVerified,
    user_type: row.userType as TUserType,
    language: row.language as TLanguage,
    has_password: row.passwordHash !== null,
  }
}
