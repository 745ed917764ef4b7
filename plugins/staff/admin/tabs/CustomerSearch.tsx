'use client'

import Link from 'next/link'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast, useAuth } from '@payloadcms/ui'
import { useId, useState, type ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { canGiveRefunds } from '@/access/roles'
import { formatPence } from '@/lib/money'
import {
  searchPaymentsSchema,
  STAFF_MESSAGES,
  type PaymentSearchResult,
  type PaymentStatus,
  type SearchPaymentsAnswer,
  type SearchPaymentsInput,
} from '../../domain/staffApi'
import { fetchJson, serverMessage } from '../fetchJson'
import * as css from '../staff.css'
import { EmptyState } from '../states'
import { RefundDialog } from './RefundDialog'

const STATUS_TONE: Record<PaymentStatus, 'green' | 'yellow' | 'red' | 'grey'> = {
  succeeded: 'green',
  processing: 'yellow',
  pending: 'yellow',
  requires_payment_method: 'yellow',
  canceled: 'grey',
  failed: 'red',
}
const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' })

type Searched = { term: string; payments: PaymentSearchResult[] }

/** Seed 001 §2 "Customer payment search": the tab and /admin/search. */
export function CustomerSearch(): ReactElement {
  const inputId = useId()
  const [searched, setSearched] = useState<Searched | null>(null)
  const { register, handleSubmit, formState } = useForm<SearchPaymentsInput>({
    resolver: zodResolver(searchPaymentsSchema),
    defaultValues: { searchTerm: '' },
  })

  const { user } = useAuth()
  const mayRefund = canGiveRefunds(user)
  const refresh = async (term: string) => {
    const answer = await fetchJson<SearchPaymentsAnswer>('/api/admin/search-payments', {
      method: 'POST',
      body: JSON.stringify({ searchTerm: term }),
    }).catch(() => null)
    if (answer?.success) setSearched({ term, payments: answer.payments })
  }

  const search = handleSubmit(
    async ({ searchTerm }) => {
      try {
        const answer = await fetchJson<SearchPaymentsAnswer>('/api/admin/search-payments', {
          method: 'POST',
          body: JSON.stringify({ searchTerm }),
        })
        if (!answer.success) {
          toast.error('Search Failed', { description: answer.message })
          return
        }
        setSearched({ term: searchTerm, payments: answer.payments })
        toast.success('Search Complete', {
          description: `Found ${answer.payments.length} payment${answer.payments.length === 1 ? '' : 's'}`,
        })
      } catch (error) {
        const message = serverMessage(error)
        if (message) toast.error('Search Failed', { description: message })
        else toast.error('Search Error', { description: STAFF_MESSAGES.searchFailed })
      }
    },
    () => toast.error('Search Required', { description: STAFF_MESSAGES.searchRequired }),
  )

  return (
    <div className={css.panel}>
      <form role="search" onSubmit={search} className={css.row} noValidate>
        <label htmlFor={inputId}>Customer name</label>
        <input id={inputId} className={css.input} type="search" autoComplete="off" placeholder="e.g. Smith" {...register('searchTerm')} />
        <button type="submit" className={css.primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Searching…' : 'Search'}
        </button>
      </form>
      <div aria-live="polite">
        {searched === null ? null : searched.payments.length === 0 ? (
          <EmptyState title="No payments found">
            No payment in the name of “{searched.term}”. Try part of the name, or the surname alone.
          </EmptyState>
        ) : (
          <ul className={css.list} aria-label="Payments found">
            {searched.payments.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} canRefund={mayRefund} onRefunded={() => void refresh(searched.term)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

/** Resends a booking's confirmation; one key per press, so a retry of the same press sends nothing more. */
function ResendButton({ bookingId, email }: { bookingId: number; email: string }): ReactElement {
  const [sending, setSending] = useState(false)
  const resend = async () => {
    setSending(true)
    try {
      const answer = await fetchJson<{ message: string }>(`/api/admin/bookings/${bookingId}/resend-confirmation`, {
        method: 'POST',
        headers: { 'idempotency-key': `resend-${crypto.randomUUID()}` },
      })
      toast.success('Confirmation sent', { description: answer.message })
    } catch (error) {
      toast.error('Resend Failed', {
        description: serverMessage(error) ?? `Could not resend the confirmation to ${email}. Please try again.`,
      })
    } finally {
      setSending(false)
    }
  }
  return (
    <button type="button" className={css.button} onClick={() => void resend()} disabled={sending}>
      {sending ? 'Sending…' : 'Resend confirmation'}
    </button>
  )
}

function PaymentCard({
  payment,
  canRefund,
  onRefunded,
}: {
  payment: PaymentSearchResult
  canRefund: boolean
  onRefunded: () => void
}): ReactElement {
  return (
    <li className={css.card}>
      <div className={css.cards}>
        <section aria-label="Customer">
          <strong>{payment.customer_name}</strong>
          <div className={css.subtle}>{payment.customer_email}</div>
          {payment.customer_phone ? <div className={css.subtle}>{payment.customer_phone}</div> : null}
        </section>
        <section aria-label="Payment">
          <div className={css.row}>
            <strong>{formatPence(payment.amount)}</strong>
            <span className={css.badge[STATUS_TONE[payment.status]]}>{payment.status}</span>
          </div>
          <div className={css.subtle}>
            {payment.payment_method_type.replace(/_/g, ' ')} ·{' '}
            {payment.id.startsWith('credit-') ? 'session credits' : payment.voucher ? 'gift voucher' : 'booking'} ·{' '}
            {when.format(new Date(payment.created * 1000))}
          </div>
          {payment.refunded > 0 ? <div className={css.subtle}>Refunded {formatPence(payment.refunded)}</div> : null}
          {payment.voucher ? (
            <div className={css.subtle}>
              {payment.voucher.code ?? 'No code yet (not paid)'} · for {payment.voucher.recipient_name} ·{' '}
              {formatPence(payment.voucher.balance)} left
              {payment.voucher.expires_on && payment.voucher.balance > 0 ? ` · use by ${payment.voucher.expires_on}` : ''}
            </div>
          ) : null}
        </section>
        <section aria-label="Actions" className={css.row}>
          {payment.receipt_url ? (
            <a className={css.button} href={payment.receipt_url} target="_blank" rel="noreferrer">
              Receipt
            </a>
          ) : null}
          {canRefund && payment.refundable > 0 ? <RefundDialog payment={payment} onRefunded={onRefunded} /> : null}
          {payment.booking_id && payment.status === 'succeeded' && payment.customer_email ? (
            <ResendButton bookingId={payment.booking_id} email={payment.customer_email} />
          ) : null}
          {payment.booking_id ? (
            <Link className={css.button} href={`/admin/collections/bookings/${payment.booking_id}`}>
              Open booking
            </Link>
          ) : payment.voucher ? (
            <Link className={css.button} href={`/admin/collections/gift-vouchers/${payment.id.replace('voucher-', '')}`}>
              Open voucher
            </Link>
          ) : (
            <Link className={css.button} href={`/admin/collections/credit-purchases/${payment.id.replace('credit-', '')}`}>
              Open purchase
            </Link>
          )}
        </section>
      </div>
    </li>
  )
}
