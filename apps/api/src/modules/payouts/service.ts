import {
  centsToDecimal,
  PAYOUT_RETRIES,
  pageUrl,
  type TAdminMoneyRow,
  todayInMontreal,
} from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import type { TRentService } from '../rent/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TPayoutProvider } from './provider.ts'
import { createPayoutsRepository, type TClaimedPayout } from './repository.ts'

const DAY = 86_400_000
/**
 * A transfer claimed this long ago and never recorded belongs to a process that died mid-call:
 * it is resumed with its idempotency key (far longer than a provider call, which times out).
 */
export const STALE_TRANSFER_MS = 10 * 60_000
/** At most this many transfers per run, so one run never holds the job for long; the next goes on. */
const TRANSFERS_PER_RUN = 200
/** Where the provider's onboarding sends the host back: the co-host dashboard and its payout card. */
const RETURN_PATH = pageUrl.hostDashboard()

/**
 * The idempotency key of a payout's transfer attempt: `payout-{id}` for the first, the same key
 * when a dead process's attempt is resumed, and a new key for a retry after a refusal (a provider
 * answers a repeated key with its first answer, the refusal, so a retry must be a new request).
 */
export const transferKey = (ledgerId: string, attempt: number) =>
  attempt <= 1 ? `payout-${ledgerId}` : `payout-${ledgerId}-${attempt}`

const fullName = (first: string, last: string) => `${first} ${last}`.trim()

/**
 * Host payouts (docs/product-rules.md, "Host payouts"; decision 017): the host's payout account
 * at the provider, and the transfer job that sends each released payout to it exactly once,
 * whatever crashes or how many API processes run it.
 */
export function createPayoutsService(deps: TDeps, provider: TPayoutProvider, rent: TRentService) {
  const { db, clock, config } = deps

  async function transferOne(claimed: TClaimedPayout) {
    const attempt = claimed.transferAttempts
    const result = await provider.transfer({
      accountRef: claimed.accountRef,
      amountCents: claimed.amountCents,
      idempotencyKey: transferKey(claimed.id, attempt),
      description: `Demeure payout, stay ${claimed.bookingId}`,
    })
    const now = clock.now()
    const repo = createPayoutsRepository(db)
    if (result.outcome === 'paid_out') {
      await repo.settleTransfer(claimed.id, attempt, {
        status: 'paid_out',
        transferRef: result.transferRef,
        paidOutAt: now,
        lastFailure: null,
        nextAttemptAt: null,
      })
      return
    }
    // Retried the next day, PAYOUT_RETRIES times; then it waits for a person (the staff's view).
    const isRetried = attempt <= PAYOUT_RETRIES
    await repo.settleTransfer(claimed.id, attempt, {
      status: 'failed',
      lastFailure: result.reason,
      nextAttemptAt: isRetried ? new Date(now.getTime() + DAY) : null,
    })
  }

  return {
    provider,

    /** Sends every released payout of hosts with an enabled account (and resumes cut attempts). */
    async transferDue() {
      const repo = createPayoutsRepository(db)
      for (let run = 0; run < TRANSFERS_PER_RUN; run++) {
        const now = clock.now()
        const claimed = await repo.claimTransfer(now, new Date(now.getTime() - STALE_TRANSFER_MS))
        if (!claimed) break
        try {
          await transferOne(claimed)
        } catch {
          // The provider did not answer: the transfer stays claimed and is resumed with its key.
        }
      }
    },

    async account(user: TUserRow) {
      const row = await createPayoutsRepository(db).findAccount(user.id)
      if (!row) return { status: 'not_connected' as const, provider: null, requirements: [] }
      return {
        status: row.status as 'pending' | 'enabled' | 'restricted',
        provider: row.provider as 'sandbox' | 'stripe',
        requirements: row.requirements,
      }
    },

    /** The host's account (opened once) and where to go to finish onboarding it. */
    async startOnboarding(user: TUserRow) {
      const repo = createPayoutsRepository(db)
      let account = await repo.findAccount(user.id)
      if (!account) {
        const opened = await provider.createAccount({
          email: user.email,
          idempotencyKey: `payout-account-${user.id}`,
        })
        account = await repo.insertAccount({
          userId: user.id,
          provider: provider.name,
          accountRef: opened.accountRef,
        })
      }
      if (!account) throw new Error('payout account vanished')
      const back = `${config.publicUrl}${RETURN_PATH}`
      const url = await provider.onboardingUrl({
        accountRef: account.accountRef,
        returnUrl: `${back}?payouts=return`,
        refreshUrl: `${back}?payouts=refresh`,
      })
      return { url }
    },

    /** The sandbox's onboarding page: the account it is for, if it is a sandbox account. */
    async sandboxAccount(accountRef: string) {
      if (provider.name !== 'sandbox') return undefined
      const row = await createPayoutsRepository(db).findAccountByRef(accountRef)
      return row?.provider === 'sandbox' ? row : undefined
    },

    /** "Complete onboarding" on the sandbox page: the account can receive transfers. */
    async completeSandboxOnboarding(accountRef: string) {
      if (provider.name !== 'sandbox') throw notFound()
      const row = await createPayoutsRepository(db).updateAccount(
        accountRef,
        { status: 'enabled', requirements: [] },
        'sandbox',
      )
      if (!row) throw notFound()
    },

    /** Stripe's `account.updated`: what the account can do now, and what Stripe still asks for. */
    async handleAccountEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const event = provider.verifyAccountEvent(rawBody, headers)
      if (!event) throw new AppError(400, 'invalid_signature')
      if (event === 'ignored') return
      await createPayoutsRepository(db).updateAccount(event.accountRef, event.state, provider.name)
    },

    /** The staff's money view: overdue rent, or payouts whose transfer was refused. */
    async moneyForStaff(
      kind: 'overdue_rent' | 'failed_payouts',
      page: number,
      pageSize: number,
    ): Promise<TPage<TAdminMoneyRow>> {
      const offset = (page - 1) * pageSize
      let results: TAdminMoneyRow[]
      let count: number
      if (kind === 'overdue_rent') {
        const overdue = await rent.overdue(pageSize, offset)
        count = overdue.count
        results = overdue.rows.map((row) => ({
          kind: 'overdue_rent',
          booking_id: row.instalment.bookingId,
          listing_title: row.title,
          renter: fullName(row.renterFirst, row.renterLast),
          host: fullName(row.hostFirst, row.hostLast),
          seq: row.instalment.seq,
          due_date: row.instalment.dueDate,
          amount: centsToDecimal(row.instalment.amountCents),
          attempts: row.instalment.attempts,
          reason: row.instalment.lastFailure,
          next_attempt_at: null,
        }))
      } else {
        const failed = await createPayoutsRepository(db).failedPayouts(pageSize, offset)
        count = failed.count
        results = failed.rows.map((row) => ({
          kind: 'failed_payout',
          booking_id: row.entry.bookingId,
          listing_title: row.title,
          renter: fullName(row.renterFirst, row.renterLast),
          host: fullName(row.hostFirst, row.hostLast),
          seq: null,
          due_date: row.entry.availableAt ? todayInMontreal(row.entry.availableAt) : null,
          amount: centsToDecimal(row.entry.amountCents),
          attempts: row.entry.transferAttempts,
          reason: row.entry.lastFailure,
          next_attempt_at: row.entry.nextAttemptAt?.toISOString() ?? null,
        }))
      }
      return { results, count, page, pageSize }
    },
  }
}
export type TPayoutsService = ReturnType<typeof createPayoutsService>
