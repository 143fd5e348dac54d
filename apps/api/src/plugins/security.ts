import fp from 'fastify-plugin'
import helmet from 'helmet'

const GOOGLE_ORIGIN = 'https://accounts.google.com'

/**
 * A strict Content-Security-Policy: only our own scripts run. Google's sign-in script and frame are
 * allowed only when Google sign-in is configured; map tiles come from the configured tile host.
 *
 * Helmet's middleware is built once here and applied to every request. (The Fastify wrapper built
 * it again on every request, parsing the whole policy each time: 3–4 % of a search's CPU.)
 */
export const securityPlugin = fp<{ isGoogleEnabled: boolean; tileOrigins: string[] }>(
  async (app, options) => {
    const google = options.isGoogleEnabled ? [GOOGLE_ORIGIN] : []
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", ...google],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'blob:', ...options.tileOrigins, ...google],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...google],
          frameSrc: google.length > 0 ? google : ["'none'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      // Google's sign-in popup needs to talk back to this window.
      crossOriginOpenerPolicy: {
        policy: options.isGoogleEnabled ? 'same-origin-allow-popups' : 'same-origin',
      },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    })
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    )
  },
)
