import { z } from 'zod'
import { validateBusinessDate } from '@/fields/validators'

export const MOVE_MESSAGES = {
  date: 'Please choose the new date',
  reason: 'Please say why the booking is moved (at least 3 characters)',
} as const

/**
 * Where a booking moves to: a date and, as the public booking takes it, a session's start ('09:30')
 * or label ('9:30 AM - 11:30 AM'). On a normal (flexible) day the time may be left out: the
 * booking takes the earliest session with room. The manage page's form and both endpoints share it.
 */
export const moveTargetSchema = z.object({
  selectedDate: z
    .string({ error: MOVE_MESSAGES.date })
    .min(1, MOVE_MESSAGES.date)
    .refine((value) => validateBusinessDate(value) === true, MOVE_MESSAGES.date),
  selectedTime: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => (value ? value : undefined)),
})

/** POST /api/bookings/move: the family, with the token of the manage link in their e-mails. */
export const familyMoveSchema = moveTargetSchema.extend({ token: z.string().min(10).max(100) })

/** POST /api/admin/bookings/:id/move: staff, with why. */
export const staffMoveSchema = moveTargetSchema.extend({
  reason: z.string({ error: MOVE_MESSAGES.reason }).trim().min(3, MOVE_MESSAGES.reason).max(500),
})

export type MoveTarget = z.output<typeof moveTargetSchema>
export type MoveTargetInput = z.input<typeof moveTargetSchema>

/** What both move calls answer with on success. */
export type MoveAnswer = {
  success: true
  message: string
  booking: { id: number; reference: string; status: string; date: string; slotStart: string; slotLabel: string }
  from: { date: string; slotStart: string; slotLabel: string }
}
