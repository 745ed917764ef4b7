'use client'

import { button } from '@/styles/primitives.css'

/** Opens the browser's print dialog (which can also save the voucher as a PDF). */
export function PrintButton() {
  return (
    <button type="button" className={button.primary} onClick={() => globalThis.print?.()}>
      Print or save as PDF
    </button>
  )
}
