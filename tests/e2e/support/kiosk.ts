import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { paidBooking as payForBooking } from './bookings'
import { ordinaryDays } from './days'
import { suffix } from './text'

// What the kiosk's browser tests need from the server, done through its real API.

export type Device = { id: number; username: string; password: string }

export async function createDevice(api: APIRequestContext, admin: Record<string, string>, name: string): Promise<Device> {
  const username = `door-${suffix()}`
  const password = `pw-${suffix()}-${suffix()}`
  const created = await api.post('/api/kiosk-devices', { headers: admin, data: { username, password, name } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { id: doc.id, username, password }
}

export async function setDeviceDisabled(
  api: APIRequestContext,
  admin: Record<string, string>,
  device: Device,
  disabled: boolean,
): Promise<void> {
  const updated = await api.patch(`/api/kiosk-devices/${device.id}`, { headers: admin, data: { disabled } })
  expect(updated.ok(), await updated.text()).toBe(true)
}

/** A kiosk family's booking (one child, one adult), paid through the real API. */
export async function paidBooking(
  api: APIRequestContext,
  customerName: string,
  date: string,
  selectedTime?: string,
): Promise<{ bookingId: number; reference: string }> {
  return payForBooking(api, { customerName, customerEmail: `kiosk-${suffix()}@test.example`, date, selectedTime })
}

/** An ordinary open day in the kiosk's week ahead, not today: its tickets are found but cannot be checked in today. */
export async function openDayThisWeek(api: APIRequestContext): Promise<string | null> {
  return (await ordinaryDays(api, { fromDays: 1, spanDays: 5 }))[0] ?? null
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

export const CHECK_IN_TICKS = [
  'I have read and accept the terms and conditions',
  'I accept the liability disclaimer',
  'I will not park in the reserved spaces',
]
