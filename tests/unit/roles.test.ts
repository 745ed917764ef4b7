import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { hasRole } from '@/access/roles'

const user = (roles: string[]) => ({ id: 1, email: 'a@b.example', collection: 'users', roles }) as unknown as PayloadRequest['user']

describe('hasRole', () => {
  it('is false without a user or roles', () => {
    expect(hasRole(null, 'admin')).toBe(false)
    expect(hasRole(user([]), 'admin', 'staff')).toBe(false)
  })

  it('matches any of the given roles', () => {
    expect(hasRole(user(['staff']), 'admin', 'staff')).toBe(true)
    expect(hasRole(user(['kiosk']), 'admin', 'staff')).toBe(false)
    expect(hasRole(user(['admin']), 'admin')).toBe(true)
  })
})
