import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

/**
 * Google's side of sign-in, on 127.0.0.1: a JWKS endpoint like googleapis.com/oauth2/v3/certs
 * and a signer for id_tokens made with the matching private key.
 */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' }
  let requests = 0
  const server: Server = createServer((request, response) => {
    requests += 1
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    requests: () => requests,
    /** An id_token as Google would issue it; override any claim to make a bad one. */
    signIdToken(claims: JWTPayload, options: { key?: Parameters<SignJWT['sign']>[0]; kid?: string } = {}) {
      const now = Math.floor(Date.now() / 1000)
      return new SignJWT({ iss: 'https://accounts.google.com', iat: now, exp: now + 3600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1' })
        .sign(options.key ?? privateKey)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
