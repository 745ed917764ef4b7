import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

const alias = {
  '@payload-config': path.resolve(root, 'payload.config.ts'),
  '@collections': path.resolve(root, 'collections'),
  '@globals': path.resolve(root, 'globals'),
  '@plugins': path.resolve(root, 'plugins'),
  '@': path.resolve(root, 'src'),
  'server-only': path.resolve(root, 'tests/helpers/empty.ts'),
}

/**
 * Integration files that set the environment Payload's config reads when it loads (limits, Stripe
 * keys, the Graph API address, proxy hops): each needs a config, and so a module graph, of its own.
 */
const ISOLATED_INT_FILES = [
  'tests/int/booking-hold-burst-control.int.test.ts',
  'tests/int/booking-hold-burst.int.test.ts',
  'tests/int/booking-hold-limits.int.test.ts',
  'tests/int/client-address.int.test.ts',
  'tests/int/endpoint-fuzz-stripe.int.test.ts',
  'tests/int/facebook-page.int.test.ts',
  'tests/int/gift-voucher-refunds.int.test.ts',
  'tests/int/payments-stripe-configured.int.test.ts',
  'tests/int/payments-stripe-webhook.int.test.ts',
  'tests/int/staff-refunds.int.test.ts',
  'tests/int/unconfigured-venue.int.test.ts',
]

/** Shared by both integration projects: one fresh database for the run, files one at a time. */
const integration = {
  environment: 'node' as const,
  globalSetup: ['tests/helpers/intGlobalSetup.ts'],
  // One database for the run; files take turns so counts stay predictable.
  fileParallelism: false,
  // Files share one database and book from one address; the cap on live holds has its own test file.
  env: { LOG_LEVEL: 'warn', BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '100000', BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '100000' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Far from UTC and with its own clock changes, so a time-zone bug cannot hide.
          env: { TZ: 'Pacific/Auckland' },
          include: ['tests/unit/**/*.test.ts', 'plugins/**/*.spec.ts', 'src/**/*.spec.ts'],
          // One module graph for every file, as the integration project below: the unit files change
          // no environment nor global (fake timers are restored after each test), and loading the
          // modules once per file was two thirds of the suite's CPU (docs/testing.md).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          ...integration,
          include: ['tests/int/**/*.int.test.ts'],
          exclude: ISOLATED_INT_FILES,
          // One module graph (and one Payload) for every file: the config and its dependencies load
          // once, not once per file (about 2.5 s of CPU each). Files that change the config's
          // environment run in the project below, each with its own.
          isolate: false,
          setupFiles: ['tests/helpers/intSetupFileShared.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-isolated',
          ...integration,
          include: ISOLATED_INT_FILES,
          setupFiles: ['tests/helpers/intSetupFile.ts'],
          // After the shared project, on the same database, never at the same time.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
