import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Role } from '@/access/roles'
import { DELETE, GET, PATCH, POST, PUT } from '@/app/(payload)/api/[...slug]/route'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

const handlers = { GET, POST, PATCH, PUT, DELETE }
export type RestMethod = keyof typeof handlers

/** Next.js hands a catch-all route its segments decoded; one that is not valid percent-encoding stays as sent. */
function slugOf(pathname: string): string[] {
  return pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/**
 * Calls the app's real REST route handlers, as Next.js would for /api/<path>. `apiPath` is sent as
 * written (so `%ZZ` or `..` reach the handler as a client could send them); `rawBody` is sent
 * instead of the JSON of `body`; a header given as '' is left out (say, no content type).
 */
export async function rest(
  method: RestMethod,
  apiPath: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown; text: string; bytes: Uint8Array; headers: Headers }> {
  const url = new URL(`/api/${apiPath}`, 'http://localhost:3000')
  const headers = new Headers()
  for (const [name, value] of Object.entries({ 'content-type': 'application/json', ...options.headers }))
    if (value !== '') headers.set(name, value)
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request(url, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const response = await handlers[method](request, { params: Promise.resolve({ slug: slugOf(url.pathname) }) })
  // The bytes as sent (text decoding drops a byte-order mark).
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  return { status: response.status, json: parseJson(text), text, bytes, headers: response.headers }
}

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

let counter = 0

/** A new user with the given roles (and, with `canRefund`, allowed to give refunds), created as the system (no access checks). */
export async function createUser(
  payload: Payload,
  roles: Role[],
  permissions: { canRefund?: boolean } = {},
): Promise<{ id: number; email: string; password: string }> {
  counter += 1
  const email = `${roles.join('-') || 'none'}-${counter}-${Date.now()}@test.example`
  const password = 'a-test-password-123'
  const user = await payload.create({ collection: 'users', data: { email, password, roles, ...permissions }, overrideAccess: true })
  return { id: user.id, email, password }
}

export async function loginToken(email: string, password: string): Promise<string> {
  const { status, json } = await rest('POST', 'users/login', { body: { email, password } })
  if (status !== 200) throw new Error(`login failed (${status}): ${JSON.stringify(json)}`)
  return (json as { token: string }).token
}
