import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

const GOOGLE_ORIGIN = 'https://accounts.google.com'

/**
 * A strict Content-Security-Policy: only our own scripts run. Google's sign-in script and frame are
 * allowed only when Google sign-in is configured; map tiles come from the configured tile host.
 */
export const securityPlugin = fp<{ isGoogleEnabled: boolean; tileOrigins: string[] }>(
  async (app, options) => {
    const google = options.isGoogleEnabled ? [GOOGLE_ORIGIN] : []
    await app.register(helmet, {
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
  },
)
