import fc from 'fast-check'
import { anyJson, deeplyNested, edgeNumbers, edgeStrings, PROTOTYPE_KEYS } from './values'

/** One change to a generated value; kept as data so a failing case prints what was done. */
export type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'nest'; pick: number; depth: number; inArrays: boolean }
  | { kind: 'replace'; value: unknown }
  | { kind: 'taint'; pick: number; suffix: string }

/** Wrong types, extremes, NUL bytes, long text, nesting: what a field can hold besides what it should. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeStrings,
  edgeNumbers,
  anyJson,
  fc.constant(deeplyNested(50, false)),
  fc.constant(deeplyNested(2_000, true)),
  fc.array(edgeStrings, { maxLength: 3 }),
  fc.record({ equals: edgeStrings }),
)

/** Added to a text field that is otherwise right: the value keeps its type and often passes the schema. */
const taints = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u202e', '%00', ' '.repeat(300), 'x'.repeat(10_000), '😀')

/** One text field tainted, the rest left as it was. */
export const taint: fc.Arbitrary<Mutation> = fc.record({ kind: fc.constant('taint' as const), pick: fc.nat(), suffix: taints })

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  taint,
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: hostileValue }),
  fc.record({
    kind: fc.constant('add' as const),
    key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })),
    value: hostileValue,
  }),
  fc.record({ kind: fc.constant('nest' as const), pick: fc.nat(), depth: fc.integer({ min: 20, max: 3_000 }), inArrays: fc.boolean() }),
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: hostileValue }) },
)

/** One or two mutations: more and hardly any request would still get past the schema. */
export const mutations: fc.Arbitrary<Mutation[]> = fc.array(mutation, { minLength: 1, maxLength: 2 })

/** Applies the mutations to a copy of the value. Keys like `__proto__` become own properties, as JSON.parse makes them. */
export function applyMutations(value: unknown, changes: Mutation[]): unknown {
  let current = structuredClone(value)
  for (const change of changes) current = applyOne(current, change)
  return current
}

function applyOne(value: unknown, change: Mutation): unknown {
  if (change.kind === 'replace') return change.value
  if (!isRecord(value)) return change.kind === 'nest' ? deeplyNested(change.depth, change.inArrays) : value
  const keys = Object.keys(value)
  const key = keys.length ? keys[('pick' in change ? change.pick : 0) % keys.length]! : null
  const copy: Record<string, unknown> = { ...value }
  switch (change.kind) {
    case 'drop':
      if (key !== null) delete copy[key]
      return copy
    case 'set':
      if (key !== null) copy[key] = change.value
      return copy
    case 'nest':
      if (key !== null) copy[key] = deeplyNested(change.depth, change.inArrays)
      return copy
    case 'taint':
      if (key !== null && typeof copy[key] === 'string') copy[key] = `${copy[key]}${change.suffix}`
      return copy
    case 'add':
      Object.defineProperty(copy, change.key, { value: change.value, enumerable: true, configurable: true, writable: true })
      return copy
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
