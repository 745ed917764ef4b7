import { describe, expect, it } from 'vitest'
import { DETAILS_FORM_FIELDS } from '@/components/booking/detailsFormFields'
import { detailsFormSchema } from '@/components/booking/detailsFormSchema'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { emailFormSchema } from '@/components/verification/verificationSchemas'
import type { EmailFormInput, EmailFormValues } from '@/components/verification/verificationSchemas'

describe('form schemas loaded when a form is first used', () => {
  it('the details form knows its fields without loading the schema, and they are the schema’s', () => {
    expect([...DETAILS_FORM_FIELDS].sort()).toEqual(Object.keys(detailsFormSchema.shape).sort())
  })

  it('validates with the schema once loaded, loading it once, and tries again after a failed load', async () => {
    let loads = 0
    let fail = true
    const validation = lazyZodResolver<EmailFormInput, EmailFormValues>(async () => {
      loads += 1
      if (fail) throw new Error('offline')
      return emailFormSchema
    })
    const options = { fields: {}, shouldUseNativeValidation: false }
    await expect(validation.resolver({ email: 'a@b.example' }, undefined, options)).rejects.toThrow('offline')
    fail = false
    const bad = await validation.resolver({ email: 'not an e-mail' }, undefined, options)
    expect(bad.errors.email?.message).toBe('Please enter a valid email address')
    const good = await validation.resolver({ email: ' a@b.example ' }, undefined, options)
    expect(good.values).toEqual({ email: 'a@b.example' })
    await validation.preload()
    expect(loads).toBe(2)
  })
})
