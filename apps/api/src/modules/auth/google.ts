import { createRemoteJWKSet, jwtVerify } from 'jose'

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

export type TGoogleIdentity = {
  sub: string
  email: string
  givenName: string
  familyName: string
}

/**
 * Verifies a Google id_token: RS256 signature against the JWKS (fetched and cached by jose),
 * issuer, audience (our client id) and expiry; only a verified e-mail is accepted.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  })
  return async function verifyGoogleIdToken(idToken: string): Promise<TGoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
      })
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null
      if (payload.email_verified !== true && payload.email_verified !== 'true') return null
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      }
    } catch {
      return null
    }
  }
}
