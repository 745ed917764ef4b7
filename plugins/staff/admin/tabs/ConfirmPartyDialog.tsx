'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { plural } from '@/lib/plural'
import { confirmPartySchema, INQUIRY_MESSAGES, type AffectedBooking, type StaffInquiry } from '@plugins/inquiries/contract'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { fetchJson } from '../fetchJson'
import { DialogFooter } from '../DialogFooter'
import * as css from '../staff.css'

export type PartyOptions = {
  partySlots: { label: string; start: string; end: string }[]
  packages: { key: string; name: string; exclusiveUse: boolean }[]
}

type Refusal = { message: string; bookings: AffectedBooking[] }

function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof Error)) return null
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { error?: { message?: string; bookings?: AffectedBooking[] } }
    return parsed.error?.message ? { message: parsed.error.message, bookings: parsed.error.bookings ?? [] } : null
  } catch {
    return null
  }
}

/** Staff mark a party booked: date, party slot and package. The slot is then taken on the calendar. */
export function ConfirmPartyDialog({
  inquiry,
  options,
  onConfirmed,
}: {
  inquiry: StaffInquiry
  options: PartyOptions
  onConfirmed: () => void
}): ReactElement {
  const party = inquiry.party!
  const [open, setOpen] = useState(false)
  const [date, setDate] = useState(party.partyDate)
  const [timeSlot, setTimeSlot] = useState(party.partyTime)
  const [packageKey, setPackageKey] = useState(party.packageType)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { date: useId(), slot: useId(), pkg: useId() }

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setDate(party.partyDate)
      setTimeSlot(
        options.partySlots.some((slot) => slot.label === party.partyTime) ? party.partyTime : (options.partySlots[0]?.label ?? ''),
      )
      setPackageKey(options.packages.some((pkg) => pkg.key === party.packageType) ? party.packageType : (options.packages[0]?.key ?? ''))
      setRefusal(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = confirmPartySchema.safeParse({ date, timeSlot, packageKey })
    if (!parsed.success) {
      setRefusal({ message: parsed.error.issues[0]?.message ?? 'Please check the form', bookings: [] })
      return
    }
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await fetchJson<{ emailedTo: string }>(`/api/admin/inquiries/${inquiry.id}/confirm-party`, {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      })
      toast.success('Party Confirmed', {
        description: `${party.childName}’s party on ${date}, ${timeSlot}. Confirmation e-mailed to ${answer.emailedTo}.`,
      })
      setOpen(false)
      onConfirmed()
    } catch (failure) {
      const reason = refusalOf(failure)
      setRefusal(reason ?? { message: INQUIRY_MESSAGES.confirmFailed, bookings: [] })
      if (!reason) toast.error('Error', { description: INQUIRY_MESSAGES.confirmFailed })
    } finally {
      setBusy(false)
    }
  }

  const exclusive = options.packages.find((pkg) => pkg.key === packageKey)?.exclusiveUse === true
  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={css.button}>Confirm Party</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.dialogContent}>
          <Dialog.Title className={css.heading}>Confirm {party.childName}’s party</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            The party slot is then taken in the Booking Calendar and in the next drafted replies, and {inquiry.email} is e-mailed the
            booking (wording in Inquiry replies).
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className={css.panel} noValidate>
            <label htmlFor={ids.date} className={css.field}>
              Date
              <input
                id={ids.date}
                type="date"
                className={css.input}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                required
              />
            </label>
            <label htmlFor={ids.slot} className={css.field}>
              Party time slot
              <select id={ids.slot} className={css.input} value={timeSlot} onChange={(event) => setTimeSlot(event.target.value)}>
                {options.partySlots.map((slot) => (
                  <option key={slot.label} value={slot.label}>
                    {slot.label}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={ids.pkg} className={css.field}>
              Package
              <select id={ids.pkg} className={css.input} value={packageKey} onChange={(event) => setPackageKey(event.target.value)}>
                {options.packages.map((pkg) => (
                  <option key={pkg.key} value={pkg.key}>
                    {pkg.name}
                  </option>
                ))}
              </select>
            </label>
            {exclusive ? <p className={css.notice}>Private hire: open play is blocked for the sessions these hours overlap.</p> : null}
            {refusal ? (
              <div role="alert" className={css.errorNotice}>
                <strong>{refusal.message}</strong>
                {refusal.bookings.length > 0 ? (
                  <ul>
                    {refusal.bookings.map((booking) => (
                      <li key={booking.id}>
                        {booking.reference} · {booking.customerName} · {booking.slot} · {plural(booking.children, 'child', 'children')},{' '}
                        {plural(booking.adults, 'adult', 'adults')} ({booking.status.replace('_', ' ')})
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <DialogFooter closeLabel="Cancel" submitLabel="Confirm Party" busyLabel="Confirming…" busy={busy} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
