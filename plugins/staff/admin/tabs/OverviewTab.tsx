'use client'

import Link from 'next/link'
import type { ReactElement, ReactNode } from 'react'
import useSWR from 'swr'
import { formatPence } from '@/lib/money'
import { STAFF_REFRESH_MS, type DashboardStatsAnswer } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'
import { BusyNowCard } from './BusyNowCard'
import { NeedsAttention } from './NeedsAttention'

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
})

export function OverviewTab(): ReactElement {
  const { data, error, isLoading, isValidating, mutate } = useSWR<DashboardStatsAnswer>('/api/admin/dashboard-stats', {
    refreshInterval: STAFF_REFRESH_MS.lists,
    dedupingInterval: STAFF_REFRESH_MS.statsDedupe,
  })
  const refresh = () => void mutate()

  return (
    <div className={css.panel}>
      <div className={css.row}>
        <button type="button" className={css.primaryButton} onClick={refresh} disabled={isValidating}>
          {isValidating ? 'Refreshing…' : 'Refresh Stats'}
        </button>
        <a className={css.button} href="/api/admin/todays-bookings/export" download>
          Export today’s bookings (CSV)
        </a>
        <Link className={css.button} href="/admin?tab=calendar">
          Block a time slot
        </Link>
      </div>
      {error ? (
        <ErrorState title="Could not load the figures" error={error} onRetry={refresh} />
      ) : isLoading || !data ? (
        <LoadingState label="Loading today’s figures" rows={2} />
      ) : (
        <>
          <section aria-label="Figures" className={css.cards}>
            <Stat title="Today’s bookings" value={String(data.stats.todayBookings)} />
            <Stat title="Today’s revenue" value={formatPence(data.stats.todayRevenue)} note="Taken today, less refunds" />
            <Stat
              title="This week"
              value={formatPence(data.stats.weeklyRevenue)}
              note={`${data.stats.weeklyBookings} bookings since Monday`}
            />
            <Stat title="Customers" value={String(data.stats.totalCustomers)} note="Families with a paid booking" />
            <Stat
              title="No-shows yesterday"
              value={String(data.stats.noShowsYesterday)}
              note={`${data.stats.noShowsLast7Days} in the last 7 days`}
            >
              <Link className={css.button} href={`/admin?tab=today&date=${data.stats.yesterday}&status=no_show`}>
                Review no-shows
              </Link>
            </Stat>
          </section>
          <BusyNowCard />
          <NeedsAttention />
          <section className={css.card} aria-labelledby="recent-activity">
            <h2 id="recent-activity" className={css.heading}>
              Recent Activity
            </h2>
            {data.recentActivity.length === 0 ? (
              <EmptyState title="Nothing yet">Bookings and payments appear here as they come in.</EmptyState>
            ) : (
              <ul className={css.list}>
                {data.recentActivity.map((item) => (
                  <li key={item.id} className={css.listItem}>
                    <span>
                      <span className={item.type === 'booking' ? css.badge.green : css.badge.grey}>
                        {item.type === 'booking' ? 'Booking' : item.amount < 0 ? 'Refund' : 'Payment'}
                      </span>{' '}
                      {item.customerName}
                    </span>
                    <span>
                      {formatPence(item.amount)} ·{' '}
                      <time dateTime={new Date(item.created * 1000).toISOString()}>{timeFormat.format(new Date(item.created * 1000))}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}

function Stat({ title, value, note, children }: { title: string; value: string; note?: string; children?: ReactNode }): ReactElement {
  return (
    <div className={css.card} role="group" aria-label={title}>
      <span className={css.subtle}>{title}</span>
      <span className={css.statValue}>{value}</span>
      {note ? <span className={css.subtle}>{note}</span> : null}
      {children}
    </div>
  )
}
