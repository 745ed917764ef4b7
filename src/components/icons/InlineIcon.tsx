import type { LucideIcon } from 'lucide-react'

/** A decorative icon in a line of text, sized and aligned to the text (SVG: no emoji font needed). */
export function InlineIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon aria-hidden="true" focusable="false" width="1.1em" height="1.1em" strokeWidth={2} style={{ verticalAlign: '-0.2em' }} />
}
