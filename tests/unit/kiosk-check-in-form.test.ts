import { describe, expect, it } from 'vitest'
import { checkInFormSchema, checkInRequest, emptyCheckInForm, missingConfirmation } from '@/components/kiosk/checkInForm'
import { referenceFromQr } from '@/components/kiosk/qrScanner'

const allTicked = { termsAccepted: true, liabilityAccepted: true, cefParkingAgreed: true }

describe('kiosk check-in form', () => {
  it('asks for the terms first, then the disclaimer, then parking', () => {
    expect(missingConfirmation(emptyCheckInForm)).toBe('Please read and accept the terms and conditions before checking in.')
    expect(missingConfirmation({ ...allTicked, liabilityAccepted: false })).toMatch(/liability/)
    expect(missingConfirmation({ ...allTicked, cefParkingAgreed: false })).toMatch(/parking/)
    expect(missingConfirmation(allTicked)).toBeNull()
  })

  it('sends the plate upper-cased, and null when empty', () => {
    const typed = checkInFormSchema.parse({ ...allTicked, numberPlate: ' ab12 cde ' })
    expect(checkInRequest(7, typed, 3, new Date('2026-11-23T10:00:00Z'))).toEqual({
      ticketId: 7,
      checkedInAt: '2026-11-23T10:00:00.000Z',
      numberPlate: 'AB12 CDE',
      cefParkingAgreed: true,
      termsAccepted: true,
      liabilityAccepted: true,
      waiverVersion: 3,
    })
    expect(checkInRequest(7, checkInFormSchema.parse({ ...allTicked, numberPlate: '   ' }), 3).numberPlate).toBeNull()
  })

  it('refuses a plate longer than 8 characters or an unticked box', () => {
    expect(checkInFormSchema.safeParse({ ...allTicked, numberPlate: 'ABCDEFGHI' }).success).toBe(false)
    expect(checkInFormSchema.safeParse({ ...allTicked, termsAccepted: false }).success).toBe(false)
  })

  it('reads a booking reference from the e-mail’s QR code and nothing else', () => {
    expect(referenceFromQr(' abcd2345\n')).toBe('ABCD2345')
    expect(referenceFromQr('https://example.com/?x=1')).toBeNull()
    expect(referenceFromQr('')).toBeNull()
  })
})
