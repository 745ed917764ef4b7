import type { Payload, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CONDITIONAL_ENDPOINTS,
  ENDPOINT_ACCESS,
  PAYLOAD_ROOT_ROUTES,
  PAYLOAD_ROUTE_SHAPES,
  REFUND_WHEN_ASKED,
  VIEW_ACCESS,
  type Who,
} from '../access/accessTable'
import { configEndpoints } from '../helpers/fuzz/targets'
import { signedInDevice } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload, type RestMethod } from '../helpers/payload'

let payload: Payload
const tokens: Partial<Record<'device' | 'kiosk' | 'staff' | 'refunder' | 'admin', string>> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['kiosk', 'staff', 'admin'] as const) {
    const user = await createUser(payload, [role])
    tokens[role] = await loginToken(user.email, user.password)
  }
  // A staff account an admin has allowed to give refunds.
  const refunder = await createUser(payload, ['staff'], { canRefund: true })
  tokens.refunder = await loginToken(refunder.email, refunder.password)
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
    expect(
      endpoints.filter((key) => !(key in ENDPOINT_ACCESS)),
      'endpoints with no entry in tests/access/accessTable.ts',
    ).toEqual([])
    expect(
      Object.keys(ENDPOINT_ACCESS).filter((key) => !endpoints.includes(key) && !CONDITIONAL_ENDPOINTS.includes(key)),
      'entries that name no registered endpoint',
    ).toEqual([])
    expect(
      Object.keys(REFUND_WHEN_ASKED).filter((key) => ENDPOINT_ACCESS[key] !== 'staff'),
      'refund-when-asked entries that are not staff endpoints',
    ).toEqual([])
    const views = Object.keys(payload.config.admin.components?.views ?? {})
    expect(
      views.filter((key) => !(key in VIEW_ACCESS)),
      'custom admin views with no entry',
    ).toEqual([])
    expect(
      Object.keys(VIEW_ACCESS).filter((key) => !views.includes(key)),
      'view entries that name no registered view',
    ).toEqual([])
  })
})

const gated = (who: Who) => who === 'kiosk' || who === 'staff' || who === 'refund' || who === 'admin'

/** Calls the endpoint of a table key (`:id` as 1) with the body given, or `{}` where a body is sent. */
function caller(key: string, body?: Record<string, unknown>) {
  const [method, path] = key.split(' ') as [RestMethod, string]
  const apiPath = path.replace(/^\/api\//, '').replace(/:(\w+)\??/g, '1')
  const call = (token?: string) =>
    rest(method, apiPath, { body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}), token })
  return { call, status: async (token?: string) => (await call(token)).status }
}

/** The gate lets the caller through, whatever the request then earns (400, 404, 409 ...). */
async function expectLetThrough(
  key: string,
  call: (token?: string) => ReturnType<typeof rest>,
  token: string | undefined,
  label: string,
): Promise<void> {
  const answer = await call(token)
  expect([401, 403], `${key} refused ${label}: ${answer.text}`).not.toContain(answer.status)
  expect(answer.status, answer.text).toBeLessThan(500)
}

describe('each gated endpoint, called as each kind of caller', () => {
  const rows = Object.entries(ENDPOINT_ACCESS).filter(([, who]) => gated(who))

  it.each(rows)('%s (%s)', async (key, who) => {
    const { call, status } = caller(key, REFUND_WHEN_ASKED[key]?.noRefund)

    expect(await status(), 'a stranger').toBe(401)
    if (who !== 'kiosk') {
      expect(await status(tokens.device), 'a kiosk device').toBe(403)
      expect(await status(tokens.kiosk), 'a kiosk-role user').toBe(403)
    }
    if (who === 'refund' || who === 'admin') expect(await status(tokens.staff), 'plain staff').toBe(403)
    if (who === 'admin') expect(await status(tokens.refunder), 'staff allowed to refund').toBe(403)

    if (who === 'kiosk') await expectLetThrough(key, call, tokens.device, 'a kiosk device')
    if (who === 'staff') await expectLetThrough(key, call, tokens.staff, 'plain staff')
    if (who === 'refund') await expectLetThrough(key, call, tokens.refunder, 'staff allowed to refund')
    await expectLetThrough(key, call, tokens.admin, 'an admin')
  })
})

describe('each staff endpoint that refunds when asked, asked to refund', () => {
  it.each(Object.entries(REFUND_WHEN_ASKED))('%s', async (key, bodies) => {
    const { call, status } = caller(key, bodies.refund)
    expect(await status(), 'a stranger').toBe(401)
    expect(await status(tokens.device), 'a kiosk device').toBe(403)
    expect(await status(tokens.kiosk), 'a kiosk-role user').toBe(403)
    expect(await status(tokens.staff), 'plain staff').toBe(403)
    await expectLetThrough(key, call, tokens.refunder, 'staff allowed to refund')
    await expectLetThrough(key, call, tokens.admin, 'an admin')
  })
})
