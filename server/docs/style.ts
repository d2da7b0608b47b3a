import { hashSource } from '../../api/csp.ts'

/** The page's only styling, inline: the page loads nothing, so a strict Content-Security-Policy holds. */
export const DOCS_STYLE = `
:root { color-scheme: light dark; --muted: #666; --line: #ccc5; --code: #8881; }
body { font: 16px/1.5 system-ui, sans-serif; max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: 0.25rem; }
h2 { margin-top: 3rem; border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; }
h3 { margin-top: 1.5rem; font-size: 1rem; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; background: var(--code); border-radius: 4px; }
code { padding: 0 0.2em; }
pre { padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); }
.meta, .none { color: var(--muted); }
.method { display: inline-block; min-width: 3.5rem; text-align: center; border-radius: 4px; padding: 0 0.4rem; color: #fff; font-size: 0.85em; }
.method-get { background: #2a6f3e; }
.method-post { background: #1f5c99; }
nav ul { padding-left: 1.2rem; }
details { margin-top: 1.5rem; }
summary { cursor: pointer; }
`

/** No script, nothing remote; the one inline style allowed by its hash, not by 'unsafe-inline'. */
export const DOCS_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src ${hashSource(DOCS_STYLE)}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
