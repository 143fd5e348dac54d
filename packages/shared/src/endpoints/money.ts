import type { z } from 'zod'
import type { TPayoutAccount, ZPayoutOnboarding } from '../payouts.ts'
import type { TReceipt } from '../receipts.ts'
import type { ZPrivacyOfficer } from '../schemas/accounts.ts'
import type { TBlogCard, TBlogPost } from '../schemas/blog.ts'
import type { ZLedgerEntry } from '../schemas/booking.ts'
import type { TPage } from '../schemas/common.ts'
import type { THostDashboard } from '../schemas/listing.ts'
import type { TVerification, ZFileLink } from '../schemas/verification.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TFileAnswer, TLooseQuery, TMultipart, TPageQuery } from './query.ts'

/** A provider's event as it was sent: the bytes its signature covers (the web never sends it). */
const webhook = shape<{ body: unknown; answer: { received: true } }>()

/** Money: what was paid and received, receipts, the host's payout account. */
export const moneyEndpoints = {
  transactions: endpoint(
    'GET',
    '/api/transactions/',
    shape<{ query: TPageQuery; answer: TPage<z.infer<typeof ZLedgerEntry>> }>(),
  ),
  receipt: endpoint('GET', '/api/receipts/:id/', shape<{ answer: TReceipt }>()),
  /** Answers a PDF, read as bytes. */
  receiptPdf: endpoint('GET', '/api/receipts/:id/pdf/', shape<{ answer: TFileAnswer }>()),
  payoutAccount: endpoint('GET', '/api/payouts/account/', shape<{ answer: TPayoutAccount }>()),
  startOnboarding: endpoint(
    'POST',
    '/api/payouts/account/onboarding/',
    shape<{ answer: z.infer<typeof ZPayoutOnboarding> }>(),
  ),
  hostDashboard: endpoint('GET', '/api/host/dashboard/', shape<{ answer: THostDashboard }>()),
  /** The payment provider's signed event: its raw bytes, checked against the signature header. */
  paymentWebhook: endpoint('POST', '/api/payments/webhook/:provider/', webhook),
  /** The payout provider's signed account event, like `paymentWebhook`. */
  payoutWebhook: endpoint('POST', '/api/payouts/webhook/:provider/', webhook),
}

/** Identity checks and the private files they hold. */
export const verificationEndpoints = {
  mine: endpoint('GET', '/api/verification/', shape<{ answer: TVerification }>()),
  /** Multipart (the documents): sent with upload progress. */
  submit: endpoint('POST', '/api/verification/', shape<{ body: TMultipart; answer: TVerification }>()),
  /** A pending or rejected check sent again, multipart like `submit`. */
  resubmit: endpoint('PATCH', '/api/verification/', shape<{ body: TMultipart; answer: TVerification }>()),
  fileLink: endpoint('GET', '/api/files/:id/', shape<{ answer: z.infer<typeof ZFileLink> }>()),
  /** The signed link `fileLink` gives: answers the file's bytes with its own content type. */
  fileContent: endpoint(
    'GET',
    '/api/files/:id/content/',
    shape<{ query: { expires: number; signature: string }; answer: TFileAnswer }>(),
  ),
}

/** Public content: the blog and the privacy officer. */
export const contentEndpoints = {
  blogs: endpoint('GET', '/api/blogs', shape<{ query: TLooseQuery; answer: TPage<TBlogCard> }>()),
  blogPost: endpoint('GET', '/api/blogs/:id', shape<{ answer: TBlogPost }>()),
  privacyOfficer: endpoint(
    'GET',
    '/api/privacy/officer/',
    shape<{ answer: z.infer<typeof ZPrivacyOfficer> }>(),
  ),
}
