import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { canGiveRefunds, hasRole } from '@/access/roles'

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

describe('canGiveRefunds', () => {
  const withPermission = (roles: string[], canRefund: boolean | null | undefined) =>
    ({ ...user(roles), canRefund }) as unknown as PayloadRequest['user']

  it('lets admins refund, whatever the checkbox says', () => {
    expect(canGiveRefunds(user(['admin']))).toBe(true)
    expect(canGiveRefunds(withPermission(['admin'], false))).toBe(true)
  })

  it('lets staff refund only when an admin ticked "May give refunds"', () => {
    expect(canGiveRefunds(withPermission(['staff'], true))).toBe(true)
    expect(canGiveRefunds(withPermission(['staff'], false))).toBe(false)
    expect(canGiveRefunds(withPermission(['staff'], null))).toBe(false)
    expect(canGiveRefunds(user(['staff']))).toBe(false)
  })

  it('never lets a kiosk account, another auth collection or nobody refund', () => {
    expect(canGiveRefunds(withPermission(['kiosk'], true))).toBe(false)
    expect(canGiveRefunds({ collection: 'kiosk-devices', roles: ['staff'], canRefund: true })).toBe(false)
    expect(canGiveRefunds(null)).toBe(false)
    expect(canGiveRefunds(undefined)).toBe(false)
  })

  it('reads the user the admin panel holds (no collection named) the same way', () => {
    expect(canGiveRefunds({ roles: ['staff'], canRefund: true })).toBe(true)
    expect(canGiveRefunds({ roles: ['staff'], canRefund: false })).toBe(false)
  })
})
