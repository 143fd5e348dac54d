import { API_PATH_PREFIX } from '@demeure/shared/zod-free'
import type { FastifyReply } from 'fastify'
import { REFRESH_TOKEN_TTL_MS } from './service.ts'

export const REFRESH_COOKIE = 'demeure_refresh'

/** httpOnly + SameSite=Strict: scripts cannot read it and other sites cannot make the browser send it. */
export function setRefreshCookie(reply: FastifyReply, token: string, isSecure: boolean) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure,
    path: API_PATH_PREFIX,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  })
}

export function clearRefreshCookie(reply: FastifyReply, isSecure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure,
    path: API_PATH_PREFIX,
  })
}
