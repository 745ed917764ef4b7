'use client'

import { button } from '@/styles/primitives.css'
import { Printer } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'

/** Opens the browser's print dialog; never printed itself. */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={`${button.primary} ${className ?? ''}`} onClick={() => window.print()} data-print="hide">
      <InlineIcon icon={Printer} /> Print Menu
    </button>
  )
}
