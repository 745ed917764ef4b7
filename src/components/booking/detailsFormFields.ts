import type { DetailsFormInput } from './detailsFormSchema'

/**
 * The details form's fields, spelled out so the page need not load zod to know which of the
 * endpoint's field errors belong on the form (tests/unit/lazy-form-schemas.test.ts keeps the list
 * equal to the schema's keys).
 */
export const DETAILS_FORM_FIELDS: ReadonlySet<string> = new Set([
  'customerName',
  'customerEmail',
  'customerPhone',
  'selectedDate',
  'selectedTime',
  'specialRequests',
  'agreeToTerms',
  'loyaltyOptIn',
  'childAges',
] satisfies (keyof DetailsFormInput)[])
