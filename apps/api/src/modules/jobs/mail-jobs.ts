import type { TDb } from '../../db/client.ts'
import type { TMail, TMailer } from '../../plugins/mailer/mailer.ts'
import type { TJobQueue } from './queue.ts'

/** What services call to send an e-mail: it becomes a job, sent by a worker, never by the request. */
export type TQueuedMailer = {
  /** Enqueues the mail in `tx` when given (sent only if that transaction commits), else on its own. */
  send(mail: TMail, tx?: TDb): Promise<void>
  /** Enqueues all the mails in `tx`, in one statement. */
  sendAll(mails: TMail[], tx: TDb): Promise<void>
}

/**
 * Every e-mail is a `mail.send` job: a slow or down SMTP server never slows a request, a failed send
 * is retried with backoff, and a crash after the commit does not lose it. Delivery is at least once:
 * a process dying between the SMTP server's "accepted" and the job's "done" sends it again.
 */
export function createQueuedMailer(queue: TJobQueue, db: TDb, transport: TMailer): TQueuedMailer {
  queue.define<TMail>('mail.send', (mail) => transport.send(mail))
  return {
    send: (mail, tx = db) => queue.enqueue(tx, 'mail.send', mail),
    sendAll: (mails, tx) => queue.enqueueAll(tx, 'mail.send', mails),
  }
}
