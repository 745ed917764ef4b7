import { z } from 'zod'

export const CREDIT_PURCHASE_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
} as const

/** The details form of /session-credits (POST /api/session-credits/purchase); the form and the endpoint share it. */
export const creditPurchaseSchema = z.object({
  customerName: z
    .string({ error: CREDIT_PURCHASE_MESSAGES.name })
    .trim()
    .min(2, CREDIT_PURCHASE_MESSAGES.name)
    .max(120, 'Name must be at most 120 characters'),
  // Lower-cased so the purchase, the verified address and the credit lookup all name one person one way.
  customerEmail: z
    .string({ error: CREDIT_PURCHASE_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, CREDIT_PURCHASE_MESSAGES.email)
    .pipe(z.email(CREDIT_PURCHASE_MESSAGES.email)),
  customerPhone: z
    .string({ error: CREDIT_PURCHASE_MESSAGES.phone })
    .trim()
    .min(10, CREDIT_PURCHASE_MESSAGES.phone)
    .max(30, CREDIT_PURCHASE_MESSAGES.phone),
})

export type CreditPurchaseInput = z.input<typeof creditPurchaseSchema>
export type CreditPurchaseRequest = z.infer<typeof creditPurchaseSchema>
