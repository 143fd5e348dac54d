import { z } from 'zod'
import { LANGUAGES } from '../constants/catalogue.ts'
import { zLine, zParagraphs } from './text.ts'

/** A blog card and the post's body for its own page. */
export const ZBlogCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  brief_description: z.string(),
  created_date: z.string(),
  writer_name: z.string(),
  language: z.enum(LANGUAGES),
})
export type TBlogCard = z.infer<typeof ZBlogCard>
/** `translation_id` is the same story in the other language, when it was written. */
export const ZBlogPost = ZBlogCard.extend({ body: z.string(), translation_id: z.number().int().nullable() })
export type TBlogPost = z.infer<typeof ZBlogPost>

export const ZBlogWrite = z.strictObject({
  title: zLine().min(1).max(160),
  brief_description: zParagraphs().min(1).max(400),
  body: zParagraphs().min(1).max(50_000),
  writer_name: zLine().min(1).max(100),
  language: z.enum(LANGUAGES, 'validation.language'),
  story: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{3,80}$/, 'validation.invalid')
    .optional(),
})
