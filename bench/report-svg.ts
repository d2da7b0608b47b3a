/**
 * The chart docs/performance.md shows: requests/s per scenario and server as horizontal bars, one
 * panel per scenario on its own scale, each bar labelled with its figure and ratios.
 * Hand-written SVG, so the bench needs no charting package.
 */
import { type BenchReport, ratioText } from './report.ts'
import { TARGET_LABELS, type TargetId } from './suite.ts'

const WIDTH = 1000
const LABEL_WIDTH = 210
const BAR_WIDTH = 360
const ROW = 22
const PANEL_TITLE = 26
const PANEL_GAP = 14
const HEADER = 52

const COLORS: Record<TargetId, string> = {
  ours: '#2563eb',
  'ours-log-off': '#93c5fd',
  'raw-bun': '#f59e0b',
  'raw-bun-twin': '#fcd34d',
  'fastify-node': '#10b981',
  'ours-workers-2': '#7c3aed',
  'ours-native-catalogues': '#1e3a8a',
  'ours-twin': '#0ea5e9',
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const text = (x: number, y: number, body: string, attributes = '') => `<text x="${x}" y="${y}"${attributes}>${escapeXml(body)}</text>`

export function svgChart(report: BenchReport): string {
  const parts: string[] = []
  let y = HEADER
  for (const scenario of report.scenarios) {
    parts.push(text(10, y + 17, scenario.title, ' font-weight="bold"'))
    y += PANEL_TITLE
    const max = Math.max(...scenario.results.map((r) => r.requestsPerSecond))
    for (const r of scenario.results) {
      const length = Math.max(1, Math.round((r.requestsPerSecond / max) * BAR_WIDTH))
      const figure = `${Math.round(r.requestsPerSecond).toLocaleString('en-US')} req/s`
      const ratios = ratioText(scenario, r.target)
      parts.push(
        text(LABEL_WIDTH - 8, y + 15, TARGET_LABELS[r.target], ' text-anchor="end"'),
        `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${length}" height="${ROW - 6}" fill="${COLORS[r.target]}"/>`,
        text(LABEL_WIDTH + length + 6, y + 15, ratios === '' ? figure : `${figure} (${ratios})`),
      )
      y += ROW
    }
    y += PANEL_GAP
  }
  const m = report.machine
  const s = report.settings
  const header = [
    text(10, 20, `Requests per second, higher is better (${report.generatedAt.slice(0, 10)})`, ' font-size="15" font-weight="bold"'),
    text(
      10,
      38,
      `${m.cpuModel}, ${m.cores} cores; wrk, ${s.connections} connections, median of ${s.rounds} × ${s.durationSeconds} s; each panel on its own scale`,
      ' fill="#555"',
    ),
  ]
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${y}" viewBox="0 0 ${WIDTH} ${y}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${y}" fill="#fff"/>`,
    ...header,
    ...parts,
    '</svg>',
    '',
  ].join('\n')
}
