// The build copies SENTRY_DSN here (next.config.mjs); without it this is an empty string and the
// bundler drops the import below, so the pages carry no error-reporting code.
const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN

/** Reports an error a page caught (an error boundary) when the site reports errors; otherwise nothing. */
export function reportBrowserError(error: unknown): void {
  if (!DSN) return
  void import('./browserErrorReporting').then((reporting) => reporting.captureBrowserError(error))
}
