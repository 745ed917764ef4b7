import type { BrowserOptions } from '@sentry/nextjs'

// What error reports may carry. Requests here hold families' names, e-mail addresses, phone
// numbers and children's details, and sign-in cookies: none of it goes to Sentry. A report says
// what failed and where (the error, its stack, the route), which is what someone fixing it needs.
export const PRIVATE_DATA_COLLECTION: NonNullable<BrowserOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent', 'content-type', 'x-request-id'] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
}
