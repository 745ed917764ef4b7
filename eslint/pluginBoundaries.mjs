import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * ESLint config blocks that keep each plugin's internals its own (ARCHITECTURE.md §1, issue 25):
 * a file under `plugins/<a>/` may import from another plugin `<b>` only `@plugins/<b>` (its
 * `index.ts`, server code) or `@plugins/<b>/contract` (its client-safe types, constants, schemas
 * and pure functions). Both ways of writing an import are caught: the `@plugins/*` alias and a
 * relative path that climbs out of the plugin (`../../<b>/...`), which must use the alias.
 *
 * `no-restricted-imports` matches the import text, not the resolved file, so each plugin gets a
 * block per folder depth: from `plugins/<a>/x/y.ts`, `../../<b>` is the path that lands in
 * another plugin. ESLint takes the last block's options for a rule, so each block carries every
 * pattern that applies to its files.
 */
const MAX_DEPTH = 8
const SOURCE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}'

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function pluginBoundaries(root) {
  const pluginsDir = path.join(root, 'plugins')
  const plugins = readdirSync(pluginsDir).filter((name) => statSync(path.join(pluginsDir, name)).isDirectory())
  const blocks = []
  for (const plugin of plugins) {
    const own = escape(plugin)
    const alias = {
      regex: `^@plugins/(?!${own}(?:/|$))[^/]+/(?!contract$).+`,
      message: `Import another plugin only through its public face: '@plugins/<name>' (index.ts, server) or '@plugins/<name>/contract' (client-safe). Ask that plugin to export what you need.`,
    }
    const throughPlugins = {
      // A path of ./ and ../ steps into plugins/ (not an alias such as '@/lib/plugins/...').
      regex: `^(?:\\.{1,2}/)*plugins/(?!${own}(?:/|$))[^/]+`,
      message: `Import another plugin through the '@plugins/<name>' alias and its public face (index.ts or contract.ts), never by a path into its folder.`,
    }
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const ups = '\\.\\./'.repeat(depth + 1)
      const relative = {
        regex: `^${ups}(?!\\.\\./)(?!${own}(?:/|$))[^/]+`,
        message: `This relative path leaves the ${plugin} plugin: import another plugin through '@plugins/<name>' (index.ts) or '@plugins/<name>/contract'.`,
      }
      blocks.push({
        files: [`plugins/${plugin}/${'*/'.repeat(depth)}*.${SOURCE}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [alias, throughPlugins, relative] }] },
      })
    }
  }
  return blocks
}

/**
 * ESLint config blocks that keep the plugins' seams in the application outside `plugins/` (issue 37):
 * a file under `src/`, `collections/`, `globals/` or `payload.config.ts` may import a plugin only as
 * `@plugins/<name>` (its `index.ts`, server code) or `@plugins/<name>/contract` (client-safe), never
 * a file behind the face nor by a relative path into `plugins/`. `src/lib/` is the ground floor
 * the plugins build on: it imports no plugin at all; composition that needs plugins lives above it
 * (`src/server/`, routes, pages).
 *
 * As for the plugins, the relative paths are matched per folder depth, and ESLint takes the last
 * block's options for a rule: `also` names other `no-restricted-imports` paths that apply to some
 * of these files (`{ files, ignores, paths }`), which get blocks of their own carrying both.
 */
export function appBoundaries({ also = [] } = {}) {
  const face = {
    regex: '^@plugins/[^/]+/(?!contract$).+',
    message: `Import a plugin only through its public face: '@plugins/<name>' (index.ts, server) or '@plugins/<name>/contract' (client-safe). Ask that plugin to export what you need.`,
  }
  const noPlugin = {
    regex: '^@plugins(?:/|$)',
    message: `src/lib is the ground floor the plugins build on: it imports no plugin. Compose plugins above it (src/server, the route or the page).`,
  }
  const intoPlugins = (ups) => ({
    regex: `^${ups === 0 ? '\\./' : '\\.\\./'.repeat(ups)}plugins(?:/|$)`,
    message: `Import a plugin through the '@plugins/<name>' alias and its public face (index.ts or contract.ts), never by a path into its folder.`,
  })
  const blocks = []
  const add = (files, patterns) => {
    blocks.push({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })
    for (const extra of also) {
      blocks.push({
        files: extra.files.flatMap((glob) => files.map((file) => [file, glob])),
        ...(extra.ignores ? { ignores: extra.ignores } : {}),
        rules: { 'no-restricted-imports': ['error', { paths: extra.paths, patterns }] },
      })
    }
  }
  add([`payload.config.ts`], [face, intoPlugins(0)])
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const dirs = '*/'.repeat(depth)
    add(
      ['src', 'collections', 'globals'].map((area) => `${area}/${dirs}*.${SOURCE}`),
      [face, intoPlugins(depth + 1)],
    )
  }
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    add([`src/lib/${'*/'.repeat(depth)}*.${SOURCE}`], [noPlugin, intoPlugins(depth + 2)])
  }
  return blocks
}
