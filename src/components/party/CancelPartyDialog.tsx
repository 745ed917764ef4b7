'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import * as booking from '@/components/booking/booking.css'
import { formatPence } from '@/lib/money'
import { button } from '@/styles/primitives.css'

type Props = { refundPence: number; depositTerms: string; busy: boolean; onConfirm: () => void }

/** "Are you sure?" before cancelling the party, which cannot be undone: the refund it brings and the deposit's terms. */
export function CancelPartyDialog({ refundPence, depositTerms, busy, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className={button.outline} disabled={busy} aria-busy={busy}>
          {busy ? 'Cancelling…' : 'Cancel party'}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={booking.dialogOverlay} />
        <AlertDialog.Content className={booking.dialogContent}>
          <AlertDialog.Title>Cancel this party?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div>
              <p>
                {refundPence > 0
                  ? `The slot will be released and ${formatPence(refundPence)} refunded to your original payment method.`
                  : 'The slot will be released and nothing will be refunded.'}{' '}
                This cannot be undone.
              </p>
              <p>{depositTerms}</p>
            </div>
          </AlertDialog.Description>
          <div className={booking.dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={button.outline}>
                Keep the party
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={button.primary} onClick={onConfirm}>
                Yes, cancel the party
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
