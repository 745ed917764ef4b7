import * as booking from '@/components/booking/booking.css'
import { formatPence } from '@/lib/money'
import { longDate } from '@/lib/time/formatDate'
import * as styles from './partyPage.css'
import { telHref, whenText, type PartyView } from './partyApi'

/** The party's state in a sentence at the top of the page: confirmed, still provisional, released or cancelled. */
export function PartyStatusNotice({ party }: { party: PartyView }) {
  const call = <a href={telHref(party.venuePhone)}>{party.venuePhone}</a>
  switch (party.status) {
    case 'confirmed':
      return <p className={booking.banner}>Your party on {longDate(party.date)} is confirmed.</p>
    case 'provisional':
      return (
        <p className={booking.note}>
          Your party is provisional: the slot is held for you until the deposit is paid
          {party.deposit.dueBy ? ` (by ${whenText(party.deposit.dueBy)})` : ''}.
        </p>
      )
    case 'lapsed':
      return (
        <div className={booking.note}>
          <h2 className={styles.heading}>This slot has been released</h2>
          <p>
            The deposit was not paid{party.deposit.dueBy ? ` by ${whenText(party.deposit.dueBy)}` : ' in time'}, so we released the slot. If
            you would still like a party, please call us on {call} and we will find you a date.
          </p>
        </div>
      )
    case 'cancelled':
      return (
        <div className={booking.note}>
          <h2 className={styles.heading}>This party is cancelled</h2>
          <p>
            {party.refundedPence > 0 ? `${formatPence(party.refundedPence)} has been refunded to your original payment method. ` : ''}
            If you have any questions, please call us on {call}.
          </p>
        </div>
      )
  }
}
