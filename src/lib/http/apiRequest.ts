/**
 * The browser's one way to call our API (spec §7): cookies included, a JSON body only when there
 * is one, and a non-OK answer thrown as "<status>: <body text or status text>".
 */
export async function apiRequest<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const text = await response.text()
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text)
  }
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly bodyText: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The `fields` of our JSON error body, when the server named the fields at fault. */
  get fields(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: { fields?: Record<string, string> } }
      return parsed.error?.fields ?? {}
    } catch {
      return {}
    }
  }
}
