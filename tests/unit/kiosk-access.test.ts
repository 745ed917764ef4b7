import { describe, expect, it } from 'vitest'
import { kioskActorFromUser } from '@plugins/checkin/access/kioskActor'

const actor = (value: Record<string, unknown> & { id: number }) => value
const kioskAccess = (user: ReturnType<typeof actor> | null) => kioskActorFromUser(user)?.kind ?? null

describe('who may use /check-in', () => {
  it('serves a kiosk device and users with the kiosk, staff or admin role', () => {
    expect(kioskAccess(actor({ id: 1, collection: 'kiosk-devices', username: 'door' }))).toBe('device')
    expect(kioskAccess(actor({ id: 1, collection: 'users', roles: ['kiosk'] }))).toBe('user')
    expect(kioskAccess(actor({ id: 1, collection: 'users', roles: ['staff'] }))).toBe('user')
    expect(kioskAccess(actor({ id: 1, collection: 'users', roles: ['admin'] }))).toBe('user')
  })

  it('refuses anyone else', () => {
    expect(kioskAccess(null)).toBeNull()
    expect(kioskAccess(actor({ id: 1, collection: 'users', roles: [] }))).toBeNull()
    expect(kioskAccess(actor({ id: 1, collection: 'users' }))).toBeNull()
    expect(kioskAccess(actor({ id: 1, collection: 'kiosk-devices', username: 'door', disabled: true }))).toBeNull()
  })
})
