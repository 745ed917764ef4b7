import { button, card } from '@/styles/primitives.css'
import * as styles from '@/components/booking/booking.css'
import { PARTY_PAGE_MESSAGES } from './partyApi'
import { PartyContact, type Contact } from './PartyContact'

type Props = Contact & { problem: 'invalid' | 'expired' | 'failed'; onRetry: () => void }

const TITLES = { invalid: 'This link does not work', expired: 'This link has expired', failed: 'Your party' } as const

/** What the page says when the link cannot open the party: not valid, expired, or the server could not answer. */
export function PartyLinkProblem({ problem, onRetry, ...contact }: Props) {
  return (
    <section className={card} aria-labelledby="party-title">
      <h1 id="party-title">{TITLES[problem]}</h1>
      {problem === 'invalid' ? <p role="alert">{PARTY_PAGE_MESSAGES.invalidLink}</p> : null}
      {problem === 'expired' ? <p role="alert">{PARTY_PAGE_MESSAGES.expiredLink}</p> : null}
      {problem === 'failed' ? (
        <>
          <p className={styles.failure} role="alert">
            We could not load your party just now.
          </p>
          <button type="button" className={button.primary} onClick={onRetry}>
            Try again
          </button>
        </>
      ) : null}
      <PartyContact {...contact} />
    </section>
  )
}
