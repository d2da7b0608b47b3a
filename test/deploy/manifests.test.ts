/**
 * No Docker engine or cluster runs here, so the deployment files are checked for what
 * operators rely on: non-root, health checks on /healthz, SIGTERM, resources, autoscaling.
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { HEALTH_PATH } from '../../api/paths.ts'
import { MEMORY_LIMIT_MIB } from '../../bench/deployment.ts'

const read = (path: string) => readFileSync(path, 'utf8')
const yaml = (path: string): any => Bun.YAML.parse(read(path))

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const runStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '))

  test('multi-stage: the run stage copies only the binary', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBe(2)
    expect(runStage.match(/^COPY /gm)).toEqual(['COPY '])
    expect(runStage).toContain('COPY --from=build /src/calorie-metrics /calorie-metrics')
    expect(dockerfile).toMatch(/^RUN .*npm run compile$/m)
  })

  test('non-root, exposed port, health check, stop signal', () => {
    expect(runStage).toMatch(/^USER nonroot/m)
    expect(runStage).toMatch(/^EXPOSE 3000$/m)
    expect(runStage).toMatch(/^HEALTHCHECK .*"--healthcheck"/m)
    expect(runStage).toMatch(/^STOPSIGNAL SIGTERM$/m)
  })

  test('the port it exposes is the one it sets, and the Deployment serves', () => {
    const exposed = /^EXPOSE (\d+)$/m.exec(runStage)![1]
    expect(runStage).toMatch(new RegExp(`^ENV .*\\bPORT=${exposed}\\b`, 'm'))
    const container = yaml('deploy/kubernetes/deployment.yaml').spec.template.spec.containers[0]
    expect(String(container.ports[0].containerPort)).toBe(exposed!)
  })
})

describe('Kubernetes manifests', () => {
  const deployment = yaml('deploy/kubernetes/deployment.yaml')
  const container = deployment.spec.template.spec.containers[0]

  test('probes on /healthz, resources, non-root', () => {
    expect(container.readinessProbe.httpGet.path).toBe('/healthz')
    expect(container.livenessProbe.httpGet.path).toBe('/healthz')
    expect(container.resources.requests.cpu).toBeTruthy()
    expect(container.resources.limits.memory).toBeTruthy()
    expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true)
    // longer than the server's own 10 s shutdown grace, so SIGKILL never cuts a drain short
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(10)
  })

  test('the probes ask the health path on a port the container declares, and it listens there', () => {
    const ports = container.ports.map((p: { name: string }) => p.name)
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(probe.httpGet.path).toBe(HEALTH_PATH)
      expect(ports).toContain(probe.httpGet.port)
    }
    const port = container.env.find((e: { name: string }) => e.name === 'PORT').value
    expect(container.ports.find((p: { name: string }) => p.name === container.readinessProbe.httpGet.port).containerPort).toBe(Number(port))
  })

  test("the pod runs as the image's non-root user, on a read-only root, with nothing to escalate", () => {
    const pod = deployment.spec.template.spec.securityContext
    // distroless's nonroot (the Dockerfile's USER) is 65532
    expect(read('Dockerfile')).toMatch(/^FROM gcr\.io\/distroless\/[\w.-]+:nonroot$/m)
    expect(pod.runAsUser).toBe(65532)
    expect(container.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    })
  })

  test("the grace period outlasts the pre-stop pause and the server's own shutdown deadline together", () => {
    // Kubernetes counts the preStop hook inside terminationGracePeriodSeconds: SIGKILL must not cut the drain.
    const shutdownGraceMs = Number(/const SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(read('server/process/start.ts'))![1]!.replaceAll('_', ''))
    expect(shutdownGraceMs).toBeGreaterThan(0)
    const preStop = container.lifecycle.preStop.sleep.seconds
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(preStop + shutdownGraceMs / 1000)
  })

  test('the image is the version package.json gives (docs/deployment.md builds it under that tag)', () => {
    const { version } = JSON.parse(read('package.json'))
    expect(container.image).toBe(`calorie-metrics:${version}`)
    expect(read('docs/deployment.md')).toContain(`-t calorie-metrics:${version} .`)
  })

  test('the heap is sized for the memory limit, in the image, the Deployment and the npm scripts', () => {
    const env = (name: string) => container.env.find((e: { name: string }) => e.name === name).value
    const heapSize = env('BUN_JSC_forceRAMSize')
    expect(Number(heapSize)).toBe((MEMORY_LIMIT_MIB * 1024 * 1024) / Number(env('WORKERS')))
    expect(read('Dockerfile')).toContain(`BUN_JSC_forceRAMSize=${heapSize}`)
    // Unless the environment sizes it already: an operator's value wins.
    const { scripts } = JSON.parse(read('package.json'))
    for (const script of [scripts.start, scripts.mcp])
      expect(script).toContain(`BUN_JSC_forceRAMSize=\${BUN_JSC_forceRAMSize:-${heapSize}} exec bun`)
  })

  test('a Service and an autoscaler target the Deployment', () => {
    const service = yaml('deploy/kubernetes/service.yaml')
    const hpa = yaml('deploy/kubernetes/hpa.yaml')
    expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels)
    expect(service.spec.ports[0].targetPort).toBe(container.ports[0].name)
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name })
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2)
    // The autoscaler owns the count: a count in the Deployment would reset it on every apply.
    expect(deployment.spec.replicas).toBeUndefined()
    const budget = yaml('deploy/kubernetes/pdb.yaml')
    expect(budget.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels)
    expect(budget.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas)
    expect(deployment.spec.template.spec.automountServiceAccountToken).toBe(false)
    expect(yaml('deploy/kubernetes/kustomization.yaml').resources).toEqual(['deployment.yaml', 'service.yaml', 'hpa.yaml', 'pdb.yaml'])
  })
})
