import { describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES, bookingDetailsSchema, bookingRequestSchema } from '@plugins/booking/domain/bookingRequestSchema'
import { MAX_TICKETS_PER_TYPE } from '@plugins/booking/domain/priceBooking'

const details = {
  customerName: 'Sam Carter',
  customerEmail: 'sam@example.com',
  customerPhone: '07700 900123',
  selectedDate: '2026-12-05',
  agreeToTerms: true,
}

const payload = {
  ...details,
  selectedTime: '9:30 AM - 11:30 AM',
  ticketQuantities: { 'child-0-1': 0, 'child-1-12': 2, adult: 1 },
  totalAmount: 21,
  loyaltyOptIn: true,
}

/** Each failing field's path and first message, e.g. { customerName: 'Name must be ...' }. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[issue.path.map(String).join('.')] ??= issue.message
  return fields
}

describe('the booking request (POST /api/create-booking-payment)', () => {
  it('accepts the page’s payload, trims the text and keeps totalAmount in pounds', () => {
    const parsed = bookingRequestSchema.parse({
      ...payload,
      customerName: '  Sam Carter ',
      customerEmail: ' sam@example.com ',
      specialRequests: ' Nut allergy ',
    })
    expect(parsed).toEqual({ ...payload, specialRequests: 'Nut allergy' })
  })

  it('defaults the loyalty opt-in to true and keeps an opt-out', () => {
    const { loyaltyOptIn: _omitted, ...withoutOptIn } = payload
    expect(bookingRequestSchema.parse(withoutOptIn).loyaltyOptIn).toBe(true)
    expect(bookingRequestSchema.parse({ ...payload, loyaltyOptIn: false }).loyaltyOptIn).toBe(false)
  })

  it('takes the slot in either form, or none', () => {
    expect(bookingRequestSchema.parse({ ...payload, selectedTime: '09:30' }).selectedTime).toBe('09:30')
    const { selectedTime: _none, ...withoutTime } = payload
    expect(bookingRequestSchema.parse(withoutTime).selectedTime).toBeUndefined()
  })

  it('drops fields it does not know', () => {
    const parsed = bookingRequestSchema.parse({ ...payload, status: 'paid', finalAmountPence: 0 })
    expect(parsed).not.toHaveProperty('status')
    expect(parsed).not.toHaveProperty('finalAmountPence')
  })
})

describe('every message of the details form (spec §5)', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a one-letter name', { customerName: 'S' }, 'customerName', 'Name must be at least 2 characters'],
    ['a name of spaces', { customerName: '   ' }, 'customerName', 'Name must be at least 2 characters'],
    ['no name', { customerName: undefined }, 'customerName', 'Name must be at least 2 characters'],
    ['a name that is not text', { customerName: 42 }, 'customerName', 'Name must be at least 2 characters'],
    ['an e-mail without @', { customerEmail: 'sam.example.com' }, 'customerEmail', 'Please enter a valid email address'],
    ['an e-mail without a domain', { customerEmail: 'sam@' }, 'customerEmail', 'Please enter a valid email address'],
    ['no e-mail', { customerEmail: undefined }, 'customerEmail', 'Please enter a valid email address'],
    ['an over-long e-mail', { customerEmail: `${'a'.repeat(250)}@example.com` }, 'customerEmail', 'Please enter a valid email address'],
    ['a short phone number', { customerPhone: '077009001' }, 'customerPhone', 'Please enter a valid phone number'],
    ['no phone number', { customerPhone: undefined }, 'customerPhone', 'Please enter a valid phone number'],
    ['an empty date', { selectedDate: '' }, 'selectedDate', 'Please select a date'],
    ['no date', { selectedDate: undefined }, 'selectedDate', 'Please select a date'],
    ['a date in another form', { selectedDate: '05/12/2026' }, 'selectedDate', 'Please select a date'],
    ['a date that does not exist', { selectedDate: '2026-02-30' }, 'selectedDate', 'Please select a date'],
    ['terms not agreed', { agreeToTerms: false }, 'agreeToTerms', 'You must agree to the terms and conditions to proceed'],
    ['terms missing', { agreeToTerms: undefined }, 'agreeToTerms', 'You must agree to the terms and conditions to proceed'],
    ['terms as text', { agreeToTerms: 'true' }, 'agreeToTerms', 'You must agree to the terms and conditions to proceed'],
    [
      'over-long special requirements',
      { specialRequests: 'x'.repeat(1001) },
      'specialRequests',
      'Special requirements must be at most 1000 characters',
    ],
  ])('%s', (_scenario, change, field, message) => {
    const input = { ...details, ...change }
    expect(problems(bookingDetailsSchema.safeParse(input))).toEqual({ [field]: message })
    expect(problems(bookingRequestSchema.safeParse({ ...payload, ...change }))).toEqual({ [field]: message })
  })

  it('reports every bad field at once, with the spec’s words', () => {
    expect(problems(bookingDetailsSchema.safeParse({}))).toEqual({
      customerName: BOOKING_MESSAGES.name,
      customerEmail: BOOKING_MESSAGES.email,
      customerPhone: BOOKING_MESSAGES.phone,
      selectedDate: BOOKING_MESSAGES.date,
      agreeToTerms: BOOKING_MESSAGES.terms,
    })
  })

  it('is the form’s schema: it needs no tickets or total', () => {
    expect(bookingDetailsSchema.safeParse(details).success).toBe(true)
    expect(bookingDetailsSchema.parse({ ...details, specialRequests: 'x'.repeat(1000) }).specialRequests).toHaveLength(1000)
  })
})

describe('tickets and total', () => {
  it.each<[string, unknown, string, string | RegExp]>([
    ['a negative quantity', { adult: -1 }, 'ticketQuantities.adult', 'Ticket quantities cannot be negative'],
    ['a fraction', { adult: 1.5 }, 'ticketQuantities.adult', 'Ticket quantities must be whole numbers'],
    ['a quantity as text', { adult: '2' }, 'ticketQuantities.adult', 'Ticket quantities must be whole numbers'],
    ['a null quantity', { adult: null }, 'ticketQuantities.adult', 'Ticket quantities must be whole numbers'],
    ['one over the limit', { adult: MAX_TICKETS_PER_TYPE + 1 }, 'ticketQuantities.adult', /^At most 60 tickets of one type/],
    ['a huge number', { adult: 1e9 }, 'ticketQuantities.adult', /^At most 60 tickets of one type/],
    ['a list instead of a map', [1, 2], 'ticketQuantities', /./],
    [
      'too many ticket types',
      Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`type-${index}`, 0])),
      'ticketQuantities',
      'Too many ticket types',
    ],
  ])('refuses %s', (_scenario, ticketQuantities, field, message) => {
    const fields = problems(bookingRequestSchema.safeParse({ ...payload, ticketQuantities }))
    expect(Object.keys(fields)).toEqual([field])
    expect(fields[field]).toMatch(message)
  })

  it('leaves "at least one ticket" and unknown keys to pricing, which knows the ticket types', () => {
    expect(bookingRequestSchema.safeParse({ ...payload, ticketQuantities: {} }).success).toBe(true)
    expect(bookingRequestSchema.safeParse({ ...payload, ticketQuantities: { 'vip-pass': 1 } }).success).toBe(true)
    expect(bookingRequestSchema.safeParse({ ...payload, ticketQuantities: { adult: MAX_TICKETS_PER_TYPE } }).success).toBe(true)
  })

  it('requires ticketQuantities', () => {
    const { ticketQuantities: _missing, ...rest } = payload
    expect(Object.keys(problems(bookingRequestSchema.safeParse(rest)))).toEqual(['ticketQuantities'])
  })

  it.each<[string, unknown, string | RegExp]>([
    ['missing', undefined, 'The total must be a number'],
    ['text', '21.00', 'The total must be a number'],
    ['not a number', Number.NaN, 'The total must be a number'],
    ['negative', -1, 'The total cannot be negative'],
    ['absurdly large', 1e9, 'The total is more than any booking can cost'],
    ['infinite', Number.POSITIVE_INFINITY, /./],
  ])('refuses a total that is %s', (_scenario, totalAmount, message) => {
    const fields = problems(bookingRequestSchema.safeParse({ ...payload, totalAmount }))
    expect(Object.keys(fields)).toEqual(['totalAmount'])
    expect(fields.totalAmount).toMatch(message)
  })

  it('accepts a total of 0 and pounds with pence', () => {
    expect(bookingRequestSchema.parse({ ...payload, totalAmount: 0 }).totalAmount).toBe(0)
    expect(bookingRequestSchema.parse({ ...payload, totalAmount: 28.5 }).totalAmount).toBe(28.5)
  })
})
