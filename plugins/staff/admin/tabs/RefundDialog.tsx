'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { formatPence } from '@/lib/money'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { poundsToPence } from '../../domain/poundsToPence'
import { refundPaymentSchema, type PaymentSearchResult } from '../../domain/staffApi'
import { fetchJson, serverMessage } from '../fetchJson'
import { DialogFooter } from '../DialogFooter'
import * as css from '../staff.css'

const newKey = () => `refund-${crypto.randomUUID()}`

/**
 * For those who may give refunds (`canGiveRefunds`: admins, and staff allowed by an admin; the
 * search shows the button to nobody else): refund part or all of a card payment, with a reason,
 * or cancel the booking with everything refunded; a credit pack is refunded for its unused
 * credits, a gift voucher for what is left on it. One Idempotency-Key per opening of the dialog, so a second click, or a retry after a
 * lost answer, never refunds twice.
 */
export function RefundDialog({ payment, onRefunded }: { payment: PaymentSearchResult; onRefunded: () => void }): ReactElement {
  const [open, setOpen] = useState(false)
  const [key, setKey] = useState(newKey)
  const [pounds, setPounds] = useState('')
  const [reason, setReason] = useState('')
  const [cancel, setCancel] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const amountId = useId()
  const reasonId = useId()
  const cancelId = useId()
  // A credit pack goes back whole for its unused credits, a gift voucher for what is left on it:
  // no amount to choose, no booking to cancel.
  const isPack = payment.id.startsWith('credit-')
  const isVoucher = payment.id.startsWith('voucher-')
  const whole = isPack || isVoucher

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setKey(newKey())
      setPounds((payment.refundable / 100).toFixed(2))
      setReason('')
      setCancel(false)
      setError(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const amount = cancel || whole ? undefined : poundsToPence(pounds)
    if (!cancel && !whole && (amount === null || amount === undefined || amount <= 0 || amount > payment.refundable)) {
      setError(`Enter an amount from £0.01 to ${formatPence(payment.refundable)}`)
      return
    }
    const parsed = refundPaymentSchema.safeParse({ amount, reason, cancelBooking: cancel })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchJson<{ message: string }>(`/api/admin/payments/${payment.id}/refund`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: JSON.stringify(parsed.data),
      })
      toast.success('Refund Complete', { description: answer.message })
      setOpen(false)
      onRefunded()
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The refund could not be made. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={css.button}>Refund</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.dialogContent}>
          <Dialog.Title className={css.heading}>Refund {payment.customer_name}</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            {isPack
              ? `Paid ${formatPence(payment.amount)}. The ${payment.refundable_credits ?? 0} unused credits leave the family’s balance and ${formatPence(payment.refundable)} goes back to the card.`
              : isVoucher
                ? `Paid ${formatPence(payment.amount)}. The ${formatPence(payment.refundable)} left on voucher ${payment.voucher?.code ?? ''} goes back to the buyer’s card, and the voucher can no longer be spent.`
                : `Paid ${formatPence(payment.amount)}${payment.refunded > 0 ? `, ${formatPence(payment.refunded)} refunded already` : ''}. Up to ${formatPence(payment.refundable)} can go back to the card.`}
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className={css.panel} noValidate>
            {whole ? null : (
              <label className={css.row} htmlFor={cancelId}>
                <input id={cancelId} type="checkbox" checked={cancel} onChange={(event) => setCancel(event.target.checked)} />
                Cancel the booking and free its places (refunds everything still paid)
              </label>
            )}
            {cancel || whole ? null : (
              <label htmlFor={amountId} className={css.panel}>
                Amount (£)
                <input
                  id={amountId}
                  className={css.input}
                  inputMode="decimal"
                  value={pounds}
                  onChange={(event) => setPounds(event.target.value)}
                />
              </label>
            )}
            <label htmlFor={reasonId} className={css.panel}>
              Reason
              <input
                id={reasonId}
                className={css.input}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                placeholder="e.g. closed the soft play early"
              />
            </label>
            {error ? (
              <p role="alert" className={css.subtle}>
                {error}
              </p>
            ) : null}
            <DialogFooter
              closeLabel="Keep the money"
              submitLabel={cancel ? 'Cancel and refund' : whole ? `Refund ${formatPence(payment.refundable)}` : 'Refund'}
              busyLabel="Refunding…"
              busy={busy}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
