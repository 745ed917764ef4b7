import type { Media } from '@/payload-types'

/** An upload field's picture when it was populated (depth >= 1), with the card-sized rendition if any. */
export function mediaPicture(value: number | Media | null | undefined): { url: string; alt: string; width: number; height: number } | null {
  if (!value || typeof value === 'number' || !value.url) return null
  const card = value.sizes?.card
  if (card?.url && card.width && card.height) return { url: card.url, alt: value.alt, width: card.width, height: card.height }
  return { url: value.url, alt: value.alt, width: value.width ?? 768, height: value.height ?? 512 }
}
