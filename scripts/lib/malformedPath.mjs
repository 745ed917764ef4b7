// A request path that is not valid percent-encoding (`/%ZZ`, `/menu/%E0%A4%A`) cannot name any
// page or API route: it is the client's mistake, so it gets a 400, never a 500.

/** @param {string | undefined} url */
export function hasMalformedPath(url) {
  const pathname = (url ?? '/').split('?')[0] ?? '/'
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const page = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>400 Bad Request</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>400 Bad Request</h1><p>That web address is not valid. Please check it, or go to the <a href="/">home page</a>.</p>
</body></html>`

/**
 * JSON for the API, a small HTML page for everything else.
 * @param {string | undefined} url
 * @param {import('node:http').ServerResponse} res
 */
export function badPathResponse(url, res) {
  const api = (url ?? '').startsWith('/api/')
  const body = api ? JSON.stringify({ error: { code: 'malformed_path', message: 'The request path is not valid percent-encoding' } }) : page
  res.writeHead(400, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(body)
}
