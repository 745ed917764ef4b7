import { z } from 'zod'

/**
 * The family's party page (`/manage-party?token=`, issue 39): what its calls take and answer. The
 * token is the signed link in every party e-mail (`partyToken`); the page and the endpoints share
 * these schemas.
 */

export const PARTY_STATUSES = ['provisional', 'confirmed', 'lapsed', 'cancelled'] as const
export type PartyStatus = (typeof PARTY_STATUSES)[number]

/** How a party's deposit was settled, once it was. */
export const DEPOSIT_SETTLEMENTS = ['online', 'cash', 'card', 'waived'] as const
export type DepositSettlement = (typeof DEPOSIT_SETTLEMENTS)[number]

export const PARTY_PAYMENT_STAGES = ['deposit', 'balance'] as const
export type PartyPaymentStage = (typeof PARTY_PAYMENT_STAGES)[number]

export const PARTY_PAGE_MESSAGES = {
  invalidLink: 'This party link is not valid. Please use the link in your e-mail, or call us.',
  expiredLink: 'This party link has expired. Please call us and we will help.',
} as const

const token = z.string({ error: 'The link is missing' }).trim().min(10, 'The link is missing').max(120, 'The link is not valid')

export const partyTokenQuery = z.object({ token })

export const payPartySchema = z.object({
  token,
  stage: z.enum(PARTY_PAYMENT_STAGES, { error: 'Choose the deposit or the balance' }),
})
export type PayPartyInput = z.input<typeof payPartySchema>

/** The family's own changes: the number of children, food choices and dietary notes. */
export const partyChangesSchema = z.object({
  children: z
    .number({ error: 'Please enter the number of children' })
    .int('Please enter a whole number of children')
    .min(1, 'At least 1 child')
    .max(200, 'At most 200 children'),
  foodChoices: z.string().trim().max(1000, 'Must be at most 1000 characters').default(''),
  dietaryNotes: z.string().trim().max(1000, 'Must be at most 1000 characters').default(''),
})
export type PartyChangesInput = z.input<typeof partyChangesSchema>
export const changePartySchema = partyChangesSchema.extend({ token })

export const cancelPartySchema = z.object({
  token,
  confirm: z.literal(true, { error: 'Please confirm that you want to cancel the party' }),
})

export const partyRewardSchema = z.object({
  token,
  code: z
    .string({ error: 'Please enter your reward code' })
    .trim()
    .min(4, 'Please enter your reward code')
    .max(40, 'That code is too long'),
})

/** The party as the family sees it. Money in pence; dates are Europe/London business dates. */
export type PartyView = {
  reference: string
  status: PartyStatus
  childName: string
  childAge: string
  parentName: string
  parentEmail: string
  /** Business date (yyyy-MM-dd, Europe/London). */
  date: string
  timeSlot: string
  start: string
  end: string
  packageName: string
  pricing: 'perChild' | 'flat'
  unitPricePence: number
  children: number
  limits: { min: number; max: number }
  foodChoices: string
  dietaryNotes: string
  /** After the reward's discount. */
  totalPence: number
  discountPence: number
  discountLabel: string | null
  depositPence: number
  paidPence: number
  /** Every refund claimed, including one still being paid out to the card. */
  refundedPence: number
  balanceDuePence: number
  /** `dueBy` is an instant (ISO 8601). */
  deposit: { due: boolean; dueBy: string | null; settledAs: DepositSettlement | null }
  /** A business date: until its end (London) the family may change numbers and food online. */
  changesCloseAfter: string
  canChange: boolean
  canPayBalance: boolean
  canApplyReward: boolean
  /** `refundableUntil` is a business date: the deposit comes back on a cancellation through its end. */
  cancel: { allowed: boolean; refundPence: number; refundableUntil: string }
  cancellationTerms: string
  venuePhone: string
}

export type PartyViewAnswer = { party: PartyView }
export type PartyPaymentAnswer = { clientSecret: string; provider: string; amountPence: number; stage: PartyPaymentStage; party: PartyView }
