import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** Empty strings in the environment mean "not set". */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))
const optionalUrl = optionalString.pipe(z.url().optional())
/** A public service used by default: a URL points elsewhere, `off` (or `false`, `none`) turns it off. */
const serviceUrl = (fallback: string, value: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((text) => text?.trim() || fallback)
    .pipe(z.union([z.enum(['off', 'false', 'none']).transform(() => undefined), value]))
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  TEST_DATABASE_URL: optionalUrl,
  TEST_DB: z.enum(['pglite', 'postgres']).default('pglite'),
  REDIS_URL: optionalUrl,
  /** Begins every Redis key: environments (or test processes) sharing one Redis keep apart. */
  REDIS_PREFIX: z.string().max(64).default('demeure:'),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Demeure <no-reply@demeure.ca>'),
  /** The person in charge of the protection of personal information (Law 25), shown on /privacy. */
  PRIVACY_OFFICER_EMAIL: z.email().default('privacy@demeure.ca'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  GEOCODER_URL: serviceUrl('https://nominatim.openstreetmap.org', z.url()),
  GEOCODER_USER_AGENT: z.string().default('Demeure/1.0 (+https://demeure.ca/contact)'),
  // A template ({z}/{x}/{y}), not a URL zod would accept as it is.
  MAP_TILE_URL: serviceUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', z.string().min(1)),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  GST_NUMBER: optionalString.pipe(z.string().max(40).optional()),
  QST_NUMBER: optionalString.pipe(z.string().max(40).optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000),
  WEB_DIST_DIR: optionalString,
  TEST_CLOCK_CONTROL: flag,
  CALENDAR_ALLOW_LOOPBACK: flag,
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(8000),
})

export type TConfig = {
  /** Where people reach the person in charge of personal information (the /privacy page). */
  privacyOfficerEmail: string
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  /** The origin links in e-mails point to; defaults to the local server. */
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  testDatabaseUrl: string | undefined
  /** Which database the API test suite runs on (the suite runs twice when PostgreSQL is there). */
  testDatabase: 'pglite' | 'postgres'
  redisUrl: string | undefined
  /** Begins every Redis key (rate-limit counts, live events, counters). */
  redisPrefix: string
  jwtSecret: string
  seedDemo: boolean
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL']
  /** How often each process looks for due jobs. */
  jobPollMs: number
  /** API processes `npm start` runs behind one port (node:cluster); 1 = this process alone. */
  workers: number
  /** On SIGTERM, how long open requests get to finish before the process exits anyway. */
  shutdownGraceMs: number
  trustProxy: boolean
  google: { clientId: string | undefined; jwksUrl: string }
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string }
  storage: {
    uploadsDir: string
    s3:
      | { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string }
      | undefined
  }
  rateLimit: { perMinute: number; loginAttemptsPerMinute: number }
  /** The room finder: messages per user per minute, and an OpenAI-compatible model when configured. */
  chat: {
    perMinute: number
    llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined
  }
  /** Stripe Checkout when a secret key is set; otherwise the built-in sandbox checkout. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | undefined
  /**
   * The platform's sales-tax registrations (GST and QST): receipts show the taxes included in the
   * service fee only when both are set (docs/product-rules.md, "Receipts and sales taxes").
   */
  taxNumbers: { gst: string; qst: string } | undefined
  geocoder: { url: string | undefined; userAgent: string }
  /** Map tiles (OpenStreetMap's by default); undefined = `off`: maps without a base layer. */
  mapTiles: { url: string | undefined; attribution: string }
  webDistDir: string | undefined
  /**
   * End-to-end tests only: the server's clock can be moved through POST /api/test/clock/, so a
   * browser test can live through a stay. Never on in production.
   */
  testClockControl: boolean
  /**
   * Imported calendars are never fetched from private or loopback addresses (a host could otherwise
   * make the server read its own network); tests serve .ics files on 127.0.0.1 and allow loopback.
   */
  calendar: { allowLoopback: boolean }
}

export class ConfigError extends Error {}

/**
 * The only place that reads the environment. A missing JWT secret is generated once into the data
 * directory, so a first run needs no setup and tokens survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError('Invalid settings:\n  LLM_MODEL: required when LLM_BASE_URL is set')
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    // Without it no webhook could be verified, so payments could never be confirmed (or be forged).
    throw new ConfigError(
      'Invalid settings:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    )
  }
  if (Boolean(e.GST_NUMBER) !== Boolean(e.QST_NUMBER)) {
    // Quebec's platform rules register both or neither: half the taxes on a receipt would be wrong.
    throw new ConfigError('Invalid settings:\n  GST_NUMBER, QST_NUMBER: set both or neither')
  }
  const dataDir = path.resolve(e.DATA_DIR)
  const port = e.PORT
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    testDatabaseUrl: e.TEST_DATABASE_URL,
    testDatabase: e.TEST_DB,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    jobPollMs: e.JOB_POLL_MS,
    workers: e.WORKERS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    trustProxy: e.TRUST_PROXY,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    privacyOfficerEmail: e.PRIVACY_OFFICER_EMAIL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    storage: {
      uploadsDir: path.join(dataDir, 'uploads'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    rateLimit: { perMinute: e.RATE_LIMIT_PER_MINUTE, loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE },
    chat: {
      perMinute: e.CHAT_PER_MINUTE,
      llm: e.LLM_BASE_URL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL as string,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    },
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
          apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
        }
      : undefined,
    taxNumbers: e.GST_NUMBER && e.QST_NUMBER ? { gst: e.GST_NUMBER, qst: e.QST_NUMBER } : undefined,
    geocoder: { url: e.GEOCODER_URL?.replace(/\/$/, ''), userAgent: e.GEOCODER_USER_AGENT },
    webDistDir: e.WEB_DIST_DIR,
    testClockControl: e.TEST_CLOCK_CONTROL && e.NODE_ENV !== 'production',
    calendar: { allowLoopback: e.CALENDAR_ALLOW_LOOPBACK && e.NODE_ENV !== 'production' },
  }
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'dev-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
