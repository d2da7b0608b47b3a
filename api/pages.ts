/**
 * The site's pages: a home page, and one page per GET calculator at the API's path without
 * `/api` (`/api/bmi-calculator` → `/bmi-calculator`), taking exactly the API's query parameters,
 * so any API URL maps to a page URL that shows the same answer to a person.
 */
import type { Calculator } from '../metrics/index.ts'
import { type ApiEndpoint, endpointOf, endpoints, type GetKey } from './endpoints.ts'

/** A calculator with a page: every GET one (POST /api/v1/calculate is the same plan as /calculate-deficit; the log is POSTed). */
export type PageKey = GetKey

export interface CalculatorPage {
  key: PageKey
  /** The page, e.g. `/calculate-deficit`. */
  path: string
  /** The JSON endpoint it shows, e.g. `/api/calculate-deficit`. */
  api: string
  calculator: Calculator
}

export const HOME_PAGE = {
  path: '/',
  title: 'Calorie and body metrics calculators',
  description:
    'Free calculators for calorie deficit plans, BMR, TDEE, body fat, BMI, macronutrients, water and a goal date, every formula ' +
    'with its published source. Metric, US and UK units; nothing you enter is stored.',
}

export const SITE_ASSETS = {
  script: {
    path: '/assets/calculator.js',
    mediaType: 'text/javascript; charset=utf-8',
    title: "The calculator pages' browser module",
    description:
      'Units (metric, US, UK; kcal or kJ, kept in the browser) and results as the person types, through the JSON API. The pages work without it.',
  },
  logScript: {
    path: '/assets/log.js',
    mediaType: 'text/javascript; charset=utf-8',
    title: "The log page's browser module",
    description:
      'The log read as it is pasted or typed, in kg or lb and kcal or kJ, and its answer drawn through the JSON API without a reload. The page works without it.',
  },
  icon: { path: '/favicon.svg', mediaType: 'image/svg+xml', title: 'Site icon', description: "The pages' icon." },
} as const

/** The browser modules, each its own asset: the log page's code is a third of the whole, which the calculator pages need not load. */
export const SCRIPT_ASSETS = ['script', 'logScript'] as const
export type ScriptAsset = (typeof SCRIPT_ASSETS)[number]
/** Each browser module's bytes, bundled by the build (site/bundle.ts) or taken from an earlier build. */
export type ClientModules = Record<ScriptAsset, Uint8Array>

export const HTML_MEDIA_TYPE = 'text/html; charset=utf-8'

/** A calculator's page is its id at the root: its API path less `/api` or `/api/v1`, since the id ends that path. */
const pagePath = (calculator: Calculator): string => `/${calculator.id}`

const hasPage = (e: ApiEndpoint): e is ApiEndpoint & { key: PageKey } => e.method === 'GET'

export const calculatorPages: CalculatorPage[] = endpoints
  .filter(hasPage)
  .map((e) => ({ key: e.key, path: pagePath(e.calculator), api: e.path, calculator: e.calculator }))

/** The log page: a person pastes or types a weight and intake log; the form is POSTed to the page (site/log-page.ts). */
export interface LogPage extends Omit<CalculatorPage, 'key'> {
  key: 'adaptiveTdee'
}

const logEndpoint = endpointOf('adaptiveTdee')
export const LOG_PAGE: LogPage = {
  key: 'adaptiveTdee',
  path: pagePath(logEndpoint.calculator),
  api: logEndpoint.path,
  calculator: logEndpoint.calculator,
}

/** Every page a person can reach from the site, for the listings (home, footer, sitemap, llms.txt, the JSON index). */
export const listedPages: (CalculatorPage | LogPage)[] = [...calculatorPages, LOG_PAGE]

/** Every page's path, the home page first. */
export const pagePaths: string[] = [HOME_PAGE.path, ...listedPages.map((p) => p.path)]
