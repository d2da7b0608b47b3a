/**
 * The index of the built static files (dist/manifest.json): which URL path is served from
 * which file, with which content type and entity tags. The build writes it; the server
 * reads it at start-up. A static host or CDN can use it for the extension-less paths.
 */
import { type Static, Type } from '@sinclair/typebox'

export const MANIFEST_FILE = 'manifest.json'

/** Content codings in the order the server prefers them; identity is always present. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const
export type Encoding = (typeof ENCODINGS)[number]

const VariantSchema = Type.Object(
  {
    /** File name relative to the dist root. */
    file: Type.String(),
    /** Strong entity tag of these exact bytes, quoted. */
    etag: Type.String(),
    bytes: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
)
export type ManifestVariant = Static<typeof VariantSchema>

export const ManifestEntrySchema = Type.Object(
  {
    path: Type.String(),
    contentType: Type.String(),
    /** URL of the JSON Schema the document follows, sent as a `Link: rel="describedby"` header. */
    describedBy: Type.Optional(Type.String()),
    /** Sent instead of the service's default policy (the HTML pages allow their own style and script). */
    contentSecurityPolicy: Type.Optional(Type.String()),
    /** A compressed variant is present only when it is smaller than the identity bytes. */
    variants: Type.Object(
      { identity: VariantSchema, gzip: Type.Optional(VariantSchema), br: Type.Optional(VariantSchema) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type ManifestEntry = Static<typeof ManifestEntrySchema>

export const ManifestSchema = Type.Object(
  {
    manifestVersion: Type.Literal(1),
    baseUrl: Type.String(),
    builtAt: Type.String(),
    /** Hash of everything the build read (sources, BASE_URL, build date): equal means current. */
    sourceFingerprint: Type.String(),
    files: Type.Array(ManifestEntrySchema),
  },
  { additionalProperties: false },
)
export type Manifest = Static<typeof ManifestSchema>
