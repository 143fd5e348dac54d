import { Readable } from 'node:stream'
import { AppError, type TFieldError } from '../../lib/app-error.ts'
import { sniffMime } from '../../lib/images.ts'
import type { TSink } from '../../lib/multipart.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import { extensionFor } from './private-upload.ts'

const SNIFF_BYTES = 4100

/**
 * A sink that streams an upload into storage: it reads just enough of the head to recognize the
 * real type by its magic bytes, refuses types not allowed, then streams the rest. Memory stays
 * bounded whatever the file size.
 */
export function storageSink(options: {
  storage: TStorage
  field: string
  allowed: readonly string[]
  invalid: TFieldError
  keyFor: (extension: string) => string
}): TSink {
  return async (source, filename) => {
    const iterator = source[Symbol.asyncIterator]()
    const head: Buffer[] = []
    let headSize = 0
    let isDone = false
    while (headSize < SNIFF_BYTES) {
      const next = await iterator.next()
      if (next.done) {
        isDone = true
        break
      }
      head.push(next.value)
      headSize += next.value.length
    }
    const mime = await sniffMime(Buffer.concat(head).subarray(0, SNIFF_BYTES))
    if (!mime || !options.allowed.includes(mime)) {
      throw new AppError(400, 'invalid_file', { fields: { [options.field]: options.invalid } })
    }
    let size = 0
    async function* whole() {
      for (const chunk of head) {
        size += chunk.length
        yield chunk
      }
      if (isDone) return
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length
        yield next.value
      }
    }
    const key = options.keyFor(extensionFor(mime))
    await options.storage.put(key, Readable.from(whole()), { contentType: mime })
    return { key, mime, size, filename, discard: () => options.storage.delete(key) }
  }
}
