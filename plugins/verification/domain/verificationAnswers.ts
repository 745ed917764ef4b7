/** POST /api/email-verification/request (202): a code is on its way, whatever the address. */
export type CodeRequestedAnswer = { sent: boolean; expiresInSeconds: number }

/** POST /api/email-verification/confirm: the address is proved; the browser holds the httpOnly cookie until expiresAt. */
export type CodeConfirmedAnswer = { verified: boolean; email: string; expiresAt: string }

/** GET /api/email-verification/session (and POST /sign-out, with nulls): the address this browser has proved, if any. */
export type VerificationSessionAnswer = { email: string | null; expiresAt: string | null }
