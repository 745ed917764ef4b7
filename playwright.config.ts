import { defineConfig, devices } from '@playwright/test'
import { testBrowserPath } from './scripts/lib/testBrowser.mjs'

// Run through `npm run test:e2e`, which builds, starts the site on a fresh database and sets these.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const executablePath = testBrowserPath() ?? '/usr/bin/chromium-headless-shell'

// Flags for Debian's Chromium on a closed network as root (see docs/testing.md).
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // In CI the integration suites run beside the browser tests on the same two cores: allow for it.
  // The longest journeys (book, pay, confirm, with accessibility scans) took over 30 s there, and
  // on a slower machine of the same kind (2026-11-27: every suite 2-2.5 times slower) up to 60 s.
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    // The site honours a visitor's "reduce motion" setting (no smooth scrolling, no fades): the
    // tests read each page's settled state, not its transitions, so they browse that way. A
    // fade or scroll under way was a source of flaky reads (a toast at part opacity, a section
    // mid-scroll), and drawing them cost about a tenth of the browser's CPU.
    reducedMotion: 'reduce',
    // Recording a trace costs every test, passed or not: with screenshots about a sixth of the
    // suite's CPU, the DOM snapshots alone a twentieth. CI keeps none (nobody can open them
    // there; a failure prints its error and writes the page's accessibility snapshot beside it);
    // a run here keeps the trace of each failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
})
