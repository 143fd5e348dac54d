import { ZApiError, ZBlogCard, ZBlogPost, ZBlogWrite, ZPageQuery, zPage } from '@demeure/shared'
import { contentEndpoints, staffEndpoints } from '@demeure/shared/zod-free'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { idParams, writeErrors } from '../../lib/route-schemas.ts'
import { parseInput } from '../../lib/validate.ts'
import { PROFILE_PICTURE_RULE } from '../users/index.ts'
import type { TBlogsService } from './service.ts'

const errors = writeErrors
const imageRule = { image: PROFILE_PICTURE_RULE }
const ZBlogEdit = ZBlogWrite.omit({ story: true }).partial()

async function readPost<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  if (!request.isMultipart()) return { fields: parseInput(schema, request.body ?? {}), image: undefined }
  const form = await readMultipart(request, imageRule)
  return { fields: parseInput(schema, form.fields), image: form.files.image?.[0]?.data }
}

/** The blog: public reading in the reader's language, writing for staff. */
export const blogsRoutes: FastifyPluginAsyncZod<{ service: TBlogsService }> = async (app, { service }) => {
  route(
    app,
    contentEndpoints.blogs,
    {
      schema: {
        summary: 'Blog posts',
        tags: ['Blog'],
        querystring: ZPageQuery.extend({ language: z.enum(['en', 'fr']).optional() }),
        response: { 200: zPage(ZBlogCard), 400: ZApiError },
      },
    },
    async (request) => {
      const { page, page_size, language } = request.query
      return pageEnvelope(await service.list(language ?? request.language, page, page_size), request.url)
    },
  )
  route(
    app,
    contentEndpoints.blogPost,
    {
      schema: {
        summary: 'A blog post',
        tags: ['Blog'],
        params: idParams,
        response: { 200: ZBlogPost, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.get(request.params.id),
  )

  const staff = { preHandler: app.requireUserType('admin') }
  const tags = ['Staff']
  route(
    app,
    staffEndpoints.createBlog,
    {
      ...staff,
      schema: {
        summary: 'Write a blog post',
        tags,
        description: 'JSON, or multipart with the same fields and an optional JPG/PNG `image`.',
        multipart: { fields: ZBlogWrite, files: imageRule, isJsonToo: true },
        response: { 201: ZBlogPost, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readPost(request, ZBlogWrite)
      return reply.status(201).send(await service.create(fields, image))
    },
  )
  route(
    app,
    staffEndpoints.updateBlog,
    {
      ...staff,
      schema: {
        summary: 'Edit a blog post',
        tags,
        params: idParams,
        description: 'Any of the fields, as JSON or multipart with an optional new `image`; at least one.',
        multipart: { fields: ZBlogEdit, files: imageRule, isJsonToo: true },
        response: { 200: ZBlogPost, ...errors },
      },
    },
    async (request) => {
      const { fields, image } = await readPost(request, ZBlogEdit)
      if (Object.keys(fields).length === 0 && !image) throw new AppError(400, 'validation_error')
      return service.update(request.params.id, fields, image)
    },
  )
  route(
    app,
    staffEndpoints.removeBlog,
    {
      ...staff,
      schema: {
        summary: 'Remove a blog post',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id)
      return reply.status(204).send(null)
    },
  )
}
