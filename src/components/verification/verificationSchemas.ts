import { z } from 'zod'
import { CODE_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './verificationMessages'

export { CODE_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './verificationMessages'

export const emailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(254, EMAIL_INVALID_MESSAGE)
    .pipe(z.email({ message: EMAIL_INVALID_MESSAGE })),
})
export type EmailFormInput = z.input<typeof emailFormSchema>
export type EmailFormValues = z.output<typeof emailFormSchema>

export const codeFormSchema = z.object({
  // Spaces are forgiven: people often copy "123 456" or add one by hand.
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, CODE_INVALID_MESSAGE)),
})
export type CodeFormInput = z.input<typeof codeFormSchema>
export type CodeFormValues = z.output<typeof codeFormSchema>
