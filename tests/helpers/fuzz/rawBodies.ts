import fc from 'fast-check'

/** A body sent as bytes with a content type (or none), instead of the JSON of a value. */
export type RawBody = { label: string; text: string; contentType: string | null; headers?: Record<string, string> }

const BOUNDARY = 'fuzzboundary'
const multipart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${BOUNDARY}--\r\n`

/** Bodies no parser may accept: never valid JSON, so whoever sends them can change nothing. */
export const unparseableBodies: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .constantFrom('{', '{"a":', 'not json', '{"a":1}}', "{'a':1}", '[', '{"a":1,}', '\u0000', '{"a":"\u0000', 'undefined', 'NaN')
    .map((text) => ({ label: 'invalid JSON', text, contentType: 'application/json' })),
  fc.constant({
    label: 'multipart with a malformed _payload',
    text: multipart('_payload', '{not json'),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
  fc.constant({
    label: 'invalid JSON behind a method override',
    text: '{not json',
    contentType: 'application/json',
    headers: { 'x-http-method-override': 'GET' },
  }),
  fc.constant({ label: 'multipart without a boundary', text: '{"a":1}', contentType: 'multipart/form-data' }),
  fc.constant({
    label: 'multipart cut short',
    text: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }),
)

/** Any odd body: the unparseable ones, the wrong content type, nothing at all, more than any endpoint takes. */
export function rawBodies(validJson: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    unparseableBodies,
    fc
      .tuple(
        validJson,
        fc.constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'multipart/form-data',
        ),
      )
      .map(([value, contentType]) => ({
        label: `JSON sent as ${contentType ?? 'no content type'}`,
        text: JSON.stringify(value) ?? '',
        contentType,
      })),
    fc.constant({ label: 'empty body', text: '', contentType: 'application/json' }),
    fc.constant({
      label: 'body over the size limit',
      text: JSON.stringify({ a: 'x'.repeat(600 * 1024) }),
      contentType: 'application/json',
    }),
    fc.constant({
      label: 'multipart without a file',
      text: multipart('alt', 'fuzz'),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    }),
  )
}
