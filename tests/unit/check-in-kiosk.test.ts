import { describe, expect, it } from 'vitest'
import { kioskActorFromUser } from '@plugins/checkin/access/kioskActor'
import { checkInSchema, normaliseNumberPlate, walkInSchema } from '@plugins/checkin/domain/kioskSchemas'
import { kioskSettingsView } from '@plugins/checkin/domain/kioskSettingsView'
import { toKioskTicket } from '@plugins/checkin/domain/kioskTicket'
import { foldForSearch, FOLD_FROM, FOLD_TO, referenceCandidate } from '@plugins/checkin/domain/searchText'
import { nextWaiver } from '@plugins/checkin/domain/waiver'
import { assertProductionReady, parseEnv } from '@/lib/env'

describe('name search folding', () => {
  it('matches any case and accents, as Postgres translate() will', () => {
    expect(foldForSearch('  ZOË  Ó’Brien ')).toBe("zoe o'brien")
    expect(foldForSearch('Łukasz Nowak-Żółć')).toBe('lukasz nowak-zolc')
    expect(foldForSearch('Zoe\u0301')).toBe('zoe')
  })
  it('has one plain letter for each accented one, as translate() needs', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length)
  })
  it('recognises a typed or scanned booking reference', () => {
    expect(referenceCandidate('pc7k m9qa')).toBe('PC7KM9QA')
    expect(referenceCandidate('Smith')).toBeNull()
  })
})

describe('number plates', () => {
  it('are upper-cased, at most 8 characters, and null when empty', () => {
    expect(normaliseNumberPlate(' ab12 cde ')).toBe('AB12 CDE')
    expect(normaliseNumberPlate('')).toBeNull()
    expect(normaliseNumberPlate(null)).toBeNull()
    const base = { ticketId: 1, cefParkingAgreed: true, termsAccepted: true, liabilityAccepted: true, waiverVersion: 1 }
    expect(checkInSchema.parse({ ...base, numberPlate: 'ab12cde' }).numberPlate).toBe('AB12CDE')
    expect(checkInSchema.safeParse({ ...base, numberPlate: 'AB12CDEFG' }).success).toBe(false)
    expect(checkInSchema.safeParse({ ...base, termsAccepted: false }).success).toBe(false)
  })
  it('walk-ins default to one child and one adult, nothing paid, and accept the terms like any check-in', () => {
    const ticks = { termsAccepted: true, liabilityAccepted: true, cefParkingAgreed: true, waiverVersion: 1 }
    expect(walkInSchema.parse({ customerName: 'Sam Jones', ...ticks })).toMatchObject({
      numberOfChildren: 1,
      numberOfAdults: 1,
      amountPaid: 0,
      numberPlate: null,
    })
    expect(walkInSchema.safeParse({ customerName: 'S', ...ticks }).success).toBe(false)
    expect(walkInSchema.safeParse({ customerName: 'Sam Jones' }).success).toBe(false)
    expect(walkInSchema.safeParse({ customerName: 'Sam Jones', ...ticks, liabilityAccepted: false }).success).toBe(false)
  })
})

describe('who is at the tablet', () => {
  it('is an enabled device or a kiosk, staff or admin user', () => {
    expect(kioskActorFromUser({ id: 3, collection: 'kiosk-devices', username: 'front-door', name: 'Front door' })).toEqual({
      kind: 'device',
      id: 3,
      label: 'Front door',
      isStaff: false,
    })
    expect(kioskActorFromUser({ id: 3, collection: 'kiosk-devices', username: 'front-door', disabled: true })).toBeNull()
    expect(kioskActorFromUser({ id: 4, collection: 'users', email: 'k@x.example', roles: ['kiosk'] })).toMatchObject({
      kind: 'user',
      isStaff: false,
    })
    expect(kioskActorFromUser({ id: 5, collection: 'users', email: 's@x.example', roles: ['staff'] })).toMatchObject({
      kind: 'user',
      isStaff: true,
    })
    expect(kioskActorFromUser({ id: 6, collection: 'users', email: 'n@x.example', roles: [] })).toBeNull()
    // A device can never pass as a user with roles.
    expect(kioskActorFromUser({ id: 7, collection: 'kiosk-devices', username: 'x', roles: ['admin'] })).toMatchObject({
      kind: 'device',
      isStaff: false,
    })
    expect(kioskActorFromUser(null)).toBeNull()
  })
})

describe('the kiosk ticket', () => {
  it('carries the kiosk fields only: never e-mail or phone', () => {
    const ticket = toKioskTicket(
      {
        id: 9,
        reference: 'ABCDEFGH',
        customerName: 'Jane Smith',
        date: '2026-12-05',
        slotStart: '09:30',
        slotLabel: '9:30 AM - 11:30 AM',
        children: 2,
        adults: 1,
        finalAmountPence: 2100,
        status: 'checked_out',
        checkedInAt: '2026-12-05T09:20:00.000Z',
        checkedOutAt: '2026-12-05T11:00:00.000Z',
        source: 'online',
        ...({ customerEmail: 'jane@x.example', customerPhone: '07700 900000' } as object),
      },
      '11:30',
    )
    expect(ticket).toMatchObject({
      id: 9,
      status: 'checked_out',
      checkedIn: true,
      checkedOut: true,
      totalAmount: 2100,
      slotEnd: '11:30',
      isWalkIn: false,
    })
    expect(JSON.stringify(ticket)).not.toMatch(/jane@|07700/)
  })
})

describe('the waiver version', () => {
  it('starts at 1, goes up only when a wording changes, and keeps every wording', () => {
    const now = new Date('2026-12-01T10:00:00Z')
    const first = nextWaiver(null, { terms: 'Socks on', liability: 'At your own risk' }, now)
    expect(first.waiverVersion).toBe(1)
    const same = nextWaiver(
      { ...first, terms: 'Socks on', liability: 'At your own risk' },
      { terms: 'Socks on ', liability: 'At your own risk' },
      now,
    )
    expect(same.waiverVersion).toBe(1)
    const changed = nextWaiver(
      { ...first, terms: 'Socks on', liability: 'At your own risk' },
      { terms: 'Grip socks on', liability: 'At your own risk' },
      now,
    )
    expect(changed.waiverVersion).toBe(2)
    expect(changed.waiverHistory.map((entry) => [entry.version, entry.terms])).toEqual([
      [1, 'Socks on'],
      [2, 'Grip socks on'],
    ])
    // An editor cannot set the version or rewrite history: only the wording counts.
    const forged = nextWaiver(
      { ...changed, terms: 'Grip socks on', liability: 'At your own risk' },
      { terms: 'Grip socks on', liability: 'At your own risk' },
      now,
    )
    expect(forged).toEqual({ waiverVersion: 2, waiverHistory: changed.waiverHistory })
  })
})

describe('the kiosk settings answer', () => {
  it('offers per-child party packages only, and the ticket suggestions as set', () => {
    const view = kioskSettingsView(
      {
        waiverVersion: 3,
        terms: 'T',
        liability: 'L',
        parkingText: 'P',
        parkingFreeHours: 2,
        parkingFeePence: 800,
        parkingFeeHours: 2,
        sessionsNote: '2-hour fun sessions',
        safetyNote: 'S',
        idleResetSeconds: 60,
        successResetSeconds: 3,
        ticketSuggestions: [{ key: 'child-0-1', title: 'Babies', pricePence: 400, onlyWhenOneChild: true }],
      },
      {
        footerHours: 'Mon-Sun: 9:30 AM - 5:00 PM',
        arriveEarlyMinutes: 15,
        partyPackages: [
          { name: 'Silver', pricePence: 1600, pricing: 'perChild', recommended: true, active: true },
          { name: 'Private Hire', pricePence: 19900, pricing: 'flat', recommended: false, active: true },
          { name: 'Old', pricePence: 100, pricing: 'perChild', recommended: false, active: false },
        ],
      },
    )
    expect(view.partyPackages).toEqual([{ name: 'Silver', perChildPence: 1600, recommended: true }])
    expect(view.ticketSuggestions).toEqual([{ key: 'child-0-1', title: 'Babies', pricePence: 400, onlyWhenOneChild: true }])
    expect(view.waiver.version).toBe(3)
    expect(view.footer.hours).toBe('Mon-Sun: 9:30 AM - 5:00 PM')
  })
})

describe('the race test switch', () => {
  it('is refused in production', () => {
    const production = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-long-random-production-secret',
      ADMIN_PASSWORD: 'a-long-real-password',
      CHECKIN_TEST_DISABLE_BOOKING_LOCK: '1',
    })
    expect(() => assertProductionReady(production)).toThrow(/CHECKIN_TEST_DISABLE_BOOKING_LOCK/)
  })
})
