/**
 * Whether a value is valid for one field, by the field's checked schema, compiled on first use
 * and shared by every calculator that reads the field. Only a rejected input is checked field by
 * field, and a compiled schema holds about 100 KB: compiling each calculator's fields at start-up
 * (71 schemas) took 7 MB of the idle process.
 */
import type { TSchema } from '@sinclair/typebox'
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler'
import { checkedSchemaOf, type FieldSpec } from './fields.ts'

const compiled = new WeakMap<FieldSpec, TypeCheck<TSchema>>()

export function isValidFor(spec: FieldSpec, value: unknown): boolean {
  let check = compiled.get(spec)
  if (check === undefined) {
    check = TypeCompiler.Compile(checkedSchemaOf(spec))
    compiled.set(spec, check)
  }
  return check.Check(value)
}
