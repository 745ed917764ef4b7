'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { toast } from '@payloadcms/ui'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { INQUIRY_MESSAGES, sendReplySchema, type DraftResponseAnswer, type StaffInquiry } from '@plugins/inquiries/contract'
import { keepDialogOpenOnOutsideInteraction } from '@/lib/forms/keepDialogOpen'
import { fetchJson, serverMessage } from '../fetchJson'
import { DialogFooter } from '../DialogFooter'
import * as css from '../staff.css'

const newKey = () => `reply-${crypto.randomUUID()}`

const AVAILABILITY_BADGE = {
  available: { className: css.badge.green, text: 'Available' },
  partial: { className: css.badge.yellow, text: 'Partly available' },
  unavailable: { className: css.badge.red, text: 'Unavailable' },
} as const

type Draft = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; answer: DraftResponseAnswer }

/**
 * Seed 001 §2 Draft Response: a reply drafted from the CMS wording and the live calendar, which
 * staff read, edit and send. One Idempotency-Key per opening, so a double click sends once.
 */
export function DraftResponseDialog({ inquiry, onSent }: { inquiry: StaffInquiry; onSent: () => void }): ReactElement {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>({ state: 'idle' })
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [key, setKey] = useState(newKey)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const subjectId = useId()
  const bodyId = useId()

  const load = async () => {
    setDraft({ state: 'loading' })
    try {
      const answer = await fetchJson<DraftResponseAnswer>(`/api/admin/inquiries/${inquiry.id}/draft-response`, { method: 'POST' })
      setDraft({ state: 'ready', answer })
      setSubject(answer.draftedResponse.subject)
      setBody(answer.draftedResponse.body)
    } catch {
      setDraft({ state: 'failed' })
      toast.error('Error', { description: INQUIRY_MESSAGES.draftFailed })
    }
  }

  const openWith = (next: boolean) => {
    setOpen(next)
    if (next) {
      setKey(newKey())
      setError(null)
      void load()
    }
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = sendReplySchema.safeParse({ subject, body })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the reply')
      return
    }
    setSending(true)
    setError(null)
    try {
      const answer = await fetchJson<{ message: string }>(`/api/admin/inquiries/${inquiry.id}/send-response`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: JSON.stringify(parsed.data),
      })
      toast.success('Reply Sent', { description: answer.message })
      setOpen(false)
      onSent()
    } catch (failure) {
      setError(serverMessage(failure) ?? INQUIRY_MESSAGES.sendFailed)
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger className={css.primaryButton}>Draft Response</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content onInteractOutside={keepDialogOpenOnOutsideInteraction} className={css.wideDialog} aria-describedby={undefined}>
          <Dialog.Title className={css.heading}>Reply to {inquiry.name}</Dialog.Title>
          {draft.state === 'loading' || draft.state === 'idle' ? (
            <div role="status" aria-live="polite" className={css.panel}>
              Drafting from today’s calendar…
              <div className={css.skeleton} aria-hidden="true" />
            </div>
          ) : draft.state === 'failed' ? (
            <div role="alert" className={css.errorNotice}>
              <strong>Error</strong>
              <span>{INQUIRY_MESSAGES.draftFailed}</span>
              <button type="button" className={css.button} onClick={() => void load()}>
                Try again
              </button>
            </div>
          ) : (
            <form onSubmit={(event) => void send(event)} className={css.panel} noValidate>
              <Availability answer={draft.answer} />
              <label htmlFor={subjectId} className={css.field}>
                Subject
                <input
                  id={subjectId}
                  className={css.input}
                  value={subject}
                  onChange={(event) => setSubject(event.target.value)}
                  maxLength={200}
                />
              </label>
              <label htmlFor={bodyId} className={css.field}>
                Reply to {inquiry.email}
                <textarea id={bodyId} className={css.textarea} value={body} onChange={(event) => setBody(event.target.value)} />
              </label>
              {error ? (
                <p role="alert" className={css.errorNotice}>
                  {error}
                </p>
              ) : null}
              <DialogFooter closeLabel="Close without sending" submitLabel="Send Reply" busyLabel="Sending…" busy={sending} />
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Availability({ answer }: { answer: DraftResponseAnswer }): ReactElement {
  const { draftedResponse: draft, calendarIntegrated, message } = answer
  const badge = draft.availability ? AVAILABILITY_BADGE[draft.availability] : null
  return (
    <section className={css.notice} aria-label="Availability">
      <p className={css.row}>
        {badge ? (
          <span className={badge.className}>{badge.text}</span>
        ) : (
          <span className={css.badge.grey}>{calendarIntegrated ? 'Checked' : 'Not checked'}</span>
        )}
        <span>{message}</span>
      </p>
      {draft.availableSlots.length > 0 ? (
        <p>
          <strong>Free:</strong> {draft.availableSlots.map((slot) => slot.label).join(', ')}
        </p>
      ) : null}
      {draft.alternativeDates.length > 0 ? (
        <div>
          <strong>Nearest free dates:</strong>
          <ul>
            {draft.alternativeDates.map((alternative) => (
              <li key={alternative.date}>
                {alternative.label}: {alternative.availableSlots.map((slot) => slot.label).join(', ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
