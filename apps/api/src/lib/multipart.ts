import type { FastifyRequest } from 'fastify'
import { AppError, type TFieldError } from './app-error.ts'

/** What a streaming sink made of an upload (e.g. a stored file); `discard` undoes it. */
export type TStreamed = {
  key: string
  mime: string
  size: number
  filename: string
  discard: () => Promise<void>
}
export type TSink = (source: AsyncIterable<Buffer>, filename: string) => Promise<TStreamed>

export type TFileRule = {
  maxBytes: number
  maxCount: number
  tooLarge: TFieldError
  /** Large files (videos) go straight to a sink while counting bytes; small ones are held in memory. */
  sink?: TSink
}
export type TMultipartForm = {
  fields: Record<string, string | string[]>
  files: Record<string, { filename: string; data: Buffer }[]>
  streamed: Record<string, TStreamed[]>
}

const MAX_TEXT_FIELDS = 100

/**
 * Reads a multipart form. Sizes are enforced while the bytes arrive: an oversized file is refused
 * at its limit, never buffered whole. Unknown file fields are refused rather than silently dropped.
 * If anything fails, what the sinks already stored is discarded. A body that is not a multipart
 * form is refused with 415, for every form the same way.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, TFileRule>,
): Promise<TMultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type')
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes))
  const form: TMultipartForm = { fields: {}, files: {}, streamed: {} }
  const parts = request.parts({
    limits: { fileSize: largest + 1, fields: MAX_TEXT_FIELDS, fieldSize: 64 * 1024 },
  })
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value)
        const existing = form.fields[part.fieldname]
        form.fields[part.fieldname] = existing === undefined ? value : [existing, value].flat()
        continue
      }
      const field = part.fieldname
      const rule = rules[field]
      if (!rule) {
        part.file.resume()
        throw new AppError(400, 'validation_error', {
          fields: { [field]: { key: 'validation.unknownField' } },
        })
      }
      const count = (form.files[field]?.length ?? 0) + (form.streamed[field]?.length ?? 0)
      if (count >= rule.maxCount) {
        part.file.resume()
        throw new AppError(400, 'validation_error', {
          fields: { [field]: { key: 'validation.tooBig', params: { max: rule.maxCount } } },
        })
      }
      const tooLarge = { ...rule.tooLarge, params: { ...rule.tooLarge.params, file: part.filename } }
      const limited = limitBytes(
        part.file,
        rule.maxBytes,
        () => new AppError(413, 'invalid_file', { fields: { [field]: tooLarge } }),
      )
      if (rule.sink) {
        const list = form.streamed[field] ?? []
        form.streamed[field] = list
        list.push(await rule.sink(limited, part.filename))
      } else {
        const chunks: Buffer[] = []
        for await (const chunk of limited) chunks.push(chunk)
        const list = form.files[field] ?? []
        form.files[field] = list
        list.push({ filename: part.filename, data: Buffer.concat(chunks) })
      }
    }
  } catch (error) {
    await discardStreamed(form)
    throw isMalformedForm(error) ? new AppError(400, 'invalid_multipart') : error
  }
  return form
}

/**
 * The form parser's own complaints (no boundary in the content type, a body cut short, a broken
 * part header) are plain Errors: they are the client's fault, so they become a localized 400
 * instead of a 500. Our own refusals (AppError) and Fastify's coded limits pass through.
 */
function isMalformedForm(error: unknown) {
  if (error instanceof AppError || !(error instanceof Error)) return false
  if ((error as { code?: string }).code) return false
  return /boundary not found|unexpected end of (multipart|form)|malformed|terminated early/i.test(
    error.message,
  )
}

export async function discardStreamed(form: Pick<TMultipartForm, 'streamed'>) {
  await Promise.all(
    Object.values(form.streamed)
      .flat()
      .map((item) => item.discard().catch(() => {})),
  )
}

/** Passes bytes through until `maxBytes`, then fails with `tooLarge()`: nothing past the limit is kept. */
async function* limitBytes(source: AsyncIterable<Buffer>, maxBytes: number, tooLarge: () => Error) {
  let total = 0
  try {
    for await (const chunk of source) {
      total += chunk.length
      if (total > maxBytes) throw tooLarge()
      yield chunk
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    throw error
  }
}
