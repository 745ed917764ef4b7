/**
 * Starts Payload and the jobs queue runners when the Node.js server boots, so scheduled work
 * (hold expiry, e-mails, reminders, reconciliation) runs without anyone opening the admin first.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ default: config }, { getPayload }, { startJobRunners }] = await Promise.all([import('@payload-config'), import('payload'), import('@plugins/jobs')])
  startJobRunners(await getPayload({ config }))
}
