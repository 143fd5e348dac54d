import {
  ZSavedSearch,
  ZSavedSearchCreate,
  ZSavedSearchParams,
  ZSavedSearchUnsubscribeQuery,
  ZSavedSearchUpdate,
} from '@demeure/shared'
import { favouriteEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { acceptOneClickForm } from '../../lib/unsubscribe-links.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TSavedSearchesService } from './service.ts'

export const savedSearchesRoutes: FastifyPluginAsyncZod<{ service: TSavedSearchesService }> = async (
  app,
  { service },
) => {
  const tags = ['Saved searches']
  acceptOneClickForm(app)
  route(
    app,
    favouriteEndpoints.savedSearches,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My saved searches, oldest first (at most 20)',
        tags,
        response: { 200: z.array(ZSavedSearch), ...errorResponses(401) },
      },
    },
    async (request) => service.list(currentAuth(request).user),
  )
  route(
    app,
    favouriteEndpoints.createSavedSearch,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Save the current search filters under a name, with how often to be alerted',
        tags,
        body: ZSavedSearchCreate,
        response: { 201: ZSavedSearch, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentAuth(request).user, request.body)),
  )
  route(
    app,
    favouriteEndpoints.updateSavedSearch,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Rename a saved search, change how often it alerts, or turn its alerts on or off',
        tags,
        params: ZSavedSearchParams,
        body: ZSavedSearchUpdate,
        response: { 200: ZSavedSearch, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.update(currentAuth(request).user, request.params.id, request.body),
  )
  route(
    app,
    favouriteEndpoints.removeSavedSearch,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Delete a saved search (idempotent)',
        tags,
        params: ZSavedSearchParams,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await service.remove(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )
  route(
    app,
    favouriteEndpoints.unsubscribeSavedSearch,
    {
      schema: {
        summary: 'One-click unsubscribe from an alert e-mail (RFC 8058): no sign-in, the token is the proof',
        tags,
        querystring: ZSavedSearchUnsubscribeQuery,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.query.token)
      return reply.status(204).send(null)
    },
  )
}
