import { z } from 'zod'

/** A family's data (issue 27): the access and erasure requests, and their credits and points at the desk. */

// GET /api/admin/customers/export?email= (admins only; issue 27)
export const customerExportQuerySchema = z.object({
  email: z
    .string({ error: 'Enter the e-mail address' })
    .trim()
    .min(3, 'Enter the e-mail address')
    .max(254)
    .pipe(z.email('Enter a valid e-mail address')),
})

// POST /api/admin/customers/erase { email } (admins only; issue 27)
export const customerEraseSchema = z.object({
  email: z
    .string({ error: 'Enter the e-mail address' })
    .trim()
    .toLowerCase()
    .min(3, 'Enter the e-mail address')
    .max(254)
    .pipe(z.email('Enter a valid e-mail address')),
})
export type CustomerEraseInput = z.input<typeof customerEraseSchema>

/**
 * How many rows of each kind one erasure changed or deleted, by the names the owning plugins give
 * them (`bookings`, `creditPurchases`, `emails`, ...): the answer's and the audit entry's only content.
 */
export type ErasureCounts = Record<string, number>
/** What each count means, from the plugin that counted it, in the order to show them. */
export type ErasureLabels = Record<string, string>
export type CustomerEraseAnswer = { success: true; message: string; erased: ErasureCounts; labels: ErasureLabels }

// GET /api/admin/customers/balances?email= (staff): what the desk sees of a family's session credits and loyalty points.
export const customerBalancesQuerySchema = customerExportQuerySchema
export type CustomerBalances = {
  email: string
  credits: number
  loyalty: { member: false } | { member: true; name: string; currentPoints: number; level: string }
}

const wholeChange = (most: number, what: string) =>
  z
    .number({ error: `Enter a whole number of ${what}` })
    .int(`Enter a whole number of ${what}`)
    .min(-most, `At most ${most} ${what} at a time`)
    .max(most, `At most ${most} ${what} at a time`)
    .optional()

// POST /api/admin/customers/adjust-balances (admins, and staff allowed to give refunds): credits and points added (+) or taken off (-).
export const adjustBalancesSchema = z
  .object({
    email: customerEraseSchema.shape.email,
    credits: wholeChange(50, 'credits'),
    points: wholeChange(10_000, 'points'),
    reason: z.string().trim().min(3, 'Please give a reason').max(300, 'At most 300 characters'),
  })
  .refine((body) => (body.credits ?? 0) !== 0 || (body.points ?? 0) !== 0, {
    message: 'Enter the credits or points to add or take off',
    path: ['credits'],
  })
export type AdjustBalancesInput = z.input<typeof adjustBalancesSchema>
export type AdjustBalancesAnswer = { success: true; message: string; balances: CustomerBalances }
