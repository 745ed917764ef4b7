'use client'

import type { ReactElement, ReactNode } from 'react'
import * as css from './staff.css'

export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }): ReactElement {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={css.panel}>
      <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={css.skeleton} aria-hidden="true" />
      ))}
    </div>
  )
}

export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }): ReactElement {
  return (
    <div role="alert" className={css.errorNotice}>
      <strong>{title}</strong>
      <span className={css.subtle}>{error instanceof Error ? error.message : String(error)}</span>
      <button type="button" className={css.button} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }): ReactElement {
  return (
    <div className={css.notice}>
      <strong>{title}</strong>
      {children ? <span className={css.subtle}>{children}</span> : null}
    </div>
  )
}
