'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { creditPurchaseSchema, type CreditPurchaseInput, type CreditPurchaseRequest } from '@plugins/credits/contract'
import { TextField } from '@/components/forms/TextField'
import * as forms from '@/components/home/forms.css'
import { useToast } from '@/components/toast/Toaster'
import { apiRequest } from '@/lib/http/apiRequest'
import { button, card } from '@/styles/primitives.css'
import { readApiFailure, type CreditPurchaseCreated } from './creditsApi'

type Props = {
  defaultValues: CreditPurchaseInput
  onCreated: (purchase: CreditPurchaseCreated, details: CreditPurchaseRequest) => void
}

const formFields = new Set<string>(Object.keys(creditPurchaseSchema.shape))
const PURCHASE_ERROR = 'Failed to create payment intent'

export const emptyPurchaseForm: CreditPurchaseInput = { customerName: '', customerEmail: '', customerPhone: '' }

/** The buyer's details; a valid form starts the purchase (POST /api/session-credits/purchase). */
export function PurchaseForm({ defaultValues, onCreated }: Props) {
  const { toast } = useToast()
  const [submitting, setSubmitting] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreditPurchaseInput, unknown, CreditPurchaseRequest>({ resolver: zodResolver(creditPurchaseSchema), defaultValues })

  const onValid = async (values: CreditPurchaseRequest) => {
    setSubmitting(true)
    try {
      const created = await apiRequest<CreditPurchaseCreated>('POST', '/api/session-credits/purchase', values)
      if (!created?.clientSecret) throw new Error(PURCHASE_ERROR)
      toast({ title: 'Payment Ready', description: 'Please complete your payment to purchase the session credits.', variant: 'success' })
      onCreated(created, values)
    } catch (error) {
      const failure = readApiFailure(error)
      for (const [name, message] of Object.entries(failure?.fields ?? {})) {
        if (formFields.has(name)) setError(name as keyof CreditPurchaseInput, { message }, { shouldFocus: true })
      }
      toast({ title: 'Error', description: failure?.message ?? PURCHASE_ERROR, variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className={`${forms.form} ${card}`} onSubmit={handleSubmit(onValid)} noValidate aria-labelledby="credits-details-title">
      <h2 id="credits-details-title" style={{ margin: 0 }}>
        Your details
      </h2>
      <p className={forms.hint}>Your credits are linked to this e-mail address and apply automatically when you book with it.</p>
      <TextField
        id="credits-customerName"
        label="Full name *"
        autoComplete="name"
        registration={register('customerName')}
        error={errors.customerName?.message}
      />
      <div className={forms.fieldRow}>
        <TextField
          id="credits-customerEmail"
          label="Email *"
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={register('customerEmail')}
          error={errors.customerEmail?.message}
        />
        <TextField
          id="credits-customerPhone"
          label="Phone *"
          type="tel"
          autoComplete="tel"
          registration={register('customerPhone')}
          error={errors.customerPhone?.message}
        />
      </div>
      <button type="submit" className={button.primary} disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Processing...' : 'Continue to Payment'}
      </button>
    </form>
  )
}
