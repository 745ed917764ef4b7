import type { PayloadRequest } from 'payload'
import { canGiveRefunds, hasRole, REFUNDS_NOT_ALLOWED, USERS_SLUG, type Role } from '@/access/roles'
import { jsonError } from '@/lib/http/requestBody'

export const noStore = { 'cache-control': 'no-store' }

/**
 * Staff screens are for signed-in users of the users collection with one of the roles: nobody
 * else, whatever a kiosk device or another auth collection says. 401 for no session, 403 for
 * the wrong one; null when the caller may go on.
 */
export function refuseUnlessRole(req: PayloadRequest, roles: Role[] = ['staff', 'admin']): Response | null {
  if (!req.user) return jsonError(401, 'unauthorised', 'Please sign in')
  if (req.user.collection !== USERS_SLUG || !hasRole(req.user, ...roles)) {
    return jsonError(403, 'forbidden', roles.includes('staff') ? 'Only staff can see this' : 'Only an admin can do this')
  }
  return null
}

/** Refunds: staff as above, and only those who may give refunds (admins, or staff allowed by an admin). */
export function refuseUnlessMayRefund(req: PayloadRequest): Response | null {
  const refusal = refuseUnlessRole(req)
  if (refusal) return refusal
  return canGiveRefunds(req.user) ? null : jsonError(403, 'forbidden', REFUNDS_NOT_ALLOWED)
}

/** A CSV file the browser saves under `filename`, never cached. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: { ...noStore, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` },
  })
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: noStore })
}
