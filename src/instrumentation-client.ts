// Browser errors to Sentry when the site was built with SENTRY_DSN (next.config.mjs copies it to
// NEXT_PUBLIC_SENTRY_DSN). Without it the condition is empty at build time and nothing is loaded.
const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN

if (DSN) void import('@/lib/errors/browserErrorReporting').then((reporting) => reporting.startBrowserErrorReporting(DSN))
