'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactElement } from 'react'
import * as css from './staff.css'

/**
 * A staff dialog's last row: the button that closes it leaving everything as it was, and the
 * form's submit button, which says what is under way and cannot be pressed twice meanwhile
 * (nor at all while `disabled`: the form is not ready to send).
 */
export function DialogFooter({
  closeLabel,
  submitLabel,
  busyLabel,
  busy,
  disabled = false,
}: {
  closeLabel: string
  submitLabel: string
  busyLabel: string
  busy: boolean
  disabled?: boolean
}): ReactElement {
  return (
    <div className={css.row}>
      <Dialog.Close className={css.button} type="button">
        {closeLabel}
      </Dialog.Close>
      <button type="submit" className={css.primaryButton} disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  )
}
