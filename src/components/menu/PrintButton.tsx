'use client'

import { button } from '@/styles/primitives.css'

export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={`${button.primary} ${className ?? ''}`} onClick={() => window.print()}>
      Print Menu
    </button>
  )
}
