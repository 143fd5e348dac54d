import { randomInt } from 'node:crypto'

/** A free username for an account created from an e-mail alone (Google sign-in). */
export async function uniqueUsernameFrom(
  email: string,
  isTaken: (name: string) => Promise<boolean>,
): Promise<string> {
  const local = email.split('@')[0] ?? ''
  const base = local
    .replace(/[^a-zA-Z0-9._-]/g, '')
    .slice(0, 24)
    .padEnd(3, '0')
  if (!(await isTaken(base))) return base
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${base}${randomInt(1000, 100_000)}`
    if (!(await isTaken(candidate))) return candidate
  }
  throw new Error('no free username found')
}
