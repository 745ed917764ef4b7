'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactElement } from 'react'
import { formatPence } from '@/lib/money'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { BookingMade } from './newBooking/BookingMade'
import { CustomerFields } from './newBooking/CustomerFields'
import { TOTAL_LABELS } from './newBooking/newBookingForm'
import { PaymentFieldset } from './newBooking/PaymentFieldset'
import { TicketsFieldset } from './newBooking/TicketsFieldset'
import { useNewBookingForm } from './newBooking/useNewBookingForm'
import * as css from './staff.css'

/**
 * Staff book a family on the phone or at the desk through POST /api/admin/bookings (the website's
 * booking operation): paid at the desk, held with a card payment link e-mailed to the family, or
 * complimentary with a reason (admins only). The form
 * checks itself with the endpoint's schema; the server's answer is shown as it says it.
 */
export function NewBookingDialog({ onBooked }: { onBooked?: () => void }): ReactElement {
  const booking = useNewBookingForm(onBooked)
  const { open, openWith, form, created, failure, busy, ids, quoted, totalPence, submit } = booking

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={`${css.primaryButton} ${css.noPrint}`}>New booking</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.wideDialog}>
          <Dialog.Title className={css.heading}>New booking</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            A booking taken on the phone or at the desk. No session credits are used: we cannot check the e-mail is theirs.
          </Dialog.Description>
          {created ? (
            <BookingMade created={created} withSession={Boolean(form.selectedTime)} email={form.customerEmail} />
          ) : (
            <form
              onSubmit={(event) => void submit(event)}
              className={css.panel}
              noValidate
              aria-describedby={failure ? ids.error : undefined}
            >
              <CustomerFields booking={booking} />
              <TicketsFieldset booking={booking} />
              <PaymentFieldset booking={booking} />

              <p id={ids.total} className={css.spread} aria-live="polite">
                <span>{TOTAL_LABELS[form.payment]}</span>
                <strong className={css.statValue}>{formatPence(quoted ? quoted.totalPence : totalPence)}</strong>
              </p>
              {failure ? (
                <p id={ids.error} role="alert" className={css.errorNotice}>
                  {failure}
                </p>
              ) : null}
              <div className={css.row}>
                <Dialog.Close className={css.button} type="button">
                  Cancel
                </Dialog.Close>
                <button type="submit" className={css.primaryButton} disabled={busy}>
                  {busy ? 'Booking…' : 'Book'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
