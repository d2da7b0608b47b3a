/** What a result view is given: the API's answer, the person's units, and the question asked. */
import type { PageKey } from '../../../api/pages.ts'
import type { ProjectionNumbers } from '../../../metrics/calculators/static-timeline.ts'
import type { calculators } from '../../../metrics/index.ts'
import type { Markup } from '../html.ts'
import type { ProjectionView } from '../projection.ts'
import type { Units } from '../units.ts'

type Calculators = typeof calculators

/** A field as the browser module gets it: a projection kept as numbers is published as its array of points. */
type Viewed<T> = T extends ProjectionNumbers ? ProjectionView : T
type Published<O> = O extends unknown ? { [F in keyof O]: Viewed<O[F]> } : never

/**
 * A calculator's answer as its view meets it: the calculator's object in the server, the JSON
 * API's answer in the browser module.
 */
export type OutputOf<K extends PageKey> = Published<ReturnType<Calculators[K]['compute']>>

export interface ResultContext<K extends PageKey = PageKey> {
  units: Units
  /** The query as given: metric names, text values; empty values left out. */
  params: Readonly<Record<string, string>>
  /** The same question under the other projection model, drawn beside it in the chart. */
  companion?: OutputOf<K>
}

export type ResultView<K extends PageKey> = (output: OutputOf<K>, context: ResultContext<K>) => Markup
