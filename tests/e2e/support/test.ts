import path from 'node:path'
import { expect, test as base } from '@playwright/test'
import { recordCpuPerTest } from './cpuPerTest'

export * from '@playwright/test'

/**
 * Playwright's `test` with the site's Content Security Policy watched: every page a test opens
 * collects the browser's CSP reports, and the test fails if there were any. Spec files import
 * `test` and `expect` from here (ESLint refuses '@playwright/test' in them).
 */
export const test = base.extend<{ cspViolations: string[]; cpuPerTest: void }>({
  // With E2E_CPU_LOG set, the CPU each test cost (./cpuPerTest.ts); otherwise nothing.
  cpuPerTest: [
    async ({}, provide, testInfo) => {
      await recordCpuPerTest(path.basename(testInfo.file), `${testInfo.title} [${testInfo.project.name}]`, () => provide())
    },
    { auto: true },
  ],
  // (Playwright's `use` is named `provide` here: the React hooks lint rule would take it for a hook.)
  cspViolations: async ({}, provide) => {
    await provide([])
  },
  page: async ({ page, cspViolations }, provide) => {
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`)
    })
    await provide(page)
    expect(cspViolations, 'the page broke its Content Security Policy').toEqual([])
  },
})

export { expect }
