'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast, useAuth } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { confirmPartySchema, INQUIRY_MESSAGES, type ConfirmDeposit, type StaffInquiry } from '@plugins/inquiries/contract'
import { hasRole } from '@/access/roles'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { longDay } from '../calendar/calendarDates'
import { fetchJson } from '../fetchJson'
import { DialogFooter } from '../DialogFooter'
import { DepositFields } from '../parties/DepositFields'
import * as styles from '../parties/parties.css'
import { confirmedToast, type ConfirmPartyAnswer } from '../parties/partyText'
import * as css from '../staff.css'
import { ConfirmRefusal, refusalOf, type Refusal } from './ConfirmRefusal'

export type PartyOptions = {
  partySlots: { label: string; start: string; end: string }[]
  packages: { key: string; name: string; exclusiveUse: boolean }[]
}

/** The inquiry's "10" (or "25+") as typed in the box; empty when the form's answer is not a number. */
const childrenText = (numberOfChildren: string) => {
  const children = Number.parseInt(numberOfChildren, 10)
  return Number.isInteger(children) && children > 0 ? String(children) : ''
}

/** Empty: the inquiry's number (the server's default); a whole number; anything else NaN, which the schema refuses. */
const childrenValue = (typed: string) => (typed.trim() === '' ? undefined : /^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN)

/**
 * Staff book a party from its inquiry: date, party slot, package, the number of children it is
 * priced for, and how the deposit is settled. With a payment link the party is provisional (held
 * until the deposit is paid); taken at the desk or waived (admins), it is confirmed at once.
 */
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
  const { user } = useAuth()
  const mayWaive = hasRole(user, 'admin')
  const [open, setOpen] = useState(false)
  const [date, setDate] = useState(party.partyDate)
  const [timeSlot, setTimeSlot] = useState(party.partyTime)
  const [packageKey, setPackageKey] = useState(party.packageType)
  const [children, setChildren] = useState(childrenText(party.numberOfChildren))
  const [deposit, setDeposit] = useState<ConfirmDeposit>('link')
  const [waiveReason, setWaiveReason] = useState('')
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { date: useId(), slot: useId(), pkg: useId(), children: useId() }

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setDate(party.partyDate)
      setTimeSlot(
        options.partySlots.some((slot) => slot.label === party.partyTime) ? party.partyTime : (options.partySlots[0]?.label ?? ''),
      )
      setPackageKey(options.packages.some((pkg) => pkg.key === party.packageType) ? party.packageType : (options.packages[0]?.key ?? ''))
      setChildren(childrenText(party.numberOfChildren))
      setDeposit('link')
      setWaiveReason('')
      setRefusal(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = confirmPartySchema.safeParse({ date, timeSlot, packageKey, children: childrenValue(children), deposit, waiveReason })
    if (!parsed.success) {
      setRefusal({ message: parsed.error.issues[0]?.message ?? 'Please check the form', bookings: [] })
      return
    }
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await fetchJson<ConfirmPartyAnswer>(`/api/admin/inquiries/${inquiry.id}/confirm-party`, {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      })
      const { title, description } = confirmedToast(answer, `${party.childName}’s party on ${longDay(date)}, ${timeSlot}`)
      toast.success(title, { description })
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
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={styles.tallDialog}>
          <Dialog.Title className={css.heading}>Confirm {party.childName}’s party</Dialog.Title>
          <Dialog.Description className={css.subtle}>
            The party slot is then taken in the Booking Calendar and in the next drafted replies, and {inquiry.email} is e-mailed the
            booking (wording in Inquiry replies). With a payment link the slot is held until the deposit is paid.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className={css.panel} noValidate>
            <div className={styles.fieldPair}>
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
            </div>
            <div className={styles.fieldPair}>
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
              <label htmlFor={ids.children} className={css.field}>
                Number of children
                <input
                  id={ids.children}
                  className={css.input}
                  inputMode="numeric"
                  value={children}
                  onChange={(event) => setChildren(event.target.value)}
                  placeholder={`The inquiry says ${party.numberOfChildren || 'none'}`}
                />
              </label>
            </div>
            {exclusive ? <p className={css.notice}>Private hire: open play is blocked for the sessions these hours overlap.</p> : null}
            <DepositFields
              deposit={deposit}
              onDeposit={setDeposit}
              waiveReason={waiveReason}
              onWaiveReason={setWaiveReason}
              mayWaive={mayWaive}
            />
            {refusal ? <ConfirmRefusal refusal={refusal} /> : null}
            <DialogFooter closeLabel="Cancel" submitLabel="Confirm Party" busyLabel="Confirming…" busy={busy} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
