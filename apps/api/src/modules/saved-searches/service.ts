import {
  SAVED_SEARCHES_LIMIT,
  type TSavedSearchCriteria,
  tidyCriteria,
  type ZSavedSearchCreate,
  type ZSavedSearchUpdate,
} from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TUserRow } from '../users/index.ts'
import { prefilterOf } from './criteria.ts'
import { createSavedSearchesRepository } from './repository.ts'
import type { createUnsubscribeTokens } from './unsubscribe-tokens.ts'
import { toSavedSearchWire } from './wire.ts'

export type TSavedSearchesService = ReturnType<typeof createSavedSearchesService>

/**
 * Saved searches: a user's named filters (at most SAVED_SEARCHES_LIMIT), each with how often its
 * alerts come; the alerts themselves are in alerts.ts. The unsubscribe link of an alert e-mail
 * works without signing in: its token is the proof.
 */
export function createSavedSearchesService(deps: TDeps, tokens: ReturnType<typeof createUnsubscribeTokens>) {
  const repo = createSavedSearchesRepository(deps.db)
  return {
    async list(user: TUserRow) {
      return (await repo.listOf(user.id)).map(toSavedSearchWire)
    },

    /** Saves the filters under a name; refused past the limit (one user's saves take turns). */
    async create(user: TUserRow, input: z.output<typeof ZSavedSearchCreate>) {
      const criteria = tidyCriteria(input.criteria)
      const row = await inTransaction(deps.db, async (tx) => {
        const txRepo = createSavedSearchesRepository(tx)
        await txRepo.lockUser(user.id)
        if ((await txRepo.countOf(user.id)) >= SAVED_SEARCHES_LIMIT)
          throw conflict({ name: { key: 'savedSearch.limit', params: { max: SAVED_SEARCHES_LIMIT } } })
        return txRepo.insert({
          userId: user.id,
          name: input.name,
          frequency: input.frequency,
          criteria,
          ...prefilterOf(criteria as TSavedSearchCriteria),
          createdAt: deps.clock.now(),
        })
      })
      if (!row) throw notFound()
      return toSavedSearchWire(row)
    },

    async update(user: TUserRow, id: number, input: z.output<typeof ZSavedSearchUpdate>) {
      const set = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
        ...(input.alerts === undefined ? {} : { unsubscribedAt: input.alerts ? null : deps.clock.now() }),
      }
      // An empty change is answered with the search as it is (SQL has no empty update).
      const row =
        Object.keys(set).length === 0 ? await repo.find(user.id, id) : await repo.update(user.id, id, set)
      if (!row) throw notFound()
      return toSavedSearchWire(row)
    },

    async remove(user: TUserRow, id: number) {
      await repo.remove(user.id, id)
    },

    /** The one-click unsubscribe (RFC 8058): idempotent, and a token not of ours is a 400. */
    async unsubscribe(token: string) {
      const id = tokens.idOf(token)
      if (id === undefined) throw badRequest({ token: { key: 'savedSearch.badToken' } })
      await repo.unsubscribe(id, deps.clock.now())
    },
  }
}
