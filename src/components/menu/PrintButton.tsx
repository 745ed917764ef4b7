'use client'

import { button } from '@/styles/primitives.css'

/** Opens the browser's print dialog; never printed itself. */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={`${button.primary} ${className ?? ''}`} onClick={() => window.print()} data-print="hide">
      <span aria-hidden="true">🖨️</span> Print Menu
    </button>
  )
}
