import { z } from 'zod'
import { businessDateSchema } from '@/lib/time/businessDateSchema'

/** The Booking Calendar tab's session restrictions calls (seed 001 §3, §5): the form's schema and the answers' shapes. */

export const RESTRICTION_MESSAGES = {
  missingInformation: 'Please fill in date, time slot, and reason',
  addRestrictionFailed: 'Failed to add restriction',
  removeRestrictionFailed: 'Failed to remove restriction',
} as const

const required = z.string({ error: RESTRICTION_MESSAGES.missingInformation }).trim().min(1, RESTRICTION_MESSAGES.missingInformation)
export const blockSlotSchema = z.object({
  date: required.pipe(businessDateSchema('Use a date of the form YYYY-MM-DD')),
  timeSlot: required.max(40),
  reason: required.max(120, 'At most 120 characters'),
  description: z.string().trim().max(1000, 'At most 1000 characters').optional().default(''),
  /** Sent by the seed's client; ignored: a block is always recorded as the signed-in user's. */
  createdBy: z.unknown().optional(),
  /** Block even though families have booked the slot (they are listed first). */
  confirmAffected: z.boolean().optional().default(false),
})
export type BlockSlotInput = z.input<typeof blockSlotSchema>

export type StaffRestriction = {
  id: number
  date: string
  timeSlot: string
  reason: string
  description: string | null
  createdBy: string | null
  partyId: number | null
}
export type RestrictionsAnswer = { restrictions: StaffRestriction[] }
