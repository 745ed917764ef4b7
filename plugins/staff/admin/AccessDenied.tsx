import Link from 'next/link'
import type { ReactElement } from 'react'
import * as css from './staff.css'

export function AccessDenied(): ReactElement {
  return (
    <div role="alert" className={css.errorNotice}>
      <strong>Access Denied</strong>
      <span className={css.subtle}>The staff dashboard is for staff and admin accounts. Please sign in with one.</span>
      <Link className={css.button} href="/admin/logout" prefetch={false}>
        Sign out
      </Link>
    </div>
  )
}
