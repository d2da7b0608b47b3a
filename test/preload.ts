/**
 * Every test file sees the same app: dist/ is built (or found current) before any test
 * runs, so the catalogue routes exist whichever file bun runs first.
 */
import '../build-catalogues/ensure.ts'
