/** The site's files for the build: the home page, each calculator page empty, the two browser modules, the icon. */

import { type ClientModules, calculatorPages, HTML_MEDIA_TYPE, LOG_PAGE, SCRIPT_ASSETS, SITE_ASSETS } from '../api/pages.ts'
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

export function renderSiteFiles(url: (path: string) => string, modules: ClientModules): SiteFile[] {
  return [
    page('/', renderHome(url)),
    ...calculatorPages.map((p) => built(p.path, preparePage(p, url).render(EMPTY_FORM, renderNoResult(), '').utf8())),
    page(LOG_PAGE.path, renderEmptyLogPage(url)),
    ...SCRIPT_ASSETS.map((asset) => ({ path: SITE_ASSETS[asset].path, contentType: SITE_ASSETS[asset].mediaType, bytes: modules[asset] })),
    { path: SITE_ASSETS.icon.path, contentType: SITE_ASSETS.icon.mediaType, bytes: utf8(FAVICON) },
  ]
}
