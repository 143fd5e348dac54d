import {
  ZAccessResponse,
  ZApiError,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZGoogleLoginRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessage,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
} from '@demeure/shared'
import { accountEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './cookie.ts'
import type { TAuthService } from './service.ts'

const errors = errorResponses(400, 401, 409, 429)
/** Signing in may also meet a suspended account (403, reports module). */
const signInErrors = errorResponses(400, 401, 403, 409, 429)

export const authRoutes: FastifyPluginAsyncZod<{
  authService: TAuthService
  isSecureCookie: boolean
}> = async (app, { authService, isSecureCookie }) => {
  const tags = ['Accounts']

  route(
    app,
    accountEndpoints.register,
    {
      schema: {
        summary: 'Create an account',
        tags,
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authService.register(request.body, request.language)
      return reply.status(201).send({ message: request.t('message.registered'), user })
    },
  )

  route(
    app,
    accountEndpoints.login,
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...signInErrors },
      },
    },
    async (request, reply) => {
      const session = await authService.login(request.body, request.ip)
      setRefreshCookie(reply, session.refreshToken, isSecureCookie)
      return { access: session.access, user: session.user, message: request.t('message.loggedIn') }
    },
  )

  route(
    app,
    accountEndpoints.googleLogin,
    {
      config: { errorText: true },
      schema: {
        summary: 'Sign in with Google',
        tags,
        body: ZGoogleLoginRequest,
        response: { 200: ZLoginResponse, ...signInErrors, 503: ZApiError },
      },
    },
    async (request, reply) => {
      const session = await authService.loginWithGoogle(request.body.id_token, request.language)
      setRefreshCookie(reply, session.refreshToken, isSecureCookie)
      return { access: session.access, user: session.user, message: request.t('message.loggedIn') }
    },
  )

  route(
    app,
    accountEndpoints.refreshToken,
    {
      schema: {
        summary: 'Get a new access token',
        tags,
        description: 'A new access token for the refresh cookie (set at login, rotated here).',
        security: [{ refreshCookie: [] }],
        response: { 200: ZAccessResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      try {
        const rotated = await authService.refresh(request.cookies[REFRESH_COOKIE])
        // Within the grace window there is no new token: the cookie set by the first answer stays.
        if (rotated.refreshToken) setRefreshCookie(reply, rotated.refreshToken, isSecureCookie)
        return { access: rotated.access }
      } catch (error) {
        clearRefreshCookie(reply, isSecureCookie)
        throw error
      }
    },
  )

  route(
    app,
    accountEndpoints.logout,
    {
      preHandler: app.requireUser,
      schema: { summary: 'Sign out (ends the session)', tags, response: { 204: z.null(), 401: ZApiError } },
    },
    async (request, reply) => {
      await authService.logout(currentAuth(request).sessionId)
      clearRefreshCookie(reply, isSecureCookie)
      return reply.status(204).send(null)
    },
  )

  route(
    app,
    accountEndpoints.forgotPassword,
    {
      config: { errorText: true },
      schema: {
        summary: 'Send a password reset e-mail',
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await authService.forgotPassword(request.body.email)
      return { message: request.t('message.resetSent') }
    },
  )

  route(
    app,
    accountEndpoints.resetPassword,
    {
      schema: {
        summary: 'Set a new password with a reset token',
        tags,
        body: ZResetPasswordRequest,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await authService.resetPassword(request.body.token, request.body.password)
      return { message: request.t('message.passwordReset') }
    },
  )

  route(
    app,
    accountEndpoints.changePassword,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Change the password',
        tags,
        body: ZChangePasswordRequest,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = currentAuth(request)
      await authService.changePassword(
        user.id,
        sessionId,
        request.body.current_password,
        request.body.new_password,
      )
      return { message: request.t('message.passwordChanged') }
    },
  )
}
