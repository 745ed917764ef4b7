'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState, type ReactElement } from 'react'
import { BOOKING_STATUS, hasArrived } from '@plugins/booking/contract'

type ApiAnswer = { success?: boolean; message?: string; error?: { message?: string } }

async function post(path: string, body: unknown): Promise<ApiAnswer & { ok: boolean }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as ApiAnswer
  return { ...json, ok: response.ok }
}

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 4px)',
  padding: 'calc(var(--base) * 0.75)',
  marginBottom: 'var(--base)',
}

/**
 * The booking's visit in the sidebar, for staff: undo the latest check-in or check-out with a
 * reason, and confirm a walk-in's payment at the desk. Both go through the check-in plugin's
 * staff calls, so the visit record says who and why.
 */
export function VisitActions(): ReactElement | null {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const source = useFormFields(([fields]) => fields.source?.value) as string | undefined
  const confirmedAt = useFormFields(([fields]) => fields.inStorePaymentConfirmedAt?.value) as string | undefined
  const amount = useFormFields(([fields]) => fields.finalAmountPence?.value) as number | undefined
  const [reason, setReason] = useState('')
  const [pounds, setPounds] = useState(() => (typeof amount === 'number' ? (amount / 100).toFixed(2) : '0.00'))
  const [busy, setBusy] = useState(false)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const reasonId = useId()
  const amountId = useId()
  const termsId = useId()

  if (id === undefined || id === null) return null
  const canUndo = hasArrived(status)
  const canConfirm = source === 'walk_in' && !confirmedAt
  const canCheckIn = status === BOOKING_STATUS.paid
  if (!canUndo && !canConfirm && !canCheckIn) return null

  const run = async (path: string, body: unknown) => {
    setBusy(true)
    try {
      const result = await post(path, body)
      if (!result.ok) {
        toast.error(result.error?.message ?? 'That did not work. Please try again.')
        return
      }
      toast.success(result.message ?? 'Done')
      window.location.reload()
    } catch {
      toast.error('The server could not be reached. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const undo = () => {
    if (reason.trim().length < 3) {
      toast.error('Please say why (at least 3 characters).')
      return
    }
    void run('/api/check-in/undo', { bookingId: Number(id), reason: reason.trim() })
  }

  const checkInAnyway = () => {
    if (reason.trim().length < 3) {
      toast.error('Please say why (at least 3 characters).')
      return
    }
    if (!termsAccepted) {
      toast.error('The family must accept the terms and the liability disclaimer first.')
      return
    }
    void run('/api/check-in/staff-check-in', { bookingId: Number(id), reason: reason.trim(), termsAccepted: true })
  }

  const confirm = () => {
    const pence = Math.round(Number(pounds) * 100)
    if (!Number.isFinite(pence) || pence < 0) {
      toast.error('Enter the amount taken, e.g. 21.00')
      return
    }
    void run(`/api/check-in/walk-in/${id}/confirm-payment`, { amountPaid: pence })
  }

  return (
    <div className="visit-actions" role="group" aria-label="The visit at the door">
      {canUndo && (
        <div style={box}>
          <label htmlFor={reasonId} style={{ display: 'block', marginBottom: 'calc(var(--base) * 0.25)' }}>
            {status === BOOKING_STATUS.checked_out ? 'Undo check-out: why?' : 'Undo check-in: why?'}
          </label>
          <textarea
            id={reasonId}
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            style={{ width: '100%' }}
          />
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={undo}>
            {status === BOOKING_STATUS.checked_out ? 'Undo check-out' : 'Undo check-in'}
          </Button>
        </div>
      )}
      {canCheckIn && (
        <div style={box}>
          <p style={{ marginTop: 0 }}>
            Sent to the desk by the kiosk (the session under way was full, or outside the arrival time)? Check the family in here.
          </p>
          <label htmlFor={reasonId} style={{ display: 'block', marginBottom: 'calc(var(--base) * 0.25)' }}>
            Check in anyway: why?
          </label>
          <textarea
            id={reasonId}
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            style={{ width: '100%' }}
          />
          <label
            htmlFor={termsId}
            style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', alignItems: 'flex-start', margin: 'calc(var(--base) * 0.5) 0' }}
          >
            <input id={termsId} type="checkbox" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />
            The family has read and accepted the terms and the liability disclaimer at the desk
          </label>
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={checkInAnyway}>
            Check in anyway
          </Button>
        </div>
      )}
      {canConfirm && (
        <div style={box}>
          <label htmlFor={amountId} style={{ display: 'block', marginBottom: 'calc(var(--base) * 0.25)' }}>
            Walk-in: amount taken at the desk (£)
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            value={pounds}
            onChange={(event) => setPounds(event.target.value)}
            style={{ width: '100%' }}
          />
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={confirm}>
            Confirm payment
          </Button>
        </div>
      )}
    </div>
  )
}
