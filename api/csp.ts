/** Content-Security-Policy sources for inline text a page carries: a hash, so no 'unsafe-inline' is needed. */
import { createHash } from 'node:crypto'

/** The CSP source that allows exactly this inline script or style, byte for byte. */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
