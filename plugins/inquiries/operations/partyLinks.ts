import type { Payload } from 'payload'

/** What a party e-mail's signed link is made from: the signing secret and the site's address. */
export type PartyLinks = { secret: string; siteUrl: string }

const KEY = 'inquiriesPartyLinks'

/** Kept in the config by the plugin, so operations called from other plugins (the staff dashboard) can sign links. */
export function withPartyLinks(custom: Record<string, unknown> | undefined, links: PartyLinks): Record<string, unknown> {
  return { ...custom, [KEY]: links }
}

export function partyLinksOf(payload: Payload): PartyLinks {
  const links = (payload.config.custom as Record<string, unknown> | undefined)?.[KEY] as PartyLinks | undefined
  if (!links) throw new Error('The inquiries plugin is not installed: party links cannot be signed')
  return links
}
