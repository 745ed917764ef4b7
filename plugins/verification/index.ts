import type { Config } from 'payload'
import { contribute } from '@/lib/plugins/contributions'
import { EmailVerifications } from './collections/EmailVerifications'
import { verificationPersonalData } from './contributions/personalData'
import { RateLimitCounters } from './collections/RateLimitCounters'
import {
  confirmCodeEndpoint,
  requestCodeEndpoint,
  verificationSessionEndpoint,
  verificationSignOutEndpoint,
} from './endpoints/verificationEndpoints'
import { purgeVerificationsTask } from './jobs/purgeVerificationsTask'
import { sanitizeOptions } from './sanitizeOptions'
import type { VerificationPluginOptions } from './types'

export { normalizeEmail, emailSchema } from './domain/emailAddress'
export { hitRateLimit } from './operations/rateLimit'
export { countLookup } from './operations/countLookup'
export { isVerifiedFor, verifiedAddress } from './operations/verifiedEmail'
export { tooManyRequests } from './endpoints/verificationEndpoints'
export type { VerificationPluginOptions } from './types'

/**
 * Proof of an e-mail address before anything personal is shown or spent: one-time codes by
 * e-mail, a signed httpOnly cookie for the verified address, and shared rate limits.
 */
export const verificationPlugin =
  (pluginOptions: VerificationPluginOptions & { siteUrl: string; maintenanceQueue: string }) =>
  (config: Config): Config => {
    const options = { ...sanitizeOptions(pluginOptions), siteUrl: pluginOptions.siteUrl }
    return {
      ...config,
      custom: contribute({ ...config.custom, emailVerification: sanitizeOptions(pluginOptions) }, verificationPersonalData),
      collections: [...(config.collections ?? []), EmailVerifications, RateLimitCounters],
      endpoints: [
        ...(config.endpoints ?? []),
        requestCodeEndpoint(options),
        confirmCodeEndpoint(options),
        verificationSessionEndpoint,
        verificationSignOutEndpoint(options),
      ],
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), purgeVerificationsTask(pluginOptions.maintenanceQueue)] },
    }
  }
