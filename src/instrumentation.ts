/**
 * Starts Payload with its job crons when the Node.js server boots, so scheduled work (hold
 * expiry and later e-mails and reconciliation) runs without anyone opening the admin first.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  await getPayload({ config, cron: true })
}
