import type { PayloadRequest } from 'payload'
import { AUDIT_LOG_SLUG, type AuditAction } from './types'

export type AuditEntry = {
  action: AuditAction
  summary: string
  entity: string
  recordId: number | string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/**
 * Appends an entry for the signed-in user's action. Call it inside the action's transaction
 * (the same `req`), so an action is never kept without its entry, nor an entry without it.
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const user = req.user
  const isUser = user?.collection === 'users'
  await req.payload.create({
    collection: AUDIT_LOG_SLUG,
    data: {
      action: entry.action,
      summary: entry.summary.slice(0, 500),
      entity: entry.entity,
      recordId: String(entry.recordId),
      actor: isUser ? Number(user.id) : null,
      actorLabel: user
        ? String(('email' in user && user.email) || ('username' in user && user.username) || `${user.collection} ${user.id}`)
        : 'system',
      before: entry.before ?? null,
      after: entry.after ?? null,
    },
    req,
    overrideAccess: true,
  })
}
