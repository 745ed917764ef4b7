import type { Instrumentation } from 'next'

/**
 * Starts error reporting (Sentry, only when SENTRY_DSN is set), then Payload and the jobs queue runners when the Node.js server boots, so scheduled work
 * (hold expiry, e-mails, reminders, reconciliation) runs without anyone opening the admin first.
 * With JOB_RUNNERS=off (web instances beside a worker started by `npm run worker`) it does not.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverErrorReporter } = await import('@/lib/errors/serverErrorReporting')
  await serverErrorReporter().ready
  if (process.env.JOB_RUNNERS === 'off') return
  const [{ default: config }, { getPayload }, { startJobRunners }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@plugins/jobs'),
  ])
  startJobRunners(await getPayload({ config }))
}

/** Errors Next.js catches in a page, route or server action: to Sentry when SENTRY_DSN is set. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverErrorReporter } = await import('@/lib/errors/serverErrorReporting')
  await serverErrorReporter().reportRequest(error, request, context)
}
