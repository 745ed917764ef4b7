import type { NumberField, TextField } from 'payload'
import { validateBusinessDate, validatePence, validateTimeOfDay } from './validators'

type Base = { name: string; label?: string; required?: boolean; description?: string }

export function timeOfDayField({ name, label, required, description }: Base): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    validate: (value: unknown) => validateTimeOfDay(value),
    admin: { placeholder: '09:30', description: description ?? '24-hour time, HH:mm' },
  }
}

export function businessDateField({ name, label, required, description }: Base): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    index: true,
    validate: (value: unknown) => (required || value ? validateBusinessDate(value) : true),
    admin: { placeholder: 'YYYY-MM-DD', description: description ?? 'A date in the venue\u2019s time zone (UK)' },
  }
}

export function penceField({ name, label, required, description }: Base): NumberField {
  return {
    name,
    label,
    type: 'number',
    required,
    min: 0,
    validate: (value: unknown) => validatePence(value),
    admin: { step: 1, description: description ?? 'In pence: 950 is £9.50' },
  }
}
