import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { AppError } from '../lib/app-error.ts'
import { batchedRedisStore } from './rate-limit-store.ts'

/**
 * A per-IP ceiling on every API call, a guard against scripted abuse (login attempts have their own,
 * stricter counter). Counters live in Redis when configured so all API processes share them, sent
 * in batches rather than one round trip a request (rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<{ perMinute: number; redis: Redis | undefined; prefix: string }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: 60_000,
      ...(options.redis && { store: batchedRedisStore(options.redis, `${options.prefix}rl:`) }),
      // A store error serves the request uncounted rather than fail it.
      skipOnError: true,
      allowList: (request) =>
        !request.url.startsWith('/api/') || request.url === '/api/health' || request.url === '/api/ready',
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'rate_limited', {
          params: { count: Math.ceil(context.ttl / 1000) },
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    })
  },
)
