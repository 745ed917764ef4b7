import { existsSync } from 'node:fs'

/**
 * Debian's builds of Chromium the browser tests can run in, best first. The headless shell
 * (package `chromium-headless-shell`) draws no browser window at all and took about half the CPU
 * of the full browser for the same tests (docs/testing.md); the full browser (package `chromium`)
 * works too.
 */
export const TEST_BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
]

/** CHROMIUM_PATH when set; otherwise the first of TEST_BROWSERS installed, or undefined. */
export function testBrowserPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH
  return TEST_BROWSERS.find((browser) => existsSync(browser.path))?.path
}
