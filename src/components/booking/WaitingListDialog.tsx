'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/forms/TextField'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { ApiError, apiRequest } from '@/lib/http/apiRequest'
import type { WaitingListJoin, WaitingListJoinInput } from '@plugins/waitlist/contract'
import * as forms from '@/components/home/forms.css'
import { button, visuallyHidden } from '@/styles/primitives.css'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { twelveHour } from '@plugins/booking/contract'
import * as styles from './booking.css'

// The endpoint's own schema, loaded when the form is first checked.
const validation = lazyZodResolver<WaitingListJoinInput, WaitingListJoin>(() =>
  import('@plugins/waitlist/contract').then((module) => module.waitingListJoinSchema),
)

/** A full event session's list, or a full normal day's (any session, optionally between two arrival times). */
export type WaitingTarget = { kind: 'session'; start: string; label: string } | { kind: 'day'; arrival: { from: string; until: string } }

type Props = { date: string; dateText: string; target: WaitingTarget; childCount: number }

const FIELD_NAMES = ['customerName', 'customerEmail', 'numberOfChildren', 'notBefore', 'notAfter'] as const
const FIELDS: ReadonlySet<string> = new Set(FIELD_NAMES)

const FAILED = 'We could not add you to the waiting list. Please try again, or call us.'

/**
 * "Join the waiting list" for a full or sold-out session (docs/adr/0026) or a full normal day
 * (0033, with optional earliest and latest arrival): name, e-mail and number of children, then a
 * confirmation. Radix keeps focus inside, Escape closes it, and the title and description are announced.
 */
export function WaitingListDialog({ date, dateText, target, childCount }: Props) {
  const [open, setOpen] = useState(false)
  const [joined, setJoined] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WaitingListJoinInput, unknown, WaitingListJoin>({
    resolver: validation.resolver,
    defaultValues: {
      selectedDate: date,
      selectedTime: target.kind === 'session' ? target.start : '',
      notBefore: '',
      notAfter: '',
      customerName: '',
      customerEmail: '',
      numberOfChildren: Math.max(1, childCount),
    },
  })

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await apiRequest('POST', '/api/waiting-list', values)
      setJoined(values.customerEmail)
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fields
        for (const [name, message] of Object.entries(fields))
          if (FIELDS.has(name)) setError(name as (typeof FIELD_NAMES)[number], { message })
        if (Object.keys(fields).length === 0) setFailure(errorMessage(error.bodyText) ?? FAILED)
        return
      }
      setFailure(FAILED)
    }
  })

  const idPrefix = target.kind === 'session' ? `waiting-${target.start.replace(':', '')}` : 'waiting-day'
  const what = target.kind === 'session' ? `${dateText}, ${target.label}` : dateText
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setJoined(null)
          setFailure(null)
          reset()
        }
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={`${button.outline} ${styles.waitingListButton}`}>
          Join the waiting list<span className={visuallyHidden}> for {target.kind === 'session' ? target.label : dateText}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={styles.dialogContent}>
          <Dialog.Title>{joined ? 'You are on the waiting list' : 'Join the waiting list'}</Dialog.Title>
          {joined ? (
            <>
              <Dialog.Description role="status">
                We have added you to the waiting list for {what}, and sent an e-mail to {joined}. If places come free we offer them in the
                order families joined: you will get an e-mail with a link that holds the places for you while you pay.
              </Dialog.Description>
              <div className={styles.dialogActions}>
                <Dialog.Close asChild>
                  <button type="button" className={button.primary}>
                    Done
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form
              // The dialog is portalled, but React bubbles its submit to the booking form it sits in: stop it there.
              onSubmit={(event) => {
                event.stopPropagation()
                void submit(event)
              }}
              noValidate
              style={{ display: 'grid', gap: '0.75rem' }}
            >
              <Dialog.Description>
                {what} is full. Leave your details and we will e-mail you if places come free. Nothing is booked or paid now.
              </Dialog.Description>
              <TextField
                id={`${idPrefix}-name`}
                label="Name *"
                autoComplete="name"
                registration={register('customerName')}
                error={errors.customerName?.message}
              />
              <TextField
                id={`${idPrefix}-email`}
                label="Email *"
                type="email"
                autoComplete="email"
                registration={register('customerEmail')}
                error={errors.customerEmail?.message}
              />
              <TextField
                id={`${idPrefix}-children`}
                label="Number of children *"
                type="number"
                inputMode="numeric"
                min={1}
                registration={register('numberOfChildren', { valueAsNumber: true })}
                error={errors.numberOfChildren?.message}
              />
              {target.kind === 'day' ? (
                <fieldset className={forms.fieldRow} style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend className={forms.hint} style={{ padding: 0 }}>
                    Only if you could not come at any time: we take arrivals from {twelveHour(target.arrival.from)} to{' '}
                    {twelveHour(target.arrival.until)}.
                  </legend>
                  <TextField
                    id={`${idPrefix}-not-before`}
                    label="Arriving not before (optional)"
                    type="time"
                    min={target.arrival.from}
                    max={target.arrival.until}
                    registration={register('notBefore')}
                    error={errors.notBefore?.message}
                  />
                  <TextField
                    id={`${idPrefix}-not-after`}
                    label="Arriving not after (optional)"
                    type="time"
                    min={target.arrival.from}
                    max={target.arrival.until}
                    registration={register('notAfter')}
                    error={errors.notAfter?.message}
                  />
                </fieldset>
              ) : null}
              {failure ? (
                <p role="alert" className={forms.error}>
                  {failure}
                </p>
              ) : null}
              <div className={styles.dialogActions}>
                <Dialog.Close asChild>
                  <button type="button" className={button.outline}>
                    Cancel
                  </button>
                </Dialog.Close>
                <button type="submit" className={button.primary} disabled={isSubmitting}>
                  {isSubmitting ? 'Joining…' : 'Join the waiting list'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function errorMessage(bodyText: string): string | null {
  try {
    return (JSON.parse(bodyText) as { error?: { message?: string } }).error?.message ?? null
  } catch {
    return null
  }
}
