import type { Access, Field } from 'payload'
import { hasRole, USERS_SLUG } from '@/access/roles'

/**
 * What the manager edits keeps its history (issue 27, part 1; ADR 23): every save is a version
 * (the last 100 per document), edits can be saved as drafts, and a draft can be published, or
 * unpublished, at a date and time by the `schedulePublish` job on the `default` queue.
 */
export const contentVersions = { drafts: { schedulePublish: true }, maxPerDoc: 100 }

/**
 * Families and the kiosk read only what is published; staff and admins read drafts too (the
 * admin's edit view). With drafts on, the table holds the last published content of a document
 * that was ever published; a document only ever saved as a draft is there with `_status: 'draft'`.
 */
export const publishedOrStaff: Access = ({ req }) => (hasRole(req.user, 'admin', 'staff') ? true : { _status: { equals: 'published' } })

/**
 * Settings (globals): Payload writes a global's row only when it is published (a draft goes to the
 * versions table alone), so the row is always what families may see, and a setting never saved
 * reads as its defaults. Only a request for the draft (`?draft=true`, or `draft` in a method
 * override's body) is narrowed to the published version for anyone who is not staff.
 */
export const publishedSettingsOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'staff')) return true
  const body = req.data && typeof req.data === 'object' ? (req.data as { draft?: unknown }) : null
  const asksForDraft = req.searchParams?.has('draft') || (body !== null && body.draft !== undefined)
  return asksForDraft ? { _status: { equals: 'published' } } : true
}

/** The same rule for a server read that bypasses access control (pricing, the kiosk, replies). */
export const PUBLISHED = { _status: { equals: 'published' } } as const

/**
 * Payload marks a document `draft` unless the save says otherwise; here a save that does not ask
 * for a draft (`?draft=true`, the admin's Save draft) publishes, as it did before versions: the
 * seed, migrations and scripts write published content without knowing about drafts.
 */
export const publishedUnlessDraft: Field = {
  name: '_status',
  type: 'select',
  defaultValue: 'published',
  // Payload merges this field into its own `_status` (whose options are draft and published),
  // joining the option lists: the options come from Payload's field alone.
  options: [],
}

/** Who saved this version: kept in each version, so the history says who changed what and when. */
export const lastEditedBy: Field = {
  name: 'lastEditedBy',
  label: 'Last edited by',
  type: 'relationship',
  relationTo: USERS_SLUG,
  admin: { readOnly: true, position: 'sidebar', description: 'Set on every save; empty when the system saved (the seed, a script)' },
  hooks: {
    beforeChange: [({ req }) => (req.user?.collection === USERS_SLUG ? req.user.id : null)],
  },
}

/** The fields every versioned collection or global adds. */
export const historyFields: Field[] = [publishedUnlessDraft, lastEditedBy]
