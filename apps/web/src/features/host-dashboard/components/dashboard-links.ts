import { ROUTES } from '../../../lib/routes.ts'

/** Where the dashboard's figures lead inside the co-host panel. */
export const DASHBOARD_LINKS = {
  properties: `${ROUTES.cohostPanel}/properties`,
  bookings: `${ROUTES.cohostPanel}/bookings`,
  requests: `${ROUTES.cohostPanel}/bookings?status=requested`,
  verification: `${ROUTES.cohostPanel}/verification`,
}
