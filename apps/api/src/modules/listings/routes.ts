import {
  ZAvailability,
  ZAvailabilityUpdate,
  ZAvailabilityWrite,
  ZHostDashboard,
  ZHostListing,
  ZListingCreated,
  ZPageQuery,
  ZPhoto,
  ZRejectRequest,
  zPage,
} from '@demeure/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { TDeps } from '../../deps.ts'
import { AppError, badRequest } from '../../lib/app-error.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TAvailabilitiesService } from './availabilities.ts'
import { listingFileRules, PHOTO_RULE } from './media.ts'
import type { TListingsService } from './service.ts'
import { toPhotoWire } from './wire.ts'

const errors = writeErrors
const ZAvailabilityAnswer = ZAvailability.extend({ property: z.number().int() })

export const listingsRoutes: FastifyPluginAsyncZod<{
  deps: TDeps
  listings: TListingsService
  periods: TAvailabilitiesService
}> = async (app, { deps, listings, periods }) => {
  const hosts = { preHandler: app.requireUserType('co-host', 'admin') }
  const tags = ['Hosting']
  const multipartOnly = (isMultipart: boolean) => {
    if (!isMultipart) throw new AppError(415, 'unsupported_media_type')
  }

  app.post(
    '/api/properties/',
    {
      ...hosts,
      schema: {
        tags,
        description:
          'Multipart: the create-form fields, `photos` (repeatable, JPG/PNG ≤ 2 MB), `video` (optional) and `ownership_verification_video` (required; MP4/MOV/AVI/MKV ≤ 15 MB), `rules` (repeatable), `availability` (JSON list of {start_date, end_date}). All or nothing.',
        response: { 201: ZListingCreated, ...errors },
      },
    },
    async (request, reply) => {
      multipartOnly(request.isMultipart())
      const host = currentAuth(request).user
      const form = await readMultipart(request, listingFileRules(deps.storage, host.id))
      return reply.status(201).send(await listings.create(host, form))
    },
  )

  app.get(
    '/api/host-properties/',
    {
      ...hosts,
      schema: { tags, querystring: ZPageQuery, response: { 200: zPage(ZHostListing), ...errors } },
    },
    async (request) =>
      listings.listForHost(
        currentAuth(request).user,
        request.query.page,
        request.query.page_size,
        request.url,
      ),
  )

  app.get(
    '/api/host/dashboard/',
    { ...hosts, schema: { tags, response: { 200: ZHostDashboard, ...errors } } },
    async (request) => listings.dashboardFor(currentAuth(request).user),
  )

  app.get(
    '/api/host-properties/:id/',
    { ...hosts, schema: { tags, params: idParams, response: { 200: ZHostListing, ...errors } } },
    async (request) => listings.getForHost(currentAuth(request).user, request.params.id),
  )

  app.patch(
    '/api/host-properties/:id/',
    {
      ...hosts,
      schema: {
        tags,
        params: idParams,
        description: 'Multipart: any create-form fields, new `photos` (added), a new `video` (replaces).',
        response: { 200: ZHostListing, ...errors },
      },
    },
    async (request) => {
      multipartOnly(request.isMultipart())
      const user = currentAuth(request).user
      const form = await readMultipart(request, listingFileRules(deps.storage, user.id))
      return listings.update(user, request.params.id, form)
    },
  )

  app.delete(
    '/api/host-properties/:id/',
    { ...hosts, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await listings.remove(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/photos/',
    {
      ...hosts,
      schema: {
        tags,
        description: 'Multipart: image (JPG/PNG ≤ 2 MB), property, description.',
        response: { 201: ZPhoto.extend({ property: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      multipartOnly(request.isMultipart())
      const form = await readMultipart(request, { image: { ...PHOTO_RULE, maxCount: 1 } })
      const image = form.files.image?.[0]
      const listingId = Number(form.fields.property)
      if (!image) throw badRequest({ image: { key: 'validation.required' } })
      if (!Number.isInteger(listingId) || listingId <= 0)
        throw badRequest({ property: { key: 'validation.required' } })
      const description =
        typeof form.fields.description === 'string' ? form.fields.description.slice(0, 300) : ''
      const photo = await listings.addPhoto(currentAuth(request).user, listingId, { ...image, description })
      return reply.status(201).send({ ...toPhotoWire(photo), property: photo.propertyId })
    },
  )

  app.delete(
    '/api/photos/:id/',
    { ...hosts, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await listings.deletePhoto(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/availabilities/',
    {
      ...hosts,
      schema: { tags, body: ZAvailabilityWrite, response: { 201: ZAvailabilityAnswer, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await periods.create(currentAuth(request).user, request.body)),
  )

  app.patch(
    '/api/availabilities/:id/',
    {
      ...hosts,
      schema: {
        tags,
        params: idParams,
        body: ZAvailabilityUpdate,
        response: { 200: ZAvailabilityAnswer, ...errors },
      },
    },
    async (request) => periods.update(currentAuth(request).user, request.params.id, request.body),
  )

  app.delete(
    '/api/availabilities/:id/',
    { ...hosts, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await periods.remove(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  const staff = { preHandler: app.requireUserType('admin') }
  app.get(
    '/api/admin/properties/',
    {
      ...staff,
      schema: {
        tags: ['Staff'],
        querystring: ZPageQuery.extend({
          status: z.enum(['pending_review', 'published', 'rejected']).default('pending_review'),
        }),
        response: { 200: zPage(ZHostListing), ...errors },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query
      return listings.listForStaff(status, page, page_size, request.url)
    },
  )

  app.post(
    '/api/admin/properties/:id/approve/',
    { ...staff, schema: { tags: ['Staff'], params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await listings.review(request.params.id, 'published')
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/admin/properties/:id/reject/',
    {
      ...staff,
      schema: {
        tags: ['Staff'],
        params: idParams,
        body: ZRejectRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await listings.review(request.params.id, 'rejected', request.body.reason)
      return reply.status(204).send(null)
    },
  )
}
