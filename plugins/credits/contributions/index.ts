import { combine } from '@/lib/plugins/contributions'
import { creditsNeedsAttention } from './needsAttention'
import { creditsPersonalData } from './personalData'
import { creditsReports } from './reports'

/** What the credits plugin adds to the cross-cutting work: a person's data, the reports, "Needs attention". */
export const creditsContributions = combine(creditsPersonalData, creditsReports, creditsNeedsAttention)
