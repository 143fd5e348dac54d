import type { FastifyRequest } from 'fastify'
import { AppError, type TFieldError } from './app-error.ts'

export type TFileRule = { maxBytes: number; maxCount: number; tooLarge: TFieldError }
export type TMultipartForm = {
  fields: Record<string, string | string[]>
  files: Record<string, { filename: string; data: Buffer }[]>
}

const MAX_TEXT_FIELDS = 50

/**
 * Reads a multipart form whose files are small enough to hold in memory (pictures, documents).
 * Sizes are enforced while streaming: an oversized file is refused at its limit, not after upload.
 * Unknown file fields are refused rather than silently dropped.
 */
export async function readSmallMultipart(
  request: FastifyRequest,
  rules: Record<string, TFileRule>,
): Promise<TMultipartForm> {
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes))
  const form: TMultipartForm = { fields: {}, files: {} }
  const parts = request.parts({
    limits: { fileSize: largest, fields: MAX_TEXT_FIELDS, fieldSize: 64 * 1024 },
  })
  for await (const part of parts) {
    if (part.type === 'field') {
      const value = String(part.value)
      const existing = form.fields[part.fieldname]
      form.fields[part.fieldname] = existing === undefined ? value : [existing, value].flat()
      continue
    }
    const rule = rules[part.fieldname]
    if (!rule) {
      part.file.resume()
      throw new AppError(400, 'validation_error', {
        fields: { [part.fieldname]: { key: 'validation.unknownField' } },
      })
    }
    const list = form.files[part.fieldname] ?? []
    form.files[part.fieldname] = list
    if (list.length >= rule.maxCount) {
      part.file.resume()
      throw new AppError(400, 'validation_error', {
        fields: { [part.fieldname]: { key: 'validation.tooBig', params: { max: rule.maxCount } } },
      })
    }
    const data = await readLimited(part.file, rule.maxBytes)
    if (!data) throw new AppError(413, 'invalid_file', { fields: { [part.fieldname]: rule.tooLarge } })
    list.push({ filename: part.filename, data })
  }
  return form
}

/** The stream's bytes, or null as soon as it passes `maxBytes` (the rest is drained, not kept). */
async function readLimited(stream: NodeJS.ReadableStream & { truncated?: boolean }, maxBytes: number) {
  const chunks: Buffer[] = []
  let total = 0
  let tooLarge = false
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length
      if (total > maxBytes) tooLarge = true
      if (!tooLarge) chunks.push(chunk as Buffer)
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null
    throw error
  }
  return tooLarge || stream.truncated ? null : Buffer.concat(chunks)
}
