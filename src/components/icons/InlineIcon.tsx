import type { LucideIcon } from 'lucide-react'
import { StaticIcon } from './staticIcon'

/** A decorative icon in a line of text, sized and aligned to the text (SVG markup: no emoji font, no client code). */
export function InlineIcon({ icon }: { icon: LucideIcon }) {
  return <StaticIcon icon={icon} aria-hidden="true" focusable="false" size="1.1em" strokeWidth={2} style={{ verticalAlign: '-0.2em' }} />
}
