'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { offlineItemSchema } from '@plugins/checkin/contract'
import { useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import { z } from 'zod'
import { FamilyFields } from '../FamilyFields'
import { newIdempotencyKey } from '../idempotencyKey'
import { KioskNotice } from '../KioskNotice'
import { useFocusOnMount } from '../useFocusOnMount'
import { useOfflineKiosk } from './OfflineKiosk'
import * as styles from '../kiosk.css'

/** The sync call's own `noted` item, less what the tablet adds (its key and the time). */
const notedSchema = offlineItemSchema.options[3].omit({ kind: true, key: true, happenedAt: true })
type NotedInput = z.input<typeof notedSchema>
type NotedValues = z.output<typeof notedSchema>

type Props = { onNoted: () => void; onBack: () => void }

/**
 * Issue 38 §5: offline since before the tablet copied today's tickets, it cannot look a booking
 * up. Rather than turn the family away, staff note their name and numbers here; the note is sent
 * with the rest when the connection is back and put on the Overview's Needs attention list.
 */
export function NotedFamilyForm({ onNoted, onBack }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const { record } = useOfflineKiosk()
  const [failed, setFailed] = useState(false)
  const form = useForm<NotedInput, unknown, NotedValues>({
    resolver: zodResolver(notedSchema),
    defaultValues: { customerName: '', numberOfChildren: 1, numberOfAdults: 1, note: '' },
  })
  const childrenCount = useController({ control: form.control, name: 'numberOfChildren' })
  const adultsCount = useController({ control: form.control, name: 'numberOfAdults' })
  const nameError = form.formState.errors.customerName?.message
  const noteError = form.formState.errors.note?.message

  const save = async (values: NotedValues) => {
    setFailed(false)
    try {
      await record({ kind: 'noted', key: newIdempotencyKey(), happenedAt: new Date().toISOString(), ...values }, null)
      onNoted()
    } catch {
      setFailed(true)
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="kiosk-noted-heading">
      <h1 id="kiosk-noted-heading" ref={heading} tabIndex={-1} className={styles.title}>
        Take the Family’s Details
      </h1>
      <p className={styles.muted}>
        For staff: this tablet is offline and has no copy of today’s tickets. Note the family here and let them in; their booking is checked
        when the connection is back.
      </p>
      <form className={styles.form} onSubmit={form.handleSubmit(save)} noValidate aria-label="Family’s details">
        <FamilyFields
          id="kiosk-noted"
          nameLabel="Name the booking was made in"
          name={form.register('customerName')}
          nameError={nameError}
          childCount={childrenCount.field}
          adultCount={adultsCount.field}
          minChildren={0}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="kiosk-noted-note">
            Note for the desk (optional)
          </label>
          <textarea
            id="kiosk-noted-note"
            className={styles.input}
            rows={3}
            maxLength={500}
            aria-invalid={noteError ? true : undefined}
            {...form.register('note')}
          />
          {noteError ? <p className={styles.fieldError}>{noteError}</p> : null}
        </div>
        <div className={styles.row}>
          <button type="submit" className={styles.button.success} disabled={form.formState.isSubmitting}>
            Save for Staff
          </button>
          <button type="button" className={styles.button.outline} onClick={onBack}>
            Back
          </button>
        </div>
        {failed ? (
          <KioskNotice
            notice={{ title: 'Not Saved', message: 'This tablet could not save the details. Please write them down and tell the desk.' }}
          />
        ) : null}
      </form>
    </section>
  )
}
