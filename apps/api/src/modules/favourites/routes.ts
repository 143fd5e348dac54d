import {
  ZFavourite,
  ZFavouriteIds,
  ZFavouriteListQuery,
  ZFavouriteMerge,
  ZFavouriteParams,
  ZFavouriteWrite,
  ZUnsubscribeQuery,
  zPage,
} from '@demeure/shared'
import { favouriteEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { acceptOneClickForm } from '../../lib/unsubscribe-links.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TFavouritesService } from './service.ts'

const readErrors = errorResponses(400, 401)
const writeErrors = errorResponses(400, 401, 404, 409)

export const favouritesRoutes: FastifyPluginAsyncZod<{ service: TFavouritesService }> = async (
  app,
  { service },
) => {
  const tags = ['Favourites']
  acceptOneClickForm(app)
  route(
    app,
    favouriteEndpoints.list,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My saved homes, newest first, each with what became of it',
        tags,
        querystring: ZFavouriteListQuery,
        response: { 200: zPage(ZFavourite), ...readErrors },
      },
    },
    async (request) =>
      pageEnvelope(await service.page(currentAuth(request).user, request.query), request.url),
  )
  route(
    app,
    favouriteEndpoints.ids,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'The ids of all my saved homes (the hearts of cards)',
        tags,
        response: { 200: ZFavouriteIds, ...errorResponses(401) },
      },
    },
    async (request) => service.ids(currentAuth(request).user),
  )
  route(
    app,
    favouriteEndpoints.save,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Save a home, or change the dates wanted for it (idempotent)',
        tags,
        params: ZFavouriteParams,
        body: ZFavouriteWrite,
        response: { 200: ZFavourite, ...writeErrors },
      },
    },
    async (request) => service.save(currentAuth(request).user, request.params.listingId, request.body),
  )
  route(
    app,
    favouriteEndpoints.remove,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Forget a saved home (idempotent)',
        tags,
        params: ZFavouriteParams,
        response: { 204: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      await service.remove(currentAuth(request).user, request.params.listingId)
      return reply.status(204).send(null)
    },
  )
  route(
    app,
    favouriteEndpoints.merge,
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Add a visitor's saved homes from this browser to the account",
        tags,
        body: ZFavouriteMerge,
        response: { 200: ZFavouriteIds, ...readErrors },
      },
    },
    async (request) => service.merge(currentAuth(request).user, request.body),
  )
  route(
    app,
    favouriteEndpoints.unsubscribeFavourite,
    {
      schema: {
        summary:
          "One-click unsubscribe from a saved home's alert e-mails (RFC 8058): no sign-in, the token is the proof",
        tags,
        querystring: ZUnsubscribeQuery,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.query.token)
      return reply.status(204).send(null)
    },
  )
}
