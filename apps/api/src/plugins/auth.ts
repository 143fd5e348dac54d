import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { TUserRow } from '../db/schema/index.ts'
import { AppError } from '../lib/app-error.ts'
import type { TAuthService } from '../modules/auth/service.ts'

export type TAuthContext = { user: TUserRow; sessionId: string }

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid Bearer token of a live session is sent. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler factory: 403 unless the user has one of these types. */
    requireUserType: (...types: string[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    auth: TAuthContext | null
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError(401, 'unauthorized')
  return request.auth
}

export const authPlugin = fp<{ authService: TAuthService }>(async (app, { authService }) => {
  app.decorateRequest('auth', null)

  async function requireUser(request: FastifyRequest) {
    const header = request.headers.authorization
    if (!header) throw new AppError(401, 'unauthorized')
    const [scheme, token] = header.split(' ')
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError(401, 'token_invalid')
    const context = await authService.authenticate(token)
    if (!context) throw new AppError(401, 'token_invalid')
    request.auth = context
  }

  app.decorate('requireUser', requireUser)
  app.decorate('requireUserType', (...types: string[]) => async (request: FastifyRequest) => {
    await requireUser(request)
    if (!types.includes(currentAuth(request).user.userType)) throw new AppError(403, 'forbidden')
  })
})
