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
import * as styles from './booking.css'

// The endpoint's own schema, loaded when the form is first checked.
const validation = lazyZodResolver<WaitingListJoinInput, WaitingListJoin>(() =>
  import('@plugins/waitlist/contract').then((module) => module.waitingListJoinSchema),
)

type Props = { date: string; dateText: string; session: { start: string; label: string }; childCount: number }

const FAILED = 'We could not add you to the waiting list. Please try again, or call us.'

/**
 * "Join the waiting list" for a full or sold-out session (docs/adr/0026): name, e-mail and number
 * of children, then a confirmation. Radix keeps focus inside, Escape closes it, and the title and
 * description are announced.
 */
export function WaitingListDialog({ date, dateText, session, childCount }: Props) {
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
      selectedTime: session.start,
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
          if (name === 'customerName' || name === 'customerEmail' || name === 'numberOfChildren') setError(name, { message })
        if (Object.keys(fields).length === 0) setFailure(errorMessage(error.bodyText) ?? FAILED)
        return
      }
      setFailure(FAILED)
    }
  })

  const idPrefix = `waiting-${session.start.replace(':', '')}`
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
          Join the waiting list<span className={visuallyHidden}> for {session.label}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={styles.dialogContent}>
          <Dialog.Title>{joined ? 'You are on the waiting list' : 'Join the waiting list'}</Dialog.Title>
          {joined ? (
            <>
              <Dialog.Description role="status">
                We have added you to the waiting list for {dateText}, {session.label}, and sent an e-mail to {joined}. If places come free
                we offer them in the order families joined: you will get an e-mail with a link that holds the places for you while you pay.
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
            <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '0.75rem' }}>
              <Dialog.Description>
                {dateText}, {session.label} is full. Leave your details and we will e-mail you if places come free. Nothing is booked or
                paid now.
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
