import type { TVisit } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { endpointUrl } from '../../../lib/call-api.ts'
import { type TDecisionFeedback, useDecision } from './use-decision.ts'

export type TVisitDecision = 'accept' | 'decline'

/** POST /api/visits/{id}/accept/ | decline/ (the host of the listing). */
export function useVisitDecision(feedback: TDecisionFeedback<TVisit, TVisitDecision>) {
  return useDecision<TVisit, TVisitDecision>({
    ...feedback,
    list: bookingEndpoints.visits,
    path: (id, decision) =>
      endpointUrl(decision === 'accept' ? bookingEndpoints.acceptVisit : bookingEndpoints.declineVisit, {
        id,
      }),
    idOf: (visit) => visit.visit_id,
    expected: (visit, decision) => ({ ...visit, status: decision === 'accept' ? 'accepted' : 'declined' }),
  })
}
