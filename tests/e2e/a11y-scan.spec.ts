import { expectNoSeriousA11yViolations } from './support/a11y'
import { expect, test } from './support/test'

// The control for every accessibility scan in this suite (tests/e2e/support/a11y.ts): a page of
// ours with one fault planted is refused, in the page and in a frame of its own origin.

test('the accessibility scan refuses a page with a nameless button, in the page or in a frame of its own', async ({ page }) => {
  await page.goto('/')
  await expectNoSeriousA11yViolations(page)

  await page.evaluate(() => {
    const button = document.createElement('button')
    button.id = 'planted-nameless-button'
    document.querySelector('main')?.append(button)
  })
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/button-name.*#planted-nameless-button/)

  await page.evaluate(() => {
    document.getElementById('planted-nameless-button')?.remove()
    // A frame of the page's own origin (about:blank), with the same fault inside it.
    const frame = document.createElement('iframe')
    frame.title = 'Planted frame'
    document.querySelector('main')?.append(frame)
    const inner = frame.contentDocument
    if (!inner) throw new Error('the planted frame has no document')
    inner.documentElement.lang = 'en'
    inner.title = 'Planted'
    inner.body.append(Object.assign(inner.createElement('button'), { id: 'planted-in-frame' }))
  })
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/button-name.*#planted-in-frame/)
})
