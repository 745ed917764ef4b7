import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { expect, vi } from 'vitest'
import { addBusinessDays, venueInstant } from '@/lib/time/businessDate'
import { bookingBody } from './booking'
import { rest } from './payload'
import { newClient, uniqueEmail } from './verification'

let dayTurn = 0
/**
 * A business date of the file's own, years after the real today around which every other file
 * books, so this file's counts, searches and capacities never meet theirs. The clock is then
 * set to it with `freezeAt`.
 */
export function privateDay(base: string): string {
  dayTurn += 1
  return addBusinessDays(base, dayTurn * 3)
}

/** Sets the process's clock (Date only; timers still run) to a wall-clock time at the venue. */
export function freezeAt(date: string, time: string): Date {
  const now = venueInstant(date, time)
  vi.useFakeTimers({ toFake: ['Date'], now })
  return now
}

/** A paid booking of 2 children and 1 adult (£21.00) through the real booking and test payment calls. */
export async function paidBooking(
  date: string,
  options: { name?: string; slot?: string | null; email?: string; loyaltyOptIn?: boolean } = {},
): Promise<{ id: number; reference: string; clientSecret: string }> {
  const held = await heldBooking(date, options)
  const confirmed = await rest('POST', 'payments/test/confirm', { body: { clientSecret: held.clientSecret } })
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
  return held
}

/** A booking awaiting payment (its places held). */
export async function heldBooking(
  date: string,
  options: { name?: string; slot?: string | null; email?: string; loyaltyOptIn?: boolean } = {},
): Promise<{ id: number; reference: string; clientSecret: string }> {
  const body = bookingBody({
    selectedDate: date,
    // null books without a time, as the booking page does on a flexible day.
    ...(options.slot === null ? {} : { selectedTime: options.slot ?? '09:30' }),
    customerName: options.name ?? 'Jo Family',
    customerEmail: options.email ?? uniqueEmail('kiosk'),
    loyaltyOptIn: options.loyaltyOptIn ?? false,
  })
  const created = await rest('POST', 'create-booking-payment', { body, headers: newClient() })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const { bookingId, clientSecret, reference } = created.json as { bookingId: number; clientSecret: string; reference: string }
  return { id: bookingId, reference, clientSecret }
}

let deviceTurn = 0
/** A kiosk device created by an admin, signed in: its token and ids. */
export async function signedInDevice(
  payload: Payload,
  name = 'Front door',
): Promise<{ id: number; username: string; password: string; token: string }> {
  deviceTurn += 1
  const username = `door-${deviceTurn}-${randomUUID().slice(0, 8)}`
  const password = 'a-kiosk-password-123'
  const device = await payload.create({ collection: 'kiosk-devices', data: { username, password, name }, overrideAccess: true })
  const login = await rest('POST', 'kiosk-devices/login', { body: { username, password } })
  expect(login.status, JSON.stringify(login.json)).toBe(200)
  return { id: device.id, username, password, token: (login.json as { token: string }).token }
}

/** A fresh Idempotency-Key, as the tablet makes one per family action. */
export const newKey = () => `key-${randomUUID()}`

export async function currentWaiverVersion(token: string): Promise<number> {
  const settings = await rest('GET', 'check-in/kiosk-settings', { token })
  expect(settings.status).toBe(200)
  return (settings.json as { waiver: { version: number } }).waiver.version
}

/** The kiosk's check-in body with every box ticked. */
export function checkInBody(ticketId: number, waiverVersion: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ticketId,
    checkedInAt: '1999-01-01T00:00:00.000Z',
    numberPlate: 'ab12 cde',
    cefParkingAgreed: true,
    termsAccepted: true,
    liabilityAccepted: true,
    waiverVersion,
    ...overrides,
  }
}

/** The kiosk's walk-in body with every box ticked, as a family at the tablet sends it. */
export function walkInBody(waiverVersion: number, fields: Record<string, unknown>): Record<string, unknown> {
  return { numberPlate: null, cefParkingAgreed: true, termsAccepted: true, liabilityAccepted: true, waiverVersion, ...fields }
}

export function kioskCall(token: string, path: string, body: unknown, key: string | null = newKey()) {
  return rest('POST', `check-in/${path}`, { token, body, headers: key ? { 'idempotency-key': key } : {} })
}
