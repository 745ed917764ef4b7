import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { addBusinessDays } from '../../../src/lib/time/businessDate'

// What the kiosk's browser tests need from the server, done through its real API.

export type Device = { id: number; username: string; password: string }

export const suffix = () => Array.from({ length: 6 }, () => 'abcdefghjkmnpqrstuvwxyz'[Math.floor(Math.random() * 23)]).join('')
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

/** A bearer header for the admin from the environment npm run test:e2e sets. */
export async function adminApi(api: APIRequestContext): Promise<Record<string, string>> {
  const login = await api.post('/api/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  expect(login.ok(), 'run through npm run test:e2e, which sets the admin credentials').toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

export async function createDevice(api: APIRequestContext, admin: Record<string, string>, name: string): Promise<Device> {
  const username = `door-${suffix()}`
  const password = `pw-${suffix()}-${suffix()}`
  const created = await api.post('/api/kiosk-devices', { headers: admin, data: { username, password, name } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { id: doc.id, username, password }
}

export async function setDeviceDisabled(api: APIRequestContext, admin: Record<string, string>, device: Device, disabled: boolean): Promise<void> {
  const updated = await api.patch(`/api/kiosk-devices/${device.id}`, { headers: admin, data: { disabled } })
  expect(updated.ok(), await updated.text()).toBe(true)
}

/** Booked and paid (test provider) through the real API, as a family does on /booking. */
export async function paidBooking(api: APIRequestContext, customerName: string, date: string, selectedTime?: string): Promise<{ bookingId: number; reference: string }> {
  const created = await api.post('/api/create-booking-payment', {
    data: {
      customerName,
      customerEmail: `kiosk-${suffix()}@test.example`,
      customerPhone: '07700 900321',
      selectedDate: date,
      ...(selectedTime ? { selectedTime } : {}),
      agreeToTerms: true,
      ticketQuantities: { 'child-1-12': 1, adult: 1 },
      totalAmount: 11.5,
      loyaltyOptIn: false,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const booking = (await created.json()) as { bookingId: number; reference: string; clientSecret: string }
  expect((await api.post('/api/payments/test/confirm', { data: { clientSecret: booking.clientSecret } })).ok()).toBe(true)
  return booking
}

/** An ordinary open day in the kiosk's week ahead, not today: its tickets are found but cannot be checked in today. */
export async function openDayThisWeek(api: APIRequestContext): Promise<string | null> {
  const from = addBusinessDays(londonToday(), 1)
  const response = await api.get(`/api/calendar/availability?from=${from}&to=${addBusinessDays(from, 5)}`)
  const { days } = (await response.json()) as { days: { date: string; available: boolean; isEventDay: boolean }[] }
  return days.find((day) => day.available && !day.isEventDay)?.date ?? null
}

/** Signs the tablet in at `address` (the test's own base URL unless told) and waits for the kiosk. */
export async function signInTablet(page: Page, device: Device, address = '/check-in'): Promise<void> {
  await page.goto(address)
  await fillSignIn(page, device)
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeVisible()
}

export async function fillSignIn(page: Page, device: Device): Promise<void> {
  await page.getByLabel('Username').fill(device.username)
  await page.getByLabel('Password').fill(device.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Name or booking reference').fill(text)
  await page.getByRole('button', { name: 'Find My Booking' }).click()
}

export const CHECK_IN_TICKS = ['I have read and accept the terms and conditions', 'I accept the liability disclaimer', 'I will not park in the reserved spaces']
