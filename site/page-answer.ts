import type { PageBody } from './document-template.ts'

/** A page answered for a request: the result (200), or the form again with its errors (422). */
export interface PageAnswer {
  status: 200 | 422
  body: PageBody
}
