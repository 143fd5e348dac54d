import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { TConfig } from './config.ts'
import type { TDatabase } from './db/client.ts'
import type { TDeps } from './deps.ts'
import { createOffsetClock, systemClock, type TClock, type TMovableClock } from './lib/clock.ts'
import { createAccessTokens } from './modules/auth/access-token.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { createAuthService } from './modules/auth/service.ts'
import { blogsRoutes } from './modules/blogs/routes.ts'
import { createBlogsService } from './modules/blogs/service.ts'
import { bookingsRoutes } from './modules/bookings/routes.ts'
import { createBookingScheduler } from './modules/bookings/scheduler.ts'
import { createBookingsService } from './modules/bookings/service.ts'
import { createCalendarModule } from './modules/calendar/index.ts'
import { calendarRoutes } from './modules/calendar/routes.ts'
import { chatRoutes } from './modules/chat/routes.ts'
import { filesRoutes } from './modules/files/routes.ts'
import { geocodeRoutes } from './modules/geocode/routes.ts'
import { createGeocodeService } from './modules/geocode/service.ts'
import { createQueuedMailer } from './modules/jobs/mail-jobs.ts'
import { registerPeriodicWork, type TScheduledWork } from './modules/jobs/periodic-work.ts'
import { createJobQueue, type TJobQueue } from './modules/jobs/queue.ts'
import { createMemoryHub, createRedisHub } from './modules/live/hub.ts'
import { liveRoutes } from './modules/live/routes.ts'
import { createTicketSigner } from './modules/live/tickets.ts'
import { mediaRoutes } from './modules/media/routes.ts'
import { messagingRoutes } from './modules/messaging/routes.ts'
import { createMessagingService } from './modules/messaging/service.ts'
import { createNotifier } from './modules/notifications/notifier.ts'
import { notificationsRoutes } from './modules/notifications/routes.ts'
import { createNotificationsService } from './modules/notifications/service.ts'
import { pagesRoutes } from './modules/pages/routes.ts'
import type { TPaymentProvider } from './modules/payments/provider.ts'
import { paymentsRoutes } from './modules/payments/routes.ts'
import { createSandboxProvider } from './modules/payments/sandbox.ts'
import { createPaymentsService } from './modules/payments/service.ts'
import { createStripeProvider } from './modules/payments/stripe.ts'
import { createAvailabilitiesService } from './modules/properties/availabilities.ts'
import { propertiesRoutes } from './modules/properties/routes.ts'
import { createPropertiesService } from './modules/properties/service.ts'
import { reviewsRoutes } from './modules/reviews/routes.ts'
import { createReviewsService } from './modules/reviews/service.ts'
import { createSearchEngine, type TSearchEngine } from './modules/search/engine/search-engine.ts'
import { createSearchRepository } from './modules/search/repository.ts'
import { searchRoutes } from './modules/search/routes.ts'
import { createSearchService } from './modules/search/service.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { testClockRoutes } from './modules/system/test-clock.ts'
import { usersRoutes } from './modules/users/routes.ts'
import { createUsersService } from './modules/users/service.ts'
import { verificationsRoutes } from './modules/verifications/routes.ts'
import { createVerificationsService } from './modules/verifications/service.ts'
import { visitsRoutes } from './modules/visits/routes.ts'
import { createVisitsService } from './modules/visits/service.ts'
import { createMemoryCounter, createRedisCounter } from './plugins/attempts.ts'
import { authPlugin } from './plugins/auth.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { i18nPlugin } from './plugins/i18n.ts'
import { createMailer } from './plugins/mailer/mailer.ts'
import { openapiPlugin } from './plugins/openapi.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { securityPlugin } from './plugins/security.ts'
import { createStorage, type TStorage } from './plugins/storage/index.ts'
import { webPlugin } from './plugins/web.ts'

export type TAppOptions = {
  config: TConfig
  database: TDatabase
  clock?: TClock
  storage?: TStorage
  /** Prefix of every Redis key, so parallel test apps sharing one Redis do not see each other. */
  redisPrefix?: string
  /** The job workers (and with them the periodic ticks) run unless a test drives them by hand. */
  startScheduler?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the periodic work now, then every job due (tests and the test clock). */
    bookingScheduler: TScheduledWork
    jobs: TJobQueue
    /** Shutdown has begun: readiness answers 503 from now on. */
    markDraining: () => void
    searchEngine: TSearchEngine
  }
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

export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, database } = options
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
    // idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const redisPrefix = options.redisPrefix ?? 'demeure:'
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined
  const movableClock = config.testClockControl
    ? ((options.clock as TMovableClock | undefined) ?? createOffsetClock())
    : undefined
  const clock = movableClock ?? options.clock ?? systemClock
  const hub = redis ? createRedisHub(redis, redisPrefix) : createMemoryHub()
  const jobs = createJobQueue({
    db: database.db,
    clock,
    log: (error, message) => app.log.error({ err: error }, message),
  })
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
      ? createRedisCounter(redis, redisPrefix, 60_000)
      : createMemoryCounter(60_000, () => clock.now().getTime()),
    notifier: createNotifier({
      db: database.db,
      mailer,
      hub,
      config,
      log: (error, message) => app.log.error({ err: error }, message),
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

  await app.register(i18nPlugin)
  await app.register(errorsPlugin)
  await app.register(securityPlugin, {
    isGoogleEnabled: Boolean(config.google.clientId),
    tileOrigins: tileOrigins(config.mapTiles.url),
  })
  await app.register(rateLimitPlugin, { perMinute: config.rateLimit.perMinute, redis, prefix: redisPrefix })
  await app.register(cookie)
  await app.register(multipart, { limits: { files: 10, fields: 50, parts: 60 } })
  await app.register(openapiPlugin)

  const authService = createAuthService(deps)
  await app.register(authPlugin, { authService })
  await app.register(systemRoutes, { db: deps.db, config, isAccepting: () => !isDraining })
  await app.register(authRoutes, { authService, isSecureCookie: config.publicUrl.startsWith('https://') })
  await app.register(usersRoutes, { usersService: createUsersService(deps) })
  await app.register(verificationsRoutes, { service: createVerificationsService(deps) })
  await app.register(filesRoutes, { deps })
  const forgetDetails: { current?: (ids: number[]) => void } = {}
  const searchEngine = createSearchEngine(database, {
    onChanged: (ids) => forgetDetails.current?.(ids),
    onError: (error) => app.log.error({ err: error }, 'search engine'),
  })
  // Every process keeps its own copy of the catalogue's search read model, loaded before serving.
  await searchEngine.start()
  app.decorate('searchEngine', searchEngine)
  app.addHook('onClose', async () => searchEngine.stop())
  const listings = createPropertiesService(deps, {
    // The single path every writer takes: the document is rebuilt and announced in the writer's
    // transaction; the engines of all processes re-read it once it commits.
    refresh: async (tx, id) => {
      await createSearchRepository(tx).refresh(id)
      searchEngine.noteLocalWrite(id)
    },
  })

  await app.register(propertiesRoutes, {
    deps,
    listings,
    periods: createAvailabilitiesService(deps, listings),
  })
  const search = createSearchService(deps, listings, searchEngine)
  forgetDetails.current = search.forgetDetails
  await app.register(searchRoutes, { service: search })
  const bookings = createBookingsService({ deps, listings, search })
  const sandbox = config.stripe ? undefined : createSandboxProvider(`sandbox-webhook:${config.jwtSecret}`)
  const provider: TPaymentProvider = config.stripe
    ? createStripeProvider(config.stripe)
    : (sandbox as TPaymentProvider)
  const payments = createPaymentsService({
    deps,
    provider,
    bookings,
    searchIndex: listings.searchIndex,
  })
  await app.register(bookingsRoutes, { service: bookings, payments })
  await app.register(reviewsRoutes, { service: createReviewsService(deps, bookings, listings.searchIndex) })
  await app.register(chatRoutes, { deps, search, bookings })
  await app.register(paymentsRoutes, { service: payments, sandbox, db: deps.db })
  const messaging = createMessagingService({ deps, listings, search })
  const calendar = createCalendarModule(deps, listings, (error) =>
    app.log.error({ err: error }, 'calendar sync'),
  )
  await app.register(calendarRoutes, calendar)
  const scheduler = registerPeriodicWork(jobs, {
    bookings: createBookingScheduler(deps, listings.searchIndex, bookings.notices),
    messaging,
    calendar,
  })
  app.decorate('bookingScheduler', scheduler)
  app.decorate('jobs', jobs)
  if (options.startScheduler !== false) app.addHook('onReady', async () => jobs.start(config.jobPollMs))
  app.addHook('preClose', async () => jobs.stop())
  if (movableClock) await app.register(testClockRoutes, { clock: movableClock, scheduler })
  await app.register(visitsRoutes, { service: createVisitsService({ deps, listings, search }) })
  await app.register(messagingRoutes, { service: messaging })
  await app.register(notificationsRoutes, { service: createNotificationsService(deps, deps.notifier) })
  await app.register(liveRoutes, {
    hub,
    notifier: deps.notifier,
    tickets: createTicketSigner(config.jwtSecret, () => clock.now().getTime()),
  })
  const blogs = createBlogsService(deps)
  await app.register(blogsRoutes, { service: blogs })
  await app.register(geocodeRoutes, { service: createGeocodeService(deps) })
  await app.register(mediaRoutes, { storage: deps.storage })
  await app.register(pagesRoutes, {
    distDir: config.webDistDir,
    origin: config.publicUrl,
    db: deps.db,
    listingDetail: search.detail,
    blogPost: blogs.get,
  })
  await app.register(webPlugin, { distDir: config.webDistDir })
  return app
}
