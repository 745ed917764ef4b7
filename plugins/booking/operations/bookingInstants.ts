import { sql } from '@payloadcms/db-postgres'

// When a booking counts, as the Overview, the reports and the CSV files all read it: taken when
// paid online or started at the kiosk; its money in when paid online or when staff confirmed the
// desk's payment. The texts are exactly those of the expression indexes in migration
// 20261127_035220_history_bounded_queries, so every range read goes through them: keep them in step.
export const TAKEN_AT = `case when b.source = 'walk_in' then b.created_at else b.paid_at end`
export const MONEY_AT = `case when b.source = 'walk_in' then b.in_store_payment_confirmed_at else b.paid_at end`

export const takenAt = sql.raw(TAKEN_AT)
export const moneyAt = sql.raw(MONEY_AT)
