import { expect, type Page } from '@playwright/test'
import { AxeBuilderWithSharedFinish } from './axeSharedFinish'

/**
 * Fails on any serious or critical WCAG 2.x A/AA violation on the current page, or only inside
 * `include` (a CSS selector) where the rest of the page is Payload's own admin, not ours.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  // A page between two renders (a reload after a sign-out) has, for a moment, no <title> yet: wait
  // for the one every page has, so axe reads the page as it settles (a page without one still fails).
  await expect(page).toHaveTitle(/\S/)
  // A toast or dialog still fading in has, for a moment, too little contrast: wait for finite animations and transitions to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  // Only the violations are read: with `resultTypes` axe keeps one example node of each other result
  // type instead of every node. Every rule still runs and every violating node is reported; on
  // check-in.spec and landing.spec (33 tests, 12 scans) the browser's CPU went from 22 s to 18 s and
  // the test process's from 19 s to 16 s.
  const builder = new AxeBuilderWithSharedFinish({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
  const results = await (options.include ? builder.include(options.include) : builder).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
  expect(serious).toEqual([])
}
