'use client'

import { useState } from 'react'
import { readApiFailure } from '@/components/booking/bookingApi'
import * as booking from '@/components/booking/booking.css'
import { useToast } from '@/components/toast/Toaster'
import { formatPence } from '@/lib/money'
import { card } from '@/styles/primitives.css'
import { CancelPartyDialog } from './CancelPartyDialog'
import * as styles from './partyPage.css'
import { notYetPast, postParty, telHref, whenText, type PartyView } from './partyApi'

type Props = { token: string; party: PartyView; onParty: (party: PartyView) => void; onRefresh: () => void }

const CANCEL_FAILED = 'We could not cancel your party just now. Please try again or call us.'

/** What the deposit's terms mean today: refundable until the cut-off, then not. */
function depositTerms(party: PartyView, now: Date = new Date()): string {
  if (party.paidPence === 0) return 'Nothing has been paid yet, so there is nothing to refund.'
  const until = whenText(party.cancel.refundableUntil)
  return notYetPast(party.cancel.refundableUntil, now)
    ? `Your deposit is refundable if you cancel until ${until}.`
    : `The deposit was refundable until ${until}, so it is not refunded now.`
}

/** The CMS's cancellation terms and the family's own cancellation under them, with the refund it brings. */
export function PartyCancelSection({ token, party, onParty, onRefresh }: Props) {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { refundPence } = party.cancel

  const cancel = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const answer = await postParty('cancel', { token, confirm: true })
      onParty(answer.party)
      const text =
        refundPence > 0
          ? `Your party is cancelled. ${formatPence(refundPence)} will be refunded to your original payment method.`
          : 'Your party is cancelled.'
      setOutcome(text)
      toast({ title: 'Party cancelled', description: text, variant: 'success' })
    } catch (cause) {
      const message = readApiFailure(cause)?.message ?? CANCEL_FAILED
      setFailure(message)
      toast({ title: 'Cancellation failed', description: message, variant: 'destructive' })
      onRefresh()
    } finally {
      setBusy(false)
    }
  }

  const open = party.status === 'provisional' || party.status === 'confirmed'
  return (
    <section className={card} aria-labelledby="party-cancel-title">
      <div className={styles.stack}>
        <h2 id="party-cancel-title" className={styles.heading}>
          Cancellation terms
        </h2>
        {party.cancellationTerms ? <p className={styles.terms}>{party.cancellationTerms}</p> : null}
        <div role="status" className={styles.liveRegion}>
          {outcome ? <p className={booking.banner}>{outcome}</p> : null}
        </div>
        {failure ? (
          <p className={booking.failure} role="alert">
            {failure}
          </p>
        ) : null}
        {open && party.cancel.allowed ? (
          <>
            <p>
              {refundPence > 0
                ? `If you cancel now, ${formatPence(refundPence)} will be refunded to your original payment method.`
                : 'If you cancel now, nothing will be refunded.'}{' '}
              {depositTerms(party)}
            </p>
            <CancelPartyDialog refundPence={refundPence} depositTerms={depositTerms(party)} busy={busy} onConfirm={() => void cancel()} />
          </>
        ) : open ? (
          <p className={booking.note}>
            This party can no longer be cancelled online. Please call us on <a href={telHref(party.venuePhone)}>{party.venuePhone}</a>.
          </p>
        ) : null}
      </div>
    </section>
  )
}
