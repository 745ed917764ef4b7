import type { UseFormRegisterReturn } from 'react-hook-form'
import * as forms from './forms.css'

/** Hidden from people and assistive technology; bots fill it in, and the server then stores nothing. */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div className={forms.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  )
}
