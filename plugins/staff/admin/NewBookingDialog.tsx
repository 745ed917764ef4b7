'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast, useAuth } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import useSWR from 'swr'
import { staffBookingSchema, type StaffPayment } from '@plugins/booking/contract'
import { hasRole } from '@/access/roles'
import { formatPence } from '@/lib/money'
import { businessDate } from '@/lib/time/businessDate'
import { venueDateTimeText } from '@/lib/time/formatDate'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { fetchJson, serverFields, serverMessage } from './fetchJson'
import * as css from './staff.css'

type TicketType = { key: string; title: string; pricePence: number; feePence: number; active?: boolean | null }
type PromoQuote = { key: string; promoCode: string; discountPence: number; totalPence: number; message: string }
type Session = { start: string; label: string; availableSpots: number; state: string }
type SessionsAnswer = { open: boolean; requiresSlot: boolean; eventTitle: string | null; sessions: Session[] }
type Created = {
  bookingId: number
  reference: string
  date: string
  timeSlot: string
  finalAmount: number
  promoCode: string | null
  promoDiscount: number
  holdExpiresAt: string | null
}

const PAYMENT_LABELS: Record<StaffPayment, string> = {
  in_store: 'Paid at the desk',
  card_link: 'Card payment link, sent to the family',
  complimentary: 'Complimentary (admin)',
}
const TOTAL_LABELS: Record<StaffPayment, string> = {
  in_store: 'Total to take at the desk',
  card_link: 'Total the family pays by the link',
  complimentary: 'Total (given free)',
}
/** Fields the form shows an error beside. */
const FIELDS_SHOWN = new Set([
  'customerName',
  'customerPhone',
  'customerEmail',
  'selectedDate',
  'selectedTime',
  'ticketQuantities',
  'reason',
  'promoCode',
])
const emptyForm = () => ({
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  selectedDate: businessDate(),
  selectedTime: '',
  reason: '',
  promoCode: '',
  payment: 'in_store' as StaffPayment,
})

/**
 * Staff book a family on the phone or at the desk through POST /api/admin/bookings (the website's
 * booking operation): paid at the desk, held with a card payment link e-mailed to the family, or
 * complimentary with a reason (admins only). The form
 * checks itself with the endpoint's schema; the server's answer is shown as it says it.
 */
export function NewBookingDialog({ onBooked }: { onBooked?: () => void }): ReactElement {
  const { user } = useAuth()
  const isAdmin = hasRole(user, 'admin')
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(emptyForm)
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [created, setCreated] = useState<Created | null>(null)
  const [busy, setBusy] = useState(false)
  // The discount the server quoted for this code and these tickets (cleared when either changes).
  const [quote, setQuote] = useState<PromoQuote | null>(null)
  const ids = {
    name: useId(),
    email: useId(),
    phone: useId(),
    date: useId(),
    time: useId(),
    reason: useId(),
    promo: useId(),
    total: useId(),
    error: useId(),
  }

  const tickets = useSWR<{ docs: TicketType[] }>(
    open ? '/api/ticket-types?limit=100&depth=0&sort=sortOrder&where[_status][equals]=published' : null,
  )
  const day = useSWR<SessionsAnswer>(
    open && form.selectedDate ? `/api/available-sessions?date=${encodeURIComponent(form.selectedDate)}` : null,
  )
  const onSale = (tickets.data?.docs ?? []).filter((ticket) => ticket.active !== false)
  const totalPence = onSale.reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0) * (ticket.pricePence + ticket.feePence), 0)
  const quoteKey = `${form.promoCode.trim().toUpperCase()}|${JSON.stringify(quantities)}`
  const quoted = form.payment !== 'complimentary' && quote?.key === quoteKey ? quote : null
  const sessions = (day.data?.sessions ?? []).filter((session) => session.state !== 'blocked' && session.state !== 'past')

  const set = (name: keyof ReturnType<typeof emptyForm>) => (value: string) => setForm((current) => ({ ...current, [name]: value }))
  const count = (key: string, change: number) =>
    setQuantities((current) => ({ ...current, [key]: Math.max(0, Math.min(60, (current[key] ?? 0) + change)) }))

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setForm(emptyForm())
      setQuantities({})
      setErrors({})
      setFailure(null)
      setCreated(null)
      setQuote(null)
    }
  }

  const checkPromo = async () => {
    const promoCode = form.promoCode.trim()
    if (!promoCode) {
      setErrors((current) => ({ ...current, promoCode: 'Please enter a promo code' }))
      return
    }
    try {
      const answer = await fetchJson<Omit<PromoQuote, 'key'>>('/api/promo-codes/check', {
        method: 'POST',
        body: JSON.stringify({ promoCode, ticketQuantities: quantities, customerEmail: form.customerEmail }),
      })
      setQuote({ ...answer, key: quoteKey })
      setErrors(({ promoCode: _gone, ...rest }) => rest)
    } catch (error) {
      setQuote(null)
      const fields = serverFields(error)
      setErrors((current) => ({
        ...current,
        promoCode:
          fields.promoCode ?? fields.ticketQuantities ?? serverMessage(error) ?? 'The code could not be checked. Please try again.',
      }))
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = staffBookingSchema.safeParse({
      customerName: form.customerName,
      customerEmail: form.customerEmail,
      customerPhone: form.customerPhone,
      selectedDate: form.selectedDate,
      ...(form.selectedTime ? { selectedTime: form.selectedTime } : {}),
      ticketQuantities: quantities,
      totalAmount: totalPence / 100,
      payment: form.payment,
      ...(form.payment === 'complimentary' ? { reason: form.reason } : {}),
      ...(form.payment !== 'complimentary' && form.promoCode.trim() ? { promoCode: form.promoCode } : {}),
    })
    setFailure(null)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
      setErrors(fields)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const answer = await fetchJson<Created>('/api/admin/bookings', { method: 'POST', body: JSON.stringify(parsed.data) })
      setCreated(answer)
      toast.success(answer.holdExpiresAt ? 'Places held, payment link sent' : 'Booking made', {
        description: `Reference ${answer.reference}`,
      })
      onBooked?.()
    } catch (error) {
      // What the server says of a field the form shows (a used-up promo code) goes beside it, once.
      const fields = serverFields(error)
      setErrors(fields)
      setFailure(
        Object.keys(fields).some((name) => FIELDS_SHOWN.has(name))
          ? null
          : (serverMessage(error) ?? 'The booking could not be made. Please try again.'),
      )
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (name: string, id: string) =>
    errors[name] ? (
      <span id={`${id}-error`} className={css.subtle} role="alert">
        {errors[name]}
      </span>
    ) : null
  const described = (name: string, id: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  })

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={`${css.primaryButton} ${css.noPrint}`}>New booking</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.wideDialog}>
          <Dialog.Title className={css.heading}>New booking</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            A booking taken on the phone or at the desk. No session credits are used: we cannot check the e-mail is theirs.
          </Dialog.Description>
          {created ? (
            <div className={css.panel} role="status" aria-label="Booking made">
              <p className={css.statValue}>{created.reference}</p>
              {created.promoCode ? (
                <p>
                  Promo code {created.promoCode}: {formatPence(created.promoDiscount)} off.
                </p>
              ) : null}
              {created.holdExpiresAt ? (
                <p>
                  Places held for {created.date}, {form.selectedTime ? created.timeSlot : 'arrive any time'}. A link to pay{' '}
                  {formatPence(created.finalAmount)} is on its way to {form.customerEmail}; unpaid, the places are released on{' '}
                  {venueDateTimeText(created.holdExpiresAt)}.
                </p>
              ) : (
                <p>
                  Booked for {created.date}, {form.selectedTime ? created.timeSlot : 'arrive any time'}; {formatPence(created.finalAmount)}.
                  A confirmation e-mail is on its way.
                </p>
              )}
              <Dialog.Close className={css.primaryButton}>Done</Dialog.Close>
            </div>
          ) : (
            <form
              onSubmit={(event) => void submit(event)}
              className={css.panel}
              noValidate
              aria-describedby={failure ? ids.error : undefined}
            >
              <div className={css.twoColumns}>
                <label htmlFor={ids.name} className={css.field}>
                  Name
                  <input
                    id={ids.name}
                    className={css.input}
                    autoComplete="off"
                    value={form.customerName}
                    onChange={(event) => set('customerName')(event.target.value)}
                    {...described('customerName', ids.name)}
                  />
                  {fieldError('customerName', ids.name)}
                </label>
                <label htmlFor={ids.phone} className={css.field}>
                  Phone
                  <input
                    id={ids.phone}
                    type="tel"
                    className={css.input}
                    autoComplete="off"
                    value={form.customerPhone}
                    onChange={(event) => set('customerPhone')(event.target.value)}
                    {...described('customerPhone', ids.phone)}
                  />
                  {fieldError('customerPhone', ids.phone)}
                </label>
                <label htmlFor={ids.email} className={css.field}>
                  E-mail
                  <input
                    id={ids.email}
                    type="email"
                    className={css.input}
                    autoComplete="off"
                    value={form.customerEmail}
                    onChange={(event) => set('customerEmail')(event.target.value)}
                    {...described('customerEmail', ids.email)}
                  />
                  {fieldError('customerEmail', ids.email)}
                </label>
                <label htmlFor={ids.date} className={css.field}>
                  Date
                  <input
                    id={ids.date}
                    type="date"
                    className={css.input}
                    value={form.selectedDate}
                    onChange={(event) => setForm((current) => ({ ...current, selectedDate: event.target.value, selectedTime: '' }))}
                    {...described('selectedDate', ids.date)}
                  />
                  {fieldError('selectedDate', ids.date)}
                </label>
                <label htmlFor={ids.time} className={css.field}>
                  Session
                  <select
                    id={ids.time}
                    className={css.input}
                    value={form.selectedTime}
                    onChange={(event) => set('selectedTime')(event.target.value)}
                    {...described('selectedTime', ids.time)}
                  >
                    {day.data?.requiresSlot ? <option value="">Choose a session</option> : <option value="">Arrive any time</option>}
                    {sessions.map((session) => (
                      <option key={session.start} value={session.start} disabled={session.availableSpots === 0}>
                        {session.label} ({session.availableSpots === 0 ? 'full' : `${session.availableSpots} left`})
                      </option>
                    ))}
                  </select>
                  {day.data && !day.data.open ? <span className={css.subtle}>We are closed on that day.</span> : null}
                  {fieldError('selectedTime', ids.time)}
                </label>
              </div>

              <fieldset className={css.panel} aria-describedby={errors.ticketQuantities ? `${ids.total}-tickets` : undefined}>
                <legend className={css.field}>Tickets</legend>
                {tickets.error ? <p role="alert">The ticket prices could not be loaded.</p> : null}
                {onSale.map((ticket) => {
                  const quantity = quantities[ticket.key] ?? 0
                  return (
                    <div key={ticket.key} className={css.spread}>
                      <span>
                        {ticket.title} <span className={css.subtle}>{formatPence(ticket.pricePence + ticket.feePence)}</span>
                      </span>
                      <span className={css.row} role="group" aria-label={ticket.title}>
                        <button
                          type="button"
                          className={css.button}
                          onClick={() => count(ticket.key, -1)}
                          disabled={quantity === 0}
                          aria-label={`One fewer ${ticket.title}`}
                        >
                          −
                        </button>
                        <output
                          aria-live="polite"
                          aria-label={`${ticket.title} tickets`}
                          style={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
                        >
                          {quantity}
                        </output>
                        <button
                          type="button"
                          className={css.button}
                          onClick={() => count(ticket.key, 1)}
                          aria-label={`One more ${ticket.title}`}
                        >
                          +
                        </button>
                      </span>
                    </div>
                  )
                })}
                {errors.ticketQuantities ? (
                  <span id={`${ids.total}-tickets`} role="alert" className={css.subtle}>
                    {errors.ticketQuantities}
                  </span>
                ) : null}
              </fieldset>

              <fieldset className={css.panel}>
                <legend className={css.field}>Payment</legend>
                <div className={css.row}>
                  {(isAdmin ? (['in_store', 'card_link', 'complimentary'] as const) : (['in_store', 'card_link'] as const)).map(
                    (payment) => (
                      <label key={payment} className={css.button}>
                        <input
                          type="radio"
                          name="payment"
                          value={payment}
                          checked={form.payment === payment}
                          onChange={() => set('payment')(payment)}
                          style={{ marginRight: 8 }}
                        />
                        {PAYMENT_LABELS[payment]}
                      </label>
                    ),
                  )}
                </div>
                {form.payment === 'complimentary' ? (
                  <label htmlFor={ids.reason} className={css.field}>
                    Reason (goes in the audit log)
                    <input
                      id={ids.reason}
                      className={css.input}
                      value={form.reason}
                      onChange={(event) => set('reason')(event.target.value)}
                      {...described('reason', ids.reason)}
                    />
                    {fieldError('reason', ids.reason)}
                  </label>
                ) : (
                  <div className={css.field}>
                    <label htmlFor={ids.promo}>Promo code (optional)</label>
                    <span className={css.row}>
                      <input
                        id={ids.promo}
                        className={css.input}
                        autoComplete="off"
                        autoCapitalize="characters"
                        value={form.promoCode}
                        onChange={(event) => set('promoCode')(event.target.value)}
                        {...described('promoCode', ids.promo)}
                      />
                      <button type="button" className={css.button} onClick={() => void checkPromo()}>
                        Check code
                      </button>
                    </span>
                    {quoted ? <span role="status">{quoted.message}</span> : null}
                    {fieldError('promoCode', ids.promo)}
                  </div>
                )}
              </fieldset>

              <p id={ids.total} className={css.spread} aria-live="polite">
                <span>{TOTAL_LABELS[form.payment]}</span>
                <strong className={css.statValue}>{formatPence(quoted ? quoted.totalPence : totalPence)}</strong>
              </p>
              {failure ? (
                <p id={ids.error} role="alert" className={css.errorNotice}>
                  {failure}
                </p>
              ) : null}
              <div className={css.row}>
                <Dialog.Close className={css.button} type="button">
                  Cancel
                </Dialog.Close>
                <button type="submit" className={css.primaryButton} disabled={busy}>
                  {busy ? 'Booking…' : 'Book'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
