/** What the Kubernetes Deployment gives the server (deploy/kubernetes/deployment.yaml): the soak runs under it. */
import { readFileSync } from 'node:fs'

interface Deployment {
  spec: { template: { spec: { containers: { env: { name: string; value: string }[]; resources: { limits: { memory: string } } }[] } } }
}

const deployment = Bun.YAML.parse(readFileSync(new URL('../deploy/kubernetes/deployment.yaml', import.meta.url), 'utf8')) as Deployment
const container = deployment.spec.template.spec.containers[0]!

/** The container's memory limit, in MiB (the unit of /proc's VmHWM ÷ 1024). */
export const MEMORY_LIMIT_MIB = Number(/^(\d+)Mi$/.exec(container.resources.limits.memory)![1])

/** Its environment, but the port: a load run picks a free one. */
export const deploymentEnv: Record<string, string> = Object.fromEntries(
  container.env.filter((e) => e.name !== 'PORT').map((e) => [e.name, e.value]),
)
