import { z } from 'zod'
import type { PartyStatus } from './partyPageApi'

/** A party as the staff dashboard shows it (the inquiry tabs, the calendar, the door). Money in pence. */
export type StaffParty = {
  id: number
  inquiryId: number | null
  date: string
  timeSlot: string
  childName: string
  packageName: string
  exclusiveUse: boolean
  status: PartyStatus
  /** Provisional, Confirmed, Balance paid, Deposit not paid or Cancelled. */
  stateLabel: string
  children: number
  totalPence: number
  depositPence: number
  /** What was paid and kept (refunds taken off). */
  paidPence: number
  balanceDuePence: number
  /** While provisional: when the slot is released unless the deposit is paid (an instant). */
  depositDueBy: string | null
}

export const STAFF_PARTY_MESSAGES = {
  paymentFailed: 'Failed to record the payment',
  cancelFailed: 'Failed to cancel the party',
} as const

// POST /api/admin/parties/:id/take-payment
export const takePartyPaymentSchema = z.object({
  stage: z.enum(['deposit', 'balance'], { error: 'Choose the deposit or the balance' }),
  method: z.enum(['cash', 'card'], { error: 'Choose cash or card' }),
})
export type TakePartyPaymentInput = z.input<typeof takePartyPaymentSchema>

// POST /api/admin/parties/:id/cancel
export const staffCancelPartySchema = z.object({
  refund: z.boolean({ error: 'Say whether to refund what was paid' }),
  reason: z.string({ error: 'Please give a reason' }).trim().min(3, 'Please give a reason').max(200, 'At most 200 characters'),
})
export type StaffCancelPartyInput = z.input<typeof staffCancelPartySchema>

export type StaffPartyAnswer = { party: StaffParty; message: string }
