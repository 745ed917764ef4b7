import type { StaffParty } from '@plugins/inquiries/contract'
import { z } from 'zod'
import { businessDateSchema } from '@/lib/time/businessDateSchema'
import type { StaffRestriction } from './restrictionApi'

/** The Booking Calendar tab's calls (issue 17). */

export const calendarMonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month of the form YYYY-MM')
    .refine((value) => Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2200, 'Use a month of the form YYYY-MM'),
})
export const calendarDayQuery = z.object({ date: businessDateSchema('Use a date of the form YYYY-MM-DD') })

export type CalendarSession = {
  start: string
  end: string
  label: string
  capacity: number
  booked: number
  isRestricted: boolean
  state: string
}
/** A party holding its slot that day (provisional or confirmed), with its state and money. */
export type CalendarParty = StaffParty
export type CalendarDay = {
  date: string
  open: boolean
  /** Families can still book it (the public date picker's answer). */
  available: boolean
  isEventDay: boolean
  eventTitle: string | null
  /** A special day's note for staff: closed, own hours or an event. */
  special: string | null
  sessions: CalendarSession[]
  restrictions: StaffRestriction[]
  parties: CalendarParty[]
}
export type CalendarMonthAnswer = { month: string; today: string; days: CalendarDay[] }

export type CalendarDayBooking = {
  id: number
  reference: string
  customerName: string
  children: number
  adults: number
  status: string
  checkedIn: boolean
}
export type CalendarDayAnswer = { date: string; sessions: (CalendarSession & { bookings: CalendarDayBooking[] })[] }
