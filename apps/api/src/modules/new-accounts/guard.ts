import {
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_MAX_HOSTS,
  NEW_ACCOUNT_MAX_LISTINGS,
  NEW_ACCOUNT_WATCH_AT,
  type TWatchReason,
} from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { TClock } from '../../lib/clock.ts'
import type { TUserRow } from '../users/index.ts'
import { createWatchedAccountsRepository } from './repository.ts'

const HOUR_MS = 3_600_000
const MAXIMUM: Record<TWatchReason, number> = {
  hosts_contacted: NEW_ACCOUNT_MAX_HOSTS,
  listings_created: NEW_ACCOUNT_MAX_LISTINGS,
}

/**
 * Slows new accounts (docs/product-rules.md, "New accounts"). The caller counts, from its own
 * tables, how many the account would have with this one (a new host contacted, a new listing);
 * the guard lets it through, shows the account to staff from NEW_ACCOUNT_WATCH_AT, and past the
 * maximum refuses with a localized 429 saying when the account may go on. The counts come from the
 * database, so every API process sees the same; two requests at the same instant may both pass
 * (the limit slows, it does not need to be exact).
 */
export function createNewAccountGuard(deps: { db: TDb; clock: TClock }) {
  return {
    async check(user: TUserRow, reason: TWatchReason, countWithThis: number, tx: TDb = deps.db) {
      const now = deps.clock.now()
      const oldEnoughAt = user.createdAt.getTime() + NEW_ACCOUNT_HOURS * HOUR_MS
      if (now.getTime() >= oldEnoughAt || countWithThis < NEW_ACCOUNT_WATCH_AT) return
      const isOver = countWithThis > MAXIMUM[reason]
      await createWatchedAccountsRepository(tx).record({
        userId: user.id,
        reason,
        count: isOver ? countWithThis - 1 : countWithThis,
        now,
        slowed: isOver,
      })
      if (!isOver) return
      const hours = Math.max(1, Math.round((oldEnoughAt - now.getTime()) / HOUR_MS))
      throw new AppError(429, `new_account_${reason}`, {
        params: { count: hours, max: MAXIMUM[reason] },
        headers: { 'retry-after': String(Math.ceil((oldEnoughAt - now.getTime()) / 1000)) },
      })
    },
  }
}
export type TNewAccountGuard = ReturnType<typeof createNewAccountGuard>
