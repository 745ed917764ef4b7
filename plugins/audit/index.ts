import type { Config } from 'payload'
import { contribute } from '@/lib/plugins/contributions'
import { AuditLog } from './collections/AuditLog'
import { auditContributions } from './contributions/personalData'

export { recordAudit, type AuditEntry } from './recordAudit'
export { AUDIT_ACTIONS, AUDIT_LOG_SLUG, type AuditAction } from './types'

/** The staff audit log: an append-only record of every staff action, readable by admins. */
export const auditPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), AuditLog],
    // Last in an erasure and the retention round: the entries about every record erased.
    custom: contribute(config.custom, auditContributions),
  })
