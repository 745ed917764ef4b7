'use client'

import { useState, type FormEvent } from 'react'
import { readApiFailure } from '@/components/booking/bookingApi'
import * as booking from '@/components/booking/booking.css'
import * as forms from '@/components/home/forms.css'
import { useToast } from '@/components/toast/Toaster'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './partyPage.css'
import { partyRewardSchema, postParty, type PartyView } from './partyApi'

type Props = { token: string; onParty: (party: PartyView) => void }

const APPLY_FAILED = 'We could not apply your reward just now. Please try again or call us.'
const ID = 'party-reward-code'

/** A loyalty member's redeemed "20% off party bookings" code, taken off the party's price by the server. */
export function PartyRewardForm({ token, onParty }: Props) {
  const { toast } = useToast()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [applied, setApplied] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setApplied(null)
    const parsed = partyRewardSchema.shape.code.safeParse(code)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter your reward code')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const { party } = await postParty('reward', { token, code: parsed.data })
      onParty(party)
      setCode('')
      const text = `${party.discountLabel ?? 'Discount'}: ${formatPence(party.discountPence)} off. The total is now ${formatPence(party.totalPence)}.`
      setApplied(text)
      // The form goes once the reward is on the party (canApplyReward): the toast carries the news.
      toast({ title: 'Reward applied', description: text, variant: 'success' })
    } catch (cause) {
      setError(readApiFailure(cause)?.message ?? APPLY_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={`${forms.form} ${card}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="party-reward-title">
      <h2 id="party-reward-title" className={styles.heading}>
        Loyalty reward
      </h2>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={ID}>
          Reward code
        </label>
        <p id={`${ID}-hint`} className={forms.hint}>
          Redeemed the “20% off party bookings” reward? Enter its code to take it off the price.
        </p>
        <div className={booking.promoRow}>
          <input
            id={ID}
            name="code"
            className={`${forms.control} ${booking.promoInput}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${ID}-hint`, error ? `${ID}-error` : null].filter(Boolean).join(' ')}
          />
          <button type="submit" className={button.secondary} disabled={busy} aria-busy={busy}>
            {busy ? 'Applying…' : 'Apply reward'}
          </button>
        </div>
        {error ? (
          <p id={`${ID}-error`} className={forms.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div role="status" className={styles.liveRegion}>
        {applied ? <p className={booking.promoApplied}>{applied}</p> : null}
      </div>
    </form>
  )
}
