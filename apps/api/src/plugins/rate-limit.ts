import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { AppError } from '../lib/app-error.ts'

/**
 * A per-IP ceiling on every API call, a guard against scripted abuse (login attempts have their own,
 * stricter counter). Counters live in Redis when configured so all API processes share them.
 */
export const rateLimitPlugin = fp<{ perMinute: number; redis: Redis | undefined; prefix: string }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: 60_000,
      redis: options.redis,
      // Redis unreachable: serve the request uncounted rather than fail it (limits resume with Redis).
      skipOnError: true,
      nameSpace: `${options.prefix}rl:`,
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
