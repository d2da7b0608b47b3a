/** Entry point of `npm start`: the service, with the catalogues read from dist/. */

import { directoryReader } from '../api/dist-directory.ts'
import { cataloguesFor } from '../build-catalogues/catalogue-source.ts'
import { start } from './process/start.ts'

await start((config) => cataloguesFor(directoryReader(), config.baseUrl))
