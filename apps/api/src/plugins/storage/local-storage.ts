import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { isSafeKey, type TStorage } from './storage.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mkv': 'video/x-matroska',
  '.pdf': 'application/pdf',
}

/** Files on the local disk under `root`; writes go to a temp file first so readers never see half a file. */
export function createLocalStorage(root: string): TStorage {
  const fullPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, data) {
      const target = fullPath(key)
      await mkdir(path.dirname(target), { recursive: true })
      const temp = `${target}.${process.pid}.${Date.now()}.part`
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data)
        else await pipeline(data as Readable, createWriteStream(temp))
        await rename(temp, target)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      const target = fullPath(key)
      const info = await stat(target).catch(() => null)
      if (!info?.isFile()) return null
      return {
        body: createReadStream(target),
        contentType: CONTENT_TYPES[path.extname(key).toLowerCase()],
        size: info.size,
      }
    },
    async delete(key) {
      await rm(fullPath(key), { force: true })
    },
  }
}

export const bufferToStream = (buffer: Buffer) => Readable.from(buffer)
