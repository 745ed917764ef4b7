'use client'

import * as Tabs from '@radix-ui/react-tabs'
import { useAuth } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { ReactElement } from 'react'
import { SWRConfig, useSWRConfig } from 'swr'
import { hasRole } from '@/access/roles'
import { STAFF_TABS, type StaffTab } from '../domain/staffApi'
import { staffSwrConfig } from './fetchJson'
import { NewBookingDialog } from './NewBookingDialog'
import * as css from './staff.css'
import { BalancesTab } from './tabs/BalancesTab'
import { CheckedInTab } from './tabs/CheckedInTab'
import { CustomerSearch } from './tabs/CustomerSearch'
import { CalendarTab } from './tabs/CalendarTab'
import { InquiriesTab } from './tabs/InquiriesTab'
import { OverviewTab } from './tabs/OverviewTab'
import { PersonalDataTab } from './tabs/PersonalDataTab'
import { ReportsTab } from './tabs/ReportsTab'
import { TodaysBookingsTab } from './tabs/TodaysBookingsTab'

type TabEntry = (typeof STAFF_TABS)[number]
/** Reports and Personal data are for admins; the API refuses staff all the same. */
const mayOpen = (tab: TabEntry, isAdmin: boolean) => isAdmin || !('adminOnly' in tab)

/** The staff dashboard's tabs; the open tab is `?tab=` in the URL, so a reload or a shared link keeps it. */
export function StaffDashboard({ staffName }: { staffName: string }): ReactElement {
  const searchParams = useSearchParams()
  const { user } = useAuth()
  const isAdmin = Boolean(user && hasRole(user, 'admin'))
  const tabs = STAFF_TABS.filter((tab) => mayOpen(tab, isAdmin))
  const requested = tabs.find((tab) => tab.value === searchParams.get('tab'))
  const current: StaffTab = requested?.value ?? 'overview'

  const open = (tab: string) => {
    const params = new URLSearchParams(searchParams.toString())
    params.set('tab', tab)
    // The browser's own history (Next keeps useSearchParams in step): no server round trip per tab.
    window.history.replaceState(null, '', `?${params.toString()}`)
  }

  return (
    <SWRConfig value={staffSwrConfig}>
      <div className={css.page}>
        <div className={css.spread}>
          <div>
            <h1 className={css.heading}>Today at the play centre</h1>
            <p className={css.subtle}>Signed in as {staffName}</p>
          </div>
          <NewBooking />
        </div>
        <Tabs.Root value={current} onValueChange={open} activationMode="manual">
          <Tabs.List className={`${css.tabList} ${css.noPrint}`} aria-label="Staff dashboard">
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={css.tab}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="checked-in">
            <CheckedInTab />
          </Tabs.Content>
          <Tabs.Content value="search">
            <CustomerSearch />
          </Tabs.Content>
          <Tabs.Content value="today">
            <TodaysBookingsTab />
          </Tabs.Content>
          <Tabs.Content value="inquiries">
            <InquiriesTab list="contact" />
          </Tabs.Content>
          <Tabs.Content value="parties">
            <InquiriesTab list="birthday" />
          </Tabs.Content>
          <Tabs.Content value="calendar">
            <CalendarTab />
          </Tabs.Content>
          <Tabs.Content value="balances">
            <BalancesTab />
          </Tabs.Content>
          {isAdmin ? (
            <Tabs.Content value="reports">
              <ReportsTab />
            </Tabs.Content>
          ) : null}
          {isAdmin ? (
            <Tabs.Content value="personal-data">
              <PersonalDataTab />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      </div>
    </SWRConfig>
  )
}

/** The New booking action; a booking made refreshes the dashboard's lists and figures. */
function NewBooking(): ReactElement {
  const { mutate } = useSWRConfig()
  return <NewBookingDialog onBooked={() => void mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/'))} />
}
