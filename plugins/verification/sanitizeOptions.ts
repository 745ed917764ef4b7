import type { SanitizedVerificationOptions, VerificationPluginOptions } from './types'

export function sanitizeOptions(options: VerificationPluginOptions): SanitizedVerificationOptions {
  return {
    secret: options.secret,
    secureCookie: options.secureCookie,
    codeMinutes: options.codeMinutes ?? 15,
    maxAttempts: options.maxAttempts ?? 5,
    sessionMinutes: options.sessionMinutes ?? 30,
    limits: {
      codesPerAddress: { limit: 5, windowSeconds: 3600 },
      codesPerClient: { limit: 20, windowSeconds: 3600 },
      confirmsPerClient: { limit: 30, windowSeconds: 900 },
      lookupsPerClient: { limit: 120, windowSeconds: 900 },
      lookupsPerAddress: { limit: 60, windowSeconds: 900 },
      ...options.limits,
    },
  }
}
