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
      regex: `(?:^|/)plugins/(?!${own}(?:/|$))[^/]+`,
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
