'use client'

import { useForm } from 'react-hook-form'
import { CONTACT_INQUIRY_TYPES, REQUIRED_FIELDS_MESSAGE, type ContactInput, type ContactRequest } from '@plugins/inquiries/contract'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { useToast } from '@/components/toast/Toaster'
import { readApiFailure } from '@/lib/http/apiFailure'
import { apiRequest } from '@/lib/http/apiRequest'
import { button } from '@/styles/primitives.css'
import * as styles from './forms.css'
import { HoneypotField } from './HoneypotField'

const empty: ContactInput = { name: '', email: '', phone: '', inquiryType: 'general', message: '', website: '' }
// The endpoint's own schema, loaded when someone starts on the form rather than with the landing page.
const validation = lazyZodResolver<ContactInput, ContactRequest>(() =>
  import('@plugins/inquiries/contract').then((module) => module.contactSchema),
)

/** Send Us a Message: validated by the endpoint's own schema before anything is sent. */
export function ContactForm() {
  const { toast } = useToast()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactRequest>({ resolver: validation.resolver, defaultValues: empty })

  const onValid = async (values: ContactRequest) => {
    try {
      await apiRequest('POST', '/api/contact', values)
      reset(empty)
      toast({ title: 'Message sent successfully!', description: "We'll get back to you soon", variant: 'success' })
    } catch (error) {
      // The error message: our JSON body's own words when there is one (e.g. the rate limit's "wait or
      // call us"), otherwise the transport's "<status>: <text>".
      const message = readApiFailure(error)?.message ?? (error instanceof Error && error.message ? error.message : 'Please try again later')
      toast({ title: 'Error sending message', description: message, variant: 'destructive' })
    }
  }
  const onInvalid = (invalid: typeof errors) => {
    const messages = Object.values(invalid).map((entry) => entry?.message)
    const title = messages.includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : (messages.find(Boolean) ?? REQUIRED_FIELDS_MESSAGE)
    toast({ title, variant: 'destructive' })
  }

  const describe = (name: keyof ContactInput) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${name}-error` } : {}
  const fieldError = (name: keyof ContactInput) =>
    errors[name]?.message && errors[name]?.message !== REQUIRED_FIELDS_MESSAGE ? (
      <p id={`contact-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={() => void validation.preload()}
      noValidate
      aria-label="Send Us a Message"
    >
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="contact-name">
            Name *
          </label>
          <input id="contact-name" className={styles.control} autoComplete="name" required {...describe('name')} {...register('name')} />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="contact-email">
            Email *
          </label>
          <input
            id="contact-email"
            type="email"
            className={styles.control}
            autoComplete="email"
            required
            {...describe('email')}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
      </div>
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="contact-phone">
            Phone (optional)
          </label>
          <input
            id="contact-phone"
            type="tel"
            className={styles.control}
            autoComplete="tel"
            {...describe('phone')}
            {...register('phone')}
          />
          {fieldError('phone')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="contact-type">
            Inquiry type *
          </label>
          <select id="contact-type" className={styles.control} {...register('inquiryType')}>
            {CONTACT_INQUIRY_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="contact-message">
          Message *
        </label>
        <textarea id="contact-message" rows={4} className={styles.control} required {...describe('message')} {...register('message')} />
        {fieldError('message')}
      </div>
      <HoneypotField id="contact-website" registration={register('website')} />
      <div>
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}
