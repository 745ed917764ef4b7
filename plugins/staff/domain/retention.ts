import { TZDate } from '@date-fns/tz'
import { subDays, subMonths } from 'date-fns'
import { addBusinessDays, businessDate, VENUE_TIME_ZONE } from '@/lib/time/businessDate'

export type RetentionSettings = { numberPlateDays: number; inquiryMonths: number; waitingListDays: number }

/** The spec's defaults (issue 27): plates for 30 days, inquiries for 24 months; waiting lists 30 days. The CMS changes them. */
export const RETENTION_DEFAULTS: RetentionSettings = { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 }

const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback)

type PrivacyGroup = { numberPlateDays?: number | null; inquiryMonths?: number | null; waitingListDays?: number | null }

/** The CMS's retention group as numbers, the defaults standing in for anything unset or odd. */
export function retentionSettings(privacy: PrivacyGroup | null | undefined) {
  return {
    numberPlateDays: whole(privacy?.numberPlateDays, RETENTION_DEFAULTS.numberPlateDays),
    inquiryMonths: whole(privacy?.inquiryMonths, RETENTION_DEFAULTS.inquiryMonths),
    waitingListDays: whole(privacy?.waitingListDays, RETENTION_DEFAULTS.waitingListDays),
  } satisfies RetentionSettings
}

/**
 * What is older than these goes: a visit's plate `numberPlateDays` London calendar days after the
 * visit (the same wall-clock time, across a clock change), an inquiry `inquiryMonths` calendar
 * months after it arrived, and a session's waiting list once `waitingListDays` whole days have
 * passed since the session's day (entries of days before `waitingListBefore`, a London date).
 */
export function retentionCutoffs(now: Date, settings: RetentionSettings): { plates: Date; inquiries: Date; waitingListBefore: string } {
  const london = new TZDate(now, VENUE_TIME_ZONE)
  return {
    plates: new Date(subDays(london, settings.numberPlateDays).getTime()),
    inquiries: new Date(subMonths(london, settings.inquiryMonths).getTime()),
    waitingListBefore: addBusinessDays(businessDate(now), -settings.waitingListDays),
  }
}
