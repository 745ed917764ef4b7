'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Suspense, useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  voucherPurchaseSchema,
  type VoucherPurchaseCreated,
  type VoucherPurchaseInput,
  type VoucherPurchaseRequest,
} from '@plugins/vouchers/contract'
import type { PaymentResult } from '@/components/booking/paymentOutcome'
import { readApiFailure } from '@/components/booking/bookingApi'
import * as credits from '@/components/credits/credits.css'
import { TextField } from '@/components/forms/TextField'
import * as forms from '@/components/home/forms.css'
import { useToast } from '@/components/toast/Toaster'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import { PurchasePaymentForm } from '@/components/payments/PurchasePaymentForm'
import { VoucherPurchaseReturn } from './VoucherPurchaseReturn'
import * as styles from './vouchers.css'

type Created = VoucherPurchaseCreated
type Purchase = { clientSecret: string; values: VoucherPurchaseRequest }
type Props = { amountsPence: number[]; terms: string }

const formFields = new Set<string>(Object.keys(voucherPurchaseSchema.shape))
const PURCHASE_ERROR = 'We could not start the payment. Please try again.'

/** /gift-vouchers: the amount and the gift's details, then payment; a paid voucher leaves a thank-you and a fresh form. */
export function GiftVoucherScreen({ amountsPence, terms }: Props) {
  const { toast } = useToast()
  const [purchase, setPurchase] = useState<Purchase | null>(null)
  const [paidFor, setPaidFor] = useState<VoucherPurchaseRequest | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const step = purchase ? 'payment' : 'details'
  const emptyForm: VoucherPurchaseInput = {
    amountPence: amountsPence[Math.min(1, amountsPence.length - 1)]!,
    buyerName: '',
    buyerEmail: '',
    recipientName: '',
    message: '',
  }
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<VoucherPurchaseInput, unknown, VoucherPurchaseRequest>({
    resolver: zodResolver(voucherPurchaseSchema),
    defaultValues: emptyForm,
  })

  // Each step change moves focus to the step's heading, so screen readers hear where they are.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousStep = useRef(step)
  useEffect(() => {
    if (previousStep.current === step) return
    previousStep.current = step
    globalThis.scrollTo?.({ top: 0 })
    headingRef.current?.focus()
  }, [step])

  const onValid = async (values: VoucherPurchaseRequest) => {
    setSubmitting(true)
    try {
      const created = await apiRequest<Created>('POST', '/api/gift-vouchers/purchase', values)
      if (!created?.clientSecret) throw new Error(PURCHASE_ERROR)
      setPaidFor(null)
      setFailure(null)
      setPurchase({ clientSecret: created.clientSecret, values: { ...values, amountPence: created.amount } })
    } catch (error) {
      const answer = readApiFailure(error)
      for (const [name, message] of Object.entries(answer?.fields ?? {})) {
        if (formFields.has(name)) setError(name as keyof VoucherPurchaseInput, { message }, { shouldFocus: true })
      }
      toast({ title: 'Error', description: answer?.message ?? PURCHASE_ERROR, variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  const onResult = (result: PaymentResult) => {
    if (!purchase) return
    if (!result.ok) {
      setFailure(result.message)
      toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' })
      return
    }
    toast({ title: 'Payment Successful!', description: 'Your gift voucher is on its way by e-mail.', variant: 'success' })
    setPaidFor(purchase.values)
    setPurchase(null)
    reset(emptyForm)
  }

  return (
    <div className={credits.stack}>
      <h2 ref={headingRef} tabIndex={-1} className={credits.stepHeading}>
        {step === 'details' ? 'Step 1 of 2: Choose your voucher' : 'Step 2 of 2: Payment'}
      </h2>
      {step === 'details' ? (
        <Suspense fallback={null}>
          <VoucherPurchaseReturn />
        </Suspense>
      ) : null}
      {paidFor ? (
        <div role="status" className={credits.notice}>
          <p className={credits.noticeTitle}>Thank you! Your gift voucher is paid for.</p>
          <p className={`${credits.noticeText} ${credits.wrap}`}>
            We have e-mailed the {formatPence(paidFor.amountPence)} voucher for {paidFor.recipientName} to {paidFor.buyerEmail}, with its
            code and a link to print it.
          </p>
        </div>
      ) : null}
      {purchase ? (
        <div className={credits.layout}>
          <section className={card} aria-labelledby="voucher-payment-title">
            <h2 id="voucher-payment-title" style={{ marginTop: 0 }}>
              Payment details
            </h2>
            <div className={credits.stack}>
              <PurchasePaymentForm
                returnPath="/gift-vouchers"
                submitLabel="Buy Gift Voucher"
                clientSecret={purchase.clientSecret}
                amountPence={purchase.values.amountPence}
                billingDetails={{ name: purchase.values.buyerName, email: purchase.values.buyerEmail }}
                onResult={onResult}
              />
              {failure ? (
                <p className={credits.failureNotice} role="alert">
                  <span>
                    <strong>Payment Failed:</strong> {failure}
                  </span>
                </p>
              ) : null}
              <button type="button" className={button.outline} style={{ justifySelf: 'start' }} onClick={() => setPurchase(null)}>
                <span aria-hidden="true">←</span> Back
              </button>
            </div>
          </section>
          <section className={card} aria-labelledby="voucher-summary-title">
            <h2 id="voucher-summary-title" style={{ marginTop: 0 }}>
              Your voucher
            </h2>
            <p className={styles.voucherValue}>{formatPence(purchase.values.amountPence)}</p>
            <p className={credits.wrap}>For {purchase.values.recipientName}</p>
            {purchase.values.message ? <p className={credits.wrap}>“{purchase.values.message}”</p> : null}
            <p className={styles.terms}>{terms}</p>
          </section>
        </div>
      ) : (
        <form className={`${forms.form} ${card}`} onSubmit={handleSubmit(onValid)} noValidate aria-labelledby="voucher-details-title">
          <h2 id="voucher-details-title" style={{ margin: 0 }}>
            Your gift voucher
          </h2>
          <fieldset className={styles.amounts} aria-describedby={errors.amountPence ? 'voucher-amountPence-error' : undefined}>
            <legend className={forms.label}>Amount *</legend>
            {/* Controlled: a radio's DOM value is text, the schema's amount is whole pence. */}
            <Controller
              control={control}
              name="amountPence"
              render={({ field }) => (
                <>
                  {amountsPence.map((pence) => (
                    <label key={pence} className={styles.amountOption}>
                      <input
                        type="radio"
                        className={styles.amountRadio}
                        name={field.name}
                        value={pence}
                        checked={field.value === pence}
                        onChange={() => field.onChange(pence)}
                        onBlur={field.onBlur}
                      />
                      {formatPence(pence)}
                    </label>
                  ))}
                </>
              )}
            />
          </fieldset>
          {errors.amountPence?.message ? (
            <p id="voucher-amountPence-error" className={forms.error} role="alert">
              {errors.amountPence.message}
            </p>
          ) : null}
          <TextField
            id="voucher-recipientName"
            label="Who is it for? *"
            autoComplete="off"
            registration={register('recipientName')}
            error={errors.recipientName?.message}
          />
          <div className={forms.field}>
            <label className={forms.label} htmlFor="voucher-message">
              Your message (optional, printed on the voucher)
            </label>
            <textarea
              id="voucher-message"
              className={forms.control}
              rows={3}
              maxLength={300}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'voucher-message-error' : undefined}
              {...register('message')}
            />
            {errors.message?.message ? (
              <p id="voucher-message-error" className={forms.error} role="alert">
                {errors.message.message}
              </p>
            ) : null}
          </div>
          <div className={forms.fieldRow}>
            <TextField
              id="voucher-buyerName"
              label="Your name *"
              autoComplete="name"
              registration={register('buyerName')}
              error={errors.buyerName?.message}
            />
            <TextField
              id="voucher-buyerEmail"
              label="Your email *"
              type="email"
              autoComplete="email"
              inputMode="email"
              registration={register('buyerEmail')}
              error={errors.buyerEmail?.message}
            />
          </div>
          <p className={forms.hint}>We e-mail the voucher code and a printable voucher to you, so you can give it yourself.</p>
          <p className={styles.terms}>{terms}</p>
          <button type="submit" className={button.primary} disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Processing...' : 'Continue to Payment'}
          </button>
        </form>
      )}
    </div>
  )
}
