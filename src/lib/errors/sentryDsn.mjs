// Where errors are reported (issue 27 part 5): Sentry, only when SENTRY_DSN is set. Plain
// JavaScript so next.config.mjs (the browser's copy, the cached pages' policy) and the proxy read
// it the same way as the server.

/**
 * The DSN when it is a usable http(s) URL with a key and a project, else null (unset or empty:
 * nothing is reported and no request leaves the site).
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function sentryDsn(value) {
  const dsn = value?.trim()
  if (!dsn) return null
  let url
  try {
    url = new URL(dsn)
  } catch {
    return null
  }
  if (!/^https?:$/.test(url.protocol) || !url.username || url.pathname.length < 2) return null
  return dsn
}

/**
 * The origin the browser sends error reports to, for the Content Security Policy's connect-src.
 * @param {string | null} dsn
 * @returns {string | null}
 */
export function sentryOrigin(dsn) {
  return dsn ? new URL(dsn).origin : null
}
