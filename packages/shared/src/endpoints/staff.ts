import type { TWatchedAccount } from '../new-accounts.ts'
import type { TAdminMoneyRow } from '../payouts.ts'
import type { TPage } from '../schemas/common.ts'
import type { TModerationActionRequest, TStaffReport } from '../schemas/report.ts'
import type { TStaffListing } from '../schemas/review-holds.ts'
import type { TAdminVerification } from '../schemas/verification.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TLooseQuery } from './query.ts'

type TRejection = { body?: { reason: string }; answer: null }

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
}
