import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import * as forms from '@/components/home/forms.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> & {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, registration, error, ...input }: Props) {
  const errorId = `${id}-error`
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={forms.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error ? (
        <p id={errorId} className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
