/**
 * The site's Content Security Policy. Scripts run only with this response's nonce, and what those
 * scripts load ('strict-dynamic': Next.js's chunks, Stripe.js); never an inline script an attacker
 * managed to write into a page. Stripe's Payment Element needs its script, its frames and its API
 * (https://docs.stripe.com/security/guide#content-security-policy). Styles may be inline: the
 * admin and React set style attributes, and a style cannot run code.
 */
export function contentSecurityPolicy({ nonce, development, https }: { nonce: string; development: boolean; https: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging tools.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", 'https://js.stripe.com', ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', 'https://*.stripe.com', 'https://*.stripe.network', ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}
