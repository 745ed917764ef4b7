import { z } from 'zod'

/** One spelling per mailbox: trimmed and lower-cased, as bookings, credits and members store it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ message: 'Please enter a valid email address' }))
