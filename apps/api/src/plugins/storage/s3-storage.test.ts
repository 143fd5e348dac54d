import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeS3 } from '../../test/fake-s3.ts'
import { createS3Storage } from './s3-storage.ts'

let s3: Awaited<ReturnType<typeof startFakeS3>>
beforeAll(async () => {
  s3 = await startFakeS3('test-access-key')
})
afterAll(() => s3.close())

describe('S3 storage', () => {
  it('puts, gets and deletes objects in the bucket with signed requests', async () => {
    const storage = createS3Storage({
      bucket: 'demeure',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret',
    })
    await storage.put('public/avatars/a.webp', Buffer.from('webp-bytes'), { contentType: 'image/webp' })
    await storage.put('private/docs/b.pdf', Readable.from([Buffer.from('%PDF'), Buffer.from('-1.7')]), {
      contentType: 'application/pdf',
    })
    expect(s3.objects.get('/demeure/public/avatars/a.webp')?.contentType).toBe('image/webp')

    const file = await storage.get('private/docs/b.pdf')
    expect(file?.contentType).toBe('application/pdf')
    expect(await text(file?.body as Readable)).toBe('%PDF-1.7')

    await storage.delete('public/avatars/a.webp')
    expect(await storage.get('public/avatars/a.webp')).toBeNull()
  })

  it('fails loudly with the wrong credentials instead of pretending to store', async () => {
    const storage = createS3Storage({
      bucket: 'demeure',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'someone-else',
      secretAccessKey: 'x',
    })
    await expect(
      storage.put('public/x.webp', Buffer.from('x'), { contentType: 'image/webp' }),
    ).rejects.toThrow()
  })
})
