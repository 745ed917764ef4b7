import { siteIconField } from '@/fields/siteIcons'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import type { Field, GlobalConfig } from 'payload'
import { isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { revalidateGlobal } from '@/lib/cache/revalidate'

const text = (name: string, required = true, maxLength = 160): Field => ({ name, type: 'text', required, maxLength })
const textarea = (name: string, required = true, maxLength = 1200): Field => ({ name, type: 'textarea', required, maxLength })
const lines = (name: string, description?: string): Field => ({
  name,
  type: 'array',
  admin: description ? { description } : undefined,
  fields: [text('text', true, 200)],
})

export const LandingPage: GlobalConfig = {
  slug: 'landing-page',
  label: 'Landing page',
  admin: { group: 'Content', description: 'The words of the home page. Prices come from Ticket types; the event card from Special days.' },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isStaff },
  versions: contentVersions,
  hooks: { afterChange: [revalidateGlobal('landing-page')] },
  fields: [
    ...historyFields,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          name: 'hero',
          fields: [
            text('heading'),
            textarea('subheading', true, 400),
            text('bookLabel', true, 40),
            {
              name: 'tiles',
              type: 'array',
              maxRows: 6,
              admin: { description: 'Links to a section (#activities, #contact) or a page (/menu)' },
              fields: [
                { type: 'row', fields: [siteIconField({ required: true }), text('label', true, 40), text('href', true, 200)] },
                text('detail', false, 80),
              ],
            },
          ],
        },
        {
          label: 'Event and social',
          name: 'highlights',
          fields: [
            text('eventHeading', true, 60),
            text('eventButtonLabel', true, 40),
            text('socialHeading', true, 60),
            text('socialGenericTitle', true, 60),
            text('socialGenericText', true, 120),
          ],
        },
        {
          label: 'About',
          name: 'about',
          fields: [text('heading'), textarea('body', true, 2000), lines('highlights', 'Short facts, e.g. "Ages 0-12"')],
        },
        {
          label: 'Activities',
          name: 'activitiesIntro',
          fields: [text('heading'), textarea('intro', false, 600)],
        },
        {
          label: 'Age guidelines',
          name: 'ageGuidelines',
          fields: [
            text('heading'),
            textarea('intro', false, 600),
            {
              name: 'zones',
              type: 'array',
              fields: [{ type: 'row', fields: [text('title', true, 60), text('ages', true, 40)] }, textarea('description', true, 400)],
            },
          ],
        },
        {
          label: 'Pricing',
          name: 'pricing',
          fields: [
            text('heading'),
            textarea('intro', false, 600),
            text('entryTitle', true, 60),
            text('entryFromText', true, 80),
            lines('entryNotes', 'e.g. adults free Monday to Friday in term time; 2-hour weekend sessions'),
            text('entryButtonLabel', true, 40),
            text('partyTitle', true, 60),
            penceField({ name: 'partyPricePence', label: 'Party price (pence)', required: true }),
            lines('partyNotes'),
            text('partyButtonLabel', true, 40),
          ],
        },
        {
          label: 'Offers',
          name: 'offersIntro',
          fields: [text('heading'), textarea('intro', false, 600)],
        },
        {
          label: 'Loyalty',
          name: 'loyalty',
          fields: [
            text('heading'),
            textarea('intro', true, 600),
            text('cardText', true, 120),
            {
              name: 'tiers',
              type: 'array',
              admin: { description: 'Shown as a static list; the loyalty rules live with the loyalty settings' },
              fields: [{ type: 'row', fields: [text('name', true, 30), text('detail', true, 120)] }],
            },
          ],
        },
        {
          label: 'Contact',
          name: 'contact',
          fields: [text('heading'), textarea('intro', false, 600), text('formHeading', true, 60), textarea('formIntro', false, 300)],
        },
      ],
    },
  ],
}
