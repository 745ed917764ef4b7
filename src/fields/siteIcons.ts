import type { SelectField } from 'payload'

/**
 * The icons the manager can pick for the landing page's tiles, activities and offers: SVG drawn on
 * the server (src/components/icons/SiteIcon.tsx), so they show on every device, unlike emoji where
 * no emoji font is installed. Values are stored; labels are what the CMS shows.
 */
export const SITE_ICONS = [
  { value: 'child', label: 'Child' },
  { value: 'baby', label: 'Baby' },
  { value: 'bottle', label: 'Baby bottle' },
  { value: 'castle', label: 'Play frame (castle)' },
  { value: 'toy', label: 'Toy' },
  { value: 'slide', label: 'Slide (waves)' },
  { value: 'cake', label: 'Birthday cake' },
  { value: 'party', label: 'Party popper' },
  { value: 'gift', label: 'Gift' },
  { value: 'coffee', label: 'Coffee' },
  { value: 'food', label: 'Food' },
  { value: 'parking', label: 'Parking' },
  { value: 'ticket', label: 'Ticket' },
  { value: 'star', label: 'Star' },
  { value: 'heart', label: 'Heart' },
  { value: 'family', label: 'Family' },
  { value: 'sun', label: 'Sun' },
  { value: 'puzzle', label: 'Puzzle' },
  { value: 'trophy', label: 'Trophy' },
  { value: 'music', label: 'Music' },
  { value: 'palette', label: 'Arts and crafts' },
  { value: 'clock', label: 'Clock' },
  { value: 'sparkles', label: 'Sparkles' },
] as const

export type SiteIconName = (typeof SITE_ICONS)[number]['value']

export function siteIconField({ name = 'icon', required = false }: { name?: string; required?: boolean } = {}): SelectField {
  return {
    name,
    type: 'select',
    required,
    options: SITE_ICONS.map(({ value, label }) => ({ value, label })),
    admin: { description: 'Drawn as a simple icon on every device' },
  }
}
