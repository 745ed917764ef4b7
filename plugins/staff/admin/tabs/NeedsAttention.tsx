'use client'

import Link from 'next/link'
import type { ReactElement } from 'react'
import useSWR from 'swr'
import { formatPence } from '@/lib/money'
import { STAFF_REFRESH_MS, type NeedsAttentionAnswer } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
})

/** What each offline outcome on the list is called at the desk. */
const OFFLINE_LABELS: Record<string, string> = {
  duplicate_attempt: 'Checked in twice offline',
  refused: 'Refused after offline check-in',
  flagged: 'Offline: to check',
}

/** The Overview's list of what needs a person: flagged bookings, credit packs, gift vouchers and party money, what door tablets recorded offline and could not apply, and jobs that failed for good. */
export function NeedsAttention(): ReactElement {
  const { data, error, isLoading, mutate } = useSWR<NeedsAttentionAnswer>('/api/admin/needs-attention', {
    refreshInterval: STAFF_REFRESH_MS.lists,
  })
  const lists = data ? Object.values(data) : []
  const total = lists.reduce((sum, list) => sum + list.total, 0)
  const shown = lists.reduce((sum, list) => sum + list.items.length, 0)

  return (
    <section className={css.card} aria-labelledby="needs-attention">
      <h2 id="needs-attention" className={css.heading}>
        Needs attention{data && total > 0 ? ` (${total})` : ''}
      </h2>
      {error ? (
        <ErrorState title="Could not load what needs attention" error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState label="Loading what needs attention" rows={1} />
      ) : total === 0 ? (
        <EmptyState title="Nothing needs you right now">
          Flagged bookings, credit packs, gift vouchers, party payments and refunds, offline check-ins and failed jobs appear here.
        </EmptyState>
      ) : (
        <ul className={css.list}>
          {data.bookings.items.map((booking) => (
            <li key={`booking-${booking.id}`} className={css.listItem}>
              <span>
                <span className={css.badge.red}>Booking</span>{' '}
                <Link href={`/admin/collections/bookings/${booking.id}`}>
                  {booking.reference} · {booking.customerName} · {booking.date}
                </Link>
                {booking.note ? <span className={css.subtle}> {booking.note}</span> : null}
              </span>
              <time dateTime={booking.updatedAt}>{when.format(new Date(booking.updatedAt))}</time>
            </li>
          ))}
          {data.creditPurchases.items.map((purchase) => (
            <li key={`purchase-${purchase.id}`} className={css.listItem}>
              <span>
                <span className={css.badge.red}>Credit pack</span>{' '}
                <Link href={`/admin/collections/credit-purchases/${purchase.id}`}>
                  {purchase.credits} credits · {purchase.customerEmail}
                </Link>
                {purchase.note ? <span className={css.subtle}> {purchase.note}</span> : null}
              </span>
              <time dateTime={purchase.updatedAt}>{when.format(new Date(purchase.updatedAt))}</time>
            </li>
          ))}
          {data.giftVouchers.items.map((voucher) => (
            <li key={`voucher-${voucher.id}`} className={css.listItem}>
              <span>
                <span className={css.badge.red}>Gift voucher</span>{' '}
                <Link href={`/admin/collections/gift-vouchers/${voucher.id}`}>
                  {voucher.code ?? 'Not issued'} · {voucher.buyerName}
                </Link>
                {voucher.note ? <span className={css.subtle}> {voucher.note}</span> : null}
              </span>
              <time dateTime={voucher.updatedAt}>{when.format(new Date(voucher.updatedAt))}</time>
            </li>
          ))}
          {data.offlineCheckIns.items.map((item) => (
            <li key={`offline-${item.id}`} className={css.listItem}>
              <span>
                <span className={css.badge.red}>{OFFLINE_LABELS[item.outcome] ?? 'Offline check-in'}</span>{' '}
                <Link href={`/admin/collections/kiosk-sync-items/${item.id}`}>
                  {item.customerName ?? 'Unknown family'}
                  {item.children !== null ? ` · ${item.children} ${item.children === 1 ? 'child' : 'children'}` : ''} · {item.device}
                </Link>
                {item.message ? <span className={css.subtle}> {item.message}</span> : null}
              </span>
              <time dateTime={item.happenedAt}>{when.format(new Date(item.happenedAt))}</time>
            </li>
          ))}
          {data.partyMoney.items.map((item) => (
            <li key={`party-${item.kind}-${item.id}`} className={css.listItem}>
              <span>
                <span className={css.badge.red}>{item.kind === 'refund' ? 'Party refund' : 'Party payment'}</span>{' '}
                <Link href={`/admin/collections/${item.kind === 'refund' ? 'party-refunds' : 'party-payments'}/${item.id}`}>
                  {item.reference} · {formatPence(item.amountPence)}
                </Link>
                {item.note ? <span className={css.subtle}> {item.note}</span> : null}
              </span>
              <time dateTime={item.updatedAt}>{when.format(new Date(item.updatedAt))}</time>
            </li>
          ))}
          {data.failedJobs.items.map((job) => (
            <li key={`job-${job.id}`} className={css.listItem}>
              <span>
                <span className={css.badge.red}>Failed job</span> {job.task} ({job.queue}), {job.tries} {job.tries === 1 ? 'try' : 'tries'}:{' '}
                {job.error}
                {job.bookingId !== null ? (
                  <>
                    {' '}
                    <Link href={`/admin/collections/bookings/${job.bookingId}`}>Open the booking</Link>
                  </>
                ) : null}
              </span>
              <time dateTime={job.updatedAt}>{when.format(new Date(job.updatedAt))}</time>
            </li>
          ))}
        </ul>
      )}
      {data && total > shown ? <p className={css.subtle}>Showing the most recent of each kind.</p> : null}
    </section>
  )
}
