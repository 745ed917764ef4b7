/**
 * The verification plugin's client-safe face: what the e-mail proof's calls answer. Nothing here
 * loads Payload; server operations are in `./index.ts`.
 */
export type { CodeConfirmedAnswer, CodeRequestedAnswer, VerificationSessionAnswer } from './domain/verificationAnswers'
