import type { Config, Payload, PayloadRequest } from 'payload'

/**
 * Plugins contribute; nobody fans out (issue 37). Work that cuts across the plugins
 * (a person's data exported or erased, the nightly retention round, the reports' figures, the
 * Overview's "Needs attention") is done by each owning plugin over its own tables: its factory
 * registers its parts here, in `config.custom` (Payload's place for a plugin's server-side data),
 * and the staff plugin runs whatever is registered at request time. A new plugin adds its parts
 * without a line changed in staff.
 *
 * This module is the ground floor: it names no plugin and imports none.
 */

/** The records one part found or erased: a collection slug and the ids in it (audit entries, visits and blocks follow them). */
export type RecordIds = { entity: string; ids: (number | string)[] }

/**
 * When a part runs in a round. `own` (the default): the records found by the address or the
 * cutoff. `related`: records that belong to what an `own` part found (a booking's visits, a
 * party's calendar block), read from `records`. `trail`: last, what mentions every record the
 * round touched (the audit log). Within a phase, parts run in the order the plugins are installed.
 */
export type PartPhase = 'own' | 'related' | 'trail'

/** What a part of an erasure or a retention round did: how many rows of each kind (summed by name), and the records it touched. */
export type PartOutcome = { counts: Record<string, number>; records?: RecordIds[] }

/** One erasure request: the address (normalised), the stand-in for it, and what the parts before this one erased. */
export type ErasureScope = { address: string; replacement: string; now: Date; records: readonly RecordIds[] }

/** A plugin's part of a person's erasure (UK GDPR, ADR 0021), inside the erasure's one transaction on `req`. */
export type ErasurePart = {
  plugin: string
  /** What each count the part answers means, for the staff who asked (`{ bookings: 'Bookings' }`), in the order to show them. */
  labels: Readonly<Record<string, string>>
  phase?: PartPhase
  erase: (req: PayloadRequest, scope: ErasureScope) => Promise<PartOutcome>
}

/**
 * The manager's retention periods ("Keeping personal data" in the booking settings) as cutoffs:
 * a visit's number plate before `plates`, an inquiry before `inquiries`, a waiting list of a day
 * before `waitingListBefore` (a London date).
 */
export type RetentionCutoffs = { plates: Date; inquiries: Date; waitingListBefore: string }

export type RetentionScope = { now: Date; cutoffs: RetentionCutoffs; records: readonly RecordIds[] }

/** A plugin's part of the nightly retention round, inside the round's one transaction on `req`. */
export type RetentionPart = {
  plugin: string
  phase?: PartPhase
  retain: (req: PayloadRequest, scope: RetentionScope) => Promise<PartOutcome>
}

/** One access request: the address (trimmed, lower case) and the records the parts before this one found. */
export type ExportScope = { address: string; now: Date; records: readonly RecordIds[] }

/** A part's sections of the export document (each a top-level key), and the records they hold for the parts after it. */
export type ExportOutcome = { sections: Record<string, unknown>; records?: RecordIds[] }

/** A plugin's part of a person's data export (UK GDPR, right of access): read only, outside any transaction. */
export type ExportPart = {
  plugin: string
  phase?: PartPhase
  export: (payload: Payload, scope: ExportScope) => Promise<ExportOutcome>
}

/** The reports' figures (docs/api/staff.md, "Reports"): money taken and refunded, and counts. */
export type ReportFigureName = 'bookings' | 'children' | 'visits' | 'noShows' | 'takenPence' | 'refundedPence'

/** A London business date (`yyyy-MM-dd`) and the figures a part adds to it (missing means 0). */
export type DayFigures = { day: string; figures: Partial<Record<ReportFigureName, number>> }

/** Instants from `start` (inclusive) to `end` (exclusive), as ISO strings. */
export type InstantRange = { start: string; end: string }

/** Business dates from `from` to `to`, inclusive. */
export type DateRange = { from: string; to: string }

/**
 * One movement of money in the payments file: a payment taken, or a refund (negative pence).
 * `instant` orders the lines (ISO, to the microsecond, UTC); `at` is London wall-clock time.
 */
export type PaymentLine = {
  instant: string
  at: string
  kind: string
  provider: string
  reference: string
  name: string
  email: string
  pence: number
  creditsUsed: number
  credits: number
  voucherPence: number
  providerReference: string
  sessionDate: string
}

/** One line of the Overview's recent activity; `at` is ISO to the microsecond (UTC), newest first. */
export type ActivityLine = { id: string; type: 'booking' | 'payment'; customerName: string; at: string; amount: number }

/** A plugin's part of the reports and the Overview's figures. Each read is bounded by its range and goes through an index. */
export type ReportPart = {
  plugin: string
  /** Figures by the London day they happened on (money in, refunds out, bookings taken), in the range. */
  figuresByDay?: (payload: Payload, range: InstantRange) => Promise<DayFigures[]>
  /** Figures by session date (visits, no-shows), from `from` to `to`. */
  sessionFiguresByDay?: (payload: Payload, range: DateRange) => Promise<DayFigures[]>
  /** Every payment and refund in the range, in any order. */
  payments?: (payload: Payload, range: InstantRange) => Promise<PaymentLine[]>
  /** The newest `limit` movements at or before `before` (an ISO instant), newest first. */
  recentActivity?: (payload: Payload, before: string, limit: number) => Promise<ActivityLine[]>
}

/** One list on the Overview's "Needs attention": its key in the answer, how many in all, and the newest `limit`. */
export type NeedsAttentionPart = {
  plugin: string
  list: string
  read: (payload: Payload, limit: number) => Promise<{ total: number; items: object[] }>
}

export type Contributions = {
  erasure: ErasurePart[]
  retention: RetentionPart[]
  export: ExportPart[]
  reports: ReportPart[]
  needsAttention: NeedsAttentionPart[]
}

const KEY = 'contributions'

const none = (): Contributions => ({ erasure: [], retention: [], export: [], reports: [], needsAttention: [] })

function read(custom: Record<string, unknown> | undefined): Contributions {
  return { ...none(), ...(custom?.[KEY] as Partial<Contributions> | undefined) }
}

/**
 * For a plugin's factory: `custom: contribute(config.custom, parts)` adds the plugin's parts after
 * those of the plugins installed before it, keeping everything else in `custom`.
 */
export function contribute(custom: Config['custom'], parts: Partial<Contributions>): Record<string, unknown> {
  const current = read(custom)
  const merged = { ...current }
  for (const kind of Object.keys(parts) as (keyof Contributions)[]) {
    merged[kind] = [...current[kind], ...(parts[kind] ?? [])] as never
  }
  return { ...custom, [KEY]: merged }
}

/** One plugin's parts gathered from its files (its erasure, reports, ...), for one `contribute` call. */
export function combine(...parts: Partial<Contributions>[]): Partial<Contributions> {
  const combined: Partial<Contributions> = {}
  for (const part of parts) {
    for (const kind of Object.keys(part) as (keyof Contributions)[]) {
      combined[kind] = [...(combined[kind] ?? []), ...(part[kind] ?? [])] as never
    }
  }
  return combined
}

/** Every plugin's registered parts, in installation order (empty lists when none registered). */
export function contributionsOf(payload: Payload): Contributions {
  return read(payload.config.custom)
}

/** The phases of a round, in the order they run. */
export const PART_PHASES: readonly PartPhase[] = ['own', 'related', 'trail']

/** Parts in the order a round runs them: by phase, then as registered. */
export function inPhaseOrder<T extends { phase?: PartPhase }>(parts: readonly T[]): T[] {
  return PART_PHASES.flatMap((phase) => parts.filter((part) => (part.phase ?? 'own') === phase))
}

/** The ids of `entity` among records found so far (numbers, as the tables' ids are). */
export function idsOf(records: readonly RecordIds[], entity: string): number[] {
  return records.filter((record) => record.entity === entity).flatMap((record) => record.ids.map(Number))
}

/** Runs a round's parts in phase order, one after another, each seeing the records of those before it; counts are summed by name. */
export async function runParts<P extends { phase?: PartPhase }>(
  parts: readonly P[],
  run: (part: P, records: readonly RecordIds[]) => Promise<PartOutcome>,
): Promise<{ counts: Record<string, number>; records: RecordIds[] }> {
  const counts: Record<string, number> = {}
  const records: RecordIds[] = []
  for (const part of inPhaseOrder(parts)) {
    const outcome = await run(part, [...records])
    for (const [name, count] of Object.entries(outcome.counts)) counts[name] = (counts[name] ?? 0) + count
    records.push(...(outcome.records ?? []))
  }
  return { counts, records }
}
