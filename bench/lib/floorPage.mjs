// The framework's floor: a bare Next.js App Router site with the project's own `next`, `react` and
// `react-dom` (the very packages in the project's node_modules, linked, nothing downloaded): one
// static page with one small client component (a counter button), built with `next build` and
// served by `next start` in a scratch folder. The performance bench measures it beside our pages
// in the same run, so machine speed cancels out of the comparison (docs/performance.md).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/lib/testDatabase.mjs'

const root = path.resolve(import.meta.dirname, '../..')

const files = {
  'package.json': JSON.stringify({ name: 'floor-page', private: true, type: 'module' }, null, 2),
  // Turbopack resolves node_modules only inside its root: the folder holding both the scratch
  // folder and the project (node_modules is a link to the project's own).
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(commonAncestor())} } }\n`,
  'app/layout.jsx': `export const metadata = { title: 'Floor page', description: 'A bare Next.js page with one client component.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '1rem' }}>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `import { Counter } from './Counter'

export const dynamic = 'force-static'

export default function Page() {
  return (
    <main>
      <h1>Where little adventures begin</h1>
      <p>A static App Router page rendered at build time, with one small client component below.</p>
      <Counter />
    </main>
  )
}
`,
  'app/Counter.jsx': `'use client'

import { useState } from 'react'

export function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Clicked {count} times
    </button>
  )
}
`,
}

function commonAncestor() {
  const a = path.resolve(os.tmpdir()).split(path.sep)
  const b = root.split(path.sep)
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return a.slice(0, i).join(path.sep) || path.sep
}

/**
 * Writes, builds and starts the floor site. Resolves with its base URL and a stop function that
 * ends the server and removes the scratch folder. Throws if the build fails.
 */
export function startFloorPage() {
  return startScratchSite(files, 'floor-page-')
}

/**
 * The floor site serving one of our pages' own HTML and CSS, taken from `html` (a page as our server
 * sent it): the same framework JavaScript as the floor page (its counter included) and none of ours,
 * the page's markup rendered once on the server as static HTML that React does not hydrate, its
 * stylesheet inlined as ours is. It shows what a page's content costs on the floor, whatever
 * JavaScript of ours runs beside it (docs/performance.md). Pictures and links point at `assetBase`.
 */
export function startContentFloorPage(html, assetBase) {
  const head = html.slice(html.indexOf('<head'), html.indexOf('</head>'))
  const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
  const bodyStart = html.indexOf('>', html.indexOf('<body')) + 1
  const body = html
    .slice(bodyStart, html.lastIndexOf('</body>'))
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*>/g, '')
    .replace(/(src|href|srcset|srcSet)="\/(?!\/)/g, `$1="${assetBase}/`)
    .replace(/, \/_next\//g, `, ${assetBase}/_next/`)
  return startScratchSite(
    {
      ...files,
      'next.config.mjs': files['next.config.mjs'].replace(
        'poweredByHeader: false,',
        'poweredByHeader: false, experimental: { inlineCss: true },',
      ),
      'app/content.css': styles,
      'app/content.json': JSON.stringify({ body }),
      'app/layout.jsx': `import './content.css'

export const metadata = { title: 'Floor page with our content', description: 'A bare Next.js page carrying one of our pages\u2019 HTML.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
`,
      'app/page.jsx': `import content from './content.json'
import { Counter } from './Counter'

export const dynamic = 'force-static'

export default function Page() {
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: content.body }} />
      <Counter />
    </>
  )
}
`,
    },
    'content-floor-page-',
  )
}

async function startScratchSite(siteFiles, prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const [file, text] of Object.entries(siteFiles)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  const next = path.join(root, 'node_modules/next/dist/bin/next')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`the floor page did not build:\n${build.stdout}\n${build.stderr}`)
  }
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  for (let tries = 0; tries < 120; tries++) {
    if (
      await fetch(`${base}/`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return { base, distDir: path.join(dir, '.next'), stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('the floor page did not start')
}
