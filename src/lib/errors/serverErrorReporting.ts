import type { Instrumentation } from 'next'
import { sentryDsn } from './sentryDsn.mjs'
import { PRIVATE_DATA_COLLECTION } from './sentryPrivacy'

type Sentry = typeof import('@sentry/nextjs')

export type ErrorReporter = {
  /** Resolves once the SDK is started: null when SENTRY_DSN is unset (nothing loaded, nothing sent). */
  ready: Promise<Sentry | null>
  report: (error: unknown, extra?: Record<string, unknown>) => Promise<void>
  reportRequest: Instrumentation.onRequestError
  /** Waits for reports under way to leave (tests, shutdown). */
  flush: (timeoutMs: number) => Promise<boolean>
}

/**
 * Server errors to Sentry when `SENTRY_DSN` is set. The SDK is imported only then, so a site
 * without it loads none of it and makes no network call. No personal data is sent by default
 * (sentryPrivacy.ts), and no performance tracing.
 */
export function createErrorReporter(env: Record<string, string | undefined>): ErrorReporter {
  const dsn = sentryDsn(env.SENTRY_DSN)
  const ready: Promise<Sentry | null> = dsn
    ? import('@sentry/nextjs').then((sentry) => {
        sentry.init({
          dsn,
          environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV || 'production',
          tracesSampleRate: 0,
          dataCollection: PRIVATE_DATA_COLLECTION,
        })
        return sentry
      })
    : Promise.resolve(null)
  return {
    ready,
    report: async (error, extra) => {
      ;(await ready)?.captureException(error, extra ? { extra } : undefined)
    },
    reportRequest: async (error, request, context) => {
      ;(await ready)?.captureRequestError(error, request, context)
    },
    flush: async (timeoutMs) => (await ready)?.flush(timeoutMs) ?? true,
  }
}

let serverReporter: ErrorReporter | null = null

/** This process's reporter, started once from `instrumentation.ts` with the process's environment. */
export function serverErrorReporter(): ErrorReporter {
  serverReporter ??= createErrorReporter(process.env)
  return serverReporter
}
