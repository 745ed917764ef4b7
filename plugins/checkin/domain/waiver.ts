/** One published wording of the terms and liability disclaimer. */
export type WaiverVersion = { version: number; terms: string; liability: string; publishedAt: string }

export type WaiverState = {
  waiverVersion?: number | null
  terms?: string | null
  liability?: string | null
  waiverHistory?: WaiverVersion[] | null
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim()

/**
 * The version and history after an edit: a change to either wording publishes a new version
 * (kept in the history, so the words any family accepted can be shown); anything else keeps
 * the current one. Whatever version or history the editor sent is ignored.
 */
export function nextWaiver(
  previous: WaiverState | null | undefined,
  next: { terms?: string | null; liability?: string | null },
  now: Date,
): { waiverVersion: number; waiverHistory: WaiverVersion[] } {
  const version = previous?.waiverVersion ?? 0
  const history = previous?.waiverHistory ?? []
  const terms = next.terms ?? previous?.terms ?? ''
  const liability = next.liability ?? previous?.liability ?? ''
  if (version > 0 && same(terms, previous?.terms) && same(liability, previous?.liability))
    return { waiverVersion: version, waiverHistory: history }
  if (!terms.trim() && !liability.trim()) return { waiverVersion: version, waiverHistory: history }
  const published = { version: version + 1, terms, liability, publishedAt: now.toISOString() }
  return {
    waiverVersion: published.version,
    waiverHistory: [
      ...history.map(({ version: v, terms: t, liability: l, publishedAt: p }) => ({ version: v, terms: t, liability: l, publishedAt: p })),
      published,
    ],
  }
}
