import { checkInSchema, KIOSK_MESSAGES, type CheckInRequest } from '@plugins/checkin/contract'
import { z } from 'zod'

const ticked = (message: string) => z.boolean().refine((value) => value, message)

/** What the family fills in before checking in: the plate as the shared schema reads it, and the three ticks. */
export const checkInFormSchema = z.object({
  numberPlate: checkInSchema.shape.numberPlate,
  termsAccepted: ticked(KIOSK_MESSAGES.terms),
  liabilityAccepted: ticked(KIOSK_MESSAGES.liability),
  cefParkingAgreed: ticked(KIOSK_MESSAGES.parking),
})
export type CheckInFormInput = z.input<typeof checkInFormSchema>
export type CheckInFormValues = z.output<typeof checkInFormSchema>

export const emptyCheckInForm: CheckInFormInput = {
  numberPlate: '',
  termsAccepted: false,
  liabilityAccepted: false,
  cefParkingAgreed: false,
}

/** The message beside the disabled check-in button: the first confirmation still missing, or null when all are ticked. */
export function missingConfirmation(
  values: Pick<CheckInFormInput, 'termsAccepted' | 'liabilityAccepted' | 'cefParkingAgreed'>,
): string | null {
  if (!values.termsAccepted) return KIOSK_MESSAGES.terms
  if (!values.liabilityAccepted) return KIOSK_MESSAGES.liability
  if (!values.cefParkingAgreed) return KIOSK_MESSAGES.parking
  return null
}

/** The body of POST /api/check-in/check-in, checked by the same schema the endpoint uses. */
export function checkInRequest(ticketId: number, values: CheckInFormValues, waiverVersion: number, now: Date = new Date()): CheckInRequest {
  return checkInSchema.parse({
    ticketId,
    checkedInAt: now.toISOString(),
    numberPlate: values.numberPlate,
    cefParkingAgreed: values.cefParkingAgreed,
    termsAccepted: values.termsAccepted,
    liabilityAccepted: values.liabilityAccepted,
    waiverVersion,
  })
}
