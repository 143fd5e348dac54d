import type { TVisit } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { type TDecisionFeedback, useDecision } from './use-decision.ts'

export type TVisitDecision = 'accept' | 'decline'

/** Accepting or declining a visit (the host of the listing). */
export function useVisitDecision(feedback: TDecisionFeedback<TVisit, TVisitDecision>) {
  return useDecision<TVisit, TVisitDecision>({
    ...feedback,
    list: bookingEndpoints.visits,
    endpoints: { accept: bookingEndpoints.acceptVisit, decline: bookingEndpoints.declineVisit },
    idOf: (visit) => visit.visit_id,
    expected: (visit, decision) => ({ ...visit, status: decision === 'accept' ? 'accepted' : 'declined' }),
  })
}
