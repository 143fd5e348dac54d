import { errors, jwtVerify, SignJWT } from 'jose'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const ISSUER = 'demeure'
const AUDIENCE = 'demeure-web'

export type TAccessClaims = { userId: string; sessionId: string }

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    sign(claims: TAccessClaims, now = Date.now()): Promise<string> {
      const issuedAt = Math.floor(now / 1000)
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key)
    },
    /** Null for any token we did not sign, that expired, or that names another algorithm (incl. none). */
    async verify(token: string, now = new Date()): Promise<TAccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          // A token without an expiry (or issue time) would never end: only ours, which carry both, pass.
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
        })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
        return { userId: payload.sub, sessionId: payload.sid }
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null
        throw error
      }
    },
  }
}
export type TAccessTokens = ReturnType<typeof createAccessTokens>
