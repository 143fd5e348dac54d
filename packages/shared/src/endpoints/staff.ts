import type { z } from 'zod'
import type { TWatchedAccount } from '../new-accounts.ts'
import type { TAdminMoneyRow } from '../payouts.ts'
import type { TBlogPost, ZBlogWrite } from '../schemas/blog.ts'
import type { TPage } from '../schemas/common.ts'
import type { TModerationActionRequest, TStaffReport } from '../schemas/report.ts'
import type { TStaffListing } from '../schemas/review-holds.ts'
import type { TAdminVerification } from '../schemas/verification.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TLooseQuery, TMultipart } from './query.ts'

type TRejection = { body?: { reason: string }; answer: null }
/** JSON, or multipart with the same fields and an optional `image`. */
type TBlogBody = z.input<typeof ZBlogWrite> | TMultipart

/** The staff's queues and their decisions. */
export const staffEndpoints = {
  verifications: endpoint(
    'GET',
    '/api/admin/verifications/',
    shape<{ query: TLooseQuery; answer: TPage<TAdminVerification> }>(),
  ),
  approveVerification: endpoint('POST', '/api/admin/verifications/:id/approve/', shape<TRejection>()),
  rejectVerification: endpoint('POST', '/api/admin/verifications/:id/reject/', shape<TRejection>()),
  listings: endpoint(
    'GET',
    '/api/admin/properties/',
    shape<{ query: TLooseQuery; answer: TPage<TStaffListing> }>(),
  ),
  approveListing: endpoint('POST', '/api/admin/properties/:id/approve/', shape<TRejection>()),
  rejectListing: endpoint('POST', '/api/admin/properties/:id/reject/', shape<TRejection>()),
  money: endpoint('GET', '/api/admin/money/', shape<{ query: TLooseQuery; answer: TPage<TAdminMoneyRow> }>()),
  reports: endpoint(
    'GET',
    '/api/admin/reports/',
    shape<{ query: TLooseQuery; answer: TPage<TStaffReport> }>(),
  ),
  reportAction: endpoint(
    'POST',
    '/api/admin/reports/:id/actions/',
    shape<{ body: TModerationActionRequest; answer: null }>(),
  ),
  watchedAccounts: endpoint(
    'GET',
    '/api/admin/watched-accounts/',
    shape<{ query: TLooseQuery; answer: TPage<TWatchedAccount> }>(),
  ),
  createBlog: endpoint('POST', '/api/admin/blogs/', shape<{ body: TBlogBody; answer: TBlogPost }>()),
  /** Any of the fields but `story` (at least one, or a new image). */
  updateBlog: endpoint(
    'PATCH',
    '/api/admin/blogs/:id/',
    shape<{ body: Partial<Omit<z.input<typeof ZBlogWrite>, 'story'>> | TMultipart; answer: TBlogPost }>(),
  ),
  removeBlog: endpoint('DELETE', '/api/admin/blogs/:id/', shape<{ answer: null }>()),
}
