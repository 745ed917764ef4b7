import { z } from 'zod'
import { minutesOfDay, validateBusinessDate, validateTimeOfDay } from '@/fields/validators'

export const MAX_WAITING_CHILDREN = 20

export const WAITING_LIST_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  children: `Please enter a number of children from 1 to ${MAX_WAITING_CHILDREN}`,
  date: 'Please select a date',
  time: 'Please choose a session',
  arrival: 'Use a time such as 10:30',
  arrivalOrder: '“Not after” must not be before “not before”',
} as const

// An optional arrival time on a normal day's list: '' (the form's empty field) and null (what the form then sends) are none.
const arrivalTime = z
  .string()
  .trim()
  .max(5, WAITING_LIST_MESSAGES.arrival)
  .refine((value) => validateTimeOfDay(value) === true, WAITING_LIST_MESSAGES.arrival)
  .nullish()
  .transform((value) => value || null)

/** POST /api/waiting-list: the join dialog and the endpoint share it. */
export const waitingListJoinSchema = z
  .object({
    selectedDate: z
      .string({ error: WAITING_LIST_MESSAGES.date })
      .refine((value) => validateBusinessDate(value) === true, WAITING_LIST_MESSAGES.date),
    // An event day's session. A normal day's list is for the whole day: none, and optionally the
    // earliest and latest the family could arrive (docs/adr/0033).
    selectedTime: z
      .string({ error: WAITING_LIST_MESSAGES.time })
      .trim()
      .max(40, WAITING_LIST_MESSAGES.time)
      .nullish()
      .transform((value) => value || null),
    notBefore: arrivalTime,
    notAfter: arrivalTime,
    customerName: z
      .string({ error: WAITING_LIST_MESSAGES.name })
      .trim()
      .min(2, WAITING_LIST_MESSAGES.name)
      .max(100, 'Name must be at most 100 characters'),
    customerEmail: z
      .string({ error: WAITING_LIST_MESSAGES.email })
      .trim()
      .max(254, WAITING_LIST_MESSAGES.email)
      .pipe(z.email(WAITING_LIST_MESSAGES.email)),
    numberOfChildren: z
      .number({ error: WAITING_LIST_MESSAGES.children })
      .int(WAITING_LIST_MESSAGES.children)
      .min(1, WAITING_LIST_MESSAGES.children)
      .max(MAX_WAITING_CHILDREN, WAITING_LIST_MESSAGES.children),
  })
  .refine(({ notBefore, notAfter }) => !notBefore || !notAfter || minutesOfDay(notBefore) <= minutesOfDay(notAfter), {
    message: WAITING_LIST_MESSAGES.arrivalOrder,
    path: ['notAfter'],
  })

export type WaitingListJoinInput = z.input<typeof waitingListJoinSchema>
export type WaitingListJoin = z.output<typeof waitingListJoinSchema>

export const waitingListLeaveSchema = z.object({ token: z.string().min(10).max(100) })
