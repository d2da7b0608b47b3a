/**
 * Whether a value is valid for one field, by the field's checked schema, compiled on first use
 * and shared by every calculator that reads the field. Only a rejected input is checked field by
 * field: compiling every calculator's fields at start-up held 0.6-1 MB of the idle process and a
 * few ms of its start.
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
