import { preparePage } from './site/calculator-page.ts'
import { answerPage } from './site/answer.ts'
import { calculatorPages } from './site/pages.ts'
import { renderResult } from './site/view/results/index.ts'
import { renderChart } from './site/view/chart.ts'
import { renderForm } from './site/form.ts'
import { calculators } from './metrics/index.ts'
import { html } from './site/view/html.ts'
const Q = 'gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01'
const page = calculatorPages.find((p) => p.key === 'deficit')!
const prepared = preparePage(page, (p) => 'http://x' + p)
const time = (name: string, f: () => unknown) => { for (let i = 0; i < 3000; i++) f(); let t = performance.now(), n = 0; while (performance.now() - t < 700) { f(); n++ } console.log(name.padEnd(20), (700 / n * 1000).toFixed(1), 'µs') }
const values: any = Object.fromEntries(new URLSearchParams(Q))
const input = { ...values, age: 41, weightKg: 72.5, heightCm: 168, weeklyLossGoalKg: 0.5, targetWeightKg: 65 }
const out: any = calculators.deficit.compute(input, { today: '2026-01-01' })
const comp: any = calculators.deficit.compute({ ...input, model: 'dynamic' }, { today: '2026-01-01' })
const u = { system: 'metric', energy: 'kcal' } as const
time('compute static', () => calculators.deficit.compute(input, { today: '2026-01-01' }))
time('compute dynamic', () => calculators.deficit.compute({ ...input, model: 'dynamic' }, { today: '2026-01-01' }))
time('answerPage', () => answerPage(prepared, Q, '2026-01-01'))
time('renderResult', () => renderResult('deficit', out, { units: u, params: values, companion: comp }))
time('renderChart', () => renderChart({ startDate: '2026-01-01', targetKg: 65, series: [{ model: 'static', points: [{ day: 0, weightKg: 72.5 }, { day: 105, weightKg: 65 }] }, { model: 'dynamic', points: comp.projection }] }, u))
time('renderForm', () => renderForm(page, { values, errors: [] }))
const result = renderResult('deficit', out, { units: u, params: values, companion: comp })
time('prepared.render', () => prepared.render({ values, errors: [] }, result, Q))
time('html x1', () => html`<a href="${'x'}">${'y'}</a>`)
import { formatNumber } from './site/view/numbers.ts'
import { bodyWeight } from './site/view/units.ts'
import { addDays, formatLongDate } from './metrics/dates.ts'
time('formatNumber', () => formatNumber(72.456, 1))
time('bodyWeight', () => bodyWeight(72.456, u))
time('longdate', () => formatLongDate(addDays('2026-01-01', 35)))
time('toFixed', () => (72.456).toFixed(1))
