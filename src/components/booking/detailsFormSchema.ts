import { z } from 'zod'
import { bookingDetailsSchema } from '@plugins/booking/contract'

/** The endpoint's details schema, plus the loyalty opt-in the payload carries beside it. Loaded lazily by the details step. */
export const detailsFormSchema = bookingDetailsSchema.extend({
  loyaltyOptIn: z.boolean(),
  childAges: z.string().trim().max(200, 'Please keep the ages short').optional(),
})
export type DetailsFormInput = z.input<typeof detailsFormSchema>
export type DetailsFormValues = z.output<typeof detailsFormSchema>
