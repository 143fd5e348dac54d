import { randomUUID } from 'node:crypto'
import { AppError, type TFieldError } from '../../lib/app-error.ts'
import { sniffMime } from '../../lib/images.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import type { TNewStoredFile } from './repository.ts'

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/vnd.avi': 'avi',
  'video/x-matroska': 'mkv',
}

export const extensionFor = (mime: string) => EXTENSIONS[mime] ?? 'bin'

export type TUpload = { field: string; filename: string; data: Buffer }

/**
 * Checks each upload's real type by its bytes, stores it under a private key, and returns the rows
 * to insert. If anything fails, what was already stored is removed: nothing half-saved remains.
 */
export async function storePrivateUploads(
  storage: TStorage,
  ownerId: string,
  uploads: (TUpload & { kind: string; allowed: readonly string[]; invalid: TFieldError })[],
): Promise<TNewStoredFile[]> {
  const checked = await Promise.all(
    uploads.map(async (upload) => {
      const mime = await sniffMime(upload.data.subarray(0, 4100))
      if (!mime || !upload.allowed.includes(mime)) {
        throw new AppError(400, 'invalid_file', { fields: { [upload.field]: upload.invalid } })
      }
      return { ...upload, mime }
    }),
  )
  const rows: TNewStoredFile[] = []
  try {
    for (const upload of checked) {
      const storageKey = `private/${upload.kind}/${ownerId}/${randomUUID()}.${extensionFor(upload.mime)}`
      await storage.put(storageKey, upload.data, { contentType: upload.mime })
      rows.push({
        ownerId,
        storageKey,
        kind: upload.kind,
        contentType: upload.mime,
        sizeBytes: upload.data.length,
        originalName: upload.filename.slice(0, 200) || 'file',
      })
    }
  } catch (error) {
    await removeStored(storage, rows)
    throw error
  }
  return rows
}

export async function removeStored(storage: TStorage, rows: { storageKey: string }[]) {
  await Promise.all(rows.map((row) => storage.delete(row.storageKey).catch(() => {})))
}
