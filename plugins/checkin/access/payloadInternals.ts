import type { Access, Payload } from 'payload'
import { hasRole } from '@/access/roles'

const staffOnly: Access = ({ req }) => hasRole(req.user, 'admin', 'staff')

/**
 * Payload's own document locks and job statistics default to "any signed-in user", which now
 * includes a kiosk device (a second auth collection): only staff and admins, who use the admin,
 * may reach them. Payload itself writes both beneath access control, so nothing else changes.
 * Called once the config is sanitised (onInit), as these are added after every plugin has run.
 */
export function closePayloadInternalsToKiosks(payload: Payload): void {
  const locks = payload.collections['payload-locked-documents']?.config
  if (locks) locks.access = { ...locks.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
  const stats = payload.config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: staffOnly, update: staffOnly }
}
