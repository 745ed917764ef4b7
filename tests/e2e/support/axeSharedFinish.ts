import AxeBuilder from '@axe-core/playwright'
import type { AxeResults, PartialResults, RunOptions } from 'axe-core'
import type { Browser, Page } from '@playwright/test'

/**
 * axe scans each frame in place (`axe.runPartial`), then puts the results together
 * (`axe.finishRun`) in a blank page, away from the tested page's scripts. @axe-core/playwright
 * opens a new blank page for that in every scan and loads axe into it again: a new renderer and
 * half a megabyte of script per scan. This builder does the same step in one blank page per
 * browser, in a browser context of its own, loaded once: the same axe (the library's own copy), the
 * same options and results, and every frame, of any origin, still scanned as before.
 */
export class AxeBuilderWithSharedFinish extends AxeBuilder {}

/** The library's private members this step reads (@axe-core/playwright 4.13, pinned). */
interface AxeBuilderInternals {
  page: Page
  option: RunOptions
  script(): string
}

const finishPages = new WeakMap<Browser, Promise<Page>>()

async function openFinishPage(browser: Browser, axeSource: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.evaluate(axeSource)
  // As the library configures its blank page when the tested page has `axe.runPartial`.
  await page.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }))
  return page
}

async function finishPageFor(browser: Browser, axeSource: string): Promise<Page> {
  const known = finishPages.get(browser)
  if (known) {
    const page = await known.catch(() => undefined)
    if (page && !page.isClosed()) return page
  }
  const opening = openFinishPage(browser, axeSource)
  finishPages.set(browser, opening)
  return opening
}

async function finishRunInSharedPage(this: AxeBuilderInternals, partials: PartialResults): Promise<AxeResults> {
  const browser = this.page.context().browser()
  if (!browser) throw new Error('The accessibility scan needs a page in a browser it launched')
  const finishPage = await finishPageFor(browser, this.script())
  // As one JSON string, as the library passes them: Playwright copies a string far more cheaply than a tree of objects.
  const json = JSON.stringify(partials)
  return finishPage.evaluate(({ json, options }) => window.axe.finishRun(JSON.parse(json) as PartialResults, options), {
    json,
    options: this.option,
  })
}

// The library calls `this.finishRun(partials)` once the frames are scanned (a private method, so
// it is replaced here rather than overridden in the class body).
Object.defineProperty(AxeBuilderWithSharedFinish.prototype, 'finishRun', { value: finishRunInSharedPage })

declare global {
  interface Window {
    axe: typeof import('axe-core')
  }
}
