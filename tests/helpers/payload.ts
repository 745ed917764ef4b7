import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Role } from '@/access/roles'
import { GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

const handlers = { GET, POST, PATCH }

/** Calls the app's real REST route handlers, as Next.js would for /api/<path>. */
export async function rest(
  method: keyof typeof handlers,
  apiPath: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const url = new URL(`/api/${apiPath}`, 'http://localhost:3000')
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers })
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request(url, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers }
}

let counter = 0

/** A new user with the given roles, created as the system (no access checks). */
export async function createUser(payload: Payload, roles: Role[]): Promise<{ id: number; email: string; password: string }> {
  counter += 1
  const email = `${roles.join('-') || 'none'}-${counter}-${Date.now()}@test.example`
  const password = 'a-test-password-123'
  const user = await payload.create({ collection: 'users', data: { email, password, roles }, overrideAccess: true })
  return { id: user.id, email, password }
}

export async function loginToken(email: string, password: string): Promise<string> {
  const { status, json } = await rest('POST', 'users/login', { body: { email, password } })
  if (status !== 200) throw new Error(`login failed (${status}): ${JSON.stringify(json)}`)
  return (json as { token: string }).token
}
