/**
 * Splits items into `parts` lists of about equal weight: the heaviest first, each to the lightest
 * list so far (ties to the earlier list). Every item lands in exactly one list; the split depends
 * only on the items and their weights, so a run can be repeated.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} weightOf
 * @param {number} parts
 * @returns {T[][]}
 */
export function splitByWeight(items, weightOf, parts) {
  const lists = Array.from({ length: parts }, () => ({ items: /** @type {T[]} */ ([]), weight: 0 }))
  const ordered = [...items].sort((a, b) => weightOf(b) - weightOf(a) || String(a).localeCompare(String(b)))
  for (const item of ordered) {
    const lightest = lists.reduce((best, list) => (list.weight < best.weight ? list : best))
    lightest.items.push(item)
    lightest.weight += weightOf(item)
  }
  return lists.map((list) => list.items)
}
