/**
 * The site's one stylesheet, inlined in every page (no extra request before the first paint)
 * and allowed by its hash in the Content-Security-Policy. Light and dark by the reader's
 * setting, print without the controls; no style attributes anywhere (the policy forbids them).
 */
export const STYLESHEET = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--muted:#4a4a4a;--line:#c4c4c4;--accent:#0a58a8;--on-accent:#fff;--panel:#f2f4f7;--warn-bg:#fff2df;--warn:#9a4700;--error:#b3261e;--static:#6a3fb5;--dynamic:#0a58a8}
@media screen and (prefers-color-scheme:dark){:root{--bg:#121417;--fg:#ececec;--muted:#bdbdbd;--line:#4b5059;--accent:#8db9ff;--on-accent:#0b1a2e;--panel:#1e2228;--warn-bg:#3a2810;--warn:#ffb45e;--error:#ff9f97;--static:#cbaaff;--dynamic:#8db9ff}}
*,::before,::after{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header.site,main,footer.site{max-width:62rem;margin:0 auto;padding:0 1rem}
header.site{padding-top:.75rem}
a{color:var(--accent)}
.brand{font-weight:700}
.skip{position:absolute;left:-100vw}
.skip:focus{left:1rem;top:.5rem;background:var(--bg);padding:.5rem}
h1{font-size:1.75rem;line-height:1.2;margin:1rem 0 .5rem}
h2{font-size:1.375rem;line-height:1.25}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.units{display:none;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
.js .units{display:flex}
fieldset{border:1px solid var(--line);border-radius:.5rem;padding:.25rem .75rem .5rem;margin:0;min-width:0}
.units label{display:inline-block;padding:.35rem .75rem .35rem 0}
.fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem 1.5rem;margin-top:1rem}
@media (scripting:none){.fields noscript{display:contents}}
.field>label,.field>.alt>label,.field legend{display:block;font-weight:600}
.field fieldset{border:0;padding:0}
.unit{font-weight:400;color:var(--muted)}
input,select,textarea,button{font:inherit;color:inherit}
.field input,.field select,.field textarea{width:100%;min-height:2.75rem;padding:.45rem .6rem;border:1px solid var(--muted);border-radius:.375rem;background:var(--bg)}
.pair{display:flex;gap:.5rem}
.pair label{flex:1;font-weight:400}
.hint{margin:.25rem 0 0;color:var(--muted);font-size:.875rem}
.error{margin:.25rem 0 0;color:var(--error);font-weight:600}
.error:empty{display:none}
.field [aria-invalid=true]{border:2px solid var(--error)}
button{margin-top:1.25rem;min-height:2.75rem;padding:.6rem 1.75rem;border:0;border-radius:.375rem;background:var(--accent);color:var(--on-accent);font-weight:600;cursor:pointer}
.error-summary{border:3px solid var(--error);border-radius:.5rem;padding:.25rem 1rem;margin:1rem 0}
.error-summary h2{font-size:1.125rem;margin:.5rem 0}
[aria-labelledby=result-title]{margin:2rem 0;padding:.5rem 1rem 1rem;background:var(--panel);border-radius:.75rem}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0}
.figures dt{color:var(--muted);font-size:.875rem}
.figures dd{margin:0;font-weight:600;font-size:1.125rem}
.figures .lead{grid-column:1/-1}
.figures .lead dd{font-size:2rem;line-height:1.2}
.warnings{border-left:.4rem solid var(--warn);background:var(--warn-bg);border-radius:.25rem;padding:.25rem 1rem;margin:0 0 1rem}
.warnings h3{margin:.5rem 0 .25rem;font-size:1.125rem}
.warnings ul{margin:.25rem 0 .5rem;padding-left:1.25rem}
.chart{margin:1.5rem 0 0}
.chart svg{display:block;width:100%;max-width:28rem;height:auto}
.chart text{fill:currentColor;font-size:13px}
@media (max-width:25rem){.chart text{font-size:16px}}
.chart .grid line{stroke:var(--line)}
.chart .axis{stroke:var(--muted)}
.chart .target{stroke:var(--warn);stroke-width:2;stroke-dasharray:2 4}
.chart .target-label{fill:var(--warn)}
.line{fill:none;stroke-width:2.5;stroke-linejoin:round}
.line.static{stroke:var(--static);stroke-dasharray:8 5}
.line.dynamic{stroke:var(--dynamic)}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:.5rem 0 0;font-size:.875rem}
.chart-note{margin:.5rem 0 0;font-size:.875rem}
.swatch{display:inline-block;width:1.75rem;margin-right:.4rem;vertical-align:middle;border-top:3px solid var(--dynamic)}
.swatch.static{border-top:3px dashed var(--static)}
.swatch.target{border-top:3px dotted var(--warn)}
.options{border-collapse:collapse;margin-top:1rem}
.options caption{text-align:left;font-weight:600;padding-bottom:.25rem}
.options th,.options td{text-align:left;padding:.25rem 1.5rem .25rem 0;border-bottom:1px solid var(--line)}
.options th[scope=row]{font-weight:400}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}
pre{white-space:pre-wrap;background:var(--panel);padding:.75rem;border-radius:.375rem}
summary{cursor:pointer;padding:.25rem 0}
.sources a{overflow-wrap:anywhere}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem;list-style:none;padding:0}
.cards li{background:var(--panel);border-radius:.75rem;padding:.25rem 1rem .75rem}
.cards h2{font-size:1.125rem;margin:.75rem 0 .25rem}
footer.site{border-top:1px solid var(--line);margin-top:3rem;padding-bottom:2rem;font-size:.9375rem}
footer.site h2{font-size:1rem}
footer.site ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0}
footer.site li a{display:inline-block;padding:.25rem 0}
@media print{:root{--bg:#fff;--fg:#000;--muted:#333;--panel:#fff;--accent:#000;--warn-bg:#fff}.js .units,.calculator button,.calculator .hint,.skip,footer.site nav{display:none}[aria-labelledby=result-title]{border:1px solid #000}a{color:#000}}
`.trim()
