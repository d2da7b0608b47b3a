/** The machine and software a benchmark ran on, for the report: a figure means nothing without it. */

import { readFileSync } from 'node:fs'
import { availableParallelism, release, totalmem } from 'node:os'

export interface MachineInfo {
  cpuModel: string
  cores: number
  memoryGb: number
  kernel: string
  bun: string
  node: string
  wrk: string
  elysia: string
  fastify: string
}

const firstLine = (cmd: string[]) => Bun.spawnSync(cmd, { stderr: 'pipe' }).stdout.toString().split('\n')[0]?.trim() ?? ''
/** `install` is the folder holding node_modules: the service's (`..`) or the bench's own (`.`). */
const packageVersion = (name: string, install: '..' | '.'): string =>
  (JSON.parse(readFileSync(new URL(`${install}/node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version

export function machineInfo(): MachineInfo {
  return {
    cpuModel: /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    kernel: `Linux ${release()}`,
    bun: Bun.version,
    node: firstLine(['node', '--version']),
    // `wrk -v`: "wrk debian/4.1.0-3+b2 [epoll] Copyright ...", then its usage.
    wrk: firstLine(['wrk', '-v']).split(' [')[0]!,
    elysia: packageVersion('elysia', '..'),
    fastify: packageVersion('fastify', '.'),
  }
}
