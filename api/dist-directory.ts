/**
 * Built files read from a directory (dist/ by default). Another source, such as files
 * embedded in a compiled binary, only has to provide the same ReadFile function.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The bytes of a built file by its name relative to the build root; undefined if absent. */
export type ReadFile = (name: string) => Uint8Array<ArrayBuffer> | undefined

/** The built files a server serves, and, when it rebuilt them for its BASE_URL, those files framed (api/framing.ts) for its workers. */
export interface Catalogues {
  read: ReadFile
  rebuilt?: Uint8Array<ArrayBuffer>
}

/** dist/ at the repository root, wherever the process was started from. */
export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url))

export function directoryReader(): ReadFile {
  return (name) => {
    try {
      return readFileSync(join(DIST_DIR, name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
}
