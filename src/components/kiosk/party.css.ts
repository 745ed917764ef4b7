import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { notice } from './kiosk.css'
import { badgeBase, cardBase } from './tickets.css'

/** A birthday party's card: the ticket card's shape, in the party purple so it is not taken for a ticket. */
export const partyCard = style([cardBase, { borderLeftColor: vars.color.primary }])

/** A party already checked in: not a button any more, greyed like a used ticket; its text stays readable. */
export const checkedInCard = style([
  cardBase,
  { borderLeftColor: vars.color.success, background: vars.color.surfaceMuted, boxShadow: 'none', cursor: 'default' },
])

export const partyBadge = style([badgeBase, { background: vars.color.primary }])

export const checkedInBadge = style([badgeBase, { background: vars.color.success }])

export const checkedInLine = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.success })

/** The party's welcome: the success notice, with room between the greeting, the balance and Finish. */
export const welcome = style([notice.success, { gap: vars.space[3] }])

/** The balance still to pay, on the welcome: it must not be missed. */
export const balanceNote = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
})
