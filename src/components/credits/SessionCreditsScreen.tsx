'use client'

import { Suspense, useEffect, useRef, useState } from 'react'
import type { CreditOffer, CreditPurchaseInput, CreditPurchaseRequest } from '@plugins/credits/contract'
import { useToast } from '@/components/toast/Toaster'
import { CreditBenefits } from './CreditBenefits'
import { CreditPaymentStep } from './CreditPaymentStep'
import * as styles from './credits.css'
import { useRevalidateCreditBalances, type CreditPurchaseCreated } from './creditsApi'
import { ExistingCredits } from './ExistingCredits'
import { PricingComparison } from './PricingComparison'
import { PurchaseForm, emptyPurchaseForm } from './PurchaseForm'
import { PurchaseReturn } from './PurchaseReturn'
import type { PurchaseSummaryData } from './PurchaseSummary'

type Purchase = { clientSecret: string; summary: PurchaseSummaryData; billingDetails: { name: string; email: string; phone: string } }

/** /session-credits: the offer and the buyer's details, then payment; a paid purchase comes back to a cleared form. */
export function SessionCreditsScreen({ offer }: { offer: CreditOffer }) {
  const { toast } = useToast()
  const revalidateBalances = useRevalidateCreditBalances()
  const [purchase, setPurchase] = useState<Purchase | null>(null)
  const [details, setDetails] = useState<CreditPurchaseInput>(emptyPurchaseForm)
  // A new key remounts the form, so a finished purchase leaves it empty.
  const [formKey, setFormKey] = useState(0)
  const step = purchase ? 'payment' : 'info'

  // Each step change moves focus to the step's heading, so screen readers hear where they are.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousStep = useRef(step)
  useEffect(() => {
    if (previousStep.current === step) return
    previousStep.current = step
    globalThis.scrollTo?.({ top: 0 })
    headingRef.current?.focus()
  }, [step])

  const onCreated = (created: CreditPurchaseCreated, values: CreditPurchaseRequest) => {
    setDetails(values)
    setPurchase({
      clientSecret: created.clientSecret,
      billingDetails: { name: values.customerName, email: values.customerEmail, phone: values.customerPhone },
      summary: {
        title: created.credits === offer.credits ? offer.title : `${created.credits} Session Credits`,
        credits: created.credits,
        amountPence: created.amount,
        savingsPence: created.savings,
        customerName: values.customerName,
        customerEmail: values.customerEmail,
      },
    })
  }

  const onPaid = () => {
    toast({ title: 'Payment Successful!', description: 'Your session credits have been purchased successfully.', variant: 'success' })
    setPurchase(null)
    setDetails(emptyPurchaseForm)
    setFormKey((key) => key + 1)
    revalidateBalances()
  }

  return (
    <div className={styles.stack}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {step === 'info' ? 'Step 1 of 2: Choose your credits' : 'Step 2 of 2: Payment'}
      </h2>
      {step === 'info' ? (
        <>
          <Suspense fallback={null}>
            <PurchaseReturn />
          </Suspense>
          <div className={styles.layout}>
            <div className={styles.stack}>
              <PricingComparison offer={offer} />
              <CreditBenefits benefits={offer.benefits} />
            </div>
            <div className={styles.stack}>
              <ExistingCredits />
              <PurchaseForm key={formKey} defaultValues={details} onCreated={onCreated} />
            </div>
          </div>
        </>
      ) : purchase ? (
        <CreditPaymentStep
          clientSecret={purchase.clientSecret}
          summary={purchase.summary}
          billingDetails={purchase.billingDetails}
          onBack={() => setPurchase(null)}
          onPaid={onPaid}
        />
      ) : null}
    </div>
  )
}
