import { TZDate } from '@date-fns/tz'
import { subDays, subMonths } from 'date-fns'
import { VENUE_TIME_ZONE } from '@/lib/time/businessDate'

export type RetentionSettings = { numberPlateDays: number; inquiryMonths: number }

/** The spec's defaults (issue 27): plates for 30 days, inquiries for 24 months. The CMS changes them. */
export const RETENTION_DEFAULTS: RetentionSettings = { numberPlateDays: 30, inquiryMonths: 24 }

const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback)

/** The CMS's retention group as numbers, the defaults standing in for anything unset or odd. */
export function retentionSettings(privacy: { numberPlateDays?: number | null; inquiryMonths?: number | null } | null | undefined) {
  return {
    numberPlateDays: whole(privacy?.numberPlateDays, RETENTION_DEFAULTS.numberPlateDays),
    inquiryMonths: whole(privacy?.inquiryMonths, RETENTION_DEFAULTS.inquiryMonths),
  } satisfies RetentionSettings
}

/**
 * What is older than these instants goes: a visit's plate `numberPlateDays` London calendar days
 * after the visit (the same wall-clock time, across a clock change), an inquiry `inquiryMonths`
 * calendar months after it arrived.
 */
export function retentionCutoffs(now: Date, settings: RetentionSettings): { plates: Date; inquiries: Date } {
  const london = new TZDate(now, VENUE_TIME_ZONE)
  return {
    plates: new Date(subDays(london, settings.numberPlateDays).getTime()),
    inquiries: new Date(subMonths(london, settings.inquiryMonths).getTime()),
  }
}
