/** The site's files for the build: the home page, each calculator page empty, the browser module, the icon. */

import { calculatorPages, HTML_MEDIA_TYPE, LOG_PAGE, SITE_ASSETS } from '../api/pages.ts'
import { preparePage } from './calculator-page.ts'
import { EMPTY_FORM } from './form.ts'
import { renderHome } from './home.ts'
import { FAVICON, PAGE_CONTENT_SECURITY_POLICY } from './layout.ts'
import { renderEmptyLogPage } from './log-page.ts'
import { renderNoResult } from './view/results/index.ts'

export interface SiteFile {
  path: string
  contentType: string
  bytes: Uint8Array
  contentSecurityPolicy?: string
}

const utf8 = (text: string) => new TextEncoder().encode(text)

const built = (path: string, bytes: Uint8Array): SiteFile => ({
  path,
  contentType: HTML_MEDIA_TYPE,
  bytes,
  contentSecurityPolicy: PAGE_CONTENT_SECURITY_POLICY,
})
const page = (path: string, html: string): SiteFile => built(path, utf8(html))

/** `clientModule`: the bundled browser module (site/bundle.ts), or the bytes of an earlier build of it. */
export function renderSiteFiles(url: (path: string) => string, clientModule: Uint8Array): SiteFile[] {
  return [
    page('/', renderHome(url)),
    ...calculatorPages.map((p) => built(p.path, preparePage(p, url).render(EMPTY_FORM, renderNoResult(), '').utf8())),
    page(LOG_PAGE.path, renderEmptyLogPage(url)),
    { path: SITE_ASSETS.script.path, contentType: SITE_ASSETS.script.mediaType, bytes: clientModule },
    { path: SITE_ASSETS.icon.path, contentType: SITE_ASSETS.icon.mediaType, bytes: utf8(FAVICON) },
  ]
}
