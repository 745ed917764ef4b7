import type { SWRConfiguration } from 'swr'

/**
 * Seed 001 §7: every call sends cookies; a non-OK answer is an error whose message is the status,
 * a colon and a space, then the body text (or the status text when the body is empty).
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new Error(`${response.status}: ${text || response.statusText}`)
  }
  return (await response.json()) as T
}

/** The error body's own message when there is one ("400: {"error":{"message":"..."}}"). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  const body = error.message.replace(/^\d{3}: /, '')
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown }
    const message = parsed.error?.message ?? parsed.message
    return typeof message === 'string' ? message : null
  } catch {
    return null
  }
}

/** The error body's per-field messages when there are any ("422: {"error":{"fields":{"promoCode":"..."}}}"). */
export function serverFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {}
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { error?: { fields?: unknown } }
    const fields = parsed.error?.fields
    if (!fields || typeof fields !== 'object') return {}
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return {}
  }
}

/** No refetch on window focus, no retries (seed 001 §9). */
export const staffSwrConfig: SWRConfiguration = { fetcher: fetchJson, revalidateOnFocus: false, shouldRetryOnError: false }
