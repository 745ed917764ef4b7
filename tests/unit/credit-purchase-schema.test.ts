import { describe, expect, it } from 'vitest'
import { CREDIT_PURCHASE_MESSAGES, creditPurchaseSchema } from '@plugins/credits/domain/creditPurchaseSchema'

const valid = { customerName: 'Sam Carter', customerEmail: 'sam@example.com', customerPhone: '07700 900123' }

/** Each failing field's path and first message, e.g. { customerName: 'Name must be ...' }. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[issue.path.map(String).join('.')] ??= issue.message
  return fields
}

describe('the credit purchase request (POST /api/session-credits/purchase)', () => {
  it('accepts the form, trims the text and lower-cases the e-mail', () => {
    const parsed = creditPurchaseSchema.parse({
      customerName: '  Sam Carter ',
      customerEmail: ' Sam.Carter@Example.COM ',
      customerPhone: ' 07700 900123 ',
    })
    expect(parsed).toEqual({ customerName: 'Sam Carter', customerEmail: 'sam.carter@example.com', customerPhone: '07700 900123' })
  })

  it('drops fields it does not know', () => {
    const parsed = creditPurchaseSchema.parse({ ...valid, amount: 1, credits: 100, status: 'paid' })
    expect(parsed).toEqual(valid)
  })

  it('keeps the spec’s messages', () => {
    expect(CREDIT_PURCHASE_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    })
  })

  it('accepts the shortest values the spec allows', () => {
    expect(creditPurchaseSchema.safeParse({ customerName: 'Jo', customerEmail: 'a@b.co', customerPhone: '0770090012' }).success).toBe(true)
  })
})

describe('every message of the session credit form (spec §5)', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a one-letter name', { customerName: 'S' }, 'customerName', 'Name must be at least 2 characters'],
    ['a name of spaces', { customerName: '   ' }, 'customerName', 'Name must be at least 2 characters'],
    ['no name', { customerName: undefined }, 'customerName', 'Name must be at least 2 characters'],
    ['a name that is not text', { customerName: 42 }, 'customerName', 'Name must be at least 2 characters'],
    ['an over-long name', { customerName: 'a'.repeat(121) }, 'customerName', 'Name must be at most 120 characters'],
    ['an e-mail without @', { customerEmail: 'sam.example.com' }, 'customerEmail', 'Please enter a valid email address'],
    ['an e-mail without a domain', { customerEmail: 'sam@' }, 'customerEmail', 'Please enter a valid email address'],
    ['an empty e-mail', { customerEmail: '' }, 'customerEmail', 'Please enter a valid email address'],
    ['no e-mail', { customerEmail: undefined }, 'customerEmail', 'Please enter a valid email address'],
    ['an over-long e-mail', { customerEmail: `${'a'.repeat(250)}@example.com` }, 'customerEmail', 'Please enter a valid email address'],
    ['a short phone number', { customerPhone: '077009001' }, 'customerPhone', 'Please enter a valid phone number'],
    ['a phone number padded to length with spaces', { customerPhone: '  0770090  ' }, 'customerPhone', 'Please enter a valid phone number'],
    ['an over-long phone number', { customerPhone: '0'.repeat(31) }, 'customerPhone', 'Please enter a valid phone number'],
    ['no phone number', { customerPhone: undefined }, 'customerPhone', 'Please enter a valid phone number'],
  ])('%s', (_case, change, field, message) => {
    const result = creditPurchaseSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(problems(result)).toEqual({ [field]: message })
  })

  it('reports every field at once for an empty form', () => {
    expect(problems(creditPurchaseSchema.safeParse({ customerName: '', customerEmail: '', customerPhone: '' }))).toEqual({
      customerName: CREDIT_PURCHASE_MESSAGES.name,
      customerEmail: CREDIT_PURCHASE_MESSAGES.email,
      customerPhone: CREDIT_PURCHASE_MESSAGES.phone,
    })
  })
})
