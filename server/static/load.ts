/**
 * Loads the built files once, at start-up: the manifest is checked, every variant's bytes
 * are read through `readFile`, and each answer's headers are prepared so that a request
 * only has to pick one. File names come from the manifest, never from a URL, and are
 * checked so that even a tampered manifest cannot name anything outside the source.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { ReadFile } from '../../api/dist-directory.ts'
import { ENCODINGS, type Encoding, MANIFEST_FILE, type Manifest, type ManifestEntry, ManifestSchema } from '../../api/manifest.ts'
import { BASE_HEADERS } from '../http/headers.ts'

const CACHE_CONTROL = 'public, max-age=300'

/**
 * Both answers prebuilt, never sent themselves: a request gets a clone, which shares the body
 * (a Blob, whose bytes a Response shares where it would copy an array's) and copies the headers.
 */
export interface PreparedVariant {
  encoding: Encoding
  etag: string
  /** The body's length in bytes. */
  size: number
  ok: Response
  notModified: Response
}

export interface StaticFile {
  path: string
  /** Preference order (br, gzip, identity); identity is always last. */
  variants: PreparedVariant[]
}

export class StaticBuildError extends Error {
  override name = 'StaticBuildError'
}

const manifestCheck = TypeCompiler.Compile(ManifestSchema)
/** One path segment: no separators, and never `.` or `..`. */
const SAFE_SEGMENT = /^(?!\.\.?$)[A-Za-z0-9._-]+$/
const isSafeName = (name: string) => name.split('/').every((segment) => SAFE_SEGMENT.test(segment))

function readManifest(readFile: ReadFile): Manifest | undefined {
  const bytes = readFile(MANIFEST_FILE)
  if (bytes === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new StaticBuildError(`${MANIFEST_FILE} is not valid JSON`)
  }
  if (!manifestCheck.Check(parsed)) throw new StaticBuildError(`${MANIFEST_FILE} does not follow the manifest schema`)
  return parsed
}

/**
 * `canonical` names the one URL of a file, which a trailing slash also reaches, so a crawler
 * indexes it once; `describedby` links its JSON Schema.
 */
function linkHeader(entry: ManifestEntry, baseUrl: string): string {
  const canonical = `<${baseUrl}${entry.path}>; rel="canonical"`
  return entry.describedBy === undefined ? canonical : `${canonical}, <${entry.describedBy}>; rel="describedby"`
}

function prepare(entry: ManifestEntry, encoding: Encoding, readFile: ReadFile, baseUrl: string): PreparedVariant | undefined {
  const variant = entry.variants[encoding]
  if (variant === undefined) return undefined
  if (!isSafeName(variant.file)) throw new StaticBuildError(`unsafe file name in ${MANIFEST_FILE}: ${variant.file}`)
  const body = readFile(variant.file)
  if (body === undefined || body.byteLength !== variant.bytes) {
    throw new StaticBuildError(`${variant.file} is missing or not the size the manifest states; rebuild dist/`)
  }
  return preparedVariant(encoding, body, variant.etag, {
    ...(entry.contentSecurityPolicy === undefined ? {} : { 'content-security-policy': entry.contentSecurityPolicy }),
    'content-type': entry.contentType,
    link: linkHeader(entry, baseUrl),
  })
}

/** Both answers of one variant of a file, with its own headers (content type and the like) beside the shared ones. */
export function preparedVariant(
  encoding: Encoding,
  body: Uint8Array<ArrayBuffer>,
  etag: string,
  own: Record<string, string>,
): PreparedVariant {
  // A 304 carries what a 200 would have for caching (RFC 9110 §15.4.5), CORS for the browser, and the file's
  // own policy: a browser stores a 304's headers over its copy's, and the API's policy put there (an audit,
  // 2026-11-28) blocked a revalidated page's style and script until the copy expired.
  const policy = own['content-security-policy']
  const validators = {
    ...BASE_HEADERS,
    ...(policy === undefined ? {} : { 'content-security-policy': policy }),
    etag,
    'cache-control': CACHE_CONTROL,
    vary: 'accept-encoding',
  }
  const headers = { ...validators, ...own, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) }
  return {
    encoding,
    etag,
    size: body.byteLength,
    ok: new Response(new Blob([body]), { headers }),
    notModified: new Response(null, { status: 304, headers: validators }),
  }
}

/** The built files, or undefined when nothing has been built (no manifest). */
export function loadStaticFiles(readFile: ReadFile): StaticFile[] | undefined {
  const manifest = readManifest(readFile)
  if (manifest === undefined) return undefined
  const seen = new Set<string>()
  return manifest.files.map((entry) => {
    if (!entry.path.startsWith('/') || seen.has(entry.path)) {
      throw new StaticBuildError(`invalid or repeated path in ${MANIFEST_FILE}: ${entry.path}`)
    }
    seen.add(entry.path)
    const variants = ENCODINGS.flatMap((encoding) => prepare(entry, encoding, readFile, manifest.baseUrl) ?? [])
    return { path: entry.path, variants }
  })
}
