import { createHash } from 'node:crypto'
import {
  centsToDecimal,
  decimalToCents,
  dwellingKindOf,
  LEASE_SERVICE_AMENITIES,
  leaseSections,
  leaseText,
  renewalWindow,
  renewedTermEnd,
  sameName,
  statusFromSignatures,
  type TLeaseDocument,
  type TLeaseHostFields,
  type TLeaseParty,
  type TLeaseStatus,
  todayInMontreal,
  windowPhase,
} from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import { uniqueViolation } from '../../lib/pg-errors.ts'
import type { TBookingRow, TBookingsService } from '../bookings/index.ts'
import { listingLeaseFacts } from '../listings/index.ts'
import { listingTitleParams } from '../notifications/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createAccounts } from '../users/index.ts'
import { leasePdf, leasePdfName } from './pdf.ts'
import { createLeasesRepository } from './repository.ts'
import type { TLeaseRow } from './tables.ts'

const LIVE = new Set(['confirmed', 'active'])
const fullName = (user: TUserRow) => `${user.firstName} ${user.lastName}`.trim() || user.username
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The document's F and G as the lease row holds them, written into the snapshot. */
function withHostFields(
  doc: TLeaseDocument,
  row: Pick<TLeaseRow, 'lowestRentCents' | 'buildingUnderFiveYears' | 'rentCeilingCents'>,
): TLeaseDocument {
  return {
    ...doc,
    section_f: {
      building_under_five_years: row.buildingUnderFiveYears,
      rent_ceiling_cents: row.buildingUnderFiveYears ? row.rentCeilingCents : null,
    },
    section_g: { lowest_rent_cents: row.lowestRentCents },
  }
}

export type TLeasesDeps = { deps: TDeps; bookings: TBookingsService }

/**
 * The lease of a stay (docs/product-rules.md, "The lease"; decision 023): prepared from the stay in
 * the transaction that confirms it, completed by the host (sections F and G), signed by both with
 * the SHA-256 of the exact text. Any change to the text voids the signatures already given.
 */
export function createLeasesService({ deps, bookings }: TLeasesDeps) {
  const { db, clock } = deps
  const repo = createLeasesRepository(db)

  /** The stay and its lease, for one of its two parties or staff; anyone else gets a 404. */
  async function leaseFor(user: TUserRow, bookingId: number) {
    const stay = await bookings.visibleTo(user, bookingId)
    const lease = await repo.ofBooking(stay.id)
    if (!lease) throw notFound()
    const party: TLeaseParty | null =
      stay.guestId === user.id ? 'renter' : stay.hostId === user.id ? 'host' : null
    return { stay, lease, party }
  }

  async function wire(stay: TBookingRow, lease: TLeaseRow, party: TLeaseParty | null) {
    const doc = lease.document as TLeaseDocument
    const signatures = await repo.signatures(lease.id)
    const kind = doc.dwelling.kind
    const window = renewalWindow(lease.termEnd, kind)
    const phase = windowPhase(lease.termEnd, kind, todayInMontreal(clock.now()))
    const cents = (value: number | null) => (value === null ? null : centsToDecimal(value))
    return {
      booking_id: stay.id,
      status: lease.status as TLeaseStatus,
      my_party: party,
      sections: leaseSections(doc),
      document_sha256: lease.documentSha256,
      host_fields: {
        confirmed: lease.hostFieldsConfirmedAt !== null,
        lowest_rent_suggested: cents(lease.lowestRentSuggestedCents),
        lowest_rent: cents(lease.lowestRentCents),
        building_under_five_years: lease.buildingUnderFiveYears,
        rent_ceiling: cents(lease.rentCeilingCents),
      },
      signatures: signatures.map((signature) => ({
        party: signature.party as TLeaseParty,
        name: signature.typedName,
        signed_at: signature.signedAt.toISOString(),
        document_sha256: signature.documentSha256,
      })),
      renewal: {
        kind,
        term_end: lease.termEnd,
        window_opens: window.opens,
        window_closes: window.closes,
        renews_until: renewedTermEnd(stay.checkIn, lease.termEnd, doc.term),
        phase,
        renewals: lease.renewals,
        non_renewal_given_at: lease.nonRenewalGivenAt?.toISOString() ?? null,
        can_give_notice:
          party === 'renter' && phase === 'open' && !lease.nonRenewalGivenAt && LIVE.has(stay.status),
      },
    }
  }

  return {
    /**
     * In the transaction that confirms a paid stay: the lease, as a draft, from the stay, its
     * listing and its two parties, section G pre-filled from Demeure's own record.
     */
    async prepare(tx: TDb, stay: TBookingRow) {
      const facts = await listingLeaseFacts(tx, stay.propertyId)
      const people = await createAccounts(tx).byIds([stay.guestId, stay.hostId])
      const guest = people.get(stay.guestId)
      const host = people.get(stay.hostId)
      if (!facts || !guest || !host) return
      const suggested = await bookings.lowestRecentRent(tx, stay.propertyId, stay.checkIn, stay.id)
      const document: TLeaseDocument = {
        stay_id: stay.id,
        lessor: { name: fullName(host), email: host.email },
        lessee: { name: fullName(guest), email: guest.email },
        dwelling: {
          title: facts.titleFr ? `${facts.titleFr} / ${facts.title}` : facts.title,
          address: facts.address,
          kind: dwellingKindOf(facts.roomCategory),
          bedrooms: facts.bedrooms,
          furniture: facts.amenities.filter(
            (item) => !LEASE_SERVICE_AMENITIES.has(item) && item !== 'Student-Friendly',
          ),
          services: facts.amenities.filter((item) => LEASE_SERVICE_AMENITIES.has(item)),
        },
        term: { start: stay.checkIn, end: stay.checkOut },
        rent: {
          monthly_cents: stay.monthlyRentCents,
          // The first payment's service fee is Demeure's, not rent: the lease lists the rent only.
          schedule: stay.schedule.map((entry, index) => ({
            due_date: index === 0 ? stay.checkIn : entry.dueDate,
            amount_cents: index === 0 ? entry.amountCents - stay.serviceFeeCents : entry.amountCents,
          })),
        },
        rules: facts.rules,
        section_f: { building_under_five_years: null, rent_ceiling_cents: null },
        section_g: { lowest_rent_cents: suggested },
      }
      const inserted = await createLeasesRepository(tx).insert({
        bookingId: stay.id,
        document,
        lowestRentSuggestedCents: suggested,
        lowestRentCents: suggested,
        status: 'draft',
        documentSha256: sha256(leaseText(document)),
        termEnd: stay.checkOut,
      })
      if (!inserted) return
      const title = listingTitleParams({ title: facts.title, title_fr: facts.titleFr })
      // Both sides in one notify (one insert of notices, one of e-mails); their open tabs hear of it
      // once the confirming transaction commits (bookings' confirmPaid).
      return bookings.notices.tell(tx, stay, title, 'lease_ready', ['host', 'guest'])
    },

    async get(user: TUserRow, bookingId: number) {
      const { stay, lease, party } = await leaseFor(user, bookingId)
      return wire(stay, lease, party)
    },

    /**
     * The host confirms or corrects G and answers F. The text changes, so signatures already given
     * are voided (kept, marked) and the lease waits for both again.
     */
    async setHostFields(user: TUserRow, bookingId: number, fields: TLeaseHostFields) {
      const { stay, lease, party } = await leaseFor(user, bookingId)
      if (party !== 'host') throw conflict({ status: { key: 'lease.hostOnly' } })
      if (!LIVE.has(stay.status)) throw conflict({ status: { key: 'lease.stayNotLive' } })
      if (fields.building_under_five_years && fields.rent_ceiling === null)
        throw badRequest({ rent_ceiling: { key: 'lease.ceilingRequired' } })
      const cents = (value: string | null) => (value === null ? null : decimalToCents(value))
      const values = {
        lowestRentCents: cents(fields.lowest_rent),
        buildingUnderFiveYears: fields.building_under_five_years,
        rentCeilingCents: fields.building_under_five_years ? cents(fields.rent_ceiling) : null,
      }
      const document = withHostFields(lease.document as TLeaseDocument, values)
      const hash = sha256(leaseText(document))
      const updated = await inTransaction(db, async (tx) => {
        const leases = createLeasesRepository(tx)
        // The lease row first: a signature being given waits for this change, or this one for it.
        const changed = await leases.update(lease.id, {
          ...values,
          document,
          documentSha256: hash,
          hostFieldsConfirmedAt: clock.now(),
        })
        if (hash !== lease.documentSha256) await leases.voidSignatures(lease.id, clock.now())
        const signed = (await leases.signatures(lease.id)).map((s) => s.party as TLeaseParty)
        return (await leases.update(lease.id, { status: statusFromSignatures(true, signed) })) ?? changed
      })
      return wire(stay, updated ?? lease, party)
    },

    /** One party signs the exact text: its SHA-256 is stored with the typed name, consent, time and origin. */
    async sign(
      user: TUserRow,
      bookingId: number,
      body: { name: string; consent: true },
      origin: { ip: string; userAgent: string },
    ) {
      const { stay, lease, party } = await leaseFor(user, bookingId)
      if (!party) throw notFound()
      if (!LIVE.has(stay.status)) throw conflict({ status: { key: 'lease.stayNotLive' } })
      if (!lease.hostFieldsConfirmedAt) throw conflict({ status: { key: 'lease.hostFieldsFirst' } })
      const expected = fullName(user)
      if (!sameName(body.name, expected))
        throw badRequest({ name: { key: 'lease.nameMismatch', params: { name: expected } } })
      const title = await bookings.notices.listingTitle(stay.propertyId)
      try {
        const { row, announce } = await inTransaction(db, async (tx) => {
          const leases = createLeasesRepository(tx)
          // Locks the lease if its text is still the one read: a host's change in between is a 409.
          if (!(await leases.touchIfText(lease.id, lease.documentSha256)))
            throw conflict({ status: { key: 'lease.changed' } })
          await leases.sign({
            leaseId: lease.id,
            party,
            typedName: body.name,
            consent: body.consent,
            signedAt: clock.now(),
            ip: origin.ip,
            userAgent: origin.userAgent.slice(0, 500),
            documentSha256: lease.documentSha256,
          })
          const valid = await leases.signatures(lease.id)
          const status = statusFromSignatures(
            true,
            valid.map((s) => s.party as TLeaseParty),
          )
          const updated = await leases.update(lease.id, { status })
          if (status !== 'signed' || lease.status === 'signed')
            return { row: updated ?? lease, announce: undefined }
          // Both signed: each side's e-mail carries the signed PDF (the in-app notice points to the panel).
          const pdf = await leasePdf(lease.document as TLeaseDocument, lease.documentSha256, valid)
          const attachment = {
            filename: leasePdfName(stay.id),
            contentType: 'application/pdf',
            base64: pdf.toString('base64'),
          }
          const told = await bookings.notices.tell(
            tx,
            stay,
            title,
            'lease_signed',
            ['guest', 'host'],
            undefined,
            {},
            [attachment],
          )
          return { row: updated ?? lease, announce: told }
        })
        await announce?.()
        return wire(stay, row, party)
      } catch (error) {
        if (uniqueViolation(error) === 'lease_signatures_one_valid')
          throw conflict({ status: { key: 'lease.alreadySigned' } })
        throw error
      }
    },

    /** The lease, its valid signatures and the reader's view of it, for the PDF. */
    async forPdf(user: TUserRow, bookingId: number) {
      const { stay, lease } = await leaseFor(user, bookingId)
      return {
        stay,
        lease,
        document: lease.document as TLeaseDocument,
        signatures: await repo.signatures(lease.id),
      }
    },
  }
}
export type TLeasesService = ReturnType<typeof createLeasesService>
