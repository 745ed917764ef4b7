import fc from 'fast-check'
import { z } from 'zod'
import { anyJson, edgeNumbers, edgeStrings } from './values'

/** The part of JSON Schema that zod's `z.toJSONSchema` writes for our request schemas. */
type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/**
 * The JSON Schema of what the zod schema lets through. The output side, because it keeps what a
 * pipe checks last (an e-mail's pattern, say) where the input side stops at "a string", so far
 * more generated requests are valid and reach the code behind the parse. Transforms and
 * refinements it cannot express become "anything".
 */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema
}

/**
 * Values shaped like the schema: usually valid in shape, sometimes plausible enough to pass every
 * check. `plausible` is the pool of strings a person would type (see values.ts).
 */
export function schemaArbitrary(root: JsonSchema, plausible: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const text = (schema: JsonSchema): fc.Arbitrary<string> => {
    const minLength = schema.minLength ?? 0
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60))
    const shaped = schema.pattern ? patternArbitrary(schema.pattern) : fc.string({ minLength, maxLength })
    return fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: edgeStrings })
  }

  const object = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    const properties = schema.properties ?? {}
    const names = Object.keys(properties)
    if (names.length === 0) {
      const values = typeof schema.additionalProperties === 'object' ? value(schema.additionalProperties, depth + 1) : anyJson
      const keys = schema.propertyNames
        ? (value(schema.propertyNames, depth + 1) as fc.Arbitrary<string>)
        : fc.oneof(fc.string({ maxLength: 12 }), plausible)
      return fc.dictionary(keys, values, { maxKeys: 4 })
    }
    const shape = Object.fromEntries(names.map((name) => [name, value(properties[name]!, depth + 1)]))
    return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in shape) })
  }

  const value = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (depth > 6) return anyJson
    if (schema.const !== undefined) return fc.constant(schema.const)
    if (schema.enum) return fc.constantFrom(...schema.enum)
    const alternatives = schema.anyOf ?? schema.oneOf
    if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => value(alternative, depth + 1)))
    if (schema.allOf?.length) return value(schema.allOf[0]!, depth + 1)
    switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
      case 'string':
        return text(schema)
      case 'integer': {
        const min = bound(schema.minimum, schema.exclusiveMinimum, -1000, 1)
        const max = bound(schema.maximum, schema.exclusiveMaximum, 1000, -1)
        return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: Math.min(min, max), max }) }, { weight: 1, arbitrary: edgeNumbers })
      }
      case 'number':
        return fc.double({
          min: Math.min(schema.minimum ?? -1000, schema.maximum ?? 1000),
          max: schema.maximum ?? 1000,
          noNaN: true,
          noDefaultInfinity: true,
        })
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return fc.array(value(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        })
      case 'object':
        return object(schema, depth)
      default:
        return anyJson
    }
  }

  return value(root, 0)
}

function bound(inclusive: number | undefined, exclusive: number | undefined, fallback: number, step: number): number {
  const value = inclusive ?? (exclusive === undefined ? fallback : exclusive + step)
  // Keep generated integers in a range a person would type; the mutations add the extremes.
  return Math.max(-1_000_000, Math.min(1_000_000, value))
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return fc.string()
  }
}
