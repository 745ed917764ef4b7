import type { SendEmailOptions } from 'payload'

type AddressInput = SendEmailOptions['to']

/** Nodemailer-style address fields (string, {name,address}, or lists of them) as plain strings. */
export function addressList(input: AddressInput): string[] {
  if (!input) return []
  const items = Array.isArray(input) ? input : [input]
  return items.map((item) => (typeof item === 'string' ? item : item.name ? `${item.name} <${item.address}>` : item.address))
}

export function formatFrom(from: SendEmailOptions['from'], fallbackName: string, fallbackAddress: string): string {
  if (!from) return `${fallbackName} <${fallbackAddress}>`
  return addressList(from)[0] ?? `${fallbackName} <${fallbackAddress}>`
}

export function bodyText(value: SendEmailOptions['text']): string | undefined {
  return typeof value === 'string' ? value : undefined
}
