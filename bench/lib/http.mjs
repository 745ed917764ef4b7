import http from 'node:http'

/**
 * One HTTP request to 127.0.0.1 on a new connection (so a killed server never leaves a dead
 * keep-alive socket behind for the next request to trip over). Resolves to the status, the
 * response's headers, the body as text and, when it is JSON, parsed.
 */
export function request(port, method, urlPath, { body, headers = {}, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        let raw = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (raw += chunk))
        response.on('error', reject)
        response.on('end', () => {
          let json = null
          try {
            json = JSON.parse(raw)
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json, text: raw })
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.on('error', reject)
    if (payload !== undefined) outgoing.write(payload)
    outgoing.end()
  })
}
