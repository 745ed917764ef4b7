import type { Config } from 'payload'
import { facebookLatestEndpoint } from './endpoints/facebookLatest'
import type { SocialPluginOptions } from './types'

export type { SocialPluginOptions } from './types'

/** The latest social post for the landing page: the venue's Facebook page, or the notice board. */
export const socialPlugin =
  (options: SocialPluginOptions) =>
  (config: Config): Config => ({
    ...config,
    endpoints: [...(config.endpoints ?? []), facebookLatestEndpoint(options)],
  })
