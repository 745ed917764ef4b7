// Fills the bookings table of a scratch database with realistic history in one SQL statement
// (generate_series): 40 bookings of one child per session (the seeded capacity), three sessions a
// day, from a week ahead going back in time, day by day. Booking i always lands on the same day, so
// a bench can fill up to 10,000, measure, fill up to 100,000 and measure again.
//   a week ahead to today: paid (today: the first 5 of the morning checked in); past days: checked
//   out, one a session cancelled, one a no-show; every tenth a walk-in paid at the desk.
export const PER_SESSION = 40
export const SLOTS = [
  { start: '09:30', label: '9:30 AM - 11:30 AM' },
  { start: '12:00', label: '12:00 PM - 2:00 PM' },
  { start: '14:30', label: '2:30 PM - 4:30 PM' },
]
const PER_DAY = PER_SESSION * SLOTS.length
const DAYS_AHEAD = 7

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Zoë',
  'Lily',
  'Freya',
  'Grace',
  'Sophia',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Leo',
  'Harry',
  'Oscar',
  'Archie',
  'Henry',
  'Jack',
  'Chloé',
  'Ella',
  'Emily',
  'Ruby',
  'Evie',
  'Theo',
  'Finley',
  'Thomas',
  'James',
  'Joshua',
  'Renée',
  'Aoife',
  'Siân',
  'Ffion',
  'Seán',
  'Dylan',
  'Rhys',
  'Priya',
  'Aisha',
  'Yusuf',
]
// About one family in a hundred is a Smith, as in the UK; a few accented names for the folded search.
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mason',
  'Mitchell',
  'Rose',
  'Davis',
  'Rodriguez',
  'Cox',
  'Alexander',
  'Morgan',
  'Moore',
  'Mills',
  'King',
  'Lee',
  'Turner',
  'Hill',
  'Harris',
  'Cooper',
  'Ward',
  'Morris',
  'Baker',
  'Parker',
  'Bennett',
  'Cook',
  'Bell',
  'Murphy',
  'Price',
  'Hughes',
  'Edwards',
  'Kelly',
  'Martin',
  'Allen',
  'Young',
  'Scott',
  'Adams',
  'Campbell',
  'Anderson',
  'Stewart',
  'Collins',
  'Richardson',
  'Shaw',
  'Chapman',
  'Webb',
  'Lloyd',
  'Ellis',
  'Marshall',
  'Fox',
  'Müller',
  'Ó Briain',
  'Núñez',
  'Łukasz',
  'Doğan',
  'Kowalczyk',
  'Nowak',
  'Ahmed',
  'Ali',
  'Hussain',
  'Begum',
  'Singh',
  'Kaur',
  'Gill',
  'Reid',
  'Fraser',
  'Grant',
  'Hamilton',
  'Graham',
  'Kennedy',
  'Gordon',
  'Burns',
  'Russell',
  'Watson',
  'Paterson',
  'Duncan',
  'Ferguson',
  'Henderson',
  'Foster',
  'Owen',
]

const pgArray = (values) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`

/** Days of history `count` bookings cover (a week ahead included). */
export const daysFor = (count) => Math.ceil(count / PER_DAY)

/**
 * Inserts bookings number `from` (inclusive) to `to` (exclusive); `client` is a connected pg client.
 * `perSession` and `daysAhead` change the layout (bench/kiosk-copy.mjs: 134 a session, from today).
 */
export async function fillBookings(client, from, to, { perSession = PER_SESSION, daysAhead = DAYS_AHEAD } = {}) {
  if (to <= from) return
  const perDay = perSession * SLOTS.length
  await client.query(
    `
    with b as (
      select i,
        (now() at time zone 'Europe/London')::date + ${daysAhead} - (i / ${perDay})::int as day,
        ${daysAhead} - (i / ${perDay})::int as ahead,
        (i % ${perDay}) / ${perSession} as slot,
        i % ${perSession} as seat
      from generate_series($1::bigint, $2::bigint - 1) i
    ), t as (
      select b.*,
        ((b.day + (${pgArray(SLOTS.map((slot) => slot.start))})[b.slot + 1]::time) at time zone 'Europe/London') as starts,
        b.i % 10 = 9 as walk_in,
        case when b.ahead > 0 then 'paid' when b.ahead = 0 then case when b.slot = 0 and b.seat < 5 then 'checked_in' else 'paid' end
             when b.seat = ${perSession - 1} then 'cancelled' when b.seat = ${perSession - 2} then 'no_show' else 'checked_out' end as status
      from b
    )
    insert into bookings (reference, customer_name, customer_email, customer_phone, date, slot_start, slot_label, children, adults,
      original_amount_pence, final_amount_pence, status, source, paid_at, payment_provider, payment_reference,
      paid_in_store, in_store_payment_confirmed_at, checked_in_at, checked_out_at, no_show_at, cancelled_at, updated_at, created_at)
    select 'Z' || lpad(upper(to_hex(i)), 7, '0'),
      (${pgArray(FIRST)})[1 + (i * 13) % ${FIRST.length}] || ' ' || (${pgArray(LAST)})[1 + (i * 37) % ${LAST.length}],
      'family' || ((i * 2654435761) % 400000) || '@bench.example',
      '07700 ' || lpad((i % 1000000)::text, 6, '0'),
      to_char(day, 'YYYY-MM-DD'),
      (${pgArray(SLOTS.map((slot) => slot.start))})[slot + 1],
      (${pgArray(SLOTS.map((slot) => slot.label))})[slot + 1],
      1, 1, 1200, 1200,
      status::enum_bookings_status,
      (case when walk_in then 'walk_in' else 'online' end)::enum_bookings_source,
      case when walk_in then null else least(starts - interval '1 day' * (i % 30) - interval '2 hours', now() - interval '1 minute' * (1 + i % 600)) end,
      case when walk_in then null else 'test' end,
      case when walk_in then null else 'bench_' || i end,
      walk_in,
      case when walk_in then least(starts + interval '5 minutes', now()) end,
      case when status in ('checked_in', 'checked_out') then least(starts, now()) end,
      case when status = 'checked_out' then starts + interval '2 hours' end,
      case when status = 'no_show' then starts + interval '6 hours' end,
      case when status = 'cancelled' then starts - interval '2 days' end,
      now(),
      case when walk_in then least(starts, now()) else least(starts - interval '1 day' * (i % 30) - interval '2 hours', now() - interval '1 minute' * (1 + i % 600)) - interval '5 minutes' end
    from t`,
    [from, to],
  )
}
