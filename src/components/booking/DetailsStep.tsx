'use client'

import { format, parseISO } from 'date-fns'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import useSWR from 'swr'
import { TextField } from '@/components/forms/TextField'
import * as forms from '@/components/home/forms.css'
import { useToast } from '@/components/toast/Toaster'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { getJson, readApiFailure, swrDefaults, type BookingCreated, type DayAvailability, type DaySessions } from './bookingApi'
import { buildBookingPayload, buildPendingBooking } from './bookingPayload'
import { OrderSummary, orderTotalPence, type TicketOption } from './OrderSummary'
import { PromoCodeField, type PromoQuote } from './PromoCodeField'
import { VoucherCodeField, type VoucherQuote } from './VoucherCodeField'
import { savePendingBooking } from './pendingBooking'
import { SlotChooser } from './SlotChooser'
import { DETAILS_FORM_FIELDS } from './detailsFormFields'
import type { DetailsFormInput, DetailsFormValues } from './detailsFormSchema'
import { TermsBox } from './TermsBox'
import { VisitDatePicker } from './VisitDatePicker'

type Props = {
  tickets: TicketOption[]
  quantities: Record<string, number>
  window: { first: string; last: string }
  initialDate: string | null
  arrivalText: string
  arriveEarlyMinutes: number
  lowThreshold: number
  waitingList: boolean
  onBack: () => void
}

// The endpoint's details schema (plus the loyalty opt-in), loaded as the step opens rather than with the page.
const validation = lazyZodResolver<DetailsFormInput, DetailsFormValues>(() =>
  import('./detailsFormSchema').then((module) => module.detailsFormSchema),
)
type FormValues = DetailsFormInput

const BOOKING_ERROR = 'Unable to process booking. Please try again.'

export function DetailsStep({
  tickets,
  quantities,
  window,
  initialDate,
  arrivalText,
  arriveEarlyMinutes,
  lowThreshold,
  waitingList,
  onBack,
}: Props) {
  const router = useRouter()
  const { toast } = useToast()
  const [submitting, setSubmitting] = useState(false)
  const [promo, setPromo] = useState<{ applied: PromoQuote | null; error: string | null }>({ applied: null, error: null })
  const [voucher, setVoucher] = useState<{ applied: VoucherQuote | null; error: string | null }>({ applied: null, error: null })
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, DetailsFormValues>({
    resolver: validation.resolver,
    defaultValues: {
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      selectedDate: initialDate ?? '',
      selectedTime: undefined,
      specialRequests: '',
      childAges: '',
      agreeToTerms: false as unknown as true,
      loyaltyOptIn: true,
    },
  })
  useEffect(() => {
    void validation.preload()
  }, [])
  const selectedDate = useWatch({ control, name: 'selectedDate' })
  const selectedTime = useWatch({ control, name: 'selectedTime' })

  // One call for the whole window; if it fails every day stays selectable (the server still checks).
  const { data: month, mutate: refreshMonth } = useSWR<{ days: DayAvailability[] }>(
    `/api/calendar/availability?from=${window.first}&to=${window.last}`,
    getJson,
    {
      ...swrDefaults,
      onError: (error) => console.error('availability check failed', error),
    },
  )
  const days = useMemo(() => new Map((month?.days ?? []).map((day) => [day.date, day])), [month])
  const chosenDay = selectedDate ? days.get(selectedDate) : undefined

  // The chosen day's own sessions decide whether a slot is needed; on such days they refresh every 30 s.
  const { data: daySessions, mutate: refreshSessions } = useSWR<DaySessions>(
    selectedDate ? `/api/available-sessions?date=${selectedDate}` : null,
    getJson,
    {
      ...swrDefaults,
      refreshInterval: (latest) => (latest?.requiresSlot ? 30_000 : 0),
      onError: (error) => console.error('sessions check failed', error),
    },
  )
  const requiresSlot = daySessions ? daySessions.requiresSlot : Boolean(chosenDay?.isEventDay)
  const eventTitle = daySessions?.eventTitle ?? chosenDay?.eventTitle ?? null
  const isEventDay = daySessions ? daySessions.isEventDay : Boolean(chosenDay?.isEventDay)

  const children = tickets.filter((ticket) => ticket.countsAsChild).reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0), 0)
  const totalPence = orderTotalPence(tickets, quantities)
  const afterPromoPence = promo.applied ? promo.applied.totalPence : totalPence
  // The server spends the voucher again under its lock (after any credits): this is the page's estimate.
  const voucherPence = voucher.applied ? Math.min(voucher.applied.balancePence, afterPromoPence) : 0
  const payPence = afterPromoPence - voucherPence

  const onFailure = (error: unknown) => {
    const failure = readApiFailure(error)
    let description = BOOKING_ERROR
    if (failure?.fields.voucherCode) {
      // The voucher was refused (unknown, used up or expired since it was applied): its message goes beside the field.
      setVoucher({ applied: null, error: failure.fields.voucherCode })
      document.getElementById('booking-voucherCode')?.focus()
      description = failure.fields.voucherCode
    } else if (failure?.fields.promoCode) {
      // The code was refused (unknown, used up since it was applied...): its message goes beside the field.
      setPromo({ applied: null, error: failure.fields.promoCode })
      document.getElementById('booking-promoCode')?.focus()
      description = failure.fields.promoCode
    } else if (failure?.status === 409) {
      // The server's own words say what changed: the price, or the places left.
      description = failure.message ?? BOOKING_ERROR
      if (failure.code === 'slot_full' || failure.code === 'slot_unavailable') {
        setValue('selectedTime', undefined)
        void refreshSessions()
        void refreshMonth()
      }
      if (failure.code === 'price_changed') router.refresh()
    } else if (failure?.status === 400) {
      const onForm = Object.entries(failure.fields).filter(([name]) => DETAILS_FORM_FIELDS.has(name))
      for (const [name, message] of onForm) setError(name as keyof FormValues, { message }, { shouldFocus: true })
      if (onForm.length === 0 && failure.message) description = failure.message
    } else if ((failure?.status === 429 || failure?.status === 503) && failure.message) {
      // Too many unpaid holds, or payments down: the server says what to do.
      description = failure.message
    }
    toast({ title: 'Booking Error', description, variant: 'destructive' })
  }

  const onValid = async (values: DetailsFormValues) => {
    if (requiresSlot && !values.selectedTime) {
      toast({
        title: 'Time slot required',
        description: `Please select a time slot for the ${eventTitle ?? 'event'}`,
        variant: 'destructive',
      })
      return
    }
    const payload = buildBookingPayload(values, quantities, totalPence, promo.applied?.promoCode, voucher.applied?.voucherCode)
    setSubmitting(true)
    try {
      const created = await apiRequest<BookingCreated>('POST', '/api/create-booking-payment', payload)
      if ((created.voucherApplied ?? 0) > 0) {
        toast({
          title: 'Gift Voucher Applied!',
          description: `${formatPence(created.voucherApplied ?? 0)} paid by gift voucher`,
          variant: 'success',
        })
      }
      if (created.sessionCreditsUsed > 0) {
        toast({
          title: 'Session Credits Applied!',
          description: `${created.sessionCreditsUsed} credits used, saving you £${(created.creditSavings / 100).toFixed(2)}`,
          variant: 'success',
        })
      }
      savePendingBooking(
        buildPendingBooking(payload, created, {
          title: isEventDay && eventTitle ? eventTitle : 'Open Play Session',
          numberOfChildren: children,
        }),
      )
      if (created.clientSecret)
        router.push(`/payment?client_secret=${encodeURIComponent(created.clientSecret)}&booking_id=${created.bookingId}`)
      else router.push('/booking-success')
    } catch (error) {
      onFailure(error)
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
        <TextField
          id="booking-customerName"
          label="Full name *"
          autoComplete="name"
          registration={register('customerName')}
          error={errors.customerName?.message}
        />
        <div className={forms.fieldRow}>
          <TextField
            id="booking-customerPhone"
            label="Phone *"
            type="tel"
            autoComplete="tel"
            registration={register('customerPhone')}
            error={errors.customerPhone?.message}
          />
          <TextField
            id="booking-customerEmail"
            label="Email *"
            type="email"
            autoComplete="email"
            registration={register('customerEmail')}
            error={errors.customerEmail?.message}
          />
        </div>
        <div className={forms.field}>
          <span className={forms.label} id="visit-date-label">
            Visit date *
          </span>
          <Controller
            control={control}
            name="selectedDate"
            render={({ field }) => (
              <VisitDatePicker
                value={field.value}
                window={window}
                days={days}
                labelledBy="visit-date-label"
                onChange={(date) => {
                  field.onChange(date)
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
        {requiresSlot ? (
          daySessions ? (
            <SlotChooser
              date={daySessions.date}
              dateText={format(parseISO(daySessions.date), 'EEEE d MMMM yyyy')}
              waitingList={waitingList}
              sessions={daySessions.sessions}
              selected={selectedTime}
              groupChildren={children}
              lowThreshold={lowThreshold}
              onSelect={(label) => setValue('selectedTime', label, { shouldValidate: true })}
            />
          ) : (
            <p role="status">Loading sessions…</p>
          )
        ) : null}
        {err('selectedTime')}
        <div className={styles.banner}>
          <strong>{isEventDay && eventTitle ? eventTitle : 'Session information'}</strong>
          <p style={{ margin: 0 }}>
            {requiresSlot ? 'Timed sessions of 2 hours.' : arrivalText} Please arrive {arriveEarlyMinutes} minutes early for check-in and
            the safety briefing.
          </p>
        </div>
        {children > 0 ? (
          <TextField
            id="booking-childAges"
            label="Children's ages (optional)"
            placeholder="e.g. 3, 7"
            registration={register('childAges')}
            error={errors.childAges?.message}
          />
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
          <input
            id="booking-agreeToTerms"
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? 'booking-agreeToTerms-error' : undefined}
            {...register('agreeToTerms')}
          />
          <label htmlFor="booking-agreeToTerms">I agree to the terms and conditions *</label>
        </div>
        {err('agreeToTerms')}
        <PromoCodeField
          ticketQuantities={quantities}
          customerEmail={() => getValues('customerEmail')}
          applied={promo.applied}
          error={promo.error}
          onChange={setPromo}
        />
        <VoucherCodeField amountDuePence={afterPromoPence} applied={voucher.applied} error={voucher.error} onChange={setVoucher} />
        <button type="submit" className={button.primary} disabled={submitting}>
          {submitting
            ? 'Processing...'
            : payPence === 0 && voucher.applied
              ? 'Book now - paid by gift voucher'
              : `Proceed to Payment - ${formatPence(payPence)}`}
        </button>
      </form>
      <div className={styles.sticky}>
        <OrderSummary
          tickets={tickets}
          quantities={quantities}
          promo={promo.applied ? { code: promo.applied.promoCode, discountPence: promo.applied.discountPence } : null}
          voucher={voucher.applied ? { code: voucher.applied.voucherCode, appliedPence: voucherPence } : null}
        />
      </div>
    </div>
  )
}
