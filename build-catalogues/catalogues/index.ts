/** Every JSON catalogue the build renders, in the order the sitemap and llms.txt list them. */
import type { JsonCatalogue } from '../catalogue.ts'
import { aiAgentCatalogue } from './ai-agent.ts'
import { citationsCatalogue } from './citations.ts'
import { datasetDiscoveryCatalogue } from './dataset-discovery.ts'
import { entitiesCatalogue } from './entities.ts'
import { knowledgeObjectsCatalogue } from './knowledge-objects.ts'
import { benchmarksCatalogue } from './nutrition-benchmarks.ts'
import { summariesCatalogue } from './summaries.ts'

export const jsonCatalogues: JsonCatalogue[] = [
  aiAgentCatalogue,
  entitiesCatalogue,
  benchmarksCatalogue,
  summariesCatalogue,
  citationsCatalogue,
  knowledgeObjectsCatalogue,
  datasetDiscoveryCatalogue,
]
