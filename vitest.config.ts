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
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/helpers/intGlobalSetup.ts'],
          setupFiles: ['tests/helpers/intSetupFile.ts'],
          // One database for the run; files take turns so counts stay predictable.
          fileParallelism: false,
          // Files share one database and book from one address; the cap on live holds has its own test file.
          env: { LOG_LEVEL: 'warn', BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '100000', BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '100000' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
