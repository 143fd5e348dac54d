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
  ZStaffListing,
  zPage,
} from '@demeure/shared'
import { listingEndpoints, moneyEndpoints, staffEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { TDeps } from '../../deps.ts'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TAvailabilitiesService } from './availabilities.ts'
import {
  LISTING_CREATE_FORM,
  LISTING_EDIT_FORM,
  PHOTO_FORM,
  readListingForm,
  readPhotoForm,
} from './listing-form.ts'
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

  route(
    app,
    listingEndpoints.create,
    {
      ...hosts,
      schema: {
        summary: 'List a new place',
        tags,
        description:
          'Photos JPG/PNG; videos MP4/MOV/AVI/MKV. `availability` is one JSON part: a list of {start_date, end_date}. All or nothing.',
        multipart: LISTING_CREATE_FORM,
        response: { 201: ZListingCreated, ...errors },
      },
    },
    async (request, reply) => {
      const host = currentAuth(request).user
      const form = await readListingForm(request, deps.storage, host.id)
      return reply.status(201).send(await listings.create(host, form))
    },
  )

  route(
    app,
    listingEndpoints.hostList,
    {
      ...hosts,
      schema: {
        summary: 'My listings',
        tags,
        querystring: ZPageQuery,
        response: { 200: zPage(ZHostListing), ...errors },
      },
    },
    async (request) =>
      pageEnvelope(
        await listings.listForHost(currentAuth(request).user, request.query.page, request.query.page_size),
        request.url,
      ),
  )

  route(
    app,
    moneyEndpoints.hostDashboard,
    {
      ...hosts,
      schema: { summary: "The host's dashboard figures", tags, response: { 200: ZHostDashboard, ...errors } },
    },
    async (request) => listings.dashboardFor(currentAuth(request).user),
  )

  route(
    app,
    listingEndpoints.hostDetail,
    {
      ...hosts,
      schema: {
        summary: 'One of my listings',
        tags,
        params: idParams,
        response: { 200: ZHostListing, ...errors },
      },
    },
    async (request) => listings.getForHost(currentAuth(request).user, request.params.id),
  )

  route(
    app,
    listingEndpoints.hostUpdate,
    {
      ...hosts,
      schema: {
        summary: 'Edit a listing',
        tags,
        params: idParams,
        description:
          'Any create-form fields (the others are kept), new `photos` (added), a new `video` (replaces).',
        multipart: LISTING_EDIT_FORM,
        response: { 200: ZHostListing, ...errors },
      },
    },
    async (request) => {
      const user = currentAuth(request).user
      const form = await readListingForm(request, deps.storage, user.id)
      return listings.update(user, request.params.id, form)
    },
  )

  route(
    app,
    listingEndpoints.hostRemove,
    {
      ...hosts,
      schema: { summary: 'Remove a listing', tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await listings.remove(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  route(
    app,
    listingEndpoints.addPhoto,
    {
      ...hosts,
      schema: {
        summary: 'Add a photo to a listing',
        tags,
        description: 'One JPG/PNG photo added to the end of a listing gallery.',
        multipart: PHOTO_FORM,
        response: { 201: ZPhoto.extend({ property: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const { listingId, photo: sent } = await readPhotoForm(request)
      const photo = await listings.addPhoto(currentAuth(request).user, listingId, sent)
      return reply.status(201).send({ ...toPhotoWire(photo), property: photo.propertyId })
    },
  )

  route(
    app,
    listingEndpoints.removePhoto,
    {
      ...hosts,
      schema: { summary: 'Remove a photo', tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await listings.deletePhoto(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  route(
    app,
    listingEndpoints.addReservedDates,
    {
      ...hosts,
      schema: {
        summary: 'Add an availability period',
        tags,
        body: ZAvailabilityWrite,
        response: { 201: ZAvailabilityAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await periods.create(currentAuth(request).user, request.body)),
  )

  route(
    app,
    listingEndpoints.updateReservedDates,
    {
      ...hosts,
      schema: {
        summary: 'Edit an availability period',
        tags,
        params: idParams,
        body: ZAvailabilityUpdate,
        response: { 200: ZAvailabilityAnswer, ...errors },
      },
    },
    async (request) => periods.update(currentAuth(request).user, request.params.id, request.body),
  )

  route(
    app,
    listingEndpoints.removeReservedDates,
    {
      ...hosts,
      schema: {
        summary: 'Remove an availability period',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await periods.remove(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  const staff = { preHandler: app.requireUserType('admin') }
  route(
    app,
    staffEndpoints.listings,
    {
      ...staff,
      schema: {
        summary: 'Listings to review',
        tags: ['Staff'],
        querystring: ZPageQuery.extend({
          status: z.enum(['pending_review', 'published', 'rejected']).default('pending_review'),
        }),
        response: { 200: zPage(ZStaffListing), ...errors },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query
      return pageEnvelope(await listings.listForStaff(status, page, page_size), request.url)
    },
  )

  route(
    app,
    staffEndpoints.approveListing,
    {
      ...staff,
      schema: {
        summary: 'Publish a listing',
        tags: ['Staff'],
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await listings.review(request.params.id, 'published')
      return reply.status(204).send(null)
    },
  )

  route(
    app,
    staffEndpoints.rejectListing,
    {
      ...staff,
      schema: {
        summary: 'Reject a listing',
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
