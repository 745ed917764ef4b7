import type { FuzzRequest } from './requests'

type Case = Omit<FuzzRequest, 'headers' | 'body'> & Partial<Pick<FuzzRequest, 'headers' | 'body'>>

const get = (path: string, query = '', identity: FuzzRequest['identity'] = 'anonymous'): Case => ({ identity, method: 'GET', path, query })

const post = (path: string, json: unknown, identity: FuzzRequest['identity'] = 'anonymous'): Case => ({
  identity,
  method: 'POST',
  path,
  query: '',
  body: { json },
})

const badMultipart = {
  raw: {
    label: 'multipart with a malformed _payload',
    text: '--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{not json\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
}

/**
 * Requests that answered 500 once (issue 14), run before the random ones of their endpoint so
 * each stays fixed whatever the seed. Keyed by the endpoint's name as the fuzz lists it.
 */
const KNOWN: Record<string, Case[]> = {
  'GET /api/calendar/availability': [
    get('calendar/availability', 'from=2026-02-31&to=2026-03-01'),
    get('calendar/availability', 'from=9999-99-99&to=2026-03-01'),
    get('calendar/availability', 'from=9999-12-31&to=9999-12-31'),
    get('calendar/availability', 'from=99999-01-01&to=99999-01-02'),
  ],
  'GET /api/calendar/availability/:date': [get('calendar/availability/9999-12-31'), get('calendar/availability/2026-02-31')],
  'GET /api/available-sessions': [get('available-sessions', 'date=9999-12-31')],
  'GET /api/session-availability': [get('session-availability', 'date=9999-12-31&time=09:30')],
  'GET /api/loyalty/member/:email': [get('loyalty/member/%ZZ'), get('loyalty/member/%25'), get('loyalty/member/a%2525b%40test.example')],
  'GET /api/loyalty/transactions': [get('loyalty/transactions', 'memberId=1e308')],
  'GET /api/bookings/:id': [
    get('bookings/%ZZ', '', 'staff'),
    get('bookings/abc', '', 'staff'),
    get('bookings/1e308', '', 'staff'),
    get('bookings/99999999999999999999', '', 'staff'),
  ],
  'GET /api/ticket-types/:id': [get('ticket-types/%ZZ'), get('ticket-types/1.5')],
  'DELETE /api/media/:id': [{ identity: 'staff', method: 'DELETE', path: 'media/abc', query: '' }],
  'GET /api/media/file/:filename': [get('media/file/no-such-file.png')],
  'GET /api/users/versions': [get('users/versions', '', 'staff')],
  'GET /api/globals/venue/versions': [get('globals/venue/versions', '', 'staff')],
  'POST /api/users/verify/:id': [{ identity: 'anonymous', method: 'POST', path: 'users/verify/abc', query: '', body: { json: {} } }],
  'DELETE /api/payload-preferences/:key': [{ identity: 'staff', method: 'DELETE', path: 'payload-preferences/no-such-key', query: '' }],
  'POST /api/users/login': [
    { identity: 'anonymous', method: 'POST', path: 'users/login', query: '', body: badMultipart },
    post('users/login', { email: 'a\u0000@test.example', password: 'x' }),
  ],
  // Postgres cannot store U+0000: every valid request with one failed in the database.
  // Nor jsonb a lone surrogate: the contact message's e-mail job (jsonb input) carried the name.
  'POST /api/contact': [
    post('contact', { name: 'Jo\u0000', email: 'nul@test.example', inquiryType: 'general', message: 'Hello' }),
    post('contact', { name: 'Jo\ud800', email: 'surrogate@test.example', inquiryType: 'group', message: 'Hello' }),
  ],
  'POST /api/session-credits/purchase': [
    post('session-credits/purchase', { customerName: 'Jo\u0000', customerEmail: 'nul@test.example', customerPhone: '07700 900123' }),
  ],
  // Payload's list parameters went to Postgres (or to JSON.parse) unchecked.
  'GET /api/ticket-types': [
    get('ticket-types', 'where[title][equals]=a%00b'),
    get('ticket-types', 'limit=1e308'),
    get('ticket-types', 'limit[createdAt][greater_than]=NaN'),
    get('ticket-types', 'page=-1'),
    get('ticket-types', 'where=abc'),
    get('ticket-types', 'where[id][in]=1,abc'),
    get('ticket-types', 'where[id][greater_than]=99999999999999'),
    get('ticket-types', 'where[id][near]=1,2'),
    get('ticket-types', 'where[createdAt][greater_than]=99999-01-01'),
  ],
  'POST /api/users': [
    {
      identity: 'anonymous',
      method: 'POST',
      path: 'users',
      query: '',
      body: { raw: { label: 'multipart without a boundary', text: '{"a":1}', contentType: 'multipart/form-data' } },
    },
  ],
  'POST /api/globals/venue': [{ identity: 'staff', method: 'POST', path: 'globals/venue', query: '', body: badMultipart }],
  'POST /api/bookings/:id/cancel': [{ identity: 'staff', method: 'POST', path: 'bookings/1e308/cancel', query: '', body: { json: {} } }],
}

/** The known cases of an endpoint for one caller, as fast-check examples. */
export function knownCases(name: string, identity: FuzzRequest['identity']): [FuzzRequest][] {
  return (KNOWN[name] ?? []).filter((known) => known.identity === identity).map((known) => [{ headers: {}, body: null, ...known }])
}

export const knownCaseNames = (): string[] => Object.keys(KNOWN)
