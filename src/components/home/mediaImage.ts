import type { Media } from '@/payload-types'

/**
 * Payload prefixes upload URLs with SERVER_URL; the pictures are served by this same site, so
 * next/image gets the path alone and treats them as local images (no remote host to allow).
 */
function sitePath(url: string): string {
  const parsed = new URL(url, 'http://site.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/** An upload field's picture when it was populated (depth >= 1), with the card-sized rendition if any. */
export function mediaPicture(value: number | Media | null | undefined): { url: string; alt: string; width: number; height: number } | null {
  if (!value || typeof value === 'number' || !value.url) return null
  const card = value.sizes?.card
  if (card?.url && card.width && card.height) return { url: sitePath(card.url), alt: value.alt, width: card.width, height: card.height }
  return { url: sitePath(value.url), alt: value.alt, width: value.width ?? 768, height: value.height ?? 512 }
}
