import { z } from 'zod'

/**
 * New accounts are slowed, not blocked (docs/product-rules.md, "New accounts"): during its first
 * NEW_ACCOUNT_HOURS an account may contact at most NEW_ACCOUNT_MAX_HOSTS different hosts and
 * create at most NEW_ACCOUNT_MAX_LISTINGS listings. From NEW_ACCOUNT_WATCH_AT of either, staff see
 * the account; past the maximum the next one waits until the account is NEW_ACCOUNT_HOURS old.
 */
export const NEW_ACCOUNT_HOURS = 24
export const NEW_ACCOUNT_MAX_HOSTS = 10
export const NEW_ACCOUNT_MAX_LISTINGS = 10
export const NEW_ACCOUNT_WATCH_AT = 5

export const WATCH_REASONS = ['hosts_contacted', 'listings_created'] as const
export type TWatchReason = (typeof WATCH_REASONS)[number]

/** A new account staff are shown: what it did in its first hours, and whether it was slowed. */
export const ZWatchedAccount = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  joined_at: z.string(),
  reason: z.enum(WATCH_REASONS),
  /** Hosts contacted or listings created so far in the account's first hours. */
  count: z.number().int(),
  /** When the account was first refused one more (null: watched, never slowed). */
  slowed_at: z.string().nullable(),
  last_seen_at: z.string(),
})
export type TWatchedAccount = z.infer<typeof ZWatchedAccount>
