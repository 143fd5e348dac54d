import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { TConfig } from './config.ts'
import type { TDatabase } from './db/client.ts'
import type { TDeps } from './deps.ts'
import { createOffsetClock, systemClock, type TClock, type TMovableClock } from './lib/clock.ts'
import { compiledValidator } from './lib/compiled-validator.ts'
import { createAccessTokens } from './modules/auth/access-token.ts'
import { REFRESH_COOKIE } from './modules/auth/cookie.ts'
import { createQueuedMailer } from './modules/jobs/mail-jobs.ts'
import { createJobQueue } from './modules/jobs/queue.ts'
import { createMemoryHub, createRedisHub, type TLiveHub } from './modules/live/hub.ts'
import { unreadMessageCount } from './modules/messaging/unread-messages.ts'
import { createNotifier } from './modules/notifications/notifier.ts'
import { createAccounts } from './modules/users/accounts.ts'
import { answersAtTurnEndPlugin } from './plugins/answers-at-turn-end.ts'
import { createFallbackCounter, createMemoryCounter, createRedisCounter } from './plugins/attempts.ts'
import { answerRouterError, errorsPlugin } from './plugins/errors.ts'
import { i18nPlugin } from './plugins/i18n.ts'
import { idleSocketsOnClosePlugin } from './plugins/idle-sockets-on-close.ts'
import { acceptEmptyJsonBodies } from './plugins/json-body.ts'
import { createMailer } from './plugins/mailer/mailer.ts'
import { openapiPlugin } from './plugins/openapi.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { connectionDeadlines, requestDeadlinesPlugin } from './plugins/request-deadlines.ts'
import { securityPlugin } from './plugins/security.ts'
import { createStorage, type TStorage } from './plugins/storage/index.ts'

export type TCoreOptions = {
  config: TConfig
  database: TDatabase
  clock?: TClock
  storage?: TStorage
  /** Prefix of every Redis key, so parallel test apps sharing one Redis do not see each other (default: the config's). */
  redisPrefix?: string
}

/**
 * The Fastify instance with the server-wide settings: request ids, proxies, body limit, connection
 * deadlines, shutdown.
 */
export function createServer(config: TConfig) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // On shutdown, requests already on open connections are served (not refused with a 503),
    // idle connections are closed at once (and those that turn idle later: idleSocketsOnClosePlugin).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    ...connectionDeadlines,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(compiledValidator)
  app.setSerializerCompiler(serializerCompiler)
  acceptEmptyJsonBodies(app)
  return app
}

/** The origin of the tile URL template ('{s}' subdomains become a wildcard), for the CSP. */
function tileOrigins(template: string | undefined): string[] {
  if (!template) return []
  try {
    const url = new URL(template.replace('{s}', 'x'))
    return [`${url.protocol}//${template.includes('{s}') ? url.host.replace(/^x\./, '*.') : url.host}`]
  } catch {
    return []
  }
}

/**
 * What every module shares, built once per app: Redis, the clock, the live hub, the job queue and
 * queued mailer, the notifier (TDeps); and the core plugins (i18n, errors, security headers, rate
 * limits, cookies, multipart, OpenAPI) registered before any module.
 */
export async function registerCore(app: FastifyInstance, options: TCoreOptions) {
  const { config, database } = options
  const redisPrefix = options.redisPrefix ?? config.redisPrefix
  // A Redis that is down or silent must not hold requests: a command gives up after 0.5 s (rate
  // limits then let the request through, counters fall back to memory, live events stay local).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, commandTimeout: 500, connectTimeout: 2000 })
    : undefined
  const movableClock = config.testClockControl
    ? ((options.clock as TMovableClock | undefined) ?? createOffsetClock())
    : undefined
  const clock = movableClock ?? options.clock ?? systemClock
  const hub: TLiveHub = redis
    ? createRedisHub(redis, redisPrefix, (error) =>
        app.log.warn({ err: error }, 'live event not sent to other processes'),
      )
    : createMemoryHub()
  const log = (error: unknown, message: string) => app.log.error({ err: error }, message)
  const jobs = createJobQueue({ db: database.db, clock, log })
  const mailer = createQueuedMailer(
    jobs,
    database.db,
    createMailer({ ...config.mail, log: (message) => app.log.info(message) }),
  )
  const deps: TDeps = {
    config,
    database,
    db: database.db,
    redis,
    clock,
    storage: options.storage ?? createStorage(config.storage),
    mailer,
    jobs,
    accessTokens: createAccessTokens(config.jwtSecret),
    minuteCounter: redis
      ? createFallbackCounter(
          createRedisCounter(redis, redisPrefix, 60_000),
          createMemoryCounter(60_000, () => clock.now().getTime()),
          (error) => app.log.warn({ err: error }, 'Redis unreachable: counting in this process for now'),
        )
      : createMemoryCounter(60_000, () => clock.now().getTime()),
    notifier: createNotifier({
      db: database.db,
      mailer,
      hub,
      config,
      log,
      recipient: (tx, userId) => createAccounts(tx).findById(userId),
      unreadMessages: (userId) => unreadMessageCount(database.db, userId),
    }),
  }

  let isDraining = false
  app.decorate('markDraining', () => {
    isDraining = true
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    // Shutting down: answer, then close the connection, so keep-alive clients move elsewhere.
    if (isDraining) reply.header('connection', 'close')
  })
  app.addHook('onClose', async () => {
    await hub.close()
    await redis?.quit()
  })

  await app.register(answersAtTurnEndPlugin)
  await app.register(idleSocketsOnClosePlugin)
  await app.register(i18nPlugin)
  await app.register(errorsPlugin)
  await app.register(requestDeadlinesPlugin)
  await app.register(securityPlugin, {
    isGoogleEnabled: Boolean(config.google.clientId),
    tileOrigins: tileOrigins(config.mapTiles.url),
  })
  await app.register(rateLimitPlugin, { perMinute: config.rateLimit.perMinute, redis, prefix: redisPrefix })
  await app.register(cookie)
  await app.register(multipart, { limits: { files: 10, fields: 50, parts: 60 } })
  await app.register(openapiPlugin, { refreshCookie: REFRESH_COOKIE })

  return { deps, hub, movableClock, isAccepting: () => !isDraining }
}
