import type { GlobalConfig } from 'payload'
import { isStaff } from '@/access/roles'

/** The wording until the manager changes it (and what an unsaved global reads as). */
export const DEFAULT_REPLY_TEMPLATES = {
  responseHours: 24,
  partySubject: "{{childName}}'s party at {{venueName}}",
  partyBody:
    'Hello {{parentName}},\n\nThank you for asking about a party for {{childName}} at {{venueName}}.\n\n{{availability}}\n\n{{estimate}}\n\n{{catering}}\n\n{{nextSteps}}\n\nBest wishes,\nThe {{venueName}} team\n{{venuePhone}}',
  partyAvailable: 'Good news: {{partyTime}} on {{partyDate}} is free for the party.',
  partyPartial: '{{partyTime}} on {{partyDate}} is already booked, but we can offer {{availableSlots}} on the same day.',
  partyUnavailable: "We're sorry: we have no party slot left on {{partyDate}}. The nearest dates we can offer are {{alternativeDates}}.",
  partyNextSteps:
    "To hold the date, reply to this e-mail or call us on {{venuePhone}}. Once we confirm it, we'll e-mail you a link to your party page, where a deposit secures the slot.",
  partyConfirmedSubject: "{{childName}}'s party at {{venueName}} is booked: {{partyDate}}",
  partyConfirmedBody:
    "Hello {{parentName}},\n\n{{childName}}'s party at {{venueName}} is booked:\n\n{{partyDate}}, {{partyTime}}\n{{packageName}}, {{numberOfChildren}} children\n\n{{priceSummary}}\n\nYour party page, to check the details, change numbers and food, or pay the balance before the day: {{partyLink}}\n\nYou'll find us at:\n{{venueAddress}}\n\nIf anything changes, reply to this e-mail or call us on {{venuePhone}}.\n\nBest wishes,\nThe {{venueName}} team",
  partyDepositSubject: "{{childName}}'s party at {{venueName}}: pay the deposit to secure {{partyDate}}",
  partyDepositBody:
    "Hello {{parentName}},\n\nWe're holding {{partyTime}} on {{partyDate}} for {{childName}}'s party ({{packageName}}, {{numberOfChildren}} children).\n\n{{priceSummary}}\n\nTo secure the slot, please pay the deposit of {{depositAmount}} by {{depositDueBy}} on your party page: {{partyLink}}\n\nIf the deposit is not paid by then, the slot is released. The same page has the details, lets you change numbers and food, and sets out our cancellation terms.\n\nBest wishes,\nThe {{venueName}} team\n{{venuePhone}}",
  partyLapsedSubject: "{{childName}}'s party slot on {{partyDate}} has been released",
  partyLapsedBody:
    "Hello {{parentName}},\n\nWe held {{partyTime}} on {{partyDate}} for {{childName}}'s party, but the deposit was not paid by {{depositDueBy}}, so the slot has been released.\n\nIf you would still like the party, reply to this e-mail or call us on {{venuePhone}} and we'll see what we can offer.\n\nBest wishes,\nThe {{venueName}} team",
  partyReminderWeekSubject: "{{childName}}'s party in a week: please check the numbers and food",
  partyReminderWeekBody:
    "Hello {{parentName}},\n\n{{childName}}'s party at {{venueName}} is a week away: {{partyDate}}, {{partyTime}}.\n\nPlease check the number of children, the food and any dietary needs on your party page by {{changesCloseOn}}: {{partyLink}}\n\n{{priceSummary}}\n\nBest wishes,\nThe {{venueName}} team\n{{venuePhone}}",
  partyReminderDaySubject: "{{childName}}'s party is tomorrow",
  partyReminderDayBody:
    "Hello {{parentName}},\n\nSee you tomorrow for {{childName}}'s party: {{partyDate}}, {{partyTime}}. Please arrive by {{arriveBy}}.\n\nWhat to bring: {{whatToBring}}\n\n{{balanceLine}}\n\nYour party page: {{partyLink}}\n\nYou'll find us at:\n{{venueAddress}}\n\nBest wishes,\nThe {{venueName}} team\n{{venuePhone}}",
  partyCancelledSubject: "{{childName}}'s party on {{partyDate}} is cancelled",
  partyCancelledBody:
    "Hello {{parentName}},\n\n{{childName}}'s party on {{partyDate}}, {{partyTime}} is cancelled.\n\n{{refundSummary}}\n\nIf this is a mistake, or you would like another date, reply to this e-mail or call us on {{venuePhone}}.\n\nBest wishes,\nThe {{venueName}} team",
  contactSubject: 'Re: your message to {{venueName}}',
  contactBody:
    'Hello {{name}},\n\nThank you for getting in touch. You wrote:\n\n{{quotedMessage}}\n\n{{availability}}\n\nIf there is anything else we can help with, reply to this e-mail or call us on {{venuePhone}}.\n\nBest wishes,\nThe {{venueName}} team',
  contactAvailable: 'On {{date}} we have places in every session ({{availableSlots}}). You can book at {{bookingUrl}}.',
  contactPartial: 'On {{date}} we still have places at {{availableSlots}}. You can book at {{bookingUrl}}.',
  contactUnavailable: "We're sorry: we have no open-play places left on {{date}}.",
}

const PLACEHOLDERS_PARTY =
  'Placeholders: {{parentName}} {{childName}} {{childAge}} {{partyDate}} {{partyTime}} {{packageName}} {{numberOfChildren}} {{estimate}} {{availableSlots}} {{alternativeDates}} {{availability}} {{catering}} {{nextSteps}} {{venueName}} {{venuePhone}}'
const PLACEHOLDERS_CONFIRMED =
  'Placeholders: {{parentName}} {{childName}} {{partyDate}} {{partyTime}} {{packageName}} {{numberOfChildren}} {{priceSummary}} {{depositAmount}} {{depositDueBy}} {{refundSummary}} {{changesCloseOn}} {{arriveBy}} {{whatToBring}} {{balanceLine}} {{partyLink}} {{venueName}} {{venuePhone}} {{venueAddress}}. The party page link is added at the end when {{partyLink}} is left out.'
const PLACEHOLDERS_CONTACT =
  'Placeholders: {{name}} {{inquiryTypeLabel}} {{quotedMessage}} {{date}} {{availableSlots}} {{availability}} {{bookingUrl}} {{venueName}} {{venuePhone}}'

const template = (name: string, label: string, defaultValue: string, description: string, rows = 3) => ({
  name,
  label,
  type: 'textarea' as const,
  required: true,
  defaultValue,
  maxLength: 4000,
  admin: { description, rows },
})

/**
 * The wording of drafted replies to inquiries (issue 17). Staff read and edit every draft before
 * it is sent; the availability in it comes from the live calendar, never from these words.
 */
export const InquiryReplies: GlobalConfig = {
  slug: 'inquiry-replies',
  label: 'Inquiry replies',
  admin: {
    group: 'Inquiries',
    description: 'The drafts the staff dashboard writes for inquiries. A placeholder with nothing to say leaves its paragraph out.',
  },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      name: 'responseHours',
      type: 'number',
      required: true,
      min: 1,
      max: 168,
      defaultValue: DEFAULT_REPLY_TEMPLATES.responseHours,
      admin: { description: 'The reply time the site promises: inquiries older than this without a reply are flagged' },
    },
    {
      type: 'collapsible',
      label: 'Party inquiries',
      fields: [
        template('partySubject', 'Subject', DEFAULT_REPLY_TEMPLATES.partySubject, PLACEHOLDERS_PARTY, 1),
        template('partyBody', 'Body', DEFAULT_REPLY_TEMPLATES.partyBody, PLACEHOLDERS_PARTY, 12),
        template(
          'partyAvailable',
          'When the requested slot is free',
          DEFAULT_REPLY_TEMPLATES.partyAvailable,
          '{{availability}} in the body when the slot is free',
        ),
        template(
          'partyPartial',
          'When the slot is taken but others that day are free',
          DEFAULT_REPLY_TEMPLATES.partyPartial,
          '{{availability}} when another slot that day is free',
        ),
        template(
          'partyUnavailable',
          'When the day is fully booked or closed',
          DEFAULT_REPLY_TEMPLATES.partyUnavailable,
          '{{availability}} when no slot that day is free',
        ),
        template('partyNextSteps', 'What happens next', DEFAULT_REPLY_TEMPLATES.partyNextSteps, '{{nextSteps}}'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Party confirmation',
      admin: { description: 'E-mailed to the family when staff confirm their party in the dashboard.' },
      fields: [
        template('partyConfirmedSubject', 'Subject', DEFAULT_REPLY_TEMPLATES.partyConfirmedSubject, PLACEHOLDERS_CONFIRMED, 1),
        template('partyConfirmedBody', 'Body', DEFAULT_REPLY_TEMPLATES.partyConfirmedBody, PLACEHOLDERS_CONFIRMED, 12),
      ],
    },
    {
      type: 'collapsible',
      label: 'Party deposit, reminders, lapse and cancellation',
      admin: {
        description:
          'The deposit request sent when staff confirm with a payment link; the reminders a week and a day before; the notice when a deposit deadline passes unpaid; the cancellation notice.',
      },
      fields: [
        template('partyDepositSubject', 'Deposit request subject', DEFAULT_REPLY_TEMPLATES.partyDepositSubject, PLACEHOLDERS_CONFIRMED, 1),
        template('partyDepositBody', 'Deposit request body', DEFAULT_REPLY_TEMPLATES.partyDepositBody, PLACEHOLDERS_CONFIRMED, 12),
        template('partyLapsedSubject', 'Slot released subject', DEFAULT_REPLY_TEMPLATES.partyLapsedSubject, PLACEHOLDERS_CONFIRMED, 1),
        template('partyLapsedBody', 'Slot released body', DEFAULT_REPLY_TEMPLATES.partyLapsedBody, PLACEHOLDERS_CONFIRMED, 8),
        template(
          'partyReminderWeekSubject',
          'Week reminder subject',
          DEFAULT_REPLY_TEMPLATES.partyReminderWeekSubject,
          PLACEHOLDERS_CONFIRMED,
          1,
        ),
        template('partyReminderWeekBody', 'Week reminder body', DEFAULT_REPLY_TEMPLATES.partyReminderWeekBody, PLACEHOLDERS_CONFIRMED, 8),
        template(
          'partyReminderDaySubject',
          'Day-before reminder subject',
          DEFAULT_REPLY_TEMPLATES.partyReminderDaySubject,
          PLACEHOLDERS_CONFIRMED,
          1,
        ),
        template(
          'partyReminderDayBody',
          'Day-before reminder body',
          DEFAULT_REPLY_TEMPLATES.partyReminderDayBody,
          PLACEHOLDERS_CONFIRMED,
          10,
        ),
        template('partyCancelledSubject', 'Cancellation subject', DEFAULT_REPLY_TEMPLATES.partyCancelledSubject, PLACEHOLDERS_CONFIRMED, 1),
        template('partyCancelledBody', 'Cancellation body', DEFAULT_REPLY_TEMPLATES.partyCancelledBody, PLACEHOLDERS_CONFIRMED, 8),
      ],
    },
    {
      type: 'collapsible',
      label: 'Contact messages',
      fields: [
        template('contactSubject', 'Subject', DEFAULT_REPLY_TEMPLATES.contactSubject, PLACEHOLDERS_CONTACT, 1),
        template('contactBody', 'Body', DEFAULT_REPLY_TEMPLATES.contactBody, PLACEHOLDERS_CONTACT, 12),
        template(
          'contactAvailable',
          'When the date named is open',
          DEFAULT_REPLY_TEMPLATES.contactAvailable,
          '{{availability}} when every session that day has places',
        ),
        template(
          'contactPartial',
          'When some sessions are open',
          DEFAULT_REPLY_TEMPLATES.contactPartial,
          '{{availability}} when some sessions that day have places',
        ),
        template(
          'contactUnavailable',
          'When nothing is open',
          DEFAULT_REPLY_TEMPLATES.contactUnavailable,
          '{{availability}} when no session that day has places',
        ),
      ],
    },
  ],
}
