import {
  ZApiError,
  ZListingCard,
  ZListingDetail,
  ZMapItem,
  ZMapQuery,
  ZMapView,
  ZMapViewQuery,
  ZPlaceCount,
  ZQuote,
  ZQuoteQuery,
  ZSearchQuery,
  zPage,
} from '@demeure/shared'
import { listingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import type { TSearchService } from './service.ts'

const errors = errorResponses(400, 404)

/**
 * Sends JSON the service wrote itself (search cards, map items: card-json.ts; a listing's page). JSON
 * text or bytes with a JSON content type go out as they are, without the response schema's
 * validation and serialization, the largest cost of a search; the schemas still document the
 * answers, and tests hold the texts to them.
 */
const sendJson = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json)

/** The public catalogue: search, map data, a listing's page and its price quote. */
export const searchRoutes: FastifyPluginAsyncZod<{ service: TSearchService }> = async (app, { service }) => {
  const tags = ['Catalogue']
  route(
    app,
    listingEndpoints.search,
    {
      schema: {
        summary: 'Search the catalogue',
        tags,
        querystring: ZSearchQuery,
        response: { 200: zPage(ZListingCard), ...errors },
      },
    },
    async (request, reply) => sendJson(reply, await service.searchAnswer(request.query, request.url)),
  )
  route(
    app,
    listingEndpoints.mapData,
    {
      schema: {
        summary: 'Listings on the map',
        tags,
        querystring: ZMapQuery,
        response: { 200: zPage(ZMapItem), ...errors },
      },
    },
    async (request, reply) => {
      const { bbox, page, page_size } = request.query
      return sendJson(reply, await service.mapAnswer(bbox, page, page_size, request.url))
    },
  )
  route(
    app,
    listingEndpoints.mapView,
    {
      schema: {
        summary: 'Map points and cards of a viewport',
        tags,
        description:
          "One viewport of the map, with the search filters: its matches as server-side clusters (each with its lattice cell), and as markers too when at most 300. `total` is what a search with the same filters and `bbox` counts, and the clusters' counts add up to it.",
        querystring: ZMapViewQuery,
        response: { 200: ZMapView, ...errors },
      },
    },
    async (request, reply) => sendJson(reply, await service.mapView(request.query)),
  )
  route(
    app,
    listingEndpoints.places,
    {
      schema: {
        summary: 'Places with homes',
        tags,
        description:
          'Every city and neighbourhood of Montréal with published homes, most homes first: the count a search with `city=<name>` gives, and the mean position of those homes.',
        response: { 200: z.array(ZPlaceCount) },
      },
    },
    async () => service.places(),
  )
  route(
    app,
    listingEndpoints.detail,
    {
      schema: {
        summary: 'A published listing',
        tags,
        params: idParams,
        response: { 200: ZListingDetail, ...errors },
      },
    },
    async (request, reply) => sendJson(reply, await service.detailJson(request.params.id, request.language)),
  )
  route(
    app,
    listingEndpoints.quote,
    {
      schema: {
        summary: 'The price of a stay',
        tags,
        description: 'The price of a stay; 409 when any of its nights is not free.',
        params: idParams,
        querystring: ZQuoteQuery,
        response: { 200: ZQuote, ...errors, 409: ZApiError },
      },
    },
    async (request) => service.quote(request.params.id, request.query.check_in, request.query.check_out),
  )
}
