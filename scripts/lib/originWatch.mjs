// Payload accepts the session cookie only from requests whose Origin header is SERVER_URL (its
// `csrf` list holds serverURL alone). A browser that opens the site at any other address (a
// tablet on the venue's LAN address, http instead of https, 127.0.0.1 instead of localhost) signs
// in, and then every signed-in call it makes is refused: 401, and 403 for a token refresh. The
// front says so in the log the first time each such address is seen (docs/adr/0010-check-in-kiosk.md).

/** Distinct addresses reported at most, so a client inventing Origin headers cannot grow memory or the log. */
const MAX_REPORTED = 20

/**
 * The address Payload trusts: SERVER_URL as the app reads it (src/lib/env.ts: the origin alone;
 * unset, http://localhost:PORT).
 * @param {{ SERVER_URL?: string, PORT?: string }} env
 */
export function expectedOrigin(env) {
  return new URL(env.SERVER_URL || `http://localhost:${env.PORT || 3000}`).origin
}

/**
 * A check to run on every request's headers: cheap (one header read and a Set lookup), and it
 * warns once per origin. Requests another site's page sends (Sec-Fetch-Site: cross-site) are not a
 * browser at the wrong address of this site, and Payload is right to refuse their cookies: no warning.
 * @param {{ expected: string, warn: (line: string) => void, maxReported?: number }} options
 * @returns {(headers: import('node:http').IncomingHttpHeaders) => void}
 */
export function createOriginWatch({ expected, warn, maxReported = MAX_REPORTED }) {
  const reported = new Set()
  return (headers) => {
    const origin = headers.origin
    if (typeof origin !== 'string' || origin === expected || reported.has(origin)) return
    if (origin === 'null' || headers['sec-fetch-site'] === 'cross-site' || reported.size >= maxReported) return
    reported.add(origin)
    warn(
      `a browser is using this site at ${origin}, but SERVER_URL is ${expected}. Sign-in cookies are accepted only ` +
        `from SERVER_URL, so that browser can sign in but every signed-in call it makes is refused (401/403): a ` +
        `kiosk tablet there shows its sign-in form again. Open the site at ${expected}, or set SERVER_URL to the ` +
        `address the browsers open (README, "Setting up a kiosk tablet").`,
    )
  }
}
