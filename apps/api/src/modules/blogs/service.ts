import { randomUUID } from 'node:crypto'
import { PHOTO_MIME_TYPES, type TBlogCard, type TBlogPost, type ZBlogWrite } from '@demeure/shared'
import type { z } from 'zod'
import type { TDeps } from '../../deps.ts'
import { AppError, conflict, notFound } from '../../lib/app-error.ts'
import { decodeUpload, PICTURE_REFUSAL_KEYS, sniffMime } from '../../lib/images.ts'
import type { TPage } from '../../lib/pagination.ts'
import { uniqueViolation } from '../../lib/pg-errors.ts'
import { publicUrl } from '../../plugins/storage/index.ts'
import { createBlogsRepository } from './repository.ts'
import type { TBlogRow } from './tables.ts'

type TWrite = z.output<typeof ZBlogWrite>

const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'post'

export function toBlogCard(row: TBlogRow): TBlogCard {
  return {
    id: row.id,
    title: row.title,
    image: row.imageKey ? publicUrl(row.imageKey) : null,
    brief_description: row.briefDescription,
    created_date: row.createdAt.toISOString().slice(0, 10),
    writer_name: row.writerName,
    language: row.language as TBlogCard['language'],
  }
}

export const toBlogWire = (row: TBlogRow, translationId: number | null = null): TBlogPost => ({
  ...toBlogCard(row),
  body: row.body,
  translation_id: translationId,
})

export function createBlogsService(deps: Pick<TDeps, 'db' | 'storage' | 'clock'>) {
  const blogs = createBlogsRepository(deps.db)

  /** A cover image: checked by its bytes, re-encoded (no metadata) to one 1200×800 WebP. */
  async function storeImage(image: Buffer): Promise<string> {
    const mime = await sniffMime(image.subarray(0, 4100))
    const invalid = new AppError(400, 'invalid_file', { fields: { image: { key: 'field.pictureType' } } })
    if (!mime || !(PHOTO_MIME_TYPES as readonly string[]).includes(mime)) throw invalid
    const webp = await decodeUpload(image, { field: 'image', keys: PICTURE_REFUSAL_KEYS }, 1200, (upright) =>
      upright.resize(1200, 800, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    )
    const key = `public/blogs/${randomUUID()}.webp`
    await deps.storage.put(key, webp, { contentType: 'image/webp' })
    return key
  }

  return {
    storeImage,
    async list(language: string, page: number, pageSize: number): Promise<TPage<TBlogCard>> {
      const { count, rows } = await blogs.list(language, pageSize, (page - 1) * pageSize)
      return { results: rows.map(toBlogCard), count, page, pageSize }
    },
    async get(id: number) {
      const row = await blogs.findById(id)
      if (!row) throw notFound()
      const translation = await blogs.findStory(row.story, row.language === 'fr' ? 'en' : 'fr')
      return toBlogWire(row, translation?.id ?? null)
    },
    async create(input: TWrite, image?: Buffer, createdAt = deps.clock.now()) {
      const imageKey = image ? await storeImage(image) : null
      try {
        const row = await blogs.insert({
          story: input.story ?? `${slugOf(input.title)}-${randomUUID().slice(0, 6)}`,
          language: input.language,
          title: input.title,
          briefDescription: input.brief_description,
          body: input.body,
          writerName: input.writer_name,
          imageKey,
          createdAt,
        })
        return toBlogWire(row)
      } catch (error) {
        if (imageKey) await deps.storage.delete(imageKey)
        if (uniqueViolation(error)) throw conflict({ story: { key: 'field.storyTaken' } })
        throw error
      }
    },
    async update(id: number, input: Partial<TWrite>, image?: Buffer) {
      const current = await blogs.findById(id)
      if (!current) throw notFound()
      const imageKey = image ? await storeImage(image) : undefined
      const row = await blogs.update(id, {
        title: input.title,
        briefDescription: input.brief_description,
        body: input.body,
        writerName: input.writer_name,
        language: input.language,
        ...(imageKey && { imageKey }),
      })
      if (imageKey && current.imageKey) await deps.storage.delete(current.imageKey)
      return toBlogWire(row as TBlogRow)
    },
    async remove(id: number) {
      const row = await blogs.remove(id)
      if (!row) throw notFound()
      if (row.imageKey) await deps.storage.delete(row.imageKey)
    },
  }
}
export type TBlogsService = ReturnType<typeof createBlogsService>
