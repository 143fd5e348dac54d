import { z } from 'zod'
import { zLine } from '../schemas/text.ts'
import { LEASE_PARTIES, LEASE_STATUSES } from './rules.ts'

/** Dollars as typed in a JSON body ("1150", "1150.50"), at most $9,999,999.99. */
const zLeaseAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'lease.amount')

/** Sections F and G, as the host confirms or corrects them. */
export const ZLeaseHostFields = z.strictObject({
  /** Section G: null when the dwelling was not rented in the 12 months before the lease begins. */
  lowest_rent: zLeaseAmount.nullable(),
  /** Section F: a building under five years old states the rent ceiling of those five years. */
  building_under_five_years: z.boolean('validation.required'),
  rent_ceiling: zLeaseAmount.nullable(),
})
export type TLeaseHostFields = z.infer<typeof ZLeaseHostFields>

export const ZLeaseSignBody = z.strictObject({
  /** The signer's name as typed: it must be their name on Demeure (case and accents aside). */
  name: zLine().min(1, 'validation.required').max(200, 'validation.tooLong'),
  consent: z.literal(true, 'lease.consent'),
})

const ZLeaseSection = z.object({ id: z.string(), fr: z.array(z.string()), en: z.array(z.string()) })

export const ZLease = z.object({
  booking_id: z.number().int(),
  status: z.enum(LEASE_STATUSES),
  /** The reader's side of the lease (staff read it as neither). */
  my_party: z.enum(LEASE_PARTIES).nullable(),
  /** The text to sign, French first. */
  sections: z.array(ZLeaseSection),
  document_sha256: z.string(),
  host_fields: z.object({
    confirmed: z.boolean(),
    lowest_rent_suggested: z.string().nullable(),
    lowest_rent: z.string().nullable(),
    building_under_five_years: z.boolean().nullable(),
    rent_ceiling: z.string().nullable(),
  }),
  signatures: z.array(
    z.object({
      party: z.enum(LEASE_PARTIES),
      name: z.string(),
      signed_at: z.string(),
      document_sha256: z.string(),
    }),
  ),
  renewal: z.object({
    kind: z.enum(['dwelling', 'room']),
    term_end: z.string(),
    window_opens: z.string(),
    window_closes: z.string(),
    /** Where the lease ends if renewed by law at `term_end`: the same term again (art. 1941 C.c.Q.). */
    renews_until: z.string(),
    phase: z.enum(['before', 'open', 'closed']),
    renewals: z.number().int(),
    non_renewal_given_at: z.string().nullable(),
    can_give_notice: z.boolean(),
  }),
})
export type TLease = z.infer<typeof ZLease>
