'use client'

import { Fragment, useId, useState, type FormEvent, type ReactElement } from 'react'
import { useSWRConfig } from 'swr'
import { customerEraseSchema, customerExportQuerySchema, type CustomerEraseAnswer } from '../../domain/staffApi'
import { serverMessage } from '../fetchJson'
import * as css from '../staff.css'
import { ErrorState } from '../states'
import { EmailAddressField } from './EmailAddressField'
import { downloadExport } from './downloadExport'
import { EraseDataDialog } from './EraseDataDialog'

type Schema = typeof customerExportQuerySchema | typeof customerEraseSchema

/**
 * The Personal data tab (admins): a parent's UK GDPR request for one e-mail address, answered with
 * the export (right of access) or the erasure (right to erasure, ADR 0021). The field is checked
 * with each endpoint's own schema before anything is asked of the server.
 */
export function PersonalDataTab(): ReactElement {
  const { mutate } = useSWRConfig()
  const id = useId()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [erased, setErased] = useState<{ address: string; answer: CustomerEraseAnswer } | null>(null)

  const check = (schema: Schema): string | null => {
    const parsed = schema.safeParse({ email })
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address')
      return null
    }
    setFieldError(null)
    return parsed.data.email
  }

  const download = async () => {
    const address = check(customerExportQuerySchema)
    if (!address || downloading) return
    setDownloading(true)
    setDownloadError(null)
    try {
      await downloadExport(address)
    } catch (failure) {
      setDownloadError(serverMessage(failure) ?? 'The data could not be downloaded. Please try again.')
    } finally {
      setDownloading(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void download()
  }

  const onErased = (address: string, answer: CustomerEraseAnswer) => {
    setErased({ address, answer })
    // Names and addresses on the other tabs are stale now.
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/'))
  }

  return (
    <div className={css.panel}>
      <section className={css.stack} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={css.heading}>
          Personal data requests
        </h2>
        <p className={css.subtle}>
          When a parent asks what we hold about them, or asks us to erase it (UK GDPR), enter the e-mail address they booked with. Addresses
          match whatever their capitals.
        </p>
      </section>
      <form className={css.stack} onSubmit={submit} aria-label="Personal data request" noValidate>
        <EmailAddressField
          label="Customer’s e-mail address"
          value={email}
          error={fieldError}
          onChange={(next) => {
            setEmail(next)
            setFieldError(null)
          }}
        />
        <div className={css.row}>
          <button type="submit" className={css.primaryButton} disabled={downloading}>
            {downloading ? 'Preparing the download…' : 'Download their data'}
          </button>
          <EraseDataDialog check={() => check(customerEraseSchema)} onErased={onErased} />
        </div>
      </form>
      {downloadError ? <ErrorState title="Could not download the data" error={downloadError} onRetry={() => void download()} /> : null}
      <div role="status" aria-label="Erasure result" className={css.stack}>
        {erased ? <ErasedSummary address={erased.address} answer={erased.answer} /> : null}
      </div>
    </div>
  )
}

function ErasedSummary({ address, answer }: { address: string; answer: CustomerEraseAnswer }): ReactElement {
  // Each count as the plugin that erased it names it.
  const counts = Object.entries(answer.labels)
  return (
    <div className={css.notice}>
      <strong>Erased everything held about {address}</strong>
      <span className={css.subtle}>{answer.message}</span>
      <dl className={css.facts}>
        {counts.map(([key, label]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{answer.erased[key] ?? 0}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}
