import type { ReactNode } from 'react'
import { formatPence } from '@/lib/money'
import { longDate } from '@/lib/time/formatDate'
import { card } from '@/styles/primitives.css'
import * as styles from './partyPage.css'
import { STATUS_TEXT, type PartyView } from './partyApi'

type Row = { term: string; value: ReactNode; strong?: boolean }

function priceText(party: PartyView): string {
  if (party.pricing === 'flat') return `${formatPence(party.unitPricePence)} flat price`
  return `${party.children} × ${formatPence(party.unitPricePence)} per child`
}

function rows(party: PartyView): Row[] {
  const list: (Row | null)[] = [
    { term: 'Reference', value: party.reference },
    { term: 'Status', value: STATUS_TEXT[party.status] },
    { term: 'Date', value: <time dateTime={party.date}>{longDate(party.date)}</time> },
    { term: 'Time', value: party.timeSlot },
    { term: 'Package', value: party.packageName },
    { term: 'Birthday child', value: `${party.childName}, age ${party.childAge}` },
    { term: 'Children', value: String(party.children) },
    { term: 'Price', value: priceText(party) },
    party.discountPence > 0 ? { term: party.discountLabel ?? 'Discount', value: `−${formatPence(party.discountPence)}` } : null,
    { term: 'Total', value: formatPence(party.totalPence), strong: true },
    { term: 'Paid', value: formatPence(party.paidPence) },
    party.refundedPence > 0 ? { term: 'Refunded', value: formatPence(party.refundedPence) } : null,
    party.status === 'confirmed' || party.status === 'provisional'
      ? { term: 'Balance due', value: formatPence(party.balanceDuePence), strong: true }
      : null,
    party.foodChoices ? { term: 'Food choices', value: party.foodChoices } : null,
    party.dietaryNotes ? { term: 'Dietary notes', value: party.dietaryNotes } : null,
  ]
  return list.filter((row): row is Row => row !== null)
}

/** The party at a glance: when, what, for whom, and the money (total, paid, refunded, still due). */
export function PartySummary({ party }: { party: PartyView }) {
  return (
    <section className={card} aria-labelledby="party-summary-title">
      <h2 id="party-summary-title" className={styles.heading}>
        Party details
      </h2>
      <dl className={styles.summary}>
        {rows(party).map((row) => (
          <div key={row.term} className={styles.row}>
            <dt className={row.strong ? `${styles.term} ${styles.strong}` : styles.term}>{row.term}</dt>
            <dd className={row.strong ? `${styles.value} ${styles.strong}` : styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
