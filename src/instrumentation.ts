/**
 * Starts Payload and the jobs queue runners when the Node.js server boots, so scheduled work
 * (hold expiry, e-mails, reminders, reconciliation) runs without anyone opening the admin first.
 * With JOB_RUNNERS=off (web instances beside a worker started by `npm run worker`) it does not.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.JOB_RUNNERS === 'off') return
  const [{ default: config }, { getPayload }, { startJobRunners }] = await Promise.all([import('@payload-config'), import('payload'), import('@plugins/jobs')])
  startJobRunners(await getPayload({ config }))
}
