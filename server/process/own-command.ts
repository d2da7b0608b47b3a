/** How this process was started: the compiled binary, or Bun running the entry script from source. */
import { basename, relative } from 'node:path'

/** Whether this is the compiled binary, whose embedded entry script lives in Bun's virtual /$bunfs/. */
function compiled(): boolean {
  const script = process.argv[1]
  return script === undefined || script.startsWith('/$bunfs/') || script === process.execPath
}

/** The command that started this process: `bun server/main.ts …`, or a compiled binary. */
export function ownCommand(): string[] {
  return compiled() ? [process.execPath, ...process.argv.slice(2)] : [process.execPath, ...process.argv.slice(1)]
}

/**
 * What to type to run it, for --help: the binary's own name (`calorie-metrics`, as deploy/compile.ts
 * names it, or whatever it was renamed to), or from source `bun` and the entry script.
 */
export const commandName = (): string => (compiled() ? basename(process.execPath) : `bun ${relative(process.cwd(), Bun.main)}`)
