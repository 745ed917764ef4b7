'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast } from '@payloadcms/ui'
import { useState, type FormEvent, type ReactElement } from 'react'
import { STAFF_PARTY_MESSAGES, takePartyPaymentSchema, type StaffParty, type StaffPartyAnswer } from '@plugins/inquiries/contract'
import { formatPence } from '@/lib/money'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { longDay } from '../calendar/calendarDates'
import { DialogFooter } from '../DialogFooter'
import { fetchJson, serverMessage } from '../fetchJson'
import * as css from '../staff.css'
import { ChoiceGroup } from './ChoiceGroup'
import * as styles from './parties.css'
import { capitalised, partyOf } from './partyText'

type Method = 'cash' | 'card'
const METHODS = [
  { value: 'card', label: 'Card (on the desk terminal)' },
  { value: 'cash', label: 'Cash' },
] as const

/**
 * The deposit (a provisional party, which it confirms) or the balance (a confirmed party) taken
 * at the desk, by card or in cash: the amount is the server's, shown before it is taken.
 */
export function TakePaymentDialog({
  party,
  stage,
  onTaken,
}: {
  party: StaffParty
  stage: 'deposit' | 'balance'
  onTaken: () => void
}): ReactElement {
  const [open, setOpen] = useState(false)
  const [method, setMethod] = useState<Method | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const amount = formatPence(stage === 'deposit' ? party.depositPence : party.balanceDuePence)
  const what = partyOf(party.childName)

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setMethod(null)
      setError(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = takePartyPaymentSchema.safeParse({ stage, method: method ?? undefined })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchJson<StaffPartyAnswer>(`/api/admin/parties/${party.id}/take-payment`, {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      })
      toast.success(stage === 'deposit' ? 'Deposit Taken' : 'Balance Taken', {
        description: `${answer.message}. ${capitalised(partyOf(answer.party.childName))}: ${answer.party.stateLabel}.`,
      })
      setOpen(false)
      onTaken()
    } catch (failure) {
      setError(serverMessage(failure) ?? STAFF_PARTY_MESSAGES.paymentFailed)
    } finally {
      setBusy(false)
    }
  }

  const title = stage === 'deposit' ? 'Take deposit' : 'Take balance'
  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={css.button}>{title}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={styles.tallDialog}>
          <Dialog.Title className={css.heading}>
            {title} for {what}
          </Dialog.Title>
          <Dialog.Description className={css.subtle}>
            {amount} {stage === 'deposit' ? 'deposit' : 'balance'} for {longDay(party.date)}, {party.timeSlot}.{' '}
            {stage === 'deposit' ? 'Taking it confirms the party.' : 'Taking it settles the party.'}
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className={css.panel} noValidate>
            <ChoiceGroup
              legend="How was it paid?"
              options={METHODS}
              value={method}
              onChange={(next) => {
                setMethod(next)
                setError(null)
              }}
            />
            {error ? (
              <p role="alert" className={css.errorNotice}>
                {error}
              </p>
            ) : null}
            <DialogFooter closeLabel="Not now" submitLabel={`Take ${amount}`} busyLabel="Recording…" busy={busy} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
