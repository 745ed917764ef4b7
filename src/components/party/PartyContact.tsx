import { telHref } from './partyApi'

export type Contact = { phone: string; email: string }

/** "Need help? Call … or e-mail …", under every state of the party page. */
export function PartyContact({ phone, email }: Contact) {
  return (
    <p>
      Need help? Call <a href={telHref(phone)}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
}
