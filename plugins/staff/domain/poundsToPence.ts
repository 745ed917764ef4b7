/** Pounds typed by staff ("12.5", "£12.50") to whole pence, or null for anything else. */
export function poundsToPence(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '')
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}
