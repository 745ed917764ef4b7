export const EMAIL_VERIFICATIONS_SLUG = 'email-verifications'
export const RATE_LIMIT_COUNTERS_SLUG = 'rate-limit-counters'
export const VERIFIED_EMAIL_COOKIE = 'pc_verified_email'

export type RateLimit = { limit: number; windowSeconds: number }

export type VerificationPluginOptions = {
  /** Hashes codes and signs the verified-address cookie. */
  secret: string
  /** Mark the cookie Secure (any https site). */
  secureCookie: boolean
  codeMinutes?: number
  maxAttempts?: number
  /** How long a verified address stays verified in this browser. */
  sessionMinutes?: number
  limits?: Partial<VerificationLimits>
}

export type VerificationLimits = {
  /** Codes sent to one address. */
  codesPerAddress: RateLimit
  /** Codes one client asks for, whatever the address. */
  codesPerClient: RateLimit
  /** Code confirmations one client tries. */
  confirmsPerClient: RateLimit
  /** Credit and loyalty lookups one client makes. */
  lookupsPerClient: RateLimit
  /** Credit and loyalty lookups of one address, from any client. */
  lookupsPerAddress: RateLimit
}

export type SanitizedVerificationOptions = Required<Omit<VerificationPluginOptions, 'limits'>> & { limits: VerificationLimits }
