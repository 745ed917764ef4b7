'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from '@payloadcms/ui'
import { useEffect, useId, useState, type ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { plural } from '@/lib/plural'
import type { AffectedBooking } from '@plugins/booking/contract'
import { blockSlotSchema, RESTRICTION_MESSAGES, type BlockSlotInput } from '../../domain/restrictionApi'
import { fetchJson, serverMessage } from '../fetchJson'
import * as css from '../staff.css'

/** The value that blocks the whole day (the booking engine's). */
const WHOLE_DAY = '9:30 AM - 3:30 PM'

type Pending = { input: BlockSlotInput; message: string; bookings: AffectedBooking[] }

function pendingOf(error: unknown): { message: string; bookings: AffectedBooking[] } | null {
  if (!(error instanceof Error) || !error.message.startsWith('409: ')) return null
  try {
    const parsed = JSON.parse(error.message.slice(5)) as { error?: { code?: string; message?: string; bookings?: AffectedBooking[] } }
    return parsed.error?.code === 'has_bookings' ? { message: parsed.error.message ?? '', bookings: parsed.error.bookings ?? [] } : null
  } catch {
    return null
  }
}

/**
 * Seed 001 §9 "Block slots": date, time slot (the day's sessions or the whole day), reason and
 * an optional description. When families have booked the slot, staff see who before confirming.
 */
export function BlockSlotForm({
  date,
  sessions,
  onDateChange,
  onBlocked,
}: {
  date: string
  sessions: string[]
  onDateChange: (date: string) => void
  onBlocked: () => void
}): ReactElement {
  const ids = { date: useId(), slot: useId(), reason: useId(), description: useId() }
  const [pending, setPending] = useState<Pending | null>(null)
  const { register, handleSubmit, reset, setValue, formState } = useForm<BlockSlotInput>({
    resolver: zodResolver(blockSlotSchema),
    defaultValues: { date, timeSlot: '', reason: '', description: '' },
  })

  // The calendar's selected day is the form's date; a question about another day's bookings is dropped.
  useEffect(() => {
    setValue('date', date)
  }, [date, setValue])
  const shownPending = pending && pending.input.date === date ? pending : null

  const send = async (input: BlockSlotInput, confirmAffected: boolean) => {
    try {
      await fetchJson('/api/admin/session-restrictions', { method: 'POST', body: JSON.stringify({ ...input, confirmAffected }) })
      toast.success('Slot Blocked', {
        description: `${input.timeSlot === WHOLE_DAY ? 'The whole day' : input.timeSlot} on ${input.date} is blocked.`,
      })
      setPending(null)
      reset({ date: input.date, timeSlot: '', reason: '', description: '' })
      onBlocked()
    } catch (error) {
      const affected = pendingOf(error)
      if (affected) {
        setPending({ input, ...affected })
        return
      }
      // The spec's words first; the server's reason (already blocked, a past day) after them.
      const reason = serverMessage(error)
      toast.error('Error', {
        description: reason ? `${RESTRICTION_MESSAGES.addRestrictionFailed}: ${reason}` : RESTRICTION_MESSAGES.addRestrictionFailed,
      })
    }
  }

  const submit = handleSubmit(
    (input) => send(input, false),
    () => toast.error('Missing Information', { description: RESTRICTION_MESSAGES.missingInformation }),
  )

  return (
    <form onSubmit={(event) => void submit(event)} className={css.card} noValidate aria-labelledby={`${ids.date}-heading`}>
      <h3 id={`${ids.date}-heading`} className={css.heading}>
        Block a time slot
      </h3>
      <label htmlFor={ids.date} className={css.field}>
        Date
        <input
          id={ids.date}
          type="date"
          className={css.input}
          {...register('date', {
            onChange: (event: { target: { value: string } }) => event.target.value && onDateChange(event.target.value),
          })}
        />
      </label>
      <label htmlFor={ids.slot} className={css.field}>
        Time slot
        <select id={ids.slot} className={css.input} {...register('timeSlot')}>
          <option value="">Choose a slot</option>
          {sessions.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
          <option value={WHOLE_DAY}>Whole day ({WHOLE_DAY})</option>
        </select>
      </label>
      <label htmlFor={ids.reason} className={css.field}>
        Reason
        <input
          id={ids.reason}
          className={css.input}
          placeholder="e.g. Private event, maintenance"
          maxLength={120}
          {...register('reason')}
        />
      </label>
      <label htmlFor={ids.description} className={css.field}>
        Description (optional)
        <textarea id={ids.description} className={css.shortTextarea} maxLength={1000} {...register('description')} />
      </label>
      {shownPending ? (
        <div role="alert" className={css.errorNotice}>
          <strong>{shownPending.message}</strong>
          <ul>
            {shownPending.bookings.map((booking) => (
              <li key={booking.id}>
                {booking.reference} · {booking.customerName} · {booking.slot} · {plural(booking.children, 'child', 'children')},{' '}
                {plural(booking.adults, 'adult', 'adults')} ({booking.status.replace('_', ' ')})
              </li>
            ))}
          </ul>
          <div className={css.row}>
            <button type="button" className={css.primaryButton} onClick={() => void send(shownPending.input, true)}>
              Block anyway
            </button>
            <button type="button" className={css.button} onClick={() => setPending(null)}>
              Don’t block
            </button>
          </div>
        </div>
      ) : null}
      <div className={css.row}>
        <button type="submit" className={css.primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Blocking…' : 'Block Slot'}
        </button>
      </div>
    </form>
  )
}
