import type { TUserType } from '@demeure/shared'
import type { TDb } from '../db/client.ts'
import { hashPassword } from '../lib/secrets.ts'
import { createUsersRepository } from '../modules/users/repository.ts'

export const DEMO_PASSWORD = 'demeure-demo'

export const DEMO_USERS: {
  email: string
  username: string
  firstName: string
  lastName: string
  userType: TUserType
  language: 'en' | 'fr'
  bio: string
}[] = [
  {
    email: 'guest@demo.demeure.ca',
    username: 'demo-guest',
    firstName: 'Amara',
    lastName: 'Diallo',
    userType: 'guest',
    language: 'en',
    bio: 'Master’s student arriving at McGill in September, looking for a quiet room near campus.',
  },
  {
    email: 'host@demo.demeure.ca',
    username: 'demo-host',
    firstName: 'Julien',
    lastName: 'Tremblay',
    userType: 'co-host',
    language: 'fr',
    bio: 'Montrealer renting furnished apartments on the Plateau and in Rosemont since 2015.',
  },
  {
    email: 'admin@demo.demeure.ca',
    username: 'demo-admin',
    firstName: 'Sofia',
    lastName: 'Martel',
    userType: 'admin',
    language: 'en',
    bio: 'Demeure staff: verifications and listing reviews.',
  },
]

/** Creates the demo accounts that do not exist yet; running it twice changes nothing. */
export async function seedDemoUsers(db: TDb): Promise<number> {
  const users = createUsersRepository(db)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  let created = 0
  for (const demo of DEMO_USERS) {
    if (await users.findByEmail(demo.email)) continue
    await users.insert({
      email: demo.email,
      username: demo.username,
      firstName: demo.firstName,
      lastName: demo.lastName,
      userType: demo.userType,
      language: demo.language,
      bio: demo.bio,
      passwordHash,
      isVerified: demo.userType !== 'guest',
      // The demo accounts joined a year ago, as their past stays say (and a first-day account is
      // slowed: docs/product-rules.md, "New accounts").
      createdAt: new Date(Date.now() - 365 * 86_400_000),
    })
    created += 1
  }
  return created
}
