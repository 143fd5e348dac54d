import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local-storage.ts'
import { isSafeKey, publicUrl } from './storage.ts'

const root = mkdtempSync(path.join(tmpdir(), 'storage-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('local storage', () => {
  const storage = createLocalStorage(root)

  it('stores buffers and streams, reads them back and deletes them', async () => {
    await storage.put('public/a/one.webp', Buffer.from('first'), { contentType: 'image/webp' })
    await storage.put('private/b/two.pdf', Readable.from([Buffer.from('sec'), Buffer.from('ond')]), {
      contentType: 'application/pdf',
    })
    const one = await storage.get('public/a/one.webp')
    expect(one?.contentType).toBe('image/webp')
    expect(one?.size).toBe(5)
    expect(await text(one?.body as Readable)).toBe('first')
    expect(await text((await storage.get('private/b/two.pdf'))?.body as Readable)).toBe('second')
    await storage.delete('public/a/one.webp')
    expect(await storage.get('public/a/one.webp')).toBeNull()
  })

  it('never reads or writes outside its folder', async () => {
    for (const key of ['../escape', 'public/../../etc/passwd', '/abs', 'a//b', ''])
      expect(isSafeKey(key)).toBe(false)
    expect(await storage.get('public/../../etc/passwd')).toBeNull()
    await expect(storage.put('../escape', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow()
  })

  it('gives public URLs only for public keys', () => {
    expect(publicUrl('public/avatars/u/1.webp')).toBe('/media/avatars/u/1.webp')
    expect(() => publicUrl('private/ids/1.pdf')).toThrow()
  })
})
