import { ZApiError } from '@demeure/shared'
import { listingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import type { TGeocodeService } from './service.ts'

const ZAddress = z.record(z.string(), z.string())
const ZPlace = z.object({ lat: z.string(), lon: z.string(), display_name: z.string(), address: ZAddress })

export const geocodeRoutes: FastifyPluginAsyncZod<{ service: TGeocodeService }> = async (
  app,
  { service },
) => {
  const tags = ['Geocoding']
  route(
    app,
    listingEndpoints.geocodeSearch,
    {
      schema: {
        summary: 'Find places by name or address',
        tags,
        querystring: z.object({
          q: z.string().trim().min(1).max(200),
          limit: z.coerce.number().int().min(1).max(10).default(1),
        }),
        response: { 200: z.array(ZPlace), 400: ZApiError },
      },
    },
    async (request) => service.search(request.query.q, request.query.limit, request.language),
  )
  route(
    app,
    listingEndpoints.geocodeReverse,
    {
      schema: {
        summary: 'The address of a point',
        tags,
        querystring: z.object({
          lat: z.coerce.number().min(-90).max(90),
          lon: z.coerce.number().min(-180).max(180),
        }),
        response: { 200: z.union([ZPlace, z.object({ error: z.string() })]), 400: ZApiError },
      },
    },
    async (request) => service.reverse(request.query.lat, request.query.lon, request.language),
  )
}
