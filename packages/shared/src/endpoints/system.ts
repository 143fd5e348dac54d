import type { z } from 'zod'
import type { ZHealth } from '../schemas/common.ts'
import { endpoint, shape } from './endpoint.ts'

/** The process's own state, for load balancers and monitors (503 with the error shape when not). */
export const systemEndpoints = {
  /** Liveness: the process answers and reaches its database. */
  health: endpoint('GET', '/api/health', shape<{ answer: z.infer<typeof ZHealth> }>()),
  /** Readiness: also 503 once shutdown begins. */
  ready: endpoint('GET', '/api/ready', shape<{ answer: z.infer<typeof ZHealth> }>()),
}
