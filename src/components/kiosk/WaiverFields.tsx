'use client'

import { NUMBER_PLATE_MAX_LENGTH } from '@plugins/checkin/contract'
import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPath, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form'
import type { CheckInFormInput } from './checkInForm'
import type { KioskSettings } from './kioskApi'
import * as styles from './kiosk.css'

type Props<T extends CheckInFormInput> = {
  settings: KioskSettings
  control: Control<T>
  register: UseFormRegister<T>
  plateError: string | undefined
}

// The four fields every check-in form has (checkInFormSchema); a form with more passes its own type.
const field = <T extends CheckInFormInput>(name: keyof CheckInFormInput) => name as FieldPath<T>

/**
 * What every check-in asks, a booked family's or a walk-in's (seed 001 §4): the terms, the
 * liability disclaimer and the parking text to read, the optional number plate, and the three ticks.
 */
export function WaiverFields<T extends CheckInFormInput>({ settings, control, register, plateError }: Props<T>) {
  return (
    <>
      <ReadingBox id="kiosk-terms" title="Terms and Conditions" text={settings.waiver.terms} />
      <ReadingBox id="kiosk-liability" title="Liability Disclaimer" text={settings.waiver.liability} />
      <ReadingBox id="kiosk-parking" title="Parking" text={settings.parking.text} />

      <div className={styles.field}>
        <label className={styles.label} htmlFor="kiosk-plate">
          Vehicle number plate (optional)
        </label>
        <Controller
          control={control}
          name={field<T>('numberPlate')}
          render={({ field: plate }) => (
            <input
              id="kiosk-plate"
              className={styles.plateInput}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={NUMBER_PLATE_MAX_LENGTH}
              aria-invalid={plateError ? true : undefined}
              aria-describedby={plateError ? 'kiosk-plate-hint kiosk-plate-error' : 'kiosk-plate-hint'}
              name={plate.name}
              ref={plate.ref}
              onBlur={plate.onBlur}
              value={typeof plate.value === 'string' ? plate.value : ''}
              onChange={(event) => plate.onChange(upperCaseInPlace(event.target))}
            />
          )}
        />
        <p id="kiosk-plate-hint" className={styles.hint}>
          Up to {NUMBER_PLATE_MAX_LENGTH} characters, if you came by car.
        </p>
        {plateError ? (
          <p id="kiosk-plate-error" className={styles.fieldError} role="alert">
            {plateError}
          </p>
        ) : null}
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Before you check in</legend>
        <Confirmation registration={register(field<T>('termsAccepted'))}>I have read and accept the terms and conditions</Confirmation>
        <Confirmation registration={register(field<T>('liabilityAccepted'))}>I accept the liability disclaimer</Confirmation>
        <Confirmation registration={register(field<T>('cefParkingAgreed'))}>I will not park in the reserved spaces</Confirmation>
      </fieldset>
    </>
  )
}

/** Upper-cases the plate as it is typed, keeping the caret where the family left it. */
function upperCaseInPlace(input: HTMLInputElement): string {
  const { selectionStart, selectionEnd } = input
  const upper = input.value.toUpperCase()
  if (upper !== input.value) {
    input.value = upper
    input.setSelectionRange(selectionStart, selectionEnd)
  }
  return upper
}

function ReadingBox({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className={styles.field}>
      <h3 id={`${id}-title`} className={styles.smallHeading}>
        {title}
      </h3>
      {/* Focusable so a keyboard can scroll a long text. */}
      <div className={styles.scrollText} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        {text}
      </div>
    </div>
  )
}

function Confirmation({ registration, children }: { registration: UseFormRegisterReturn; children: ReactNode }) {
  return (
    <label className={styles.checkboxRow}>
      <input type="checkbox" className={styles.checkbox} {...registration} />
      <span>{children}</span>
    </label>
  )
}
