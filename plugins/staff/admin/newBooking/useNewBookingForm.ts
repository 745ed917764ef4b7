'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'
import useSWR from 'swr'
import type { DaySessionsAnswer } from '@plugins/booking/contract'
import { hasRole } from '@/access/roles'
import { emptyForm, type Created, type NewBookingFields, type PromoQuote, type TicketType } from './newBookingForm'
import { bookingRefusal, issueFields, parseNewBooking, postNewBooking, postPromoCheck, promoRefusal } from './submitNewBooking'

/**
 * The New booking dialog's state: open or not, the form and the ticket counts, the errors beside
 * the fields, the promo quote, the booking made; what it loads (the tickets on sale, the chosen
 * day's sessions) and what it does (check a promo code, book).
 */
export function useNewBookingForm(onBooked?: () => void) {
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
  const day = useSWR<DaySessionsAnswer>(
    open && form.selectedDate ? `/api/available-sessions?date=${encodeURIComponent(form.selectedDate)}` : null,
  )
  const onSale = (tickets.data?.docs ?? []).filter((ticket) => ticket.active !== false)
  const totalPence = onSale.reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0) * (ticket.pricePence + ticket.feePence), 0)
  const quoteKey = `${form.promoCode.trim().toUpperCase()}|${JSON.stringify(quantities)}`
  const quoted = form.payment !== 'complimentary' && quote?.key === quoteKey ? quote : null
  const sessions = (day.data?.sessions ?? []).filter((session) => session.state !== 'blocked' && session.state !== 'past')

  const set = (name: keyof NewBookingFields) => (value: string) => setForm((current) => ({ ...current, [name]: value }))
  // A new day clears the session chosen on the last one.
  const chooseDate = (value: string) => setForm((current) => ({ ...current, selectedDate: value, selectedTime: '' }))
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
      const answer = await postPromoCheck(promoCode, quantities, form.customerEmail)
      setQuote({ ...answer, key: quoteKey })
      setErrors(({ promoCode: _gone, ...rest }) => rest)
    } catch (error) {
      setQuote(null)
      const promoCode = promoRefusal(error)
      setErrors((current) => ({ ...current, promoCode }))
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseNewBooking(form, quantities, totalPence)
    setFailure(null)
    if (!parsed.success) {
      setErrors(issueFields(parsed.error.issues))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const answer = await postNewBooking(parsed.data)
      setCreated(answer)
      toast.success(answer.holdExpiresAt ? 'Places held, payment link sent' : 'Booking made', {
        description: `Reference ${answer.reference}`,
      })
      onBooked?.()
    } catch (error) {
      const refusal = bookingRefusal(error)
      setErrors(refusal.fields)
      setFailure(refusal.failure)
    } finally {
      setBusy(false)
    }
  }

  return {
    isAdmin,
    open,
    form,
    quantities,
    errors,
    failure,
    created,
    busy,
    ids,
    tickets,
    day,
    onSale,
    totalPence,
    quoted,
    sessions,
    set,
    chooseDate,
    count,
    openWith,
    checkPromo,
    submit,
  }
}

export type NewBookingForm = ReturnType<typeof useNewBookingForm>
