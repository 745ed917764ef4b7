import type { BookingSetting } from '@/payload-types'

/**
 * The spec's normal day. They are the booking settings' field defaults, so a venue whose settings
 * were never saved (a database that was never seeded) still answers with the spec's day instead of
 * failing; the seed writes the same values, and an admin changes them in the CMS.
 */
export const bookingSettingsDefaults = {
  slots: [{ start: '09:30' }, { start: '12:00' }, { start: '14:30' }],
  sessionLengthMinutes: 120,
  capacityPerSlot: 40,
  lowAvailabilityThreshold: 10,
  bookingWindowMonths: 1,
  holdMinutes: 15,
  cardLinkHoldHours: 24,
  arriveEarlyMinutes: 15,
  arrivalWindow: {
    from: '09:30',
    until: '15:30',
    text: 'Flexible arrival: arrive any time between 9:30 AM and 3:30 PM and enjoy exactly 2 hours of play from check-in.',
  },
  bankDebitMinDaysAhead: 5,
  cancellation: {
    rule: 'hours_before_slot',
    hoursBefore: 24,
    policyText: 'Cancellation: free up to 24 hours ahead; same-day cancellations are not refunded. Bank payments take 1-3 business days.',
  },
  privacy: { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 },
} as const satisfies Omit<BookingSetting, 'id' | 'createdAt' | 'updatedAt'>
