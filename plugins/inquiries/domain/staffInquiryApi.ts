import { z } from 'zod'
import { businessDateSchema } from '@/lib/time/businessDateSchema'
import type { StaffParty } from './staffPartyApi'

/**
 * The staff dashboard's Inquiries and Birthday Parties tabs' calls (seed 001 §3, §7; issue 17):
 * the schemas the dialogs and the endpoints share, and the answers' shapes.
 */

export const INQUIRY_MESSAGES = {
  markFailed: 'Failed to mark inquiry as responded',
  draftFailed: 'Failed to draft response',
  sendFailed: 'Failed to send the reply. It has not been sent; please try again.',
  confirmFailed: 'Failed to confirm the party',
} as const

export type InquiryAvailability = 'available' | 'partial' | 'unavailable'

export type StaffInquiryParty = {
  childName: string
  childAge: string
  partyDate: string
  partyTime: string
  numberOfChildren: string
  packageType: string
  packageName: string | null
  specialRequests: string
  dietaryRequirements: string
}

export type StaffInquiryReply = { subject: string; body: string; sentAt: string; sentBy: string | null }

/** The inquiry's latest party, in any state. */
export type ConfirmedParty = StaffParty

export type StaffInquiry = {
  id: number
  name: string
  email: string
  phone: string
  message: string
  inquiryType: string
  inquiryTypeLabel: string
  responded: boolean
  respondedAt: string | null
  respondedBy: string | null
  /** Received less than the promised response time (24 hours) ago. */
  isRecent: boolean
  /** Not answered and past the promised response time. */
  overdue: boolean
  formattedDate: string
  formattedTime: string
  daysSince: number
  createdAt: string
  party: StaffInquiryParty | null
  partyBooked: boolean
  confirmedParty: ConfirmedParty | null
  replies: StaffInquiryReply[]
}
export type InquiriesAnswer = { inquiries: StaffInquiry[]; responseHours: number }

export type SlotTimes = { start: string; end: string; label: string }
export type AlternativeDateAnswer = { date: string; label: string; availableSlots: SlotTimes[] }

export type DraftedResponse = {
  subject: string
  body: string
  /** Null only when the calendar could not be read or the message names no date. */
  availability: InquiryAvailability | null
  availableSlots: SlotTimes[]
  alternativeDates: AlternativeDateAnswer[]
  /** The date the availability is for. */
  date: string | null
}
export type DraftResponseAnswer = { success: true; draftedResponse: DraftedResponse; calendarIntegrated: boolean; message: string }

// POST /api/admin/inquiries/:id/send-response
export const sendReplySchema = z.object({
  subject: z.string({ error: 'Please write a subject' }).trim().min(1, 'Please write a subject').max(200, 'At most 200 characters'),
  body: z.string({ error: 'Please write the reply' }).trim().min(1, 'Please write the reply').max(20_000, 'At most 20,000 characters'),
})
export type SendReplyInput = z.input<typeof sendReplySchema>

// POST /api/admin/inquiries/:id/confirm-party
export const CONFIRM_DEPOSIT_OPTIONS = [
  { value: 'link', label: 'E-mail a payment link for the deposit' },
  { value: 'cash', label: 'Deposit taken at the desk: cash' },
  { value: 'card', label: 'Deposit taken at the desk: card' },
  { value: 'waived', label: 'Deposit waived (admins only, with a reason)' },
] as const
export type ConfirmDeposit = (typeof CONFIRM_DEPOSIT_OPTIONS)[number]['value']

export const confirmPartySchema = z
  .object({
    date: businessDateSchema('Please choose the party date'),
    timeSlot: z.string({ error: 'Please choose a party time slot' }).trim().min(1, 'Please choose a party time slot').max(40),
    packageKey: z.string({ error: 'Please choose a package' }).trim().min(1, 'Please choose a package').max(40),
    /** The children the price is for; the inquiry's number when left out. */
    children: z.number({ error: 'Please enter the number of children' }).int('Please enter a whole number').min(1).max(500).optional(),
    deposit: z.enum(CONFIRM_DEPOSIT_OPTIONS.map((option) => option.value) as [ConfirmDeposit, ...ConfirmDeposit[]]).default('link'),
    waiveReason: z.string().trim().max(200, 'At most 200 characters').default(''),
  })
  .refine((value) => value.deposit !== 'waived' || value.waiveReason.length >= 3, {
    path: ['waiveReason'],
    message: 'Please give the reason the deposit is waived',
  })
export type ConfirmPartyInput = z.input<typeof confirmPartySchema>

/** POST /api/admin/inquiries/:id/confirm-party's answer. */
export type ConfirmPartyAnswer = {
  success: true
  status: 'provisional' | 'confirmed'
  partyId: number
  blockedSessions: string[]
  emailedTo: string
  totalPence: number
  depositPence: number
  /** While provisional: when the slot is released unless the deposit is paid (an instant). */
  depositDueBy: string | null
  /** The family's party page, path and query. */
  manageUrl: string
  message: string
}
