'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { ApiError, apiRequest } from '@/lib/http/apiRequest'
import { longDate } from '@/lib/time/formatDate'
import { button } from '@/styles/primitives.css'

type Left = { left: true; date: string; slotLabel: string }
type State = { step: 'ask' } | { step: 'busy' } | { step: 'left'; session: Left } | { step: 'failed'; message: string }

const FAILED = 'We could not take you off the waiting list just now. Please try again, or call us.'

/** One button: a link opened by a mail scanner changes nothing; the family's press does. */
export function LeaveWaitingList() {
  const token = useSearchParams().get('token') ?? ''
  const [state, setState] = useState<State>({ step: 'ask' })

  const leave = async () => {
    setState({ step: 'busy' })
    try {
      const session = await apiRequest<Left>('POST', '/api/waiting-list/leave', { token })
      setState({ step: 'left', session })
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError ? (messageOf(error.bodyText) ?? FAILED) : FAILED })
    }
  }

  if (!token) return <p role="alert">This link is not complete. Please use the link in your e-mail, or call us.</p>
  if (state.step === 'left')
    return (
      <div role="status">
        <p>
          You have left the waiting list for {longDate(state.session.date)}, {state.session.slotLabel}. We will not e-mail you about it
          again.
        </p>
        <a href="/booking" className={button.outline}>
          Book another visit
        </a>
      </div>
    )
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
      <p>If you no longer want places in this session, leave its waiting list and we will offer them to the next family.</p>
      {state.step === 'failed' ? <p role="alert">{state.message}</p> : null}
      <div>
        <button type="button" className={button.primary} onClick={leave} disabled={state.step === 'busy'}>
          {state.step === 'busy' ? 'Leaving…' : 'Leave the waiting list'}
        </button>
      </div>
    </div>
  )
}

function messageOf(bodyText: string): string | null {
  try {
    return (JSON.parse(bodyText) as { error?: { message?: string } }).error?.message ?? null
  } catch {
    return null
  }
}
