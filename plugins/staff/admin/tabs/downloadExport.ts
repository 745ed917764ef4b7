import { businessDate } from '@/lib/time/businessDate'

/** The saved file's name: the address (filename-safe) and today's London date. */
export const exportFileName = (email: string, today: string = businessDate()) =>
  `personal-data-${email.replace(/[^A-Za-z0-9@._+-]/g, '_')}-${today}.json`

/**
 * Fetches `GET /api/admin/customers/export?email=` and saves it under `exportFileName`. Fetched
 * rather than linked, so a refusal is shown on the screen (in fetchJson's error form, for
 * `serverMessage`) instead of being saved as the file.
 */
export async function downloadExport(email: string): Promise<void> {
  const response = await fetch(`/api/admin/customers/export?${new URLSearchParams({ email }).toString()}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new Error(`${response.status}: ${text || response.statusText}`)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(email)
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file by the next task; the blob is then let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
