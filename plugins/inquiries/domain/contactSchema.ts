import { z } from 'zod'

import { MESSAGE_MAX_LENGTH, REQUIRED_FIELDS_MESSAGE } from './contactOptions'

export { CONTACT_INQUIRY_TYPES, MESSAGE_MAX_LENGTH, REQUIRED_FIELDS_MESSAGE } from './contactOptions'

const required = (max: number, tooLong: string) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLong)

/** POST /api/contact and the Send Us a Message form share this schema. */
export const contactSchema = z.object({
  name: required(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().max(30, 'Phone number must be at most 30 characters').optional().default(''),
  inquiryType: z.enum(['general', 'birthday', 'group', 'feedback'], { error: REQUIRED_FIELDS_MESSAGE }),
  message: required(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactRequest = z.output<typeof contactSchema>
