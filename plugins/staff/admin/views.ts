import type { Config } from 'payload'

/** Registers the staff dashboard (in place of Payload's) and the payment search view. */
export function withStaffViews(config: Config): Config {
  const admin = config.admin ?? {}
  const components = admin.components ?? {}
  return {
    ...config,
    admin: {
      ...admin,
      components: {
        ...components,
        views: {
          ...components.views,
          dashboard: { Component: '@plugins/staff/admin/StaffDashboardView#StaffDashboardView' },
          staffPaymentSearch: { Component: '@plugins/staff/admin/PaymentSearchView#PaymentSearchView', path: '/search', exact: true },
        },
        afterNavLinks: [...(components.afterNavLinks ?? []), '@plugins/staff/admin/StaffNavLinks#StaffNavLinks'],
      },
    },
  }
}
