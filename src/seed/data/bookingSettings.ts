import { bookingSettingsDefaults } from '../../../globals/bookingSettingsDefaults'

/** The seed writes the global's own defaults (the spec's normal day), so the admin shows them saved. */
export const bookingSettingsSeed = bookingSettingsDefaults
