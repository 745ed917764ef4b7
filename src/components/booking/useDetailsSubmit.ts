import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { UseFormSetError, UseFormSetValue } from 'react-hook-form'
import { useToast } from '@/components/toast/Toaster'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { readApiFailure, type BookingCreated } from './bookingApi'
import { buildBookingPayload, buildPendingBooking } from './bookingPayload'
import { DETAILS_FORM_FIELDS } from './detailsFormFields'
import type { DetailsFormInput, DetailsFormValues } from './detailsFormSchema'
import { savePendingBooking } from './pendingBooking'
import type { PromoQuote } from './PromoCodeField'
import type { VoucherQuote } from './VoucherCodeField'

const BOOKING_ERROR = 'Unable to process booking. Please try again.'

export type CodeState<Quote> = { applied: Quote | null; error: string | null }

type SubmitInput = {
  quantities: Record<string, number>
  totalPence: number
  children: number
  promo: CodeState<PromoQuote>
  voucher: CodeState<VoucherQuote>
  setPromo: (state: CodeState<PromoQuote>) => void
  setVoucher: (state: CodeState<VoucherQuote>) => void
  day: {
    requiresSlot: boolean
    eventTitle: string | null
    isEventDay: boolean
    refreshMonth: () => unknown
    refreshSessions: () => unknown
  }
  setValue: UseFormSetValue<DetailsFormInput>
  setError: UseFormSetError<DetailsFormInput>
}

/**
 * The details step's submit: POST /api/create-booking-payment, then on to the payment page (or
 * straight to the success page when nothing is left to pay); a refusal is put where it belongs
 * (beside its field, or in a toast in the server's own words).
 */
export function useDetailsSubmit({
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
}: SubmitInput) {
  const router = useRouter()
  const { toast } = useToast()
  const [submitting, setSubmitting] = useState(false)
  const { requiresSlot, eventTitle, isEventDay, refreshMonth, refreshSessions } = day

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
      for (const [name, message] of onForm) setError(name as keyof DetailsFormInput, { message }, { shouldFocus: true })
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

  return { submitting, onValid }
}
