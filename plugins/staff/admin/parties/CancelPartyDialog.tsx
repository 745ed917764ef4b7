'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast, useAuth } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { STAFF_PARTY_MESSAGES, staffCancelPartySchema, type StaffParty, type StaffPartyAnswer } from '@plugins/inquiries/contract'
import { canGiveRefunds, REFUNDS_NOT_ALLOWED } from '@/access/roles'
import { formatPence } from '@/lib/money'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { longDay } from '../calendar/calendarDates'
import { DialogFooter } from '../DialogFooter'
import { fetchJson, serverMessage } from '../fetchJson'
import * as css from '../staff.css'
import * as styles from './parties.css'
import { partyOf } from './partyText'

/**
 * Staff cancel an open party with a reason (kept in the audit log): the slot is released and the
 * family e-mailed. What was paid is refunded only when ticked, and only those who may give
 * refunds (`canGiveRefunds`, as the endpoint asks) are offered the tick.
 */
export function CancelPartyDialog({ party, onCancelled }: { party: StaffParty; onCancelled: () => void }): ReactElement {
  const { user } = useAuth()
  const mayRefund = canGiveRefunds(user)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [refund, setRefund] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { reason: useId(), refund: useId() }
  const paid = formatPence(party.paidPence)
  const what = partyOf(party.childName)

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setReason('')
      setRefund(false)
      setError(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = staffCancelPartySchema.safeParse({ refund: mayRefund && refund, reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchJson<StaffPartyAnswer>(`/api/admin/parties/${party.id}/cancel`, {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      })
      toast.success('Party Cancelled', { description: `${answer.message}. The family is e-mailed.` })
      setOpen(false)
      onCancelled()
    } catch (failure) {
      setError(serverMessage(failure) ?? STAFF_PARTY_MESSAGES.cancelFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={css.button}>Cancel party</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={styles.tallDialog}>
          <Dialog.Title className={css.heading}>Cancel {what}</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            {longDay(party.date)}, {party.timeSlot}. The slot is released and the family is e-mailed that the party is cancelled.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className={css.panel} noValidate>
            <label htmlFor={ids.reason} className={css.field}>
              Reason (kept in the audit log)
              <textarea
                id={ids.reason}
                className={css.shortTextarea}
                value={reason}
                maxLength={200}
                onChange={(event) => {
                  setReason(event.target.value)
                  setError(null)
                }}
                placeholder="e.g. the family asked by phone"
              />
            </label>
            {party.paidPence === 0 ? (
              <p className={css.subtle}>Nothing has been paid, so there is nothing to refund.</p>
            ) : mayRefund ? (
              <label htmlFor={ids.refund} className={styles.checkRow}>
                <input
                  id={ids.refund}
                  type="checkbox"
                  className={styles.choiceInput}
                  checked={refund}
                  onChange={(event) => setRefund(event.target.checked)}
                />
                Refund {paid} to the family
              </label>
            ) : (
              <p className={css.notice}>
                {paid} has been paid and is kept. {REFUNDS_NOT_ALLOWED}.
              </p>
            )}
            {error ? (
              <p role="alert" className={css.errorNotice}>
                {error}
              </p>
            ) : null}
            <DialogFooter closeLabel="Keep the party" submitLabel="Cancel party" busyLabel="Cancelling…" busy={busy} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
