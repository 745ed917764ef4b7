'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  CHILD_AGE_OPTIONS,
  CHILDREN_COUNT_OPTIONS,
  partyInquirySchema,
  type PartyInquiryInput,
  type PartyInquiryRequest,
} from '@plugins/inquiries/contract'
import * as forms from '@/components/home/forms.css'
import { HoneypotField } from '@/components/home/HoneypotField'
import { useToast } from '@/components/toast/Toaster'
import { readApiFailure } from '@/lib/http/apiFailure'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button } from '@/styles/primitives.css'
import * as styles from './party.css'

type PackageOption = { key: string; label: string }
type Props = { packages: PackageOption[]; timeSlots: string[]; today: string; estimate: { name: string; pricePence: number } | null }

const empty: PartyInquiryInput = {
  parentName: '',
  parentEmail: '',
  parentPhone: '',
  childName: '',
  childAge: '',
  partyDate: '',
  partyTime: '',
  numberOfChildren: '',
  packageType: '',
  specialRequests: '',
  dietaryRequirements: '',
  inquiryType: 'party_booking',
  website: '',
}

export function PartyInquiryForm({ packages, timeSlots, today, estimate }: Props) {
  const { toast } = useToast()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PartyInquiryInput, unknown, PartyInquiryRequest>({ resolver: zodResolver(partyInquirySchema), defaultValues: empty })
  const children = useWatch({ control, name: 'numberOfChildren' })

  const [formProblem, setFormProblem] = useState<string | null>(null)

  const onValid = async (values: PartyInquiryRequest) => {
    setFormProblem(null)
    try {
      await apiRequest('POST', '/api/party-inquiry', { ...values, inquiryType: 'party_booking' })
      reset(empty)
      toast({
        title: 'Party Inquiry Submitted!',
        description: "We'll contact you within 24 hours to discuss your party booking.",
        variant: 'success',
      })
    } catch (error) {
      const failure = readApiFailure(error)
      const onForm = Object.entries(failure?.fields ?? {}).filter(([name]) => name in empty)
      // The first field the server refused takes the focus, so a keyboard or screen-reader user lands on it.
      onForm.forEach(([name, message], index) => setError(name as keyof PartyInquiryInput, { message }, { shouldFocus: index === 0 }))
      setFormProblem(failure?.status === 429 && failure.message ? failure.message : null)
      toast({ title: 'Submission Failed', description: 'Please try again or call us directly.', variant: 'destructive' })
    }
  }

  const field = (name: keyof PartyInquiryInput, label: string, control: React.ReactNode) => (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={`party-${name}`}>
        {label}
      </label>
      {control}
      {errors[name]?.message ? (
        <p id={`party-${name}-error`} className={forms.error} role="alert">
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  )
  const a11y = (name: keyof PartyInquiryInput) => ({
    id: `party-${name}`,
    className: forms.control,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `party-${name}-error` : undefined,
  })
  const estimatedChildren = children && children !== '25+' ? Number(children) : null

  return (
    <form className={forms.form} onSubmit={handleSubmit(onValid)} noValidate aria-label="Birthday party inquiry">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Parent/Guardian Information</legend>
        {field('parentName', 'Your full name *', <input {...a11y('parentName')} autoComplete="name" {...register('parentName')} />)}
        <div className={forms.fieldRow}>
          {field(
            'parentEmail',
            'Email *',
            <input {...a11y('parentEmail')} type="email" autoComplete="email" {...register('parentEmail')} />,
          )}
          {field('parentPhone', 'Phone *', <input {...a11y('parentPhone')} type="tel" autoComplete="tel" {...register('parentPhone')} />)}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Party Information</legend>
        <div className={forms.fieldRow}>
          {field('childName', "Birthday child's name *", <input {...a11y('childName')} {...register('childName')} />)}
          {field(
            'childAge',
            "Child's age *",
            <select {...a11y('childAge')} {...register('childAge')}>
              <option value="">Select age</option>
              {CHILD_AGE_OPTIONS.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className={forms.fieldRow}>
          {field(
            'numberOfChildren',
            'Number of children *',
            <select {...a11y('numberOfChildren')} {...register('numberOfChildren')}>
              <option value="">Select number</option>
              {CHILDREN_COUNT_OPTIONS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>,
          )}
          {field(
            'packageType',
            'Party package *',
            <select {...a11y('packageType')} {...register('packageType')}>
              <option value="">Select a package</option>
              {packages.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.label}
                </option>
              ))}
            </select>,
          )}
        </div>
        {estimate && estimatedChildren ? (
          <p className={forms.hint} aria-live="polite">
            Estimate with the {estimate.name} package: {formatPence(estimate.pricePence * estimatedChildren)} for {estimatedChildren}{' '}
            children.
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Preferred Date &amp; Time</legend>
        <div className={forms.fieldRow}>
          {field('partyDate', 'Preferred date *', <input {...a11y('partyDate')} type="date" min={today} {...register('partyDate')} />)}
          {field(
            'partyTime',
            'Preferred time *',
            <select {...a11y('partyTime')} {...register('partyTime')}>
              <option value="">Select a time</option>
              {timeSlots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field(
          'specialRequests',
          'Special requests (optional)',
          <textarea {...a11y('specialRequests')} rows={3} {...register('specialRequests')} />,
        )}
        {field(
          'dietaryRequirements',
          'Dietary requirements (optional)',
          <textarea {...a11y('dietaryRequirements')} rows={3} {...register('dietaryRequirements')} />,
        )}
      </fieldset>
      <HoneypotField id="party-website" registration={register('website')} />
      {formProblem ? (
        <p className={forms.error} role="alert">
          {formProblem}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Party Inquiry'}
        </button>
      </div>
    </form>
  )
}
