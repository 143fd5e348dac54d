import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

/** A file sent with a mail, as base64 so the mail stays plain JSON in its job (modules/jobs/mail-jobs.ts). */
export type TMailAttachment = { filename: string; contentType: string; base64: string }

export type TMail = {
  to: string
  subject: string
  text: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on alert e-mails, RFC 8058). */
  headers?: Record<string, string>
  attachments?: TMailAttachment[]
}
export type TMailer = { send(mail: TMail): Promise<void> }

/** The mail as nodemailer takes it. */
function message(from: string, { attachments, ...mail }: TMail) {
  return {
    from,
    ...mail,
    attachments: attachments?.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: base64,
      encoding: 'base64',
    })),
  }
}

/** SMTP when a URL is configured; otherwise each mail becomes an .eml file in the outbox folder. */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  outboxDir: string
  log: (message: string) => void
}): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail(message(options.from, mail))
        options.log(`mail sent to ${mail.to}: ${mail.subject}`)
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0
  return {
    async send(mail) {
      const info = await transport.sendMail(message(options.from, mail))
      await mkdir(options.outboxDir, { recursive: true })
      sequence += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`
      const file = path.join(options.outboxDir, name)
      await writeFile(file, info.message as Buffer)
      options.log(`mail written to ${file}: ${mail.subject}`)
    },
  }
}
