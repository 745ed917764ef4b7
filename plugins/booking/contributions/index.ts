import { combine } from '@/lib/plugins/contributions'
import { bookingNeedsAttention } from './needsAttention'
import { bookingPersonalData } from './personalData'
import { bookingReports } from './reports'

/** What the booking plugin adds to the cross-cutting work: a person's data, the reports, "Needs attention". */
export const bookingContributions = combine(bookingPersonalData, bookingReports, bookingNeedsAttention)
