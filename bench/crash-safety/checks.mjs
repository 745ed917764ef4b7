// The checks after the run (SQL over the bench's database, against what the families and "Stripe"
// know): capacity, money, payment events, loyalty points, acknowledged changes, holds, e-mails, jobs.
import { query, run } from './context.mjs'
import { capacitySnapshots, sampling } from './capacity.mjs'
import { bookings, counts, date, events } from './families.mjs'
import { started } from './log.mjs'
import { slots } from './settings.mjs'

/**
 * `expiryRun`: what the wait for the expiry job saw. Returns the checks (name, ok, detail) and
 * what the report shows besides: the day's booking rows, the jobs stranded by the kill, the
 * bookings a failed check names with everything known about them, and the payments Stripe took.
 */
export async function checkInvariants(expiryRun) {
  const checks = []
  const check = (name, ok, detail) => checks.push({ name, ok, detail })

  // Capacity, at every snapshot.
  const capacityOf = new Map(slots.map((slot) => [slot.start, slot.capacity]))
  const over = [
    ...capacitySnapshots.flatMap(({ moment, rows }) =>
      rows
        .filter((row) => row.paid + row.live_held > (capacityOf.get(row.slot_start) ?? 0))
        .map((row) => `${moment}: ${row.slot_start} has ${row.paid} paid + ${row.live_held} held children`),
    ),
    ...sampling.over,
  ]
  const final = capacitySnapshots.at(-1).rows
  check(
    `no slot oversold (paid + live holds <= capacity, ${sampling.samples} samples)`,
    over.length === 0,
    over.length
      ? over.slice(0, 10).join('; ')
      : `peak ${[...sampling.peak].map(([slot, peak]) => `${slot} ${peak}/${capacityOf.get(slot)}`).join(', ')}; at the end ${final.map((row) => `${row.slot_start} ${row.paid}/${capacityOf.get(row.slot_start)} paid`).join(', ')}`,
  )

  // Every 201 the families got is a booking in the database with the intent they were given.
  const rows = await query(
    `select id, reference, status::text as status, children::int, final_amount_pence::int as amount, payment_reference, paid_at, hold_expires_at, refund_due_pence::int as refund_due, refunded_pence::int as refunded, refund_reference, refunded_at, cancelled_by::text as cancelled_by, loyalty_opt_in, confirmation_sent_at, payment_provider, needs_attention, staff_note from bookings where date = $1`,
    [date],
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = [...bookings.values()].filter((booking) => byId.get(booking.bookingId)?.payment_reference !== booking.intentId)
  check(
    'every booking answered 201 is in the database with its payment',
    missing.length === 0,
    missing.length ? `missing or changed: ${missing.map((booking) => booking.bookingId).join(', ')}` : `${bookings.size} bookings`,
  )

  // Money: every intent Stripe took is one paid booking, or one refund; nothing else is ever paid.
  const effects = await query(
    `select booking_id, event_key, outcome from payment_events where type = 'payment_succeeded' and outcome like 'Paid%'`,
  )
  const effectsOf = (id) => effects.filter((effect) => effect.booking_id === id)
  const refundsOf = (intentId) => run.stripe.refunds.filter((refund) => refund.payment_intent === intentId)
  const money = { kept: 0, refundedLate: 0, refundedCancelled: 0, lost: [], doubled: [], wrong: [] }
  for (const intent of run.stripe.intents.values()) {
    const booking = byId.get(Number(intent.metadata.bookingId))
    if (!booking) continue
    const applied = effectsOf(booking.id)
    const refunds = refundsOf(intent.id)
    if (booking.payment_reference !== intent.id) {
      // An intent the app created but never recorded (the kill fell between the two): never paid.
      if (intent.status === 'succeeded' || refunds.length)
        money.wrong.push(`${booking.id}: unrecorded intent ${intent.id} is ${intent.status}`)
      continue
    }
    if (intent.status !== 'succeeded') {
      if (applied.length || refunds.length || ['paid', 'checked_in', 'checked_out', 'refunded'].includes(booking.status))
        money.wrong.push(
          `${booking.id}: ${booking.status} with ${applied.length} payment effect(s) and ${refunds.length} refund(s), but Stripe shows ${intent.status}`,
        )
      continue
    }
    if (applied.length === 0) money.lost.push(`${booking.id} (${booking.status})`)
    if (applied.length > 1) money.doubled.push(`${booking.id} (${applied.length} effects)`)
    if (['paid', 'checked_in', 'checked_out'].includes(booking.status)) {
      if (refunds.length) money.wrong.push(`${booking.id}: paid and kept, yet refunded ${refunds.length} time(s)`)
      else money.kept += 1
    } else if (booking.status === 'refunded') {
      const good =
        refunds.length === 1 &&
        refunds[0].amount === booking.refunded &&
        booking.refunded === booking.refund_due &&
        booking.refund_reference === refunds[0].id
      if (!good)
        money.wrong.push(
          `${booking.id}: refunded ${booking.refunded}p of ${booking.refund_due}p due, Stripe made ${refunds.length} refund(s) (${refunds.map((refund) => `${refund.amount}p`).join(', ')})`,
        )
      else if (booking.cancelled_by) money.refundedCancelled += 1
      else money.refundedLate += 1
    } else {
      money.lost.push(
        `${booking.id}: Stripe took ${intent.amount}p but the booking is ${booking.status}${booking.refund_due ? `, refund of ${booking.refund_due}p due and not made` : ''}`,
      )
    }
  }
  const succeededIntents = [...run.stripe.intents.values()].filter((intent) => intent.status === 'succeeded').length
  check(
    'every payment Stripe took: one paid booking, or refunded exactly once (none lost)',
    money.lost.length === 0 && money.wrong.length === 0,
    money.lost.length || money.wrong.length
      ? [...money.lost.map((line) => `lost ${line}`), ...money.wrong].join('; ')
      : `${succeededIntents} payments: ${money.kept} kept as paid bookings, ${money.refundedLate} refunded (late, slot full), ${money.refundedCancelled} refunded (staff cancelled)`,
  )
  const [{ duplicateKeys }] = await query(
    `select count(*)::int as "duplicateKeys" from (select event_key from payment_events group by event_key having count(*) > 1) d`,
  )
  const [{ ledger, reconciled }] = await query(
    `select count(*)::int as ledger, (count(*) filter (where event_key like '%:reconcile_%'))::int as reconciled from payment_events`,
  )
  check(
    'each payment event applied exactly once (one effect per payment, no event key twice)',
    money.doubled.length === 0 && duplicateKeys === 0,
    money.doubled.length || duplicateKeys
      ? `doubled: ${money.doubled.join(', ')}; duplicate keys: ${duplicateKeys}`
      : `${ledger} payment-event rows: ${ledger - reconciled} for the ${events.length} distinct Stripe events (${counts.webhookAttempts} deliveries), ${reconciled} from the reconciliation job`,
  )
  const everPaid = rows.filter((row) => row.paid_at)
  const earn = await query(
    `select entry_key, count(*)::int as n from loyalty_ledger where entry_key like 'booking-%-earn' group by entry_key`,
  )
  const earnOf = new Map(earn.map((row) => [row.entry_key, row.n]))
  const reversals = new Map(
    (
      await query(`select booking_id, count(*)::int as n from loyalty_ledger where entry_key like 'booking-%-reversal' group by booking_id`)
    ).map((row) => [row.booking_id, row.n]),
  )
  const pointsWrong = [
    ...everPaid
      .filter((row) => row.amount > 0 && row.loyalty_opt_in && earnOf.get(`booking-${row.id}-earn`) !== 1)
      .map((row) => `${row.id} earned ${earnOf.get(`booking-${row.id}-earn`) ?? 0} times`),
    ...rows
      .filter((row) => !row.paid_at && earnOf.has(`booking-${row.id}-earn`))
      .map((row) => `${row.id} earned points but was never paid`),
    ...rows.filter((row) => (reversals.get(row.id) ?? 0) > 1).map((row) => `${row.id} reversed ${reversals.get(row.id)} times`),
    ...rows
      .filter((row) => row.status === 'paid' && reversals.get(row.id))
      .map((row) => `${row.id} is paid, yet its points were taken back`),
  ]
  check(
    'loyalty points earned once per paid booking, taken back only from cancelled ones',
    pointsWrong.length === 0,
    pointsWrong.length
      ? pointsWrong.join('; ')
      : `${everPaid.length} paid bookings, ${earn.length} earn entries, ${[...reversals.values()].reduce((sum, n) => sum + n, 0)} reversals`,
  )

  // What the server acknowledged stays done: a staff cancellation answered 200 is never undone.
  const acknowledged = [...bookings.values()].filter((booking) => booking.cancel?.attempts.some((attempt) => attempt.status === 200))
  const undone = acknowledged.filter((booking) => {
    const row = byId.get(booking.bookingId)
    return !(row?.cancelled_by === 'staff' && ['cancelled', 'refunded'].includes(row.status))
  })
  check(
    'every acknowledged change is kept (a cancellation answered 200 stays cancelled)',
    undone.length === 0,
    undone.length
      ? undone
          .map((booking) => {
            const row = byId.get(booking.bookingId)
            const answer = booking.cancel.attempts.find((attempt) => attempt.status === 200)
            return `${booking.bookingId}: cancel answered 200 (refund ${answer.body?.refundPence}p) but the booking is ${row?.status}, cancelled by ${row?.cancelled_by ?? 'nobody'}, refund due ${row?.refund_due ?? 0}p`
          })
          .join('; ')
      : `${acknowledged.length} staff cancellations answered 200, all kept`,
  )

  // Holds: counting ignores a lapsed hold at once (every count asks hold_expires_at > now()); the
  // expiry job then marks it expired and cancels its payment intent.
  const expiredRows = await query(`select payment_reference from bookings where status::text = 'expired'`)
  const expired = expiredRows.length
  const uncancelled = expiredRows.filter(
    (row) => row.payment_reference && run.stripe.intents.get(row.payment_reference)?.status === 'requires_payment_method',
  ).length
  if (expiryRun?.ok) {
    const lag =
      expiryRun.lastMarked && expiryRun.lastExpiry
        ? (new Date(expiryRun.lastMarked).getTime() - new Date(expiryRun.lastExpiry).getTime()) / 1000
        : null
    check(
      'no hold outlives its expiry (counted free at once; marked expired by the job)',
      uncancelled === 0,
      `${expired} holds expired${lag === null ? '' : `, the last marked ${lag.toFixed(0)} s after it lapsed`}; ${uncancelled ? `${uncancelled} expired hold(s) whose payment intent was not cancelled` : 'every unpaid intent cancelled'}`,
    )
  } else {
    check(
      'no hold outlives its expiry (counted free at once; marked expired by the job)',
      false,
      expiryRun?.stranded?.length
        ? `${expiryRun.lapsed} lapsed hold(s) still "held" (oldest lapsed ${new Date(expiryRun.oldest).toISOString()}): the expiry job never ran again after the kill, because scheduled job ${expiryRun.stranded.map((job) => job.id).join(', ')} was claimed (processing) when the server died and Payload schedules no new run while one exists`
        : `${expiryRun?.lapsed ?? '?'} lapsed hold(s) still "held" 150 s after the last hold lapsed`,
    )
  }

  // E-mails.
  const outbox = await query(`select "to", subject from email_outbox`)
  const mailsTo = (email, prefix) => outbox.filter((mail) => mail.to === email && mail.subject.startsWith(prefix)).length
  const emailOf = new Map([...bookings.values()].map((booking) => [booking.bookingId, booking.email]))
  const mailWrong = []
  let confirmations = 0
  let cancellations = 0
  for (const row of rows) {
    const email = emailOf.get(row.id)
    if (!email) continue
    const confirmed = mailsTo(email, 'Booking confirmed')
    const cancelled = mailsTo(email, 'Booking cancelled')
    confirmations += confirmed
    cancellations += cancelled
    if (row.status === 'paid' && confirmed !== 1) mailWrong.push(`${row.id} (paid): ${confirmed} confirmations`)
    if (row.status !== 'paid' && confirmed > 1) mailWrong.push(`${row.id} (${row.status}): ${confirmed} confirmations`)
    if (!row.paid_at && confirmed > 0) mailWrong.push(`${row.id}: confirmed but never paid`)
    if (row.cancelled_by && row.paid_at && cancelled !== 1)
      mailWrong.push(`${row.id} (cancelled after payment): ${cancelled} cancellation e-mails`)
    if (!(row.cancelled_by && row.paid_at) && cancelled > 0)
      mailWrong.push(
        `${row.id} (${row.status}, ${row.paid_at ? 'paid once' : 'never paid'}, cancelled by ${row.cancelled_by ?? 'nobody'}): ${cancelled} unexpected cancellation e-mail(s)`,
      )
  }
  const twice = await query(`select "to", subject, count(*)::int as n from email_outbox group by 1, 2 having count(*) > 1`)
  const unfinishedEmailJobs = await query(
    `select id from payload_jobs where queue = 'emails' and completed_at is null and (processing or has_error)`,
  )
  check(
    'every queued e-mail sent exactly once',
    mailWrong.length === 0 && twice.length === 0,
    mailWrong.length || twice.length
      ? [
          ...(twice.length ? [`${twice.length} message(s) sent more than once`] : []),
          ...mailWrong.slice(0, 12),
          ...(mailWrong.length > 12 ? [`and ${mailWrong.length - 12} more`] : []),
        ].join('; ')
      : `${confirmations} confirmations, ${cancellations} cancellations, none twice${unfinishedEmailJobs.length ? ` (${unfinishedEmailJobs.length} e-mail job(s) left unfinished; see the jobs check)` : ''}`,
  )

  // Jobs.
  // Payload deletes a job once it completes, so whatever is left (bar the queues' own next
  // scheduled run) is stuck, failed, or still waiting for a retry.
  const leftOver = await query(`
    select id, task_slug::text as task, queue, processing, has_error, error, wait_until, total_tried::int as tried, created_at, updated_at, input
    from payload_jobs where completed_at is null and not (coalesce(meta->>'scheduled', 'false') = 'true' and not processing and not coalesce(has_error, false))
    order by id`)
  const stranded = leftOver.filter((job) => job.processing)
  const failed = leftOver.filter((job) => !job.processing && job.has_error)
  const retrying = leftOver.filter((job) => !job.processing && !job.has_error)
  const errorOf = (job) => String(job.error?.message ?? job.error?.name ?? JSON.stringify(job.error ?? null)).slice(0, 160)
  // Whether each stranded job's work had happened before the kill, from its effect.
  for (const job of stranded) {
    const booking = job.input?.bookingId ? byId.get(Number(job.input.bookingId)) : null
    if (job.task === 'refundBooking') job.effect = booking?.refunded_at ? 'refund made and recorded before the kill' : 'refund never made'
    else if (job.task === 'sendBookingEmail') {
      const email = emailOf.get(Number(job.input.bookingId))
      const prefix =
        job.input.kind === 'cancellation' ? 'Booking cancelled' : job.input.kind === 'reminder' ? 'See you tomorrow' : 'Booking confirmed'
      const sent = email && mailsTo(email, prefix) > 0
      if (!sent) job.effect = 'e-mail never sent'
      else if (job.input.kind === 'confirmation')
        job.effect = booking?.confirmation_sent_at
          ? 'e-mail sent and marked sent before the kill'
          : 'e-mail sent before the kill but not marked sent (a re-run would send it again)'
      else job.effect = 'e-mail sent before the kill (nothing marks it sent: a re-run would send it again)'
    } else if (job.task === 'sendQueuedEmail')
      job.effect = outbox.some((mail) => mail.to === job.input?.to && mail.subject === job.input?.subject)
        ? 'e-mail sent before the kill'
        : 'e-mail never sent'
    else job.effect = 'scheduled task: no new run of it is scheduled while this one exists'
  }
  const strandedSummary = Object.entries(
    stranded.reduce((map, job) => {
      const key = `${job.task}: ${job.effect}`
      return { ...map, [key]: (map[key] ?? 0) + 1 }
    }, {}),
  ).map(([key, n]) => `${n} ${key}`)
  check(
    'every job ran to completion (none stranded by the kill, none failed or still retrying)',
    leftOver.length === 0,
    leftOver.length
      ? [
          ...(stranded.length ? [`${stranded.length} stuck "processing" since the kill (${strandedSummary.join('; ')})`] : []),
          ...failed.map(
            (job) => `job ${job.id} ${job.task} ${JSON.stringify(job.input)} failed for good after ${job.tried} tries: ${errorOf(job)}`,
          ),
          ...retrying.map(
            (job) =>
              `job ${job.id} ${job.task} ${JSON.stringify(job.input)} waiting to retry (try ${job.tried}, next ${job.wait_until ? new Date(job.wait_until).toISOString() : '?'}): ${errorOf(job)}`,
          ),
        ].join('; ')
      : 'all finished',
  )

  // Everything known about the bookings a check names, for the write-up.
  const suspectIds = new Set(
    [...money.lost, ...money.wrong, ...money.doubled, ...pointsWrong, ...mailWrong]
      .map((line) => Number(/^(\d+)/.exec(line)?.[1]))
      .filter(Number.isInteger),
  )
  for (const job of leftOver) if (job.input?.bookingId) suspectIds.add(Number(job.input.bookingId))
  for (const booking of undone) suspectIds.add(booking.bookingId)
  const suspects = []
  for (const id of [...suspectIds].sort((a, b) => a - b)) {
    const known = bookings.get(id)
    suspects.push({
      booking: byId.get(id),
      family: known && { behaviour: known.behaviour, phase: known.phase, cancel: known.cancel },
      stripeEvents: events
        .filter((event) => event.bookingId === id)
        .map((event) => ({
          id: event.id,
          type: event.type,
          heldBack: event.heldBack,
          attempts: event.attempts.map((attempt) => ({
            at: attempt.at - started,
            why: attempt.why,
            status: attempt.status,
            outcome: attempt.outcome,
            error: attempt.error,
          })),
        })),
      paymentEvents: await query(`select event_key, type, outcome, created_at from payment_events where booking_id = $1 order by id`, [id]),
      emails: known ? outbox.filter((mail) => mail.to === known.email).map((mail) => mail.subject) : [],
      stripeRequests: known
        ? run.stripe.requests
            .filter((entry) => entry.path.includes(known.intentId) || entry.form?.payment_intent === known.intentId)
            .map((entry) => ({
              at: entry.at - started,
              method: entry.method,
              path: entry.path,
              idempotencyKey: entry.idempotencyKey,
              status: entry.status,
            }))
        : [],
      jobs: leftOver
        .filter((job) => Number(job.input?.bookingId) === id)
        .map((job) => ({
          id: job.id,
          task: job.task,
          input: job.input,
          processing: job.processing,
          tried: job.tried,
          error: job.error,
          effect: job.effect,
        })),
    })
  }

  return { checks, rows, stranded, suspects, succeededIntents }
}
