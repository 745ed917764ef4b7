import Link from 'next/link'
import type { TypedUser } from 'payload'
import type { ReactElement } from 'react'
import { isStaffUser } from './access'

/** Links to the staff screens in the admin's nav (no config option adds a custom view there). */
export function StaffNavLinks({ user }: { user?: TypedUser | null }): ReactElement | null {
  if (!isStaffUser(user)) return null
  return (
    <nav aria-label="Staff screens" style={{ display: 'grid', gap: 'calc(var(--base) * 0.25)', marginTop: 'var(--base)' }}>
      <Link href="/admin?tab=overview" className="nav__link">
        Staff dashboard
      </Link>
      <Link href="/admin/search" className="nav__link">
        Payment search
      </Link>
      <Link href="/check-in" className="nav__link">
        Check-in kiosk
      </Link>
    </nav>
  )
}
