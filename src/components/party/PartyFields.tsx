import type { UseFormRegisterReturn } from 'react-hook-form'
import * as forms from '@/components/home/forms.css'
import * as styles from './partyPage.css'

type Props = { id: string; label: string; hint?: string; registration: UseFormRegisterReturn; error?: string }

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

function FieldMessages({ id, hint, error }: Pick<Props, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A whole number of children: a big number box with the package's limits; its hint and error are tied to it. */
export function ChildrenField({ id, label, hint, registration, error, min, max }: Props & { min: number; max: number }) {
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className={`${forms.control} ${styles.childrenInput}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...registration}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

/** Free text (food choices, dietary notes), at most 1000 characters as the schema says. */
export function NotesField({ id, label, hint, registration, error }: Props) {
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        className={forms.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...registration}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
