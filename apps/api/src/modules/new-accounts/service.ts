import type { TWatchedAccount, TWatchReason } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import type { TPage } from '../../lib/pagination.ts'
import { createWatchedAccountsRepository } from './repository.ts'

/** Staff's list of new accounts that contacted many hosts or created many listings at once. */
export function createWatchedAccountsService(deps: Pick<TDeps, 'db'>) {
  const repo = createWatchedAccountsRepository(deps.db)
  return {
    async list(
      reason: TWatchReason | undefined,
      page: number,
      pageSize: number,
    ): Promise<TPage<TWatchedAccount>> {
      const { count, rows } = await repo.list(reason, pageSize, (page - 1) * pageSize)
      const results: TWatchedAccount[] = rows.map((row) => ({
        user_id: row.watch.userId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        joined_at: row.joinedAt.toISOString(),
        reason: row.watch.reason as TWatchedAccount['reason'],
        count: row.watch.count,
        slowed_at: row.watch.slowedAt?.toISOString() ?? null,
        last_seen_at: row.watch.lastSeenAt.toISOString(),
      }))
      return { results, count, page, pageSize }
    },
  }
}
export type TWatchedAccountsService = ReturnType<typeof createWatchedAccountsService>
