'use client'

import { useSearchParams } from 'next/navigation'
import { Spinner } from '@/components/booking/Spinner'
import * as booking from '@/components/booking/booking.css'
import { PurchaseReturnNotice } from '@/components/payments/PurchaseReturnNotice'
import { longDate } from '@/lib/time/formatDate'
import { button } from '@/styles/primitives.css'
import { readApiFailure } from '@/components/booking/bookingApi'
import { PartyCancelSection } from './PartyCancelSection'
import { PartyChangesForm } from './PartyChangesForm'
import { PartyContact, type Contact } from './PartyContact'
import { PartyLinkProblem } from './PartyLinkProblem'
import { PartyPayment } from './PartyPayment'
import { PartyRewardForm } from './PartyRewardForm'
import { PartyStatusNotice } from './PartyStatusNotice'
import { PartySummary } from './PartySummary'
import * as styles from './partyPage.css'
import { telHref } from './partyApi'
import { usePartyReturn } from './usePartyReturn'
import { usePartyView } from './usePartyView'

/**
 * /manage-party?token=: the family's party from the signed link in every party e-mail (issue 39):
 * what is booked and paid, the deposit or balance online, their own changes until the cut-off,
 * a loyalty reward, and cancellation under the terms. The server decides everything; the page
 * shows its answer.
 */
export function PartyPage(contact: Contact) {
  const token = useSearchParams().get('token')
  const { data, error, reload, paid, setParty, wait } = usePartyView(token)
  const returned = usePartyReturn(token, reload)
  const failure = readApiFailure(error)

  if (!token || failure?.code === 'invalid_link' || failure?.code === 'validation_failed')
    return <PartyLinkProblem problem="invalid" onRetry={reload} {...contact} />
  if (failure?.code === 'link_expired') return <PartyLinkProblem problem="expired" onRetry={reload} {...contact} />
  if (error) return <PartyLinkProblem problem="failed" onRetry={reload} {...contact} />
  if (!data) return <Spinner label="Loading your party…" />

  const { party } = data
  const open = party.status === 'provisional' || party.status === 'confirmed'
  return (
    <div className={styles.stack}>
      <h1 id="party-title" className={styles.title}>
        Your party
      </h1>
      <p>
        {party.childName}’s party, booked by {party.parentName}.
      </p>
      <PurchaseReturnNotice
        returned={returned}
        paid={() => ({ title: 'Thank you! Your payment is received.', text: 'The details below show it.' })}
        processingText="Your payment is processing; this page shows it once it clears."
        unknownText="If you were charged, the payment will show here shortly. Please call us if it does not."
      />
      <PartyStatusNotice party={party} />
      <div className={styles.layout}>
        <PartySummary party={party} />
        <div className={styles.stack}>
          {open ? <PartyPayment token={token} party={party} wait={wait} onPaid={paid} onParty={setParty} onRefresh={reload} /> : null}
          {open && party.canChange ? (
            <PartyChangesForm token={token} party={party} onParty={setParty} onRefresh={reload} />
          ) : open ? (
            <p className={booking.note}>
              Changes closed after {longDate(party.changesCloseAfter)}: please call{' '}
              <a href={telHref(party.venuePhone)}>{party.venuePhone}</a> to change the numbers or the food.
            </p>
          ) : null}
          {open && party.canApplyReward ? <PartyRewardForm token={token} onParty={setParty} /> : null}
          {party.status !== 'lapsed' ? <PartyCancelSection token={token} party={party} onParty={setParty} onRefresh={reload} /> : null}
          <PartyContact {...contact} />
          <a href="/" className={`${button.outline} ${styles.startAligned}`}>
            Return to Home
          </a>
        </div>
      </div>
    </div>
  )
}
