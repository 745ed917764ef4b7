'use client'

import { useState } from 'react'
import { readApiFailure } from '@/components/booking/bookingApi'
import * as booking from '@/components/booking/booking.css'
import type { PaymentResult } from '@/components/booking/paymentOutcome'
import { PurchasePaymentForm } from '@/components/payments/PurchasePaymentForm'
import { useToast } from '@/components/toast/Toaster'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './partyPage.css'
import { postParty, whenText, type PartyPaymentAnswer, type PartyPaymentStage, type PartyView } from './partyApi'
import { PaymentWaitNotice } from './PaymentWaitNotice'
import type { PaymentWait } from './usePartyView'

type Props = {
  token: string
  party: PartyView
  wait: PaymentWait | null
  onPaid: (stage: PartyPaymentStage) => void
  onParty: (party: PartyView) => void
  onRefresh: () => void
}

const START_FAILED = 'We could not start the payment just now. Nothing was charged; please try again.'

/** The deposit while the party is provisional, or the balance once confirmed: online now (the Payment Element), or on the day. */
export function PartyPayment({ token, party, wait, onPaid, onParty, onRefresh }: Props) {
  const { toast } = useToast()
  const [opened, setOpened] = useState<{ payment: PartyPaymentAnswer; dueWhenOpened: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const depositDue = party.status === 'provisional' && party.deposit.due
  const waiting = wait !== null && !wait.settled
  // A change to the party (more children, a reward) changes what is due: that payment is then out of date.
  const payment =
    opened && opened.dueWhenOpened === party.balanceDuePence && (opened.payment.stage === 'balance' || depositDue) ? opened.payment : null

  const start = async (stage: PartyPaymentStage) => {
    setBusy(true)
    setFailure(null)
    try {
      const answer = await postParty<PartyPaymentAnswer>('pay', { token, stage })
      onParty(answer.party)
      setOpened({ payment: answer, dueWhenOpened: answer.party.balanceDuePence })
    } catch (cause) {
      const problem = readApiFailure(cause)
      setFailure(problem?.message ?? START_FAILED)
      if (problem?.status === 409) onRefresh()
    } finally {
      setBusy(false)
    }
  }

  const onResult = (result: PaymentResult) => {
    if (!payment) return
    if (!result.ok) {
      setFailure(result.message)
      toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' })
      return
    }
    toast({ title: 'Payment Successful!', description: `Thank you: ${formatPence(payment.amountPence)} received.`, variant: 'success' })
    setOpened(null)
    setFailure(null)
    onPaid(payment.stage)
  }

  return (
    <section className={card} aria-labelledby="party-payment-title">
      <div className={styles.stack}>
        <h2 id="party-payment-title" className={styles.heading}>
          {depositDue ? 'Deposit' : 'Payment'}
        </h2>
        {depositDue ? (
          <p>
            Pay your deposit of <strong>{formatPence(party.depositPence)}</strong>
            {party.deposit.dueBy ? (
              <>
                {' '}
                by <strong>{whenText(party.deposit.dueBy)}</strong>
              </>
            ) : null}{' '}
            to secure the slot.
          </p>
        ) : party.balanceDuePence > 0 ? (
          <p>
            The balance of <strong>{formatPence(party.balanceDuePence)}</strong> is due.{' '}
            {party.canPayBalance ? 'Pay it now online, or pay on the day of the party.' : 'Please pay it on the day of the party.'}
          </p>
        ) : (
          <p>
            <strong>Balance paid:</strong> there is nothing more to pay.
          </p>
        )}
        <PaymentWaitNotice wait={wait} />
        {failure ? (
          <p className={booking.failure} role="alert">
            {failure}
          </p>
        ) : null}
        {payment ? (
          <>
            <h3 className={styles.heading}>{payment.stage === 'deposit' ? 'Pay the deposit' : 'Pay the balance'}</h3>
            <PurchasePaymentForm
              key={payment.clientSecret}
              clientSecret={payment.clientSecret}
              amountPence={payment.amountPence}
              billingDetails={{ name: party.parentName, email: party.parentEmail }}
              returnPath={`/manage-party?token=${encodeURIComponent(token)}`}
              submitLabel={`Pay ${formatPence(payment.amountPence)}`}
              onResult={onResult}
            />
            <button type="button" className={button.outline} onClick={() => setOpened(null)}>
              Not now
            </button>
          </>
        ) : waiting ? null : depositDue ? (
          <button type="button" className={button.primary} disabled={busy} aria-busy={busy} onClick={() => void start('deposit')}>
            {busy ? 'Preparing the payment…' : 'Pay deposit'}
          </button>
        ) : party.balanceDuePence > 0 && party.canPayBalance ? (
          <button type="button" className={button.primary} disabled={busy} aria-busy={busy} onClick={() => void start('balance')}>
            {busy ? 'Preparing the payment…' : 'Pay the balance now'}
          </button>
        ) : null}
      </div>
    </section>
  )
}
