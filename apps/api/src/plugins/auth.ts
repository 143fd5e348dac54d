import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'

/**
 * The signed-in user. The auth module merges the users module's row into this interface, so that
 * this plugin checks tokens without importing any module while routes still see the whole row.
 */
export interface TAuthUser {
  userType: string
}
export type TAuthContext = { user: TAuthUser; sessionId: string }
/** What the plugin asks of the auth module: the signed-in user behind a token, else null. */
export type TAuthenticator = { authenticate: (accessToken: string) => Promise<TAuthContext | null> }

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

/** What a guard demands: any signed-in user, or one of these user types. */
export type TGuard = { userTypes: string[] | null }
const guards = new WeakMap<object, TGuard>()
/** The guard a route hook is, if it is one (the OpenAPI document declares security, 401 and 403 from it). */
export const guardOf = (hook: unknown): TGuard | undefined =>
  typeof hook === 'function' ? guards.get(hook) : undefined

/** The signed-in user of a request that passed `requireUser`. */
export function currentAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError(401, 'unauthorized')
  return request.auth
}

export const authPlugin = fp<{ authService: TAuthenticator }>(async (app, { authService }) => {
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

  guards.set(requireUser, { userTypes: null })
  app.decorate('requireUser', requireUser)
  app.decorate('requireUserType', (...types: string[]) => {
    const requireType = async (request: FastifyRequest) => {
      await requireUser(request)
      if (!types.includes(currentAuth(request).user.userType)) throw new AppError(403, 'forbidden')
    }
    guards.set(requireType, { userTypes: types })
    return requireType
  })
})
