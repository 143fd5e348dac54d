import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { createMailer } from './mailer.ts'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('mailer', () => {
  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    dirs.push(outboxDir)
    const logged: string[] = []
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Demeure <no-reply@demeure.ca>',
      outboxDir,
      log: (m) => logged.push(m),
    })
    await mailer.send({ to: 'lea@example.com', subject: 'Hello', text: 'Body text' })
    const files = readdirSync(outboxDir)
    expect(files).toHaveLength(1)
    const raw = readFileSync(path.join(outboxDir, files[0] as string), 'utf8')
    expect(raw).toMatch(/^To: lea@example.com$/m)
    expect(raw).toMatch(/^Subject: Hello$/m)
    expect(raw).toContain('Body text')
    expect(logged[0]).toContain('Hello')
  })

  it('delivers through SMTP when SMTP_URL is set (a real SMTP server on 127.0.0.1)', async () => {
    const received: { from: string; to: string[]; data: string }[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8')
        })
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: 'Demeure <no-reply@demeure.ca>',
        outboxDir: '/nonexistent',
        log: () => {},
      })
      await mailer.send({
        to: 'sam@example.com',
        subject: 'Réinitialisation',
        text: 'Lien : https://x/reset',
      })
      expect(received).toHaveLength(1)
      expect(received[0]?.from).toBe('no-reply@demeure.ca')
      expect(received[0]?.to).toEqual(['sam@example.com'])
      expect(received[0]?.data).toContain('Subject: =?UTF-8?Q?R=C3=A9initialisation?=')

      // An attachment travels as base64 (as the mail.send job holds it) and arrives as the same bytes.
      const bytes = Buffer.from('%PDF-1.3 signed lease')
      await mailer.send({
        to: 'sam@example.com',
        subject: 'Lease',
        text: 'Attached.',
        attachments: [
          { filename: 'bail-lease-7.pdf', contentType: 'application/pdf', base64: bytes.toString('base64') },
        ],
      })
      const data = received[1]?.data ?? ''
      expect(data).toMatch(/Content-Type: application\/pdf; name=bail-lease-7\.pdf/)
      const part =
        /Content-Transfer-Encoding: base64\r?\nContent-Disposition: attachment[^\n]*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
          data,
        )
      expect(Buffer.from(part?.[1] ?? '', 'base64').toString()).toBe(bytes.toString())
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
