/** The contact form's options and shared message, free of zod so the form's page need not load it. */
export const CONTACT_INQUIRY_TYPES = [
  { value: 'general', label: 'General Enquiry' },
  { value: 'birthday', label: 'Birthday Party Booking' },
  { value: 'group', label: 'Group Bookings' },
  { value: 'feedback', label: 'Feedback' },
] as const

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields'
export const MESSAGE_MAX_LENGTH = 5000
