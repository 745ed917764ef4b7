import { z } from 'zod'
import { BUSINESS_DATE_PATTERN, validateBusinessDate } from '@/fields/validators'

/**
 * A business date in a request: yyyy-MM-dd, a real calendar day, in a year the site can mean.
 * Either failure aborts the parse: zod 4 still runs an object's refinements after a field's check
 * fails, and date arithmetic on an impossible date (2026-02-31) throws a RangeError. The pattern
 * also shows in the schema's JSON Schema, so the endpoint fuzz generates dates.
 */
export const businessDateSchema = (message: string) =>
  z
    .string()
    .regex(BUSINESS_DATE_PATTERN, { message, abort: true })
    .refine((value) => validateBusinessDate(value) === true, { message, abort: true })
