'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { format, parseISO } from 'date-fns'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { Controller, useForm, useWatch } from 'react-hook-form'
import useSWR from 'swr'
import { z } from 'zod'
import { bookingDetailsSchema } from '@plugins/booking/domain/bookingRequestSchema'
import { FULL_DAY_RESTRICTION } from '@plugins/booking/domain/slots'
import * as forms from '@/components/home/forms.css'
import { useToast } from '@/components/toast/Toaster'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { getJson, swrDefaults, type BookingCreated, type DayAvailability, type DaySessions } from './bookingApi'
import { OrderSummary, orderTotalPence, type TicketOption } from './OrderSummary'
import { savePendingBooking } from './pendingBooking'
import { SlotChooser } from './SlotChooser'
import { TermsBox } from './TermsBox'

type Props = {
  tickets: TicketOption[]
  quantities: Record<string, number>
  window: { first: string; last: string }
  initialDate: string | null
  arrivalText: string
  arriveEarlyMinutes: number
  lowThreshold: number
  onBack: () => void
}

// The endpoint's details schema, plus the loyalty opt-in the payload carries beside it.
const detailsFormSchema = bookingDetailsSchema.extend({ loyaltyOptIn: z.boolean(), childAges: z.string().trim().max(200, 'Please keep the ages short').optional() })
type FormValues = z.input<typeof detailsFormSchema>

const ymd = (date: Date) => format(date, 'yyyy-MM-dd')

export function DetailsStep({ tickets, quantities, window, initialDate, arrivalText, arriveEarlyMinutes, lowThreshold, onBack }: Props) {
  const router = useRouter()
  const { toast } = useToast()
  const [submitting, setSubmitting] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof detailsFormSchema>>({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: { customerName: '', customerEmail: '', customerPhone: '', selectedDate: initialDate ?? '', selectedTime: undefined, specialRequests: '', childAges: '', agreeToTerms: false as unknown as true, loyaltyOptIn: true },
  })
  const selectedDate = useWatch({ control, name: 'selectedDate' })
  const selectedTime = useWatch({ control, name: 'selectedTime' })

  // One call for the whole window; if it fails every day stays selectable (the server still checks).
  const { data: month } = useSWR<{ days: DayAvailability[] }>(`/api/calendar/availability?from=${window.first}&to=${window.last}`, getJson, {
    ...swrDefaults,
    onError: (error) => console.error('availability check failed', error),
  })
  const days = new Map((month?.days ?? []).map((day) => [day.date, day]))
  const chosenDay = selectedDate ? days.get(selectedDate) : undefined
  const { data: daySessions } = useSWR<DaySessions>(chosenDay?.isEventDay ? `/api/available-sessions?date=${selectedDate}` : null, getJson, { ...swrDefaults, refreshInterval: 30_000 })

  const children = tickets.filter((ticket) => ticket.countsAsChild).reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0), 0)
  const totalPence = orderTotalPence(tickets, quantities)

  const isDisabled = (date: Date) => {
    const value = ymd(date)
    if (value < window.first || value > window.last) return true
    const day = days.get(value)
    return day ? !day.available || day.restricted.includes(FULL_DAY_RESTRICTION) : false
  }

  const onValid = async (values: z.output<typeof detailsFormSchema>) => {
    if (chosenDay?.isEventDay && !values.selectedTime) {
      toast({ title: 'Time slot required', description: `Please select a time slot for the ${chosenDay.eventTitle ?? 'event'}`, variant: 'destructive' })
      return
    }
    const payload = {
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      selectedDate: values.selectedDate,
      ...(values.selectedTime ? { selectedTime: values.selectedTime } : {}),
      specialRequests: values.specialRequests ?? '',
      ...(values.childAges ? { childAges: values.childAges } : {}),
      agreeToTerms: true,
      ticketQuantities: quantities,
      totalAmount: totalPence / 100,
      loyaltyOptIn: values.loyaltyOptIn,
    }
    setSubmitting(true)
    try {
      const created = await apiRequest<BookingCreated>('POST', '/api/create-booking-payment', payload)
      if (created.sessionCreditsUsed > 0) {
        toast({ title: 'Session Credits Applied!', description: `${created.sessionCreditsUsed} credits used, saving you £${(created.creditSavings / 100).toFixed(2)}`, variant: 'success' })
      }
      savePendingBooking({
        ...payload,
        bookingId: created.bookingId,
        reference: created.reference,
        paymentDetails: { originalAmount: created.originalAmount, finalAmount: created.finalAmount, sessionCreditsUsed: created.sessionCreditsUsed, creditSavings: created.creditSavings },
        sessionDetails: {
          title: chosenDay?.eventTitle ?? 'Open Play Session',
          selectedDate: values.selectedDate,
          selectedTime: values.selectedTime ?? '',
          numberOfChildren: children,
          childAges: values.childAges ?? '',
          totalAmount: created.finalAmount / 100,
        },
      })
      if (created.clientSecret) router.push(`/payment?client_secret=${encodeURIComponent(created.clientSecret)}&booking_id=${created.bookingId}`)
      else router.push('/booking-success')
    } catch (error) {
      const message = error instanceof Error ? error.message : ''
      const known = /^409: /.test(message) ? (JSON.parse(message.slice(5)) as { error?: { message?: string } }).error?.message : undefined
      toast({ title: 'Booking Error', description: known ?? 'Unable to process booking. Please try again.', variant: 'destructive' })
      setSubmitting(false)
    }
  }

  const err = (name: keyof FormValues) =>
    errors[name]?.message ? (
      <p id={`booking-${name}-error`} className={forms.error} role="alert">
        {String(errors[name]?.message)}
      </p>
    ) : null
  const a11y = (name: keyof FormValues) => ({
    id: `booking-${name}`,
    className: forms.control,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `booking-${name}-error` : undefined,
  })

  return (
    <div className={styles.layout}>
      <form className={`${forms.form} ${card}`} onSubmit={handleSubmit(onValid)} noValidate aria-label="Your details">
        <button type="button" onClick={onBack} className={button.outline} style={{ justifySelf: 'start' }}>
          ← Back to tickets
        </button>
        <h2>Your details</h2>
        <div className={forms.field}>
          <label className={forms.label} htmlFor="booking-customerName">
            Full name *
          </label>
          <input {...a11y('customerName')} autoComplete="name" {...register('customerName')} />
          {err('customerName')}
        </div>
        <div className={forms.fieldRow}>
          <div className={forms.field}>
            <label className={forms.label} htmlFor="booking-customerPhone">
              Phone *
            </label>
            <input {...a11y('customerPhone')} type="tel" autoComplete="tel" {...register('customerPhone')} />
            {err('customerPhone')}
          </div>
          <div className={forms.field}>
            <label className={forms.label} htmlFor="booking-customerEmail">
              Email *
            </label>
            <input {...a11y('customerEmail')} type="email" autoComplete="email" {...register('customerEmail')} />
            {err('customerEmail')}
          </div>
        </div>
        <div className={forms.field}>
          <span className={forms.label} id="visit-date-label">
            Visit date *
          </span>
          <Controller
            control={control}
            name="selectedDate"
            render={({ field }) => (
              <DayPicker
                mode="single"
                aria-labelledby="visit-date-label"
                selected={field.value ? parseISO(field.value) : undefined}
                defaultMonth={field.value ? parseISO(field.value) : parseISO(window.first)}
                startMonth={parseISO(window.first)}
                endMonth={parseISO(window.last)}
                disabled={isDisabled}
                onSelect={(date) => {
                  field.onChange(date ? ymd(date) : '')
                  // A new date clears the chosen slot.
                  setValue('selectedTime', undefined)
                }}
              />
            )}
          />
          {selectedDate ? <p className={forms.hint}>Selected: {format(parseISO(selectedDate), 'EEEE d MMMM yyyy')}</p> : null}
          {err('selectedDate')}
        </div>
        {chosenDay && chosenDay.restricted.length > 0 ? (
          <div className={styles.note} role="note">
            <strong>Limited Availability</strong>
            <p style={{ margin: 0 }}>This date has restricted availability. Please contact us for more information.</p>
          </div>
        ) : null}
        {chosenDay?.isEventDay ? (
          daySessions ? (
            <SlotChooser sessions={daySessions.sessions} selected={selectedTime} groupChildren={children} lowThreshold={lowThreshold} onSelect={(label) => setValue('selectedTime', label)} />
          ) : (
            <p role="status">Loading sessions…</p>
          )
        ) : null}
        <div className={styles.banner}>
          <strong>{chosenDay?.isEventDay ? chosenDay.eventTitle : 'Session information'}</strong>
          <p style={{ margin: 0 }}>
            {chosenDay?.isEventDay ? 'Timed sessions of 2 hours.' : arrivalText} Please arrive {arriveEarlyMinutes} minutes early for check-in and the safety briefing.
          </p>
        </div>
        {children > 0 ? (
          <div className={forms.field}>
            <label className={forms.label} htmlFor="booking-childAges">
              Children&apos;s ages (optional)
            </label>
            <input {...a11y('childAges')} placeholder="e.g. 3, 7" {...register('childAges')} />
            {err('childAges')}
          </div>
        ) : null}
        <div className={forms.field}>
          <label className={forms.label} htmlFor="booking-specialRequests">
            Special requirements (optional)
          </label>
          <textarea {...a11y('specialRequests')} rows={3} {...register('specialRequests')} />
          {err('specialRequests')}
        </div>
        <div className={`${card} ${styles.checkboxRow}`}>
          <input id="booking-loyaltyOptIn" type="checkbox" className={styles.checkbox} {...register('loyaltyOptIn')} />
          <label htmlFor="booking-loyaltyOptIn">
            <strong>Join our free loyalty scheme</strong> and earn 1 point for every £1 you spend, plus 50 welcome points.
          </label>
        </div>
        <TermsBox />
        <div className={styles.checkboxRow}>
          <input id="booking-agreeToTerms" type="checkbox" className={styles.checkbox} aria-invalid={errors.agreeToTerms ? true : undefined} aria-describedby={errors.agreeToTerms ? 'booking-agreeToTerms-error' : undefined} {...register('agreeToTerms')} />
          <label htmlFor="booking-agreeToTerms">I agree to the terms and conditions *</label>
        </div>
        {err('agreeToTerms')}
        <button type="submit" className={button.primary} disabled={submitting}>
          {submitting ? 'Processing...' : `Proceed to Payment - ${formatPence(totalPence)}`}
        </button>
      </form>
      <div className={styles.sticky}>
        <OrderSummary tickets={tickets} quantities={quantities} />
      </div>
    </div>
  )
}
