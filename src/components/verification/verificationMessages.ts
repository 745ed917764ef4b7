/** The e-mail proof forms' messages, free of zod so a page can compare with them without loading it. */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address'
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address'
export const CODE_INVALID_MESSAGE = 'Enter the 6-digit code from the e-mail'
