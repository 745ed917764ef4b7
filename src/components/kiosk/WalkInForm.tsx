'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { walkInSchema } from '@plugins/checkin/contract'
import { useState } from 'react'
import { Controller, useController, useForm, useWatch } from 'react-hook-form'
import useSWR, { useSWRConfig } from 'swr'
import type { z } from 'zod'
import { swrDefaults } from '@/components/booking/bookingApi'
import { useToast } from '@/components/toast/Toaster'
import { readApiFailure } from '@/lib/http/apiFailure'
import { businessDate } from '@/lib/time/businessDate'
import { ConnectionNotice } from './ConnectionNotice'
import { FamilyFields } from './FamilyFields'
import { newIdempotencyKey } from './idempotencyKey'
import { checkInFormSchema, emptyCheckInForm, missingConfirmation } from './checkInForm'
import {
  daySessionsPath,
  getJson,
  KIOSK_SETTINGS_PATH,
  kioskWrite,
  type DaySessions,
  type KioskSettings,
  type KioskTicket,
  type TicketAnswer,
} from './kioskApi'
import { failureNotice } from './kioskFailure'
import { KioskNotice, type NoticeContent } from './KioskNotice'
import { useSessionGuard } from './kioskSession'
import { openSessions } from './recommendations'
import { RetryCancelled } from './retryUntilAnswered'
import { useFocusOnMount } from './useFocusOnMount'
import { offlineWalkInTicket } from './offline/queuedItems'
import { useOfflineWrite } from './offline/useOfflineWrite'
import { WaiverFields } from './WaiverFields'
import * as styles from './kiosk.css'

// The desk records what was paid; the family at the kiosk says who came and when, and accepts
// the terms like any family checking in (the ticks as the check-in form reads them).
const walkInFormSchema = walkInSchema
  .omit({ amountPaid: true, waiverVersion: true, numberPlate: true, termsAccepted: true, liabilityAccepted: true, cefParkingAgreed: true })
  .extend(checkInFormSchema.shape)
type WalkInFormInput = z.input<typeof walkInFormSchema>
type WalkInFormValues = z.output<typeof walkInFormSchema>

type Props = { settings: KioskSettings; onCheckedIn: (ticket: KioskTicket, pendingSync: boolean) => void; onBack: () => void }

/** 'New Customer - Paid In Store': saved as a booking paid in store, checked in at once, once the terms are accepted. */
export function WalkInForm({ settings, onCheckedIn, onBack }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const sessionGuard = useSessionGuard()
  const write = useOfflineWrite()
  const [notice, setNotice] = useState<NoticeContent | null>(null)
  const today = businessDate()
  const day = useSWR<DaySessions>(daySessionsPath(today), getJson, swrDefaults)
  // The session under way (or the next one) and the one after: a walk-in joins now, not this evening.
  const choices = openSessions(day.data).slice(0, 2)
  const noSessionLeft = Boolean(day.data) && choices.length === 0
  const form = useForm<WalkInFormInput, unknown, WalkInFormValues>({
    resolver: zodResolver(walkInFormSchema),
    defaultValues: { customerName: '', numberOfChildren: 1, numberOfAdults: 1, ...emptyCheckInForm },
  })
  const childrenCount = useController({ control: form.control, name: 'numberOfChildren' })
  const adultsCount = useController({ control: form.control, name: 'numberOfAdults' })
  const nameError = form.formState.errors.customerName?.message
  const plateError = form.formState.errors.numberPlate?.message
  const ticks = useWatch({ control: form.control, name: ['termsAccepted', 'liabilityAccepted', 'cefParkingAgreed'] })
  const missing = missingConfirmation({ termsAccepted: ticks[0], liabilityAccepted: ticks[1], cefParkingAgreed: ticks[2] })

  const create = async (values: WalkInFormValues) => {
    setNotice(null)
    const key = newIdempotencyKey()
    // The current or next session unless the family chose another; without the day's list the server picks it.
    const body = { ...values, slotStart: values.slotStart ?? choices[0]?.start, waiverVersion: settings.waiver.version }
    const happenedAt = new Date().toISOString()
    try {
      // Offline, recorded as paid in store for the session under way, and checked by staff if it overfills it.
      const result = await write.run(
        () => kioskWrite<TicketAnswer>('/api/check-in/walk-in', body, key),
        () => ({ kind: 'walk_in', key, happenedAt, ...walkInSchema.parse(body) }),
        null,
      )
      if (result.online) onCheckedIn(result.answer.ticket, false)
      else onCheckedIn(offlineWalkInTicket(values.customerName, values.numberOfChildren, values.numberOfAdults, happenedAt), true)
    } catch (error) {
      if (error instanceof RetryCancelled || sessionGuard(error)) return
      const failure = readApiFailure(error)
      if (failure?.code === 'terms_changed') {
        // New wording was published: show it and ask for the tick again.
        void mutate(KIOSK_SETTINGS_PATH)
        form.setValue('termsAccepted', false)
      } else if (failure?.status === 409) void mutate(daySessionsPath(today))
      setNotice(failureNotice('walkIn', error))
    }
  }

  const invalid = () => {
    if (form.getFieldState('customerName').error)
      toast({ title: 'Name Required', description: 'Please enter your full name', variant: 'destructive' })
  }

  const busy = write.status !== 'idle'
  return (
    <section className={styles.panel} aria-labelledby="kiosk-walk-in-heading">
      <h1 id="kiosk-walk-in-heading" ref={heading} tabIndex={-1} className={styles.title}>
        New Customer - Paid In Store
      </h1>
      <p className={styles.muted}>For families who have paid at the desk today.</p>
      <form className={styles.form} onSubmit={form.handleSubmit(create, invalid)} noValidate aria-label="New customer">
        <FamilyFields
          id="kiosk-walk-in"
          nameLabel="Full name"
          name={form.register('customerName')}
          nameError={nameError}
          childCount={childrenCount.field}
          adultCount={adultsCount.field}
          minChildren={1}
        />

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Session</legend>
          {!day.data && !day.error ? <p className={styles.muted}>Loading today&apos;s sessions…</p> : null}
          {day.error ? (
            <p className={styles.muted}>Today&apos;s sessions could not be loaded: you will join the current or next one.</p>
          ) : null}
          {noSessionLeft ? <p className={styles.muted}>There are no more sessions with places today. Please ask at the desk.</p> : null}
          <Controller
            control={form.control}
            name="slotStart"
            render={({ field }) => (
              <>
                {choices.map((session, index) => (
                  <label key={session.start} className={styles.choice}>
                    <input
                      type="radio"
                      className={styles.checkbox}
                      name={field.name}
                      value={session.start}
                      checked={(field.value ?? choices[0]?.start) === session.start}
                      onChange={() => field.onChange(session.start)}
                    />
                    <span>
                      {session.label}
                      {index === 0 ? ' (now or next)' : ''} · {session.availableSpots} {session.availableSpots === 1 ? 'place' : 'places'}{' '}
                      left
                    </span>
                  </label>
                ))}
              </>
            )}
          />
        </fieldset>

        <WaiverFields settings={settings} control={form.control} register={form.register} plateError={plateError} />
        {missing ? (
          <p id="kiosk-walk-in-hint" className={styles.hint}>
            {missing}
          </p>
        ) : null}

        <div className={styles.row}>
          <button
            type="submit"
            className={styles.button.success}
            disabled={busy || noSessionLeft || Boolean(missing)}
            aria-describedby={missing ? 'kiosk-walk-in-hint' : undefined}
          >
            {write.status === 'waitingForConnection' ? 'Waiting for connection…' : write.status === 'sending' ? 'Checking in…' : 'Check In'}
          </button>
          <button type="button" className={styles.button.outline} onClick={onBack} disabled={busy}>
            Back
          </button>
        </div>
        <ConnectionNotice status={write.status} />
        {notice ? <KioskNotice notice={notice} /> : null}
      </form>
    </section>
  )
}
