import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Activities } from './collections/Activities'
import { Media } from './collections/Media'
import { MenuItems } from './collections/MenuItems'
import { NoticePosts } from './collections/NoticePosts'
import { Offers } from './collections/Offers'
import { PartyPackages } from './collections/PartyPackages'
import { SpecialDays } from './collections/SpecialDays'
import { TicketTypes } from './collections/TicketTypes'
import { Users } from './collections/Users'
import { BookingSettings } from './globals/BookingSettings'
import { LandingPage } from './globals/LandingPage'
import { MenuPage } from './globals/MenuPage'
import { PartyPage } from './globals/PartyPage'
import { Venue } from './globals/Venue'
import { auditPlugin } from '@plugins/audit'
import { bookingPaymentSubject, bookingPlugin, bookingsBeingPaid, MAINTENANCE_QUEUE } from '@plugins/booking'
import { checkinPlugin } from '@plugins/checkin'
import { creditPurchaseSubject, creditsPlugin } from '@plugins/credits'
import { emailPlugin } from '@plugins/email'
import { inquiriesPlugin, partyPaymentSubject } from '@plugins/inquiries'
import { jobsPlugin } from '@plugins/jobs'
import { loyaltyPlugin } from '@plugins/loyalty'
import { occupancyPlugin } from '@plugins/occupancy'
import { paymentsPlugin } from '@plugins/payments'
import { socialPlugin } from '@plugins/social'
import { staffPlugin } from '@plugins/staff'
import { verificationPlugin } from '@plugins/verification'
import { voucherPurchaseSubject, vouchersPlugin } from '@plugins/vouchers'
import { offerFreedSeats, waitingChildren, waitlistPlugin } from '@plugins/waitlist'
import { hasRole } from './src/access/roles'
import { assertProductionReady, env, stripeApiOverride } from './src/lib/env'
import { IdempotentRequests } from './src/lib/http/idempotentRequestsCollection'
import { requestLogFields } from './src/lib/logging/requestContext.mjs'
import { serverErrorReporter } from '@/lib/errors/serverErrorReporting'
import { noteConnection } from '@/lib/db/outage'
import { answerDatabaseOutage, logDatabaseOutageOnce } from '@/lib/db/outageHooks'
import { poolOptionsFromEnv } from '@/lib/db/poolOptions'
import { databaseUnavailability } from '@/lib/db/unavailable'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()
// No production process may even load the config with the public development secrets.
if (process.env.NEXT_PHASE !== 'phase-production-build') assertProductionReady(settings)

export default buildConfig({
  serverURL: settings.SERVER_URL,
  secret: settings.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Play Centre admin' },
    // Payload's own avatar: Gravatar's would be a third-party request from every staff screen (and a broken image offline).
    avatar: 'default',
  },
  // Seed 001 §5/§8: a failed staff sign-in reads 'Access Denied' / 'Incorrect password'.
  i18n: { translations: { en: { error: { emailOrPasswordIncorrect: 'Access Denied: Incorrect password.' } } } },
  db: postgresAdapter({
    pool: poolOptionsFromEnv(settings),
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  collections: [Users, Media, TicketTypes, SpecialDays, MenuItems, NoticePosts, Activities, Offers, PartyPackages, IdempotentRequests],
  globals: [Venue, LandingPage, MenuPage, PartyPage, BookingSettings],
  plugins: [
    auditPlugin(),
    emailPlugin({
      resendApiKey: settings.RESEND_API_KEY,
      fromAddress: settings.EMAIL_FROM_ADDRESS,
      fromName: settings.EMAIL_FROM_NAME,
    }),
    inquiriesPlugin({
      secret: settings.PAYLOAD_SECRET,
      siteUrl: settings.SERVER_URL,
      maintenanceQueue: MAINTENANCE_QUEUE,
      notifyAddress: settings.INQUIRY_NOTIFY_EMAIL,
      rateLimit: {
        windowMinutes: settings.INQUIRY_RATE_WINDOW_MINUTES,
        maxPerAddress: settings.INQUIRY_MAX_PER_ADDRESS,
        maxPerClient: settings.INQUIRY_MAX_PER_CLIENT,
      },
    }),
    bookingPlugin({
      secret: settings.PAYLOAD_SECRET,
      siteUrl: settings.SERVER_URL,
      disableSlotLock: settings.BOOKING_TEST_DISABLE_SLOT_LOCK === '1',
      disableHoldLimitLock: settings.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK === '1',
      holdLimits: { perClient: settings.BOOKING_MAX_LIVE_HOLDS_PER_CLIENT, perAddress: settings.BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS },
      // The waiting list's families keep their places from the public (ADR 0026); the list's plugin owns the count.
      waitingChildren,
      // Places freed are offered to waiting families in the transaction that freed them (ADR 0033).
      placesFreed: offerFreedSeats,
    }),
    waitlistPlugin({ secret: settings.PAYLOAD_SECRET, siteUrl: settings.SERVER_URL, maintenanceQueue: MAINTENANCE_QUEUE }),
    paymentsPlugin({
      stripeSecretKey: settings.STRIPE_SECRET_KEY,
      stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: settings.STRIPE_WEBHOOK_SECRET,
      stripeApi: stripeApiOverride(settings),
      testSecret: settings.PAYLOAD_SECRET,
      subjects: [
        bookingPaymentSubject,
        creditPurchaseSubject,
        voucherPurchaseSubject,
        partyPaymentSubject({ secret: settings.PAYLOAD_SECRET, siteUrl: settings.SERVER_URL }),
      ],
    }),
    verificationPlugin({
      secret: settings.PAYLOAD_SECRET,
      siteUrl: settings.SERVER_URL,
      secureCookie: settings.SERVER_URL.startsWith('https://'),
      maintenanceQueue: MAINTENANCE_QUEUE,
      limits: {
        codesPerAddress: { limit: settings.VERIFY_MAX_CODES_PER_ADDRESS, windowSeconds: 3600 },
        codesPerClient: { limit: settings.VERIFY_MAX_CODES_PER_CLIENT, windowSeconds: 3600 },
        lookupsPerClient: { limit: settings.VERIFY_MAX_LOOKUPS_PER_CLIENT, windowSeconds: 900 },
        lookupsPerAddress: { limit: settings.VERIFY_MAX_LOOKUPS_PER_ADDRESS, windowSeconds: 900 },
      },
    }),
    creditsPlugin({
      secret: settings.PAYLOAD_SECRET,
      siteUrl: settings.SERVER_URL,
      maintenanceQueue: MAINTENANCE_QUEUE,
      maxPurchasesPerClientPerHour: settings.CREDITS_MAX_PURCHASES_PER_CLIENT,
    }),
    vouchersPlugin({
      // Vouchers sit below booking: booking tells them which bookings are still being paid for.
      bookingsBeingPaid,
      secret: settings.PAYLOAD_SECRET,
      siteUrl: settings.SERVER_URL,
      maintenanceQueue: MAINTENANCE_QUEUE,
      maxPurchasesPerClientPerHour: settings.CREDITS_MAX_PURCHASES_PER_CLIENT,
    }),
    loyaltyPlugin({ siteUrl: settings.SERVER_URL }),
    checkinPlugin({
      maintenanceQueue: MAINTENANCE_QUEUE,
      secureCookie: settings.NODE_ENV === 'production' && settings.SERVER_URL.startsWith('https'),
      maxLoginAttempts: settings.LOGIN_MAX_ATTEMPTS,
      lockTimeMs: settings.LOGIN_LOCK_MINUTES * 60 * 1000,
    }),
    socialPlugin({
      facebookPageId: settings.FACEBOOK_PAGE_ID,
      facebookAccessToken: settings.FACEBOOK_ACCESS_TOKEN,
      graphApiUrl: settings.FACEBOOK_GRAPH_API_URL,
    }),
    // How busy it is now: places free count the waiting lists' places as taken, as the public's availability does.
    occupancyPlugin({ waitingChildren }),
    staffPlugin({ maintenanceQueue: MAINTENANCE_QUEUE }),
    // Last: it takes over every queue schedule the plugins above declared.
    jobsPlugin(),
  ],
  // Jobs run on their own schedule; only an admin may queue or cancel one by hand (and run a queue through GET /api/jobs/run).
  // The `default` queue holds Payload's own `schedulePublish` jobs (content published or unpublished at a set time).
  jobs: {
    access: { queue: ({ req }) => hasRole(req.user, 'admin'), cancel: ({ req }) => hasRole(req.user, 'admin') },
    autoRun: [{ cron: '* * * * *', queue: 'default' }],
  },
  graphQL: { disable: true },
  // A request Payload answered with a 5xx is a bug: to Sentry when SENTRY_DSN is set (issue 27 part 5).
  // The database being unavailable is not a bug: a 503 with Retry-After, logged once per outage (issue 36).
  hooks: {
    afterError: [
      answerDatabaseOutage,
      async ({ error }) => {
        const status = 'status' in error && typeof error.status === 'number' ? error.status : 500
        if (status >= 500 && !databaseUnavailability(error)) await serverErrorReporter().report(error)
      },
    ],
  },
  // A wrong password or a refused request is the system working, not an error to page someone about.
  loggingLevels: { AuthenticationError: 'info', Forbidden: 'info', LockedAuth: 'info', ValidationError: 'info', NotFound: 'info' },
  // Each line written while a request is handled carries its id (src/lib/logging/requestContext.mjs).
  logger: { options: { level: settings.LOG_LEVEL, mixin: requestLogFields, hooks: { logMethod: logDatabaseOutageOnce } } },
  sharp,
  // Payload regenerates the types in a child process on every start outside production: 25-30 s
  // of CPU each time, and every test, script and race worker that loads Payload started one (and
  // rewrote src/payload-types.ts mid-run). Only `next dev` does it now; after changing a
  // collection elsewhere, `npm run generate:types` does it by hand.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
  onInit: async (payload) => {
    // Without a listener, an idle connection dropped by a database restart would crash the server.
    payload.db.pool.on('error', (error) => payload.logger.warn({ err: error, msg: 'idle database connection lost' }))
    payload.db.pool.on('acquire', () => {
      const recovered = noteConnection()
      if (recovered) payload.logger.info(recovered)
    })
  },
})
