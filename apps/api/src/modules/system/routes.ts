import { ZApiError, ZHealth, ZPublicConfig } from '@demeure/shared'
import { listingEndpoints, systemEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TConfig } from '../../config.ts'
import { pingDatabase, type TDb } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { createTileProbe } from './tile-probe.ts'

export const systemRoutes: FastifyPluginAsyncZod<{
  db: TDb
  config: TConfig
  /** False once the process is shutting down: load balancers stop sending it requests. */
  isAccepting: () => boolean
}> = async (app, { db, config, isAccepting }) => {
  const tiles = createTileProbe({ template: config.mapTiles.url, userAgent: config.geocoder.userAgent })
  // Asked at start, so the first page load usually finds the answer ready.
  void tiles.reachableTemplate()
  route(
    app,
    systemEndpoints.health,
    {
      schema: {
        summary: 'Liveness: the process answers and reaches its database',
        tags: ['System'],
        response: { 200: ZHealth, 503: ZApiError },
      },
    },
    async (request) => {
      try {
        await pingDatabase(db)
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable')
        throw new AppError(503, 'service_unavailable')
      }
      return { status: 'ok' as const, database: 'up' as const }
    },
  )

  /** Readiness: this process takes requests (not shutting down) and reaches its database. */
  route(
    app,
    systemEndpoints.ready,
    {
      schema: {
        summary: 'Readiness: also 503 once shutdown begins',
        tags: ['System'],
        response: { 200: ZHealth, 503: ZApiError },
      },
    },
    async (request) => {
      if (!isAccepting()) throw new AppError(503, 'service_unavailable')
      try {
        await pingDatabase(db)
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable')
        throw new AppError(503, 'service_unavailable')
      }
      return { status: 'ok' as const, database: 'up' as const }
    },
  )

  /** What the web app needs to know about this server's optional features. */
  route(
    app,
    listingEndpoints.config,
    {
      schema: {
        summary: "The server's optional features for the web app",
        tags: ['System'],
        response: { 200: ZPublicConfig },
      },
    },
    async () => ({
      google_client_id: config.google.clientId ?? null,
      map_tile_url: await tiles.reachableTemplate(),
      map_tile_attribution: config.mapTiles.attribution,
    }),
  )
}
