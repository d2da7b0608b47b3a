/** A result's figures as a description list: the leading one large, the rest beside it. */
import { html, type Markup } from '../html.ts'

export interface Figure {
  label: string
  value: string | Markup
}

/** `false` entries are figures the answer does not have (left out). */
export const figureList = ([lead, ...rest]: [Figure, ...(Figure | false)[]]): Markup =>
  html`<dl class="figures"><div class="lead"><dt>${lead.label}</dt><dd>${lead.value}</dd></div>${rest.map(
    (f) => f && html`<div><dt>${f.label}</dt><dd>${f.value}</dd></div>`,
  )}</dl>`

/** A small table of one figure per option (BMR by formula, TDEE by activity level). */
export const optionTable = (caption: string, heading: string, rows: [string, string][]): Markup =>
  html`<table class="options"><caption>${caption}</caption><thead><tr><th scope="col">${heading}</th><th scope="col">Per day</th></tr></thead><tbody>${rows.map(
    ([name, value]) => html`<tr><th scope="row">${name}</th><td>${value}</td></tr>`,
  )}</tbody></table>`
