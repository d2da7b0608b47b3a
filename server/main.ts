/** Entry point of `npm start`: the service, with the catalogues read from dist/. */
import { start } from './start.ts'
import { directoryReader } from './static/directory.ts'

await start(() => directoryReader())
