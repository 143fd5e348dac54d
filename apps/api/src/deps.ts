import type { Redis } from 'ioredis'
import type { TConfig } from './config.ts'
import type { TDatabase, TDb } from './db/client.ts'
import type { TClock } from './lib/clock.ts'
import type { TAccessTokens } from './modules/auth/access-token.ts'
import type { TQueuedMailer } from './modules/jobs/mail-jobs.ts'
import type { TJobQueue } from './modules/jobs/queue.ts'
import type { TNotifier } from './modules/notifications/notifier.ts'
import type { TAttemptCounter } from './plugins/attempts.ts'
import type { TStorage } from './plugins/storage/index.ts'

/** What every module's service may use; built once in buildApp and passed down explicitly. */
export type TDeps = {
  config: TConfig
  database: TDatabase
  db: TDb
  redis: Redis | undefined
  storage: TStorage
  /** E-mails are jobs: `send(mail, tx)` enqueues in the caller's transaction. */
  mailer: TQueuedMailer
  /** The durable job queue (enqueue in a transaction, periodic jobs): see modules/jobs/queue.ts. */
  jobs: TJobQueue
  clock: TClock
  accessTokens: TAccessTokens
  /** Counts events per key in a one-minute window (failed logins, chat messages), shared through Redis. */
  minuteCounter: TAttemptCounter
  /** Tells users what happened: `notify(tx, …)` writes the notice and its e-mail job in the change's transaction and returns the live announcement to run after the commit. */
  notifier: TNotifier
}
