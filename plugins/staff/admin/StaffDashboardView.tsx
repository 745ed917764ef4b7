import { Gutter } from '@payloadcms/ui'
import type { TypedUser } from 'payload'
import { Suspense, type ReactElement } from 'react'
import { AccessDenied } from './AccessDenied'
import { isStaffUser, staffName } from './access'
import { StaffDashboard } from './StaffDashboard'

/**
 * /admin: replaces Payload's dashboard (inside its template, so the nav keeps every collection).
 * Payload lets only users who may use the admin get here; the role is checked again all the same.
 */
export function StaffDashboardView({ user }: { user?: TypedUser | null }): ReactElement {
  return (
    <Gutter>
      {user && isStaffUser(user) ? (
        <Suspense>
          <StaffDashboard staffName={staffName(user)} />
        </Suspense>
      ) : (
        <AccessDenied />
      )}
    </Gutter>
  )
}
