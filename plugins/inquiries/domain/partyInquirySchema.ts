import { z } from 'zod'
import { validateBusinessDate } from '@/fields/validators'

export const CHILD_AGE_OPTIONS = Array.from({ length: 12 }, (_, index) => String(index + 1))
export const CHILDREN_COUNT_OPTIONS = [...Array.from({ length: 20 }, (_, index) => String(index + 5)), '25+']

const text = (min: number, message: string, max = 100) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`)

const optionalText = z.string().trim().max(1000, 'Must be at most 1000 characters').optional().default('')

/**
 * POST /api/party-inquiry and the party form share this schema. Time slots and packages are CMS
 * content, so the endpoint also checks those two values against the CMS.
 */
export const partyInquirySchema = z.object({
  parentName: text(2, 'Name must be at least 2 characters'),
  parentEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  parentPhone: text(10, 'Please enter a valid phone number', 30),
  childName: text(2, "Child's name must be at least 2 characters", 80),
  childAge: z.enum(CHILD_AGE_OPTIONS as [string, ...string[]], { error: "Please select child's age" }),
  partyDate: z
    .string({ error: 'Please select a preferred date' })
    .min(1, 'Please select a preferred date')
    .refine((value) => validateBusinessDate(value) === true, 'Please select a preferred date'),
  partyTime: text(1, 'Please select a preferred time', 40),
  numberOfChildren: z.enum(CHILDREN_COUNT_OPTIONS as [string, ...string[]], { error: 'Please specify number of children' }),
  packageType: text(1, 'Please select a party package', 40),
  specialRequests: optionalText,
  dietaryRequirements: optionalText,
  inquiryType: z.literal('party_booking').optional().default('party_booking'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
})

export type PartyInquiryInput = z.input<typeof partyInquirySchema>
export type PartyInquiryRequest = z.output<typeof partyInquirySchema>
