'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { formatPence } from '@/lib/money'
import { button } from '@/styles/primitives.css'
import * as styles from './booking.css'

type Props = { refundPence: number; busy: boolean; onConfirm: () => void }

/** "Are you sure?" before a cancellation, which cannot be undone. Radix keeps focus inside and Escape closes it. */
export function CancelBookingDialog({ refundPence, busy, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className={button.outline} disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel booking'}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.dialogOverlay} />
        <AlertDialog.Content className={styles.dialogContent}>
          <AlertDialog.Title>Cancel this booking?</AlertDialog.Title>
          <AlertDialog.Description>
            {refundPence > 0
              ? `Your places will be released and ${formatPence(refundPence)} refunded to your original payment method. This cannot be undone.`
              : 'Your places will be released. This cannot be undone.'}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={button.outline}>
                Keep my booking
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={button.primary} onClick={onConfirm}>
                Yes, cancel my booking
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
