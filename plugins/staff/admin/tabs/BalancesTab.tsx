'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { canGiveRefunds } from '@/access/roles'
import { adjustBalancesSchema, customerBalancesQuerySchema, type AdjustBalancesAnswer, type CustomerBalances } from '../../domain/staffApi'
import { fetchJson, serverMessage } from '../fetchJson'
import * as css from '../staff.css'
import { ErrorState } from '../states'
import { EmailAddressField } from './EmailAddressField'

const newKey = () => `adjust-${crypto.randomUUID()}`
const LEVEL_NAMES: Record<string, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' }

/** A typed whole number, signed (`-2`, `+3`, `5`); empty is none. NaN for anything else, which the schema refuses. */
const signedWhole = (typed: string): number | undefined => {
  const trimmed = typed.trim().replace(/^\+/, '')
  if (!trimmed) return undefined
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * The Credits & points tab: a family's session credits and loyalty points found by the e-mail
 * address they booked with; those who may give refunds add or take some off with a reason (a
 * visit to make up for, a missed check-in, a correction). One Idempotency-Key per change, so a
 * double tap or a retry on a flaky connection changes the balance once.
 */
export function BalancesTab(): ReactElement {
  const id = useId()
  const { user } = useAuth()
  const mayAdjust = canGiveRefunds(user)
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [found, setFound] = useState<CustomerBalances | null>(null)
  const [loading, setLoading] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)

  const lookUp = async (address: string) => {
    setLoading(true)
    setLoadError(null)
    try {
      setFound(await fetchJson<CustomerBalances>(`/api/admin/customers/balances?email=${encodeURIComponent(address)}`))
    } catch (failure) {
      setFound(null)
      setLoadError(serverMessage(failure) ?? 'The balances could not be loaded. Please try again.')
    } finally {
      setLoading(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = customerBalancesQuerySchema.safeParse({ email })
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address')
      return
    }
    setEmailError(null)
    void lookUp(parsed.data.email)
  }

  return (
    <div className={css.panel}>
      <section className={css.stack} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={css.heading}>
          Session credits and loyalty points
        </h2>
        <p className={css.subtle}>Enter the e-mail address the family booked with.</p>
      </section>
      <form className={css.row} onSubmit={submit} aria-label="Find a family’s balances" noValidate>
        <EmailAddressField
          label="Family’s e-mail address"
          value={email}
          error={emailError}
          onChange={(next) => {
            setEmail(next)
            setEmailError(null)
          }}
        />
        <button type="submit" className={css.primaryButton} disabled={loading}>
          {loading ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      {loadError ? <ErrorState title="Could not load the balances" error={loadError} onRetry={() => void lookUp(email.trim())} /> : null}
      <div role="status" aria-label="Balances" className={css.stack}>
        {found ? <BalancesCard balances={found} /> : null}
      </div>
      {found && mayAdjust ? <AdjustForm key={found.email} balances={found} onSaved={setFound} /> : null}
      {found && !mayAdjust ? (
        <p className={css.subtle}>Only an admin, or staff allowed to give refunds, can change a family’s credits or points.</p>
      ) : null}
    </div>
  )
}

function BalancesCard({ balances }: { balances: CustomerBalances }): ReactElement {
  return (
    <div className={css.card}>
      <strong>{balances.loyalty.member ? `${balances.loyalty.name} · ${balances.email}` : balances.email}</strong>
      <dl className={css.facts}>
        <dt>Session credits</dt>
        <dd data-testid="balance-credits">{balances.credits}</dd>
        <dt>Loyalty points</dt>
        <dd data-testid="balance-points">
          {balances.loyalty.member
            ? `${balances.loyalty.currentPoints} (${LEVEL_NAMES[balances.loyalty.level] ?? balances.loyalty.level})`
            : 'Not a member'}
        </dd>
      </dl>
    </div>
  )
}

function AdjustForm({ balances, onSaved }: { balances: CustomerBalances; onSaved: (next: CustomerBalances) => void }): ReactElement {
  const id = useId()
  const [key, setKey] = useState(newKey)
  const [credits, setCredits] = useState('')
  const [points, setPoints] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = adjustBalancesSchema.safeParse({
      email: balances.email,
      credits: signedWhole(credits),
      points: balances.loyalty.member ? signedWhole(points) : undefined,
      reason,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchJson<AdjustBalancesAnswer>('/api/admin/customers/adjust-balances', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: JSON.stringify(parsed.data),
      })
      toast.success('Balances saved', { description: answer.message })
      setCredits('')
      setPoints('')
      setReason('')
      setKey(newKey())
      onSaved(answer.balances)
    } catch (failure) {
      // The same key again on a retry: if the first attempt did land, it is not made twice.
      setError(serverMessage(failure) ?? 'The change could not be saved. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={css.stack} onSubmit={(event) => void save(event)} aria-label="Change credits or points" noValidate>
      <h3 className={css.heading}>Add or take off</h3>
      <p className={css.subtle}>A number to add (5) or to take off (-2). The reason is kept in the audit log.</p>
      <div className={css.row}>
        <label htmlFor={`${id}-credits`} className={css.field}>
          Session credits
          <input
            id={`${id}-credits`}
            className={css.input}
            inputMode="numeric"
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
            placeholder="e.g. 1"
          />
        </label>
        {balances.loyalty.member ? (
          <label htmlFor={`${id}-points`} className={css.field}>
            Loyalty points
            <input
              id={`${id}-points`}
              className={css.input}
              inputMode="numeric"
              value={points}
              onChange={(event) => setPoints(event.target.value)}
              placeholder="e.g. 50"
            />
          </label>
        ) : null}
      </div>
      <label htmlFor={`${id}-reason`} className={css.field}>
        Reason
        <input
          id={`${id}-reason`}
          className={css.emailInput}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="e.g. the ball pit was closed during their visit"
        />
      </label>
      {error ? (
        <p role="alert" className={css.subtle}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={css.primaryButton} disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
