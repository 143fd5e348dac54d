import { ZSearchQuery } from '@demeure/shared'
import type { FastifyInstance } from 'fastify'
import { createServer, registerCore, type TCoreOptions } from './core.ts'
import { documentSources } from './document-sources.ts'
import { createAuthModule } from './modules/auth/index.ts'
import { createBlogsModule } from './modules/blogs/index.ts'
import { createBookingsModule, hostBookingFigures } from './modules/bookings/index.ts'
import { createCalendarModule } from './modules/calendar/index.ts'
import { createChatModule } from './modules/chat/index.ts'
import { createExtensionsModule } from './modules/extensions/index.ts'
import { createFavouritesModule } from './modules/favourites/index.ts'
import { createFilesModule } from './modules/files/index.ts'
import { createGeocodeModule } from './modules/geocode/index.ts'
import { registerQueueUpkeep, type TJobQueue, type TScheduledWork } from './modules/jobs/index.ts'
import { createLeasesModule } from './modules/leases/index.ts'
import { createListingsModule } from './modules/listings/index.ts'
import { createLiveModule } from './modules/live/index.ts'
import { createMediaModule } from './modules/media/index.ts'
import { createMessagingModule } from './modules/messaging/index.ts'
import { createNewAccountsModule } from './modules/new-accounts/index.ts'
import { createNotificationsModule } from './modules/notifications/index.ts'
import { createPagesModule } from './modules/pages/index.ts'
import { createPaymentProvider, createPaymentsModule } from './modules/payments/index.ts'
import { createPayoutsModule } from './modules/payouts/index.ts'
import { createPrivacyModule } from './modules/privacy/index.ts'
import { createReceiptsModule } from './modules/receipts/index.ts'
import { createRentModule } from './modules/rent/index.ts'
import { createReportsModule } from './modules/reports/index.ts'
import { createReviewsModule, reviewedStays } from './modules/reviews/index.ts'
import { createSavedSearchesModule } from './modules/saved-searches/index.ts'
import type { TSearchEngine } from './modules/search/engine/search-engine.ts'
import { startSearchModule } from './modules/search/index.ts'
import { createSystemModule, createTestControlsModule } from './modules/system/index.ts'
import { createUsersModule } from './modules/users/index.ts'
import { createVerificationsModule } from './modules/verifications/index.ts'
import { createVisitsModule } from './modules/visits/index.ts'
import { authPlugin } from './plugins/auth.ts'
import { webPlugin } from './plugins/web.ts'

export type TAppOptions = TCoreOptions & {
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

/**
 * The API: core plugins, then each module (its services built from the shared deps and the
 * services of the modules it needs), registered in order; pages and the web app come last since
 * they answer every path the API does not.
 */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const app = createServer(options.config)
  const { deps, hub, movableClock, isAccepting } = await registerCore(app, options)
  const logError = (message: string) => (error: unknown) => app.log.error({ err: error }, message)

  const auth = createAuthModule(deps)
  await app.register(authPlugin, { authService: auth.service })
  await app.register(createSystemModule(deps, isAccepting).routes)
  await app.register(auth.routes)
  await app.register(createUsersModule(deps).routes)
  await app.register(createVerificationsModule(deps).routes)
  await app.register(createFilesModule(deps).routes)

  // The search read model is loaded before the process serves anything.
  const searchModule = await startSearchModule(deps, documentSources, logError('search engine'))
  app.decorate('searchEngine', searchModule.engine)
  app.addHook('onClose', async () => searchModule.engine.stop())
  const { listings, routes: listingRoutes } = createListingsModule(
    deps,
    searchModule.searchIndex,
    hostBookingFigures,
  )
  await app.register(listingRoutes)
  const search = searchModule.service
  await app.register(searchModule.routes)

  const notifications = createNotificationsModule(deps)
  const messaging = createMessagingModule(deps, { listings, search, notices: notifications.service })
  const bookings = createBookingsModule(deps, listings, search, messaging.service, reviewedStays)
  const providers = createPaymentProvider(deps)
  const rent = createRentModule(deps, providers.provider, bookings.service)
  const payments = createPaymentsModule(deps, providers, bookings.service, listings.searchIndex, rent.service)
  await app.register(bookings.routesWith(payments.service))
  await app.register(rent.routesWith(payments.service))
  const extensions = createExtensionsModule(
    deps,
    bookings.service,
    rent.service,
    listings.searchIndex,
    search,
  )
  await app.register(extensions.routes)
  const leases = createLeasesModule(
    deps,
    bookings.service,
    rent.service,
    listings.searchIndex,
    logError('leases'),
  )
  await app.register(leases.routes)
  await app.register(createReviewsModule(deps, bookings.service, listings.searchIndex).routes)
  await app.register(createChatModule({ deps, search, bookings: bookings.service }).routes)
  await app.register(payments.routes)
  await app.register(createReportsModule(deps, listings, bookings.service).routes)
  await app.register(createReceiptsModule(deps).routes)
  const payouts = createPayoutsModule(deps, rent.service)
  await app.register(payouts.routes)
  await app.register(createPrivacyModule(deps, listings).routes)

  const calendar = createCalendarModule(deps, listings, logError('calendar sync'))
  await app.register(calendar.routes)

  // Saved homes' alerts are one more step of the saved-search alerts' job (same change feed).
  const favourites = createFavouritesModule(deps, listings, search)
  const savedSearches = createSavedSearchesModule(deps, searchModule.listingChanges, [
    favourites.alerts.tellSavers,
  ])
  await app.register(savedSearches.routes)

  // Each module registered its periodic jobs on the queue as it was created; `tick()` runs them in
  // the jobs module's fixed order (PERIODIC_JOBS), whatever the order above.
  const { jobs } = deps
  registerQueueUpkeep(jobs)
  const scheduler: TScheduledWork = { tick: () => jobs.tick() }
  app.decorate('bookingScheduler', scheduler)
  app.decorate('jobs', jobs)
  if (options.startScheduler !== false) app.addHook('onReady', async () => jobs.start(deps.config.jobPollMs))
  app.addHook('preClose', async () => jobs.stop())
  if (movableClock) await app.register(createTestControlsModule(deps.db, movableClock, scheduler).routes)

  await app.register(createVisitsModule(deps, listings, search).routes)
  await app.register(favourites.routes)
  await app.register(messaging.routes)
  await app.register(notifications.routes)
  await app.register(createLiveModule(deps, hub).routes)
  const blogs = createBlogsModule(deps)
  await app.register(blogs.routes)
  await app.register(createGeocodeModule(deps).routes)
  await app.register(createNewAccountsModule(deps).routes)
  await app.register(createMediaModule(deps).routes)
  await app.register(
    createPagesModule(deps, {
      listingDetail: search.detail,
      blogPost: blogs.service.get,
      listingSearch: (params) => search.findCards(ZSearchQuery.parse(Object.fromEntries(params))),
      blogPosts: (language, pageSize) => blogs.service.list(language, 1, pageSize),
    }).routes,
  )
  await app.register(webPlugin, { distDir: deps.config.webDistDir })
  return app
}
