import { and, eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { signUpAndLogIn } from '../../test/accounts.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { jobs } from '../jobs/tables.ts'
import { createMemoryHub, type TLiveEvent } from '../live/index.ts'
import { createNotifier } from './notifier.ts'
import { notifications } from './tables.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

/** A notifier on the app's database and job queue, with a hub this test listens to. */
function notifierHeard() {
  const hub = createMemoryHub()
  const heard: TLiveEvent[] = []
  const counted: string[] = []
  const notifier = createNotifier({
    db: t.database.db,
    mailer: {
      send: (mail, tx) => t.app.jobs.enqueue(tx ?? t.database.db, 'mail.send', mail),
      sendAll: (mails, tx) => t.app.jobs.enqueueAll(tx, 'mail.send', mails),
    },
    hub,
    config: t.config,
    log: (error) => {
      throw error
    },
    recipient: async () => ({
      email: 'amir@example.com',
      language: 'fr',
      firstName: 'Amir',
      username: 'amir',
    }),
    unreadMessages: async (userId) => {
      counted.push(userId)
      return 0
    },
  })
  return { notifier, hub, heard, counted }
}

async function written(userId: string) {
  const { db } = t.database
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId))
  const mails = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, 'mail.send'), sql`${jobs.payload}->>'to' = 'amir@example.com'`))
  return { rows, mails }
}

describe('notices are written in the transaction of the change they tell of', () => {
  it('writes the notices of one change, and their e-mails, each to its reader', async () => {
    const first = await signUpAndLogIn(t)
    const second = await signUpAndLogIn(t)
    const { notifier } = notifierHeard()
    const notice = (userId: string, email = true) => ({
      userId,
      kind: 'visit_requested' as const,
      link: '/cohost-panel/bookings',
      params: { guest: 'Amir Haddad', title: 'Loft', date: '2030-01-02', time: '10:00' },
      email,
    })
    await inTransaction(t.database.db, (tx) =>
      notifier.notify(tx, notice(first.user.id), notice(second.user.id), notice(second.user.id, false)),
    )
    const [ofFirst, ofSecond] = [await written(first.user.id), await written(second.user.id)]
    expect([ofFirst.rows.length, ofSecond.rows.length]).toEqual([1, 2])
    // The test's recipient gives every user one address: two e-mails went to it, not three.
    expect(ofFirst.mails).toHaveLength(2)
    // Each in the reader's language (the test's recipient reads French), with the notice's details.
    for (const job of ofFirst.mails) {
      const mail = job.payload as { subject: string; text: string }
      expect(mail.subject).toBe('Nouvelle demande de visite')
      expect(mail.text).toContain('Amir Haddad')
    }
  })

  it('a rolled-back change leaves no notice and no e-mail job; a committed one has both, announced after the commit', async () => {
    const { user } = await signUpAndLogIn(t)
    const { notifier, hub, heard, counted } = notifierHeard()
    hub.subscribe(user.id, (event) => heard.push(event))
    const notice = {
      userId: user.id,
      kind: 'visit_requested' as const,
      link: '/cohost-panel/bookings',
      params: { guest: 'Amir Haddad', title: 'Loft', date: '2030-01-02', time: '10:00' },
    }

    await expect(
      inTransaction(t.database.db, async (tx) => {
        await notifier.notify(tx, notice)
        throw new Error('the change failed after its notice was written')
      }),
    ).rejects.toThrow('the change failed')
    expect(await written(user.id)).toEqual({ rows: [], mails: [] })
    expect(heard).toEqual([])

    const announce = await inTransaction(t.database.db, async (tx) => {
      const told = await notifier.notify(tx, notice)
      // Written but not committed: nothing is pushed to open tabs yet.
      expect(heard).toEqual([])
      return told
    })
    const { rows, mails } = await written(user.id)
    expect(rows).toHaveLength(1)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({ subject: 'Nouvelle demande de visite' })
    await announce()
    expect(heard.map((event) => event.name)).toEqual(['notification', 'unread'])
    // The notifier only says the counts changed: a reader's open connection reads them (live
    // routes), so a notice to someone with no tab open reads no counts at all.
    expect(heard[1]?.data).toBeNull()
    expect(counted).toEqual([])
  })

  it('holds back the notices of a gathering and writes them all at its end, each announced after the commit', async () => {
    const { user } = await signUpAndLogIn(t)
    const { notifier, hub, heard } = notifierHeard()
    hub.subscribe(user.id, (event) => heard.push(event))
    const notice = (title: string) => ({
      userId: user.id,
      kind: 'visit_requested' as const,
      params: { guest: 'Amir Haddad', title, date: '2030-01-02', time: '10:00' },
    })
    const counted = async (tx: Parameters<typeof notifier.notify>[0]) =>
      (await tx.select().from(notifications).where(eq(notifications.userId, user.id))).length
    const [first, second] = await inTransaction(t.database.db, (tx) =>
      notifier.gathering(tx, async () => {
        const told = [await notifier.notify(tx, notice('Loft')), await notifier.notify(tx, notice('Studio'))]
        // Told, not yet written: they go in together when the gathering ends.
        expect(await counted(tx)).toBe(0)
        return told
      }),
    )
    const { rows, mails } = await written(user.id)
    expect(rows.map((row) => (row.params as { title: string }).title).sort()).toEqual(['Loft', 'Studio'])
    expect(mails).toHaveLength(2)
    // Each announcement publishes its own notice, from the rows written at the end.
    await second?.()
    await first?.()
    const published = heard.filter((event) => event.name === 'notification')
    expect(
      published.map((event) => (event.data as { params: Record<string, unknown> }).params.title),
    ).toEqual(['Studio', 'Loft'])
  })
})
