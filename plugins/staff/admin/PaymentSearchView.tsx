import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactElement } from 'react'
import { AccessDenied } from './AccessDenied'
import { isStaffUser } from './access'
import * as css from './staff.css'
import { CustomerSearch } from './tabs/CustomerSearch'

/**
 * /admin/search: the customer payment search on its own page. Payload leaves root views public,
 * so the view checks the session itself: nobody signed in goes to the sign-in page and back.
 */
export function PaymentSearchView({ initPageResult, params, searchParams }: AdminViewServerProps): ReactElement {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user
  if (!user)
    redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/search`)}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        {isStaffUser(user) && permissions.canAccessAdmin ? (
          <div className={css.page}>
            <h1 className={css.heading}>Customer payment search</h1>
            <CustomerSearch />
          </div>
        ) : (
          <AccessDenied />
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
