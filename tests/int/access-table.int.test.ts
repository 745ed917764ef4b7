import type { Payload, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONDITIONAL_ENDPOINTS, ENDPOINT_ACCESS, PAYLOAD_ROOT_ROUTES, PAYLOAD_ROUTE_SHAPES, VIEW_ACCESS, type Who } from '../access/accessTable'
import { configEndpoints } from '../helpers/fuzz/targets'
import { signedInDevice } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload, type RestMethod } from '../helpers/payload'

let payload: Payload
const tokens: Partial<Record<'device' | 'kiosk' | 'staff' | 'admin', string>> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['kiosk', 'staff', 'admin'] as const) {
    const user = await createUser(payload, [role])
    tokens[role] = await loginToken(user.email, user.password)
  }
  tokens.device = (await signedInDevice(payload, 'Access table door')).token
})

/** Every endpoint of the resolved config that is ours: root, collection and global endpoints, less Payload's own routes. */
function registeredEndpoints(config: SanitizedConfig): string[] {
  return configEndpoints(config)
    .endpoints.filter(({ base, endpoint }) => base.length === 0 || !PAYLOAD_ROUTE_SHAPES.includes(endpoint.path.replace(/\/$/, '')))
    .map(({ name }) => name)
    .filter((name) => !PAYLOAD_ROOT_ROUTES.includes(name))
}

describe('the access table', () => {
  it('has an entry for every endpoint and custom admin view the config registers, and none for anything else', () => {
    const endpoints = registeredEndpoints(payload.config)
    expect(endpoints.filter((key) => !(key in ENDPOINT_ACCESS)), 'endpoints with no entry in tests/access/accessTable.ts').toEqual([])
    expect(Object.keys(ENDPOINT_ACCESS).filter((key) => !endpoints.includes(key) && !CONDITIONAL_ENDPOINTS.includes(key)), 'entries that name no registered endpoint').toEqual([])
    const views = Object.keys(payload.config.admin.components?.views ?? {})
    expect(views.filter((key) => !(key in VIEW_ACCESS)), 'custom admin views with no entry').toEqual([])
    expect(Object.keys(VIEW_ACCESS).filter((key) => !views.includes(key)), 'view entries that name no registered view').toEqual([])
  })
})

const gated = (who: Who) => who === 'kiosk' || who === 'staff' || who === 'admin'

describe('each gated endpoint, called as each kind of caller', () => {
  const rows = Object.entries(ENDPOINT_ACCESS).filter(([, who]) => gated(who))

  it.each(rows)('%s (%s)', async (key, who) => {
    const [method, path] = key.split(' ') as [RestMethod, string]
    const apiPath = path.replace(/^\/api\//, '').replace(/:(\w+)\??/g, '1')
    const call = (token?: string) => rest(method, apiPath, { body: method === 'GET' || method === 'DELETE' ? undefined : {}, token })
    const status = async (token?: string) => (await call(token)).status

    expect(await status(), 'a stranger').toBe(401)
    if (who === 'staff' || who === 'admin') {
      expect(await status(tokens.device), 'a kiosk device').toBe(403)
      expect(await status(tokens.kiosk), 'a kiosk-role user').toBe(403)
    }
    if (who === 'admin') expect(await status(tokens.staff), 'plain staff').toBe(403)
    // The gate lets the right caller through (whatever the empty request then earns: 400, 404, 409 ...).
    const allowed = who === 'kiosk' ? tokens.device : who === 'staff' ? tokens.staff : tokens.admin
    const answer = await call(allowed)
    expect([401, 403], `${key} refused its own caller: ${answer.text}`).not.toContain(answer.status)
    expect(answer.status, answer.text).toBeLessThan(500)
  })
})
