import type {
  LISTING_TYPES,
  TAdminVerification,
  TBooking,
  THostListing,
  TListingDetail,
  TPage,
  TUser,
  TVisit,
  ZListingCreated,
} from '@demeure/shared'
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test'
import type { z } from 'zod'
import { uniqueAccount } from './app.ts'
import { isoDaysFromNow } from './hosting-app.ts'
import { mp4File, pdfFile, pngFile, type TUpload } from './hosting-files.ts'
import { accessOf, approve, bearer, monthLater, payThroughApi, postBookingRequest } from './renting-api.ts'

/*
 * The users, listings, bookings and visits a spec needs, made through the real HTTP API as the app
 * would make them (see support/README.md). Every account has an email no other test uses, and every
 * listing a title of its own, so specs never meet each other's data and can run in parallel.
 */

/** Someone with an account, logged in through the API (`access` is their Bearer token). */
export type TAccount = {
  id: string
  username: string
  email: string
  password: string
  firstName: string
  lastName: string
  /** "First Last", as the screens show a person. */
  name: string
  access: string
}

export type TListingOptions = {
  /** Made unique: an id of this listing's own is appended (to the French title too). */
  title?: string
  /** The French version ('' or missing: none, as most hosts leave it). */
  titleFr?: string
  /** The main description (a plain one by default). */
  description?: string
  descriptionFr?: string
  city?: string
  /** Dollars a month, as the form takes it ("1450.50"). */
  price?: string
  listingType?: (typeof LISTING_TYPES)[number]
  /** Open periods (YYYY-MM-DD); by default from tomorrow for a year. */
  availability?: { start_date: string; end_date: string }[]
  latitude?: number
  longitude?: number
  amenities?: string[]
  /** The listing's one photo (a plain PNG by default). */
  photo?: TUpload
  /** House rules, as the form's "Add rule" lists them. */
  rules?: string[]
  maxGuests?: number
  /** false: left pending staff review. */
  isPublished?: boolean
  /**
   * The CITQ registration number: stays of 31 nights or fewer need one. Test homes are registered
   * by default ('123456'), so a one-month stay works in any month; '' for a home without one.
   */
  citq?: string
}

export type TBookingState = 'requested' | 'approved' | 'paid' | 'declined'

/** A short id no other test (or run) shares, in letters only so it can sit in a person's name. */
function uniqueId(testInfo: TestInfo): string {
  const raw = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.random().toString(36).slice(2, 6)}`
  return raw.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string)
}

/** Cities the specs use, placed where the search engine's bounding boxes expect them. */
/** `name` as the address form writes it (the geocoder's spelling, as the demo's homes have it too). */
const PLACES: Record<string, { name: string; lat: number; lon: number; state: string; postal: string }> = {
  Montreal: { name: 'Montréal', lat: 45.5088, lon: -73.5878, state: 'Québec', postal: 'H2X 1Y4' },
  Sherbrooke: { name: 'Sherbrooke', lat: 45.4042, lon: -71.8929, state: 'Québec', postal: 'J1H 1A1' },
  Toronto: { name: 'Toronto', lat: 43.6532, lon: -79.3832, state: 'Ontario', postal: 'M5V 2T6' },
  'Quebec City': { name: 'Québec', lat: 46.8139, lon: -71.208, state: 'Québec', postal: 'G1R 4P5' },
}

function toFile(upload: TUpload): File {
  return new File([new Uint8Array(upload.buffer)], upload.name, { type: upload.mimeType })
}

/**
 * What one test creates. Made by the `data` fixture (support/fixtures.ts); usable on its own with any
 * APIRequestContext whose baseURL is the e2e server.
 */
export class TestData {
  private staffAccount: Promise<TAccount> | undefined

  constructor(
    private readonly request: APIRequestContext,
    private readonly testInfo: TestInfo,
  ) {}

  /** A fresh id for titles and names: unique per call. */
  unique(): string {
    return uniqueId(this.testInfo)
  }

  /** A new account with no history (a renter, a visitor), logged in through the API. */
  async account(firstName = 'Amina', lastName = 'Diallo'): Promise<TAccount> {
    const { username, password } = uniqueAccount(this.testInfo)
    const suffix = this.unique()
    const email = `${username}@example.test`.toLowerCase()
    const last = `${lastName}${suffix}`
    const registered = await this.request.post('/api/register/', {
      data: { username, email, password, first_name: firstName, last_name: last, phone: '' },
    })
    expect(registered.status(), await registered.text()).toBe(201)
    const access = await accessOf(this.request, email, password)
    const profile = await this.request.get('/api/profile/', { headers: bearer(access) })
    const { id } = (await profile.json()) as TUser
    return { id, username, email, password, firstName, lastName: last, name: `${firstName} ${last}`, access }
  }

  /**
   * A new verified co-host: registers, sends the verification form with its documents, and staff
   * (this test's own staff account) approve it.
   */
  async host(firstName = 'Camille', lastName = 'Tremblay'): Promise<TAccount> {
    const host = await this.account(firstName, lastName)
    const form = new FormData()
    const fields: Record<string, string> = {
      full_name: host.name,
      email: host.email,
      phone: '+1 514 555 0199',
      hosting_country: 'Canada',
      hosting_city: 'Montreal',
      role: 'owner',
      agreement: 'true',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('government_id', toFile(pngFile('id-front.png')))
    form.append('proof_of_address', toFile(pdfFile('hydro-bill.pdf')))
    const sent = await this.request.post('/api/verification/', {
      headers: bearer(host.access),
      multipart: form,
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const staff = await this.staffAccess()
    const pending = await this.request.get('/api/admin/verifications/?status=pending&page_size=100', {
      headers: bearer(staff),
    })
    const application = ((await pending.json()) as TPage<TAdminVerification>).results.find(
      (item) => item.user.email === host.email,
    )
    expect(application, `the application of ${host.email} waits for staff`).toBeTruthy()
    const approved = await this.request.post(`/api/admin/verifications/${application?.id}/approve/`, {
      headers: bearer(staff),
    })
    expect(approved.status(), await approved.text()).toBe(204)
    return host
  }

  /** A listing of `host`, published by staff unless `isPublished: false`; as the host sees it. */
  async listing(host: TAccount, options: TListingOptions = {}): Promise<THostListing> {
    const city = options.city ?? 'Montreal'
    const place = PLACES[city] ?? (PLACES.Montreal as NonNullable<(typeof PLACES)[string]>)
    const id = this.unique()
    const title = `${options.title ?? 'Bright flat near the park'} ${id}`
    const guests = options.maxGuests ?? 2
    const availability = options.availability ?? [
      { start_date: isoDaysFromNow(1), end_date: isoDaysFromNow(366) },
    ]
    const form = new FormData()
    const fields: Record<string, string> = {
      title,
      description: options.description ?? 'A quiet, furnished home for a month or more, close to the metro.',
      title_fr: options.titleFr ? `${options.titleFr} ${id}` : '',
      description_fr: options.descriptionFr ?? '',
      property_type: options.listingType ?? 'apartment',
      address_street: '7070 Rue Henri-Julien',
      address_city: place.name,
      address_state: place.state,
      address_postal_code: place.postal,
      address_country: 'Canada',
      // A few metres apart per listing, so map markers do not sit exactly on each other.
      latitude: String(options.latitude ?? place.lat + Math.random() * 0.01),
      longitude: String(options.longitude ?? place.lon + Math.random() * 0.01),
      price_per_month: options.price ?? '1200',
      free_capacity: String(guests),
      additional_capacity: '0',
      additional_capacity_percentage: '0',
      num_bedrooms: '1',
      num_beds: String(guests),
      num_private_bathrooms: '1',
      num_shared_bathrooms: '0',
      availability: JSON.stringify(availability),
      citq_number: options.citq ?? '123456',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    for (const amenity of options.amenities ?? ['Wi-Fi', 'Heating']) form.append('amenities', amenity)
    for (const rule of options.rules ?? []) form.append('rules', rule)
    form.append('photos', toFile(options.photo ?? pngFile('living-room.png')))
    form.append('ownership_verification_video', toFile(mp4File('ownership.mp4')))
    const created = await this.request.post('/api/properties/', {
      headers: bearer(host.access),
      multipart: form,
    })
    expect(created.status(), await created.text()).toBe(201)
    const { property_id } = (await created.json()) as z.infer<typeof ZListingCreated>
    if (options.isPublished !== false) {
      const published = await this.request.post(`/api/admin/properties/${property_id}/approve/`, {
        headers: bearer(await this.staffAccess()),
      })
      expect(published.status(), await published.text()).toBe(204)
    }
    const read = await this.request.get(`/api/host-properties/${property_id}/`, {
      headers: bearer(host.access),
    })
    expect(read.status()).toBe(200)
    return (await read.json()) as THostListing
  }

  /** The public detail of a published listing, as the listing page reads it. */
  async detail(listingId: number): Promise<TListingDetail> {
    const response = await this.request.get(`/api/properties/${listingId}/`)
    expect(response.status()).toBe(200)
    return (await response.json()) as TListingDetail
  }

  /**
   * A stay of `renter` on `listing` (one month from `checkIn`, 30 days ahead by default), with a
   * complete rental agreement, brought to `state` by its host's and renter's own actions.
   */
  async booking(
    renter: TAccount,
    listing: { property_id: number },
    options: {
      host?: TAccount
      state?: TBookingState
      checkIn?: string
      checkOut?: string
      message?: string
      /** Agreement files in place of the usual ones. */
      files?: Parameters<typeof postBookingRequest>[3]
    } = {},
  ): Promise<TBooking> {
    const checkIn = options.checkIn ?? isoDaysFromNow(30)
    const sent = await postBookingRequest(
      this.request,
      renter,
      {
        listingId: listing.property_id,
        checkIn,
        checkOut: options.checkOut ?? monthLater(checkIn),
        message: options.message ?? '',
      },
      options.files,
    )
    expect(sent.status(), await sent.text()).toBe(201)
    const booking = (await sent.json()) as TBooking
    const state = options.state ?? 'requested'
    if (state === 'requested') return booking
    const host = options.host
    if (!host) throw new Error(`A ${state} booking needs its host`)
    if (state === 'declined') {
      const declined = await this.request.post(`/api/bookings/${booking.booking_id}/decline/`, {
        headers: bearer(host.access),
      })
      expect(declined.status(), await declined.text()).toBe(200)
    } else {
      await approve(this.request, host.access, booking.booking_id)
      if (state === 'paid') await payThroughApi(this.request, renter.access, booking.booking_id)
    }
    const read = await this.request.get(`/api/bookings/${booking.booking_id}/`, {
      headers: bearer(renter.access),
    })
    return (await read.json()) as TBooking
  }

  /** A visit request of `visitor` on `listing`. */
  async visit(
    visitor: TAccount,
    listing: { property_id: number },
    options: { date?: string; time?: string; mode?: 'in_person' | 'video'; message?: string } = {},
  ): Promise<TVisit> {
    const created = await this.request.post('/api/visits/', {
      headers: bearer(visitor.access),
      data: {
        property: listing.property_id,
        date: options.date ?? isoDaysFromNow(6),
        time: options.time ?? '14:30',
        mode: options.mode ?? 'video',
        message: options.message ?? '',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    return (await created.json()) as TVisit
  }

  /**
   * A staff account of this test's own: a new account made staff by the end-to-end tests' control
   * (POST /api/test/staff/, which the server registers only for them), made once per test.
   */
  staff(firstName = 'Sophie', lastName = 'Gagnon'): Promise<TAccount> {
    this.staffAccount ??= (async () => {
      const staff = await this.account(firstName, lastName)
      const made = await this.request.post('/api/test/staff/', { headers: bearer(staff.access) })
      expect(made.status(), await made.text()).toBe(204)
      return staff
    })()
    return this.staffAccount
  }

  async staffAccess(): Promise<string> {
    return (await this.staff()).access
  }
}
