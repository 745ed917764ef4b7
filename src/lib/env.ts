import { z } from 'zod'
import { sentryDsn } from './errors/sentryDsn.mjs'

/** The development defaults of .env.example. Production refuses to start while any is in place. */
export const DEVELOPMENT_DEFAULTS = {
  PAYLOAD_SECRET: 'dev-only-payload-secret-change-me',
  ADMIN_EMAIL: 'admin@playcentre.example',
  ADMIN_PASSWORD: 'change-me-before-going-live',
} as const

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
    .optional(),
  PAYLOAD_SECRET: z.string().min(16).default(DEVELOPMENT_DEFAULTS.PAYLOAD_SECRET),
  // The app's database pool (src/lib/db/poolOptions.ts): its size, how long a request waits for a
  // free connection before it answers 503, and how long one statement may run (0: no limit).
  DB_POOL_MAX: z.coerce.number().int().min(4).max(200).default(10),
  DB_POOL_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Browsers send the page's origin (scheme, host, port) and Payload accepts sign-in cookies only
  // when it equals SERVER_URL: so it is that origin, normalised as browsers write it.
  SERVER_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => ['', '/'].includes(new URL(value).pathname) && !new URL(value).search && !new URL(value).hash, {
      message: "SERVER_URL must be the site's address alone, like https://playcentre.example (no path)",
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  ADMIN_EMAIL: z.email().default(DEVELOPMENT_DEFAULTS.ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(12).default(DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD),
  EMAIL_FROM_ADDRESS: z.email().default('hello@playcentre.example'),
  EMAIL_FROM_NAME: z.string().min(1).default('Play Centre'),
  RESEND_API_KEY: optionalString,
  MEDIA_DIR: z.string().default('.data/media'),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  // The landing page's social teaser reads this Facebook page when both are set.
  FACEBOOK_PAGE_ID: optionalString,
  FACEBOOK_ACCESS_TOKEN: optionalString,
  FACEBOOK_GRAPH_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  // Where contact and party inquiries are e-mailed; the venue e-mail from the CMS when unset.
  INQUIRY_NOTIFY_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Inquiries accepted per sender address and per client network address within the window.
  INQUIRY_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  INQUIRY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  INQUIRY_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  // Several app instances: a shared Next.js data cache on Redis, so a CMS edit reaches every instance.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // GET /metrics answers a scraper sending `Authorization: Bearer <this>`; unset, /metrics is closed.
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Errors to Sentry (server now, browser from the next build); unset: nothing is reported or loaded.
  SENTRY_DSN: optionalString.refine((value) => value === undefined || sentryDsn(value) !== null, {
    message: 'SENTRY_DSN must be the DSN Sentry gives, like https://<key>@o0.ingest.sentry.io/<project>',
  }),
  SENTRY_ENVIRONMENT: optionalString,
  // 'off' on web instances when a separate worker (`npm run worker`) runs the job queues.
  JOB_RUNNERS: z.enum(['on', 'off']).default('on'),
  // Payments: Stripe when a secret key is set, otherwise the test provider (never charges).
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Test-only: where the Stripe SDK sends its requests (a local fake of Stripe's API). Refused in production.
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Unpaid bookings holding places at once, per client network address and per e-mail address.
  BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: z.coerce.number().int().min(1).default(6),
  BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  // Proof of e-mail: codes per address and per client address an hour, credit/loyalty lookups per client in 15 minutes.
  VERIFY_MAX_CODES_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  VERIFY_MAX_CODES_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  VERIFY_MAX_LOOKUPS_PER_CLIENT: z.coerce.number().int().min(1).default(120),
  VERIFY_MAX_LOOKUPS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  // Credit packs one client address may start buying in an hour.
  CREDITS_MAX_PURCHASES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  // Test-only: turns off the per-slot lock so the race test can show the oversell it prevents.
  BOOKING_TEST_DISABLE_SLOT_LOCK: z.enum(['0', '1']).default('0'),
  // Test-only: turns off the per-client lock around the cap on live holds so its burst test can show the race.
  BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK: z.enum(['0', '1']).default('0'),
  // Test-only: turns off the promo code's row lock so the promo burst test's control can show the overuse it prevents.
  BOOKING_TEST_DISABLE_PROMO_LOCK: z.enum(['0', '1']).default('0'),
  // Test-only: turns off the credit and points ledger locks so the race tests can show the overspend they prevent.
  LEDGER_TEST_DISABLE_LOCKS: z.enum(['0', '1']).default('0'),
  // Test-only: turns off the per-booking lock of check-in and check-out so the race test can show the double check-in it prevents.
  CHECKIN_TEST_DISABLE_BOOKING_LOCK: z.enum(['0', '1']).default('0'),
})

export type Env = Omit<z.infer<typeof envSchema>, 'SERVER_URL'> & { SERVER_URL: string }

/** STRIPE_API_BASE as the Stripe SDK's connection options. */
export function stripeApiOverride(current: Env): { host: string; port: number; protocol: 'http' | 'https' } | undefined {
  if (!current.STRIPE_API_BASE) return undefined
  const url = new URL(current.STRIPE_API_BASE)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)
  }
  // Payload trusts sign-in cookies only from SERVER_URL, so by default it follows PORT.
  return { ...result.data, SERVER_URL: result.data.SERVER_URL ?? `http://localhost:${result.data.PORT}` }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Names of the secrets still at their development default; empty when safe to run in production. */
export function defaultsStillInPlace(current: Env): string[] {
  return (['PAYLOAD_SECRET', 'ADMIN_PASSWORD'] as const).filter((name) => current[name] === DEVELOPMENT_DEFAULTS[name])
}

/** Throws a clear message when production would run with the development defaults. */
export function assertProductionReady(current: Env = env()): void {
  if (current.NODE_ENV !== 'production') return
  if (current.BOOKING_TEST_DISABLE_SLOT_LOCK === '1') {
    throw new Error(
      'Refusing to start in production with BOOKING_TEST_DISABLE_SLOT_LOCK=1: it exists only to prove the race test can fail.',
    )
  }
  if (current.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK === '1') {
    throw new Error(
      'Refusing to start in production with BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK=1: it exists only to prove the hold-cap burst test can fail.',
    )
  }
  if (current.BOOKING_TEST_DISABLE_PROMO_LOCK === '1') {
    throw new Error(
      'Refusing to start in production with BOOKING_TEST_DISABLE_PROMO_LOCK=1: it exists only to prove the promo burst test can fail.',
    )
  }
  if (current.LEDGER_TEST_DISABLE_LOCKS === '1') {
    throw new Error(
      'Refusing to start in production with LEDGER_TEST_DISABLE_LOCKS=1: it exists only to prove the ledger race tests can fail.',
    )
  }
  if (current.CHECKIN_TEST_DISABLE_BOOKING_LOCK === '1') {
    throw new Error(
      'Refusing to start in production with CHECKIN_TEST_DISABLE_BOOKING_LOCK=1: it exists only to prove the check-in race test can fail.',
    )
  }
  if (current.STRIPE_API_BASE) {
    throw new Error('Refusing to start in production with STRIPE_API_BASE set: it points the Stripe SDK at a test server.')
  }
  if (current.STRIPE_SECRET_KEY && (!current.STRIPE_WEBHOOK_SECRET || !current.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error(
      'Refusing to start in production: STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET is not. ' +
        'Without them families cannot pay, or paid bookings are never confirmed (see README, "Stripe").',
    )
  }
  const unsafe = defaultsStillInPlace(current)
  if (unsafe.length > 0) {
    throw new Error(
      `Refusing to start in production: ${unsafe.join(' and ')} still hold the development defaults ` +
        'from .env.example. Set your own values in the environment (see README, "Environment variables").',
    )
  }
}
