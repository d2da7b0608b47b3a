/** What a person's browser gets for an address the site does not have: a page, not the API's JSON problem. */
import { HOME_PAGE } from '../api/pages.ts'
import { pageDocument } from './layout.ts'
import { html } from './view/html.ts'

export const renderNotFound = (): string =>
  pageDocument(
    {
      title: 'Page not found',
      description: 'There is no page at this address.',
      jsonLd: html``,
      indexable: false,
    },
    // The addresses people mistype: a capital letter, an .html ending.
    html`<h1>Page not found</h1><p>There is no page at this address. The site's addresses are in lower case, with no <code>.html</code> ending: choose a calculator below, or go to the <a href="${HOME_PAGE.path}">home page</a>.</p>`,
  )
