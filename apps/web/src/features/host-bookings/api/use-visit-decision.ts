import type { TVisit } from '@demeure/shared'
import { HOST_BOOKINGS_KEYS } from './host-bookings-keys.ts'
import { type TDecisionFeedback, useDecision } from './use-decision.ts'

export type TVisitDecision = 'accept' | 'decline'

/** POST /api/visits/{id}/accept/ | decline/ (the host of the listing). */
export function useVisitDecision(feedback: TDecisionFeedback<TVisit, TVisitDecision>) {
  return useDecision<TVisit, TVisitDecision>({
    ...feedback,
    listKey: HOST_BOOKINGS_KEYS.visits,
    path: (id, decision) => `/api/visits/${id}/${decision}/`,
    idOf: (visit) => visit.visit_id,
    expected: (visit, decision) => ({ ...visit, status: decision === 'accept' ? 'accepted' : 'declined' }),
  })
}
