'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { undoNoShowSchema, type TodaysBooking, type UndoNoShowAnswer } from '../../domain/staffApi'
import { fetchJson, serverMessage } from '../fetchJson'
import { DialogFooter } from '../DialogFooter'
import * as css from '../staff.css'

/**
 * A no-show taken back to paid (the family did come, or it was marked by mistake), with a reason
 * for the audit log. The booking is then "not checked in" again; it never counts as a visit.
 */
export function UndoNoShowDialog({
  booking,
  onUndone,
}: {
  booking: Pick<TodaysBooking, 'id' | 'customerName' | 'reference'>
  onUndone: () => void
}): ReactElement {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reasonId = useId()
  const errorId = useId()

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setReason('')
      setError(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = undoNoShowSchema.safeParse({ reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please say why the no-show is undone')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchJson<UndoNoShowAnswer>(`/api/admin/bookings/${booking.id}/undo-no-show`, {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      })
      toast.success('No-show undone', { description: answer.message })
      setOpen(false)
      onUndone()
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The no-show could not be undone. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={`${css.button} ${css.noPrint}`} aria-label={`Undo no-show of ${booking.customerName}`}>
        Undo no-show
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.dialogContent}>
          <Dialog.Title className={css.heading}>Undo the no-show of {booking.customerName}?</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            {booking.reference} goes back to paid, not checked in. It is not counted as a visit. Your name and the reason go in the audit
            log.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className={css.panel} noValidate>
            <label htmlFor={reasonId} className={css.field}>
              Reason
              <input
                id={reasonId}
                className={css.input}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                placeholder="e.g. came in, kiosk not used"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </label>
            {error ? (
              <p id={errorId} role="alert" className={css.subtle}>
                {error}
              </p>
            ) : null}
            <DialogFooter closeLabel="Keep as no-show" submitLabel="Undo no-show" busyLabel="Undoing…" busy={busy} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
