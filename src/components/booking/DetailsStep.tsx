'use client'

import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { TextField } from '@/components/forms/TextField'
import * as forms from '@/components/home/forms.css'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import type { UsualArrival } from './dayArrivalText'
import type { DetailsFormInput, DetailsFormValues } from './detailsFormSchema'
import { OrderSummary, orderTotalPence, type TicketOption } from './OrderSummary'
import { PromoCodeField, type PromoQuote } from './PromoCodeField'
import { TermsBox } from './TermsBox'
import { useDetailsSubmit, type CodeState } from './useDetailsSubmit'
import { useVisitDay } from './useVisitDay'
import { VisitDateFields } from './VisitDateFields'
import { VoucherCodeField, type VoucherQuote } from './VoucherCodeField'

type Props = {
  tickets: TicketOption[]
  quantities: Record<string, number>
  window: { first: string; last: string }
  initialDate: string | null
  arrival: UsualArrival
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

export function DetailsStep({
  tickets,
  quantities,
  window,
  initialDate,
  arrival,
  arriveEarlyMinutes,
  lowThreshold,
  waitingList,
  onBack,
}: Props) {
  const [promo, setPromo] = useState<CodeState<PromoQuote>>({ applied: null, error: null })
  const [voucher, setVoucher] = useState<CodeState<VoucherQuote>>({ applied: null, error: null })
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
  const day = useVisitDay(window, selectedDate)

  const children = tickets.filter((ticket) => ticket.countsAsChild).reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0), 0)
  const totalPence = orderTotalPence(tickets, quantities)
  const afterPromoPence = promo.applied ? promo.applied.totalPence : totalPence
  // The server spends the voucher again under its lock (after any credits): this is the page's estimate.
  const voucherPence = voucher.applied ? Math.min(voucher.applied.balancePence, afterPromoPence) : 0
  const payPence = afterPromoPence - voucherPence

  const { submitting, onValid } = useDetailsSubmit({
    quantities,
    totalPence,
    children,
    promo,
    voucher,
    setPromo,
    setVoucher,
    day,
    setValue,
    setError,
  })

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
        <VisitDateFields
          control={control}
          setValue={setValue}
          window={window}
          days={day.days}
          selectedDate={selectedDate}
          selectedTime={selectedTime}
          chosenDay={day.chosenDay}
          daySessions={day.daySessions}
          requiresSlot={day.requiresSlot}
          isEventDay={day.isEventDay}
          eventTitle={day.eventTitle}
          waitingList={waitingList}
          groupChildren={children}
          lowThreshold={lowThreshold}
          arrival={arrival}
          arriveEarlyMinutes={arriveEarlyMinutes}
          dateError={err('selectedDate')}
          timeError={err('selectedTime')}
        />
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
