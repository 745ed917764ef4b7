import { combine } from '@/lib/plugins/contributions'
import { vouchersNeedsAttention } from './needsAttention'
import { vouchersPersonalData } from './personalData'
import { vouchersReports } from './reports'

/** What the vouchers plugin adds to the cross-cutting work: a person's data, the reports, "Needs attention". */
export const vouchersContributions = combine(vouchersPersonalData, vouchersReports, vouchersNeedsAttention)
