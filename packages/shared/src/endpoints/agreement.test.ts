import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import type * as S from '../index.ts'
import type { accountEndpoints } from './accounts.ts'
import type { bookingEndpoints, stayEndpoints } from './bookings.ts'
import type { TAnswerOf, TEndpoint } from './endpoint.ts'
import type { listingEndpoints } from './listings.ts'
import type { contentEndpoints, moneyEndpoints, verificationEndpoints } from './money.ts'
import type { calendarEndpoints, favouriteEndpoints, messagingEndpoints } from './people.ts'
import type { staffEndpoints } from './staff.ts'
import type { systemEndpoints } from './system.ts'

/**
 * The zod-free tables against the schemas the API's routes validate with (named in each route's
 * `response`/`body`): an answer is what the schema gives out, a body is what it takes in. These are
 * checked by `tsc` (`npm run typecheck`); a table and a route that drift apart fail the build.
 */
type TOut<TSchema extends z.ZodType> = z.output<TSchema>
type TIn<TSchema extends z.ZodType> = z.input<TSchema>
type TPageOf<TSchema extends z.ZodType> = S.TPage<z.output<TSchema>>
/** The type of an endpoint's body or query, as its table declares it. */
type TPartOf<TEnd, TPart extends 'body' | 'query'> =
  TEnd extends TEndpoint<S.THttpMethod, string, infer TShape>
    ? TShape extends Partial<Record<TPart, infer TValue>>
      ? TValue
      : never
    : never
type TBodyOf<TEnd> = TPartOf<TEnd, 'body'>
type TQueryOf<TEnd> = TPartOf<TEnd, 'query'>

describe('the endpoint tables agree with the API schemas', () => {
  it('answers', () => {
    expectTypeOf<TAnswerOf<typeof accountEndpoints.login>>().toEqualTypeOf<TOut<typeof S.ZLoginResponse>>()
    expectTypeOf<TAnswerOf<typeof accountEndpoints.register>>().toEqualTypeOf<TOut<typeof S.ZMessage>>()
    expectTypeOf<TAnswerOf<typeof accountEndpoints.refreshToken>>().toEqualTypeOf<
      TOut<typeof S.ZAccessResponse>
    >()
    expectTypeOf<TAnswerOf<typeof accountEndpoints.profile>>().toEqualTypeOf<TOut<typeof S.ZUser>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.config>>().toEqualTypeOf<TOut<typeof S.ZPublicConfig>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.search>>().toEqualTypeOf<TPageOf<typeof S.ZListingCard>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.mapView>>().toEqualTypeOf<TOut<typeof S.ZMapView>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.detail>>().toEqualTypeOf<TOut<typeof S.ZListingDetail>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.quote>>().toEqualTypeOf<TOut<typeof S.ZQuote>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.reviews>>().toEqualTypeOf<TPageOf<typeof S.ZReview>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.hostList>>().toEqualTypeOf<
      TPageOf<typeof S.ZHostListing>
    >()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.hostUpdate>>().toEqualTypeOf<TOut<typeof S.ZHostListing>>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.list>>().toEqualTypeOf<TPageOf<typeof S.ZBooking>>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.detail>>().toEqualTypeOf<TOut<typeof S.ZBooking>>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.cancel>>().toEqualTypeOf<TOut<typeof S.ZCancelAnswer>>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.pay>>().toEqualTypeOf<TOut<typeof S.ZCheckout>>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.documentViews>>().toEqualTypeOf<
      TPageOf<typeof S.ZDocumentView>
    >()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.visits>>().toEqualTypeOf<TPageOf<typeof S.ZVisit>>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.requestVisit>>().toEqualTypeOf<TOut<typeof S.ZVisit>>()
    expectTypeOf<TAnswerOf<typeof stayEndpoints.lease>>().toEqualTypeOf<TOut<typeof S.ZLease>>()
    expectTypeOf<TAnswerOf<typeof stayEndpoints.rent>>().toEqualTypeOf<TOut<typeof S.ZRentSchedule>>()
    expectTypeOf<TAnswerOf<typeof stayEndpoints.extensions>>().toEqualTypeOf<TOut<typeof S.ZStayExtensions>>()
    expectTypeOf<TAnswerOf<typeof stayEndpoints.askExtension>>().toEqualTypeOf<
      TOut<typeof S.ZStayExtension>
    >()
    expectTypeOf<TAnswerOf<typeof stayEndpoints.extensionQuote>>().toEqualTypeOf<
      TOut<typeof S.ZExtensionQuote>
    >()
    expectTypeOf<TAnswerOf<typeof favouriteEndpoints.list>>().toEqualTypeOf<TPageOf<typeof S.ZFavourite>>()
    expectTypeOf<TAnswerOf<typeof favouriteEndpoints.ids>>().toEqualTypeOf<TOut<typeof S.ZFavouriteIds>>()
    expectTypeOf<TAnswerOf<typeof favouriteEndpoints.save>>().toEqualTypeOf<TOut<typeof S.ZFavourite>>()
    expectTypeOf<TAnswerOf<typeof favouriteEndpoints.savedSearches>>().toEqualTypeOf<
      TOut<typeof S.ZSavedSearch>[]
    >()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.conversations>>().toEqualTypeOf<
      TPageOf<typeof S.ZConversation>
    >()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.sendMessage>>().toEqualTypeOf<
      TOut<typeof S.ZChatMessage>
    >()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.notifications>>().toEqualTypeOf<
      TPageOf<typeof S.ZNotification>
    >()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.unreadCounts>>().toEqualTypeOf<
      TOut<typeof S.ZUnreadCounts>
    >()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.chat>>().toEqualTypeOf<TOut<typeof S.ZChatAnswer>>()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.report>>().toEqualTypeOf<TOut<typeof S.ZReport>>()
    expectTypeOf<TAnswerOf<typeof messagingEndpoints.liveTicket>>().toEqualTypeOf<
      TOut<typeof S.ZEventTicket>
    >()
    expectTypeOf<TAnswerOf<typeof calendarEndpoints.sync>>().toEqualTypeOf<TOut<typeof S.ZCalendarSync>>()
    expectTypeOf<TAnswerOf<typeof calendarEndpoints.addFeed>>().toEqualTypeOf<TOut<typeof S.ZCalendarFeed>>()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.verifications>>().toEqualTypeOf<
      TPageOf<typeof S.ZAdminVerification>
    >()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.listings>>().toEqualTypeOf<TPageOf<typeof S.ZStaffListing>>()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.money>>().toEqualTypeOf<TPageOf<typeof S.ZAdminMoneyRow>>()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.reports>>().toEqualTypeOf<TPageOf<typeof S.ZStaffReport>>()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.watchedAccounts>>().toEqualTypeOf<
      TPageOf<typeof S.ZWatchedAccount>
    >()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.transactions>>().toEqualTypeOf<
      TPageOf<typeof S.ZLedgerEntry>
    >()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.receipt>>().toEqualTypeOf<TOut<typeof S.ZReceipt>>()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.payoutAccount>>().toEqualTypeOf<
      TOut<typeof S.ZPayoutAccount>
    >()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.startOnboarding>>().toEqualTypeOf<
      TOut<typeof S.ZPayoutOnboarding>
    >()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.hostDashboard>>().toEqualTypeOf<
      TOut<typeof S.ZHostDashboard>
    >()
    expectTypeOf<TAnswerOf<typeof verificationEndpoints.mine>>().toEqualTypeOf<TOut<typeof S.ZVerification>>()
    expectTypeOf<TAnswerOf<typeof verificationEndpoints.fileLink>>().toEqualTypeOf<TOut<typeof S.ZFileLink>>()
    expectTypeOf<TAnswerOf<typeof contentEndpoints.blogs>>().toEqualTypeOf<TPageOf<typeof S.ZBlogCard>>()
    expectTypeOf<TAnswerOf<typeof contentEndpoints.blogPost>>().toEqualTypeOf<TOut<typeof S.ZBlogPost>>()
    expectTypeOf<TAnswerOf<typeof contentEndpoints.privacyOfficer>>().toEqualTypeOf<
      TOut<typeof S.ZPrivacyOfficer>
    >()
    expectTypeOf<TAnswerOf<typeof systemEndpoints.health>>().toEqualTypeOf<TOut<typeof S.ZHealth>>()
    expectTypeOf<TAnswerOf<typeof systemEndpoints.ready>>().toEqualTypeOf<TOut<typeof S.ZHealth>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.hostDetail>>().toEqualTypeOf<TOut<typeof S.ZHostListing>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.mapData>>().toEqualTypeOf<TPageOf<typeof S.ZMapItem>>()
    // The route answers ZPhoto extended with the listing's id (listings/routes.ts).
    expectTypeOf<TAnswerOf<typeof listingEndpoints.addPhoto>>().toExtend<TOut<typeof S.ZPhoto>>()
    expectTypeOf<TAnswerOf<typeof listingEndpoints.addPhoto>['property']>().toEqualTypeOf<number>()
    expectTypeOf<TAnswerOf<typeof bookingEndpoints.cancelVisit>>().toEqualTypeOf<TOut<typeof S.ZVisit>>()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.createBlog>>().toEqualTypeOf<TOut<typeof S.ZBlogPost>>()
    expectTypeOf<TAnswerOf<typeof staffEndpoints.updateBlog>>().toEqualTypeOf<TOut<typeof S.ZBlogPost>>()
    // Raw answers: the iCalendar text, and the webhooks' acknowledgement.
    expectTypeOf<TAnswerOf<typeof calendarEndpoints.exportFeed>>().toEqualTypeOf<string>()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.paymentWebhook>>().toEqualTypeOf<{ received: true }>()
    expectTypeOf<TAnswerOf<typeof moneyEndpoints.payoutWebhook>>().toEqualTypeOf<{ received: true }>()
  })

  it('queries', () => {
    expectTypeOf<TQueryOf<typeof favouriteEndpoints.unsubscribeFavourite>>().toExtend<
      TIn<typeof S.ZUnsubscribeQuery>
    >()
    expectTypeOf<TQueryOf<typeof favouriteEndpoints.unsubscribeSavedSearch>>().toExtend<
      TIn<typeof S.ZSavedSearchUnsubscribeQuery>
    >()
  })

  it('bodies', () => {
    expectTypeOf<TBodyOf<typeof accountEndpoints.register>>().toExtend<TIn<typeof S.ZRegisterRequest>>()
    expectTypeOf<TBodyOf<typeof accountEndpoints.login>>().toExtend<TIn<typeof S.ZLoginRequest>>()
    expectTypeOf<TBodyOf<typeof listingEndpoints.addReservedDates>>().toExtend<
      TIn<typeof S.ZAvailabilityWrite>
    >()
    expectTypeOf<TBodyOf<typeof bookingEndpoints.requestVisit>>().toExtend<TIn<typeof S.ZVisitWrite>>()
    expectTypeOf<TBodyOf<typeof stayEndpoints.fillLease>>().toExtend<TIn<typeof S.ZLeaseHostFields>>()
    expectTypeOf<TBodyOf<typeof favouriteEndpoints.save>>().toExtend<TIn<typeof S.ZFavouriteWrite>>()
    // The web sends the list it keeps (read-only); JSON does not tell the two apart.
    expectTypeOf<TBodyOf<typeof favouriteEndpoints.merge>>().toExtend<{
      items: readonly TIn<typeof S.ZFavouriteMerge>['items'][number][]
    }>()
    expectTypeOf<TBodyOf<typeof favouriteEndpoints.createSavedSearch>>().toExtend<
      TIn<typeof S.ZSavedSearchCreate>
    >()
    expectTypeOf<TBodyOf<typeof favouriteEndpoints.updateSavedSearch>>().toExtend<
      TIn<typeof S.ZSavedSearchUpdate>
    >()
    expectTypeOf<TBodyOf<typeof messagingEndpoints.chat>>().toExtend<TIn<typeof S.ZChatRequest>>()
    expectTypeOf<TBodyOf<typeof messagingEndpoints.addReview>>().toExtend<TIn<typeof S.ZReviewWrite>>()
    expectTypeOf<TBodyOf<typeof messagingEndpoints.report>>().toExtend<TIn<typeof S.ZReportCreate>>()
    expectTypeOf<TBodyOf<typeof calendarEndpoints.addFeed>>().toExtend<TIn<typeof S.ZCalendarFeedWrite>>()
    expectTypeOf<TBodyOf<typeof staffEndpoints.reportAction>>().toExtend<
      TIn<typeof S.ZModerationActionRequest>
    >()
    // JSON or multipart: the JSON form is the schema's input.
    expectTypeOf<TIn<typeof S.ZBlogWrite>>().toExtend<TBodyOf<typeof staffEndpoints.createBlog>>()
  })
})
