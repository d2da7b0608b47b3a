/**
 * The browser tests' world: the service on a loopback port (in this process, its pages built
 * for that origin), and Debian's Chromium driven by playwright-core. CI installs Chromium
 * (.ci/run); a test never does. Timeouts are generous: the machine may be a loaded 2-core one.
 */
import { afterAll, beforeAll } from 'bun:test'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { readConfig } from '../../api/config.ts'
import { directoryReader } from '../../api/dist-directory.ts'
import { REPO_ROOT } from '../../build-catalogues/build.ts'
import { forBaseUrl } from '../../build-catalogues/catalogue-source.ts'
import { createService } from '../../server/app.ts'
import { type Serving, serve } from '../../server/process/serve.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Screenshots and reports: git-ignored, kept for a person to look at. */
export const ARTEFACTS = join(REPO_ROOT, 'test/artifacts/browser')
export const NAVIGATION_TIMEOUT_MS = 60_000
export const BROWSER_TEST_TIMEOUT_MS = 120_000

export interface Site {
  url: string
  serving: Serving
}

/** A free port first, so that BASE_URL (canonical links, JSON-LD) names the origin the browser loads. */
function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}

export async function startSite(): Promise<Site> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs Debian's chromium package (or set CHROMIUM_PATH)`)
  const port = freePort()
  const url = `http://127.0.0.1:${port}`
  const config = readConfig({ PORT: String(port), HOST: '127.0.0.1', BASE_URL: url, ACCESS_LOG: 'off' })
  const service = createService({ baseUrl: url, readCatalogue: await forBaseUrl(directoryReader(), url) })
  return { url, serving: serve(service, config) }
}

/**
 * The site served and Chromium launched for a file's tests, stopped after them: its `site` and
 * `browser` are there once the file's tests run.
 */
export function siteInChromium(): { readonly site: Site; readonly browser: Browser } {
  const running = {} as { site: Site; browser: Browser }
  beforeAll(async () => {
    running.site = await startSite()
    running.browser = await launchChromium()
  }, BROWSER_TEST_TIMEOUT_MS)
  afterAll(async () => {
    await running.browser?.close()
    await running.site?.serving.stop()
  })
  return running
}

/** A page's problems but Chromium's own console line for a fetch answered 422, which the page shows beside its field. */
export const unexpectedProblems = (problems: readonly string[]): string[] => problems.filter((p) => !p.includes('status of 422'))

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, timeout: NAVIGATION_TIMEOUT_MS })

/** A page in a fresh context (no cache, no storage), console errors and CSP violations collected. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext(options)
  context.setDefaultTimeout(NAVIGATION_TIMEOUT_MS)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`))
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  return { page, problems }
}

export function artefact(name: string): string {
  mkdirSync(ARTEFACTS, { recursive: true })
  return join(ARTEFACTS, name)
}
