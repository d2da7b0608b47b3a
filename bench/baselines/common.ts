/**
 * What both comparison servers answer with, built the plain way: the same headers, error
 * body shape and catalogue bytes as ours, so a ratio measures the framework, validation
 * and error handling, not a difference in what goes over the wire.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BASE_HEADERS, JSON_HEADERS } from '../../server/http/headers.ts'
import { CATALOGUE_PATH } from '../scenarios.ts'

export const JSON_RESPONSE_HEADERS = { ...JSON_HEADERS, 'cache-control': 'no-store' }
export const PROBLEM_HEADERS = { ...BASE_HEADERS, 'content-type': 'application/problem+json', 'cache-control': 'no-store' }

export interface FieldProblem {
  field: string
  message: string
}

/** An RFC 9457 422 body of the shape ours sends, built per request. */
export function invalidInputBody(instance: string, errors: FieldProblem[]): string {
  return JSON.stringify({
    type: 'about:blank',
    title: 'Unprocessable Content',
    status: 422,
    detail: `Invalid input: ${errors.map((e) => e.field).join(', ')}.`,
    instance,
    errors,
  })
}

export interface ServedFile {
  path: string
  body: Buffer<ArrayBuffer>
  headers: Record<string, string>
}

interface ManifestEntry {
  path: string
  contentType: string
  variants: { identity: { file: string; etag: string } }
}

/**
 * The benchmarked catalogue as ours serves it uncompressed (wrk sends no Accept-Encoding):
 * the same file from the same build, the same content type and ETag.
 */
export function catalogueFile(distDir: string): ServedFile {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as { files: ManifestEntry[] }
  const entry = manifest.files.find((f) => f.path === CATALOGUE_PATH)
  if (entry === undefined) throw new Error(`${CATALOGUE_PATH} is not in ${distDir}/manifest.json; run npm run build`)
  const { file, etag } = entry.variants.identity
  return {
    path: CATALOGUE_PATH,
    body: readFileSync(join(distDir, file)),
    headers: { ...BASE_HEADERS, 'content-type': entry.contentType, etag },
  }
}

/** Both baselines are started as `<runtime> <script> <dist dir>` on PORT, loopback only. */
export function baselineArguments(): { port: number; distDir: string } {
  const distDir = process.argv[2]
  if (distDir === undefined) throw new Error('usage: <baseline> <dist dir> (with PORT in the environment)')
  return { port: Number(process.env.PORT), distDir }
}
