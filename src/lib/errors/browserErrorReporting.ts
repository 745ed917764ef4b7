import * as Sentry from '@sentry/nextjs'
import { PRIVATE_DATA_COLLECTION } from './sentryPrivacy'

// Loaded by the browser only when the build had SENTRY_DSN (reportBrowserError.ts,
// instrumentation-client.ts): a site without it ships none of this.

export function startBrowserErrorReporting(dsn: string): void {
  Sentry.init({ dsn, tracesSampleRate: 0, dataCollection: PRIVATE_DATA_COLLECTION })
}

export function captureBrowserError(error: unknown): void {
  Sentry.captureException(error)
}
