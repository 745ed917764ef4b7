// EXPLAIN ANALYZE of the queries behind each staff call and the kiosk search, as the operations
// send them (plugins/staff/operations/*, plugins/checkin/operations/searchTickets.ts,
// plugins/booking/operations/slotOccupancy.ts; the Local API finds as Payload's SQL). They are
// copies: keep them in step with the operations. A plan is bounded when it reads the bookings
// table through an index (or a bitmap of one), never a sequential scan of it.
const HISTORY_TABLES = new Set(['bookings', 'booking_customers'])

const londonDate = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date)
const addDays = (date, days) => {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

function queries() {
  const now = new Date()
  const today = londonDate(now)
  const from = new Date(`${today}T00:00:00Z`).toISOString()
  const to = new Date(`${addDays(today, 1)}T00:00:00Z`).toISOString()
  const weekFrom = new Date(`${addDays(today, -6)}T00:00:00Z`).toISOString()
  const monthFrom = `${today.slice(0, 7)}-01`
  const monthTo = `${today.slice(0, 7)}-31`
  const takenAt = `case when b.source = 'walk_in' then b.created_at else b.paid_at end`
  const moneyAt = `case when b.source = 'walk_in' then b.in_store_payment_confirmed_at else b.paid_at end`
  const staffFold = (column) =>
    `translate(lower(${column}), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżšśşłđ', 'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzsssld')`
  return [
    {
      name: 'dashboard: bookings taken this week',
      sql: `select count(*)::int from bookings b where ${takenAt} >= $1 and ${takenAt} < $2 and b.status not in ('held', 'expired', 'cancelled', 'refunded')`,
      params: [weekFrom, to],
    },
    {
      name: 'dashboard: revenue of bookings today',
      sql: `select sum(b.final_amount_pence) from bookings b where ${moneyAt} >= $1 and ${moneyAt} < $2`,
      params: [from, to],
    },
    {
      name: 'dashboard: no-shows of 7 days',
      sql: `select count(*)::int from bookings b where b.date >= $1 and b.date <= $2 and b.status = 'no_show'`,
      params: [addDays(today, -7), addDays(today, -1)],
    },
    { name: 'dashboard: customers', sql: `select customers from booking_customer_count where id = 1`, params: [] },
    {
      name: 'dashboard: recent activity (bookings part)',
      sql: `select 'booking-' || b.id, ${takenAt} as at from bookings b where ${takenAt} <= $1 and b.status <> 'expired' order by ${takenAt} desc limit 10`,
      params: [now.toISOString()],
    },
    {
      name: 'search-payments: bookings part',
      sql: `select * from bookings b where ${staffFold('b.customer_name')} like $1 order by b.created_at desc, b.id desc limit 50`,
      params: ['%smith%'],
    },
    {
      name: 'todays-bookings: Local API find',
      sql: `select * from bookings where date = $1 order by slot_start asc limit 2000`,
      params: [today],
    },
    {
      name: 'calendar: occupancy of the month',
      sql: `select date, slot_start, coalesce(sum(children), 0)::int from bookings where date >= $1 and date <= $2 and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now())) group by date, slot_start`,
      params: [monthFrom, monthTo],
    },
    {
      name: 'active-sessions: Local API find',
      sql: `select * from bookings where status = 'checked_in' order by created_at desc limit 1000`,
      params: [],
    },
    {
      name: 'kiosk search',
      sql: `select id from bookings where date >= $1 and date <= $2 and status::text in ('paid', 'checked_in', 'checked_out') and (position($3 in regexp_replace(lower(customer_name), '\\s+', ' ', 'g')) > 0 or reference = $4) order by case when date = $5 then 0 when date > $5 then 1 else 2 end, date, slot_start, id limit 20`,
      params: [addDays(today, -1), addDays(today, 7), 'smith', '', today],
    },
  ]
}

function walk(node, visit) {
  visit(node)
  for (const child of node.Plans ?? []) walk(child, visit)
}

function describe(node) {
  const on = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''
  return `${node['Node Type']}${on}`
}

/** Each query's plan: whether it is bounded, and its scan nodes in order. */
export async function explainCalls(client) {
  const plans = []
  for (const query of queries()) {
    const { rows } = await client.query(`explain (analyze, format json) ${query.sql}`, query.params)
    const root = rows[0]['QUERY PLAN'][0]
    const scans = []
    let bounded = true
    walk(root.Plan, (node) => {
      if (!/Scan/.test(node['Node Type'])) return
      scans.push(`${describe(node)} (${node['Actual Rows']} rows)`)
      if (node['Node Type'] === 'Seq Scan' && HISTORY_TABLES.has(node['Relation Name'])) bounded = false
    })
    plans.push({ name: query.name, bounded, summary: `${scans.join('; ')}; ${root['Execution Time'].toFixed(1)} ms` })
  }
  return plans
}
