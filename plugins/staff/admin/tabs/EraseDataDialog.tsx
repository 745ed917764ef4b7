'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast } from '@payloadcms/ui'
import { useId, useRef, useState, type FormEvent, type MouseEvent, type ReactElement } from 'react'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import type { CustomerEraseAnswer } from '../../domain/staffApi'
import { fetchJson, serverMessage } from '../fetchJson'
import { DialogFooter } from '../DialogFooter'
import * as css from '../staff.css'

/**
 * The erasure of everything held about one address (`POST /api/admin/customers/erase`, ADR 0021),
 * after the admin has typed the address a second time. `check` validates the tab's field and
 * answers the address (lower case, as the endpoint reads it), or null, and the dialog stays shut.
 */
export function EraseDataDialog({
  check,
  onErased,
}: {
  check: () => string | null
  onErased: (address: string, answer: CustomerEraseAnswer) => void
}): ReactElement {
  const [open, setOpen] = useState(false)
  const [address, setAddress] = useState('')
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Set before the request leaves, so a second press in the same frame never sends a second one.
  const inFlight = useRef(false)
  const confirmId = useId()
  const hintId = useId()
  const errorId = useId()
  const matches = typed.trim().toLowerCase() === address

  const openWith = (next: boolean) => {
    if (!next && inFlight.current) return
    setOpen(next)
  }

  const start = (event: MouseEvent) => {
    const checked = check()
    if (!checked) {
      event.preventDefault()
      return
    }
    setAddress(checked)
    setTyped('')
    setError(null)
  }

  const erase = async () => {
    if (inFlight.current || !matches) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchJson<CustomerEraseAnswer>('/api/admin/customers/erase', {
        method: 'POST',
        body: JSON.stringify({ email: address }),
      })
      toast.success('Personal data erased', { description: answer.message })
      inFlight.current = false
      setOpen(false)
      onErased(address, answer)
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Nothing was erased. Please try again.')
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void erase()
  }

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={css.button} onClick={start}>
        Erase their data
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.wideDialog}>
          <Dialog.Title className={css.heading}>Erase everything held about {address}?</Dialog.Title>
          <Dialog.Description asChild>
            <div className={css.stack}>
              <ul className={css.bullets}>
                <li>Names, contact details, number plates, messages and children’s details are replaced with “Erased”.</li>
                <li>Unspent session credits and loyalty points are closed; unused reward codes can no longer be used.</li>
                <li>E-mails sent to the address and its one-time codes are deleted.</li>
                <li>Money, dates and booking references are kept, so the accounts and reports do not change.</li>
              </ul>
              <p className={css.subtle}>
                <strong>This cannot be undone.</strong> If they asked for a copy, download their data first.
              </p>
            </div>
          </Dialog.Description>
          <form onSubmit={submit} className={css.panel} noValidate>
            <label htmlFor={confirmId} className={css.field}>
              Type the address again to confirm
              <input
                id={confirmId}
                className={css.input}
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              />
            </label>
            <p id={hintId} className={css.subtle}>
              {matches ? 'The address matches.' : `Erase stays off until this matches ${address}.`}
            </p>
            {error ? (
              <div id={errorId} role="alert" className={css.errorNotice}>
                <strong>Nothing was erased</strong>
                <span className={css.subtle}>{error}</span>
                <button type="button" className={css.button} onClick={() => void erase()} disabled={busy || !matches}>
                  Try again
                </button>
              </div>
            ) : null}
            <DialogFooter
              closeLabel="Keep their data"
              submitLabel="Erase their data"
              busyLabel="Erasing…"
              busy={busy}
              disabled={!matches}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
