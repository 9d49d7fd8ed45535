import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { AppConfig, ConfigError, loadConfig } from '../../server/src/config/app-config.js';
import { trustProxyProblem } from '../../server/src/config/trust-proxy.js';

/**
 * The deployment files (docs/operations.md): every Kubernetes manifest under deploy/k8s valid against the Kubernetes
 * JSON schemas vendored in test/fixtures/k8s-schemas (offline, unknown fields refused), their cross-references, and
 * docker-compose.yml's `scale` profile. Reads files only: no cluster, no Docker, no network.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const K8S = join(root, 'deploy/k8s');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// --- what the app itself says, read from its sources
/** The health endpoint: HealthController under the global prefix. */
const API_PREFIX = /export const API_PREFIX = '([^']+)'/.exec(read('server/src/app.factory.ts'))?.[1];
const HEALTH_CONTROLLER = /@Controller\('([^']+)'\)/.exec(read('server/src/modules/health/health.controller.ts'))?.[1];
const HEALTH_PATH = `/${API_PREFIX}/${HEALTH_CONTROLLER}`;
/** The longest drain after SIGTERM (infra/http/graceful-shutdown.ts), in seconds. */
const DRAIN_SECONDS =
  Number(/timeoutMs = options\.timeoutMs \?\? ([\d_]+)/.exec(read('server/src/infra/http/graceful-shutdown.ts'))?.[1].replace(/_/g, '')) /
  1000;
/** Added by the process-roles and metrics work (accepted on a tree without it too); every other name must be one AppConfig reads. */
const PENDING_VARIABLES = new Set(['APP_ROLE', 'METRICS_TOKEN', 'METRICS_PORT']);
const KNOWN_VARIABLES = new Set([...Object.keys(new AppConfig()), ...PENDING_VARIABLES, 'NODE_OPTIONS']);

// --- the manifests
interface Doc {
  file: string;
  body: any;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    });
}

const docs: Doc[] = yamlFiles(K8S).flatMap((path) =>
  parseAllDocuments(readFileSync(path, 'utf8')).flatMap((doc, i) => {
    if (doc.errors.length) throw new Error(`${relative(root, path)}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const body = doc.toJS();
    return body == null ? [] : [{ file: `${relative(K8S, path)}#${i}`, body }];
  }),
);
const isKustomization = (d: Doc) => d.body.kind === 'Kustomization';
const objects = docs.filter((d) => !isKustomization(d));
const one = (kind: string, name?: string): any => {
  const found = objects.filter((d) => d.body.kind === kind && (name === undefined || d.body.metadata?.name === name));
  if (found.length !== 1) throw new Error(`expected one ${kind}${name ? ` ${name}` : ''} in deploy/k8s, found ${found.length}`);
  return found[0].body;
};
const deploymentWithRole = (role: string): any => {
  const found = objects.filter((d) => d.body.kind === 'Deployment' && envValue(container(d.body), 'APP_ROLE') === role);
  if (found.length !== 1) throw new Error(`expected one Deployment with APP_ROLE=${role}, found ${found.length}`);
  return found[0].body;
};
const podSpec = (workload: any) => workload.spec.template.spec;
const container = (workload: any) => podSpec(workload).containers[0];
const envValue = (c: any, name: string): unknown => c.env?.find((e: any) => e.name === name)?.value;
const subsetOf = (labels: Record<string, string>, of: Record<string, string> = {}) => Object.entries(labels).every(([k, v]) => of[k] === v);

/** Every value under `key` anywhere in `node`. */
function collect(node: unknown, key: string): any[] {
  if (Array.isArray(node)) return node.flatMap((n) => collect(n, key));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === key ? [v, ...collect(v, key)] : collect(v, key)));
}

/** Kubernetes quantities: 512Mi → bytes, 500m → 0.5. */
function quantity(q: string | number): number {
  const m = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|k|M|G)?$/.exec(String(q));
  if (!m) throw new Error(`unexpected quantity ${q}`);
  const factor = { m: 1e-3, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, k: 1e3, M: 1e6, G: 1e9 }[m[2] ?? ''] ?? 1;
  return Number(m[1]) * factor;
}

// --- the schemas (test/fixtures/k8s-schemas/README.md)
const SCHEMAS = 'https://strandkorb.invalid/k8s-schemas/definitions.json';
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
const INT32 = 2 ** 31;
ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -INT32 && n < INT32 });
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
ajv.addFormat('quantity', /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+|[KMGTPE]i|[numkMGTPE])?$/);
ajv.addSchema({ ...JSON.parse(read('test/fixtures/k8s-schemas/definitions.json')), $id: SCHEMAS });

/** The schema of an apiVersion/kind: apps/v1 Deployment → io.k8s.api.apps.v1.Deployment, v1 Service → io.k8s.api.core.v1.Service. */
function schemaOf(apiVersion: string, kind: string) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  const validate = ajv.getSchema(`${SCHEMAS}#/definitions/io.k8s.api.${group.replace(/\.k8s\.io$/, '')}.${version}.${kind}`);
  if (!validate)
    throw new Error(`no vendored schema for ${apiVersion} ${kind} (test/fixtures/k8s-schemas/README.md: add it and regenerate)`);
  return validate;
}
const problems = (body: any): string[] => {
  const validate = schemaOf(body.apiVersion, body.kind);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
};

describe('deploy/k8s', () => {
  const api = deploymentWithRole('api');
  const worker = deploymentWithRole('worker');
  const job = one('Job');
  const secret = one('Secret');
  const configMap = one('ConfigMap');

  it('holds the kinds a deployment needs, each valid against its Kubernetes schema (unknown fields refused)', () => {
    expect(objects.map((d) => `${d.body.apiVersion} ${d.body.kind}`).sort()).toEqual([
      'apps/v1 Deployment',
      'apps/v1 Deployment',
      'autoscaling/v2 HorizontalPodAutoscaler',
      'batch/v1 Job',
      'networking.k8s.io/v1 Ingress',
      'policy/v1 PodDisruptionBudget',
      'v1 ConfigMap',
      'v1 Secret',
      'v1 Service',
    ]);
    const invalid = objects.flatMap((d) => problems(d.body).map((p) => `${d.file} ${d.body.kind} ${d.body.metadata?.name}: ${p}`));
    expect(invalid).toEqual([]);
  });

  it('has a schema check that refuses what kubectl refuses: a misspelt field, a wrong type, a missing selector', () => {
    const broken = (change: (d: any) => void) => {
      const copy = structuredClone(api);
      change(copy);
      return problems(copy).join('\n');
    };
    expect(broken((d) => (container(d).readinessProbes = container(d).readinessProbe))).toMatch(/additionalProperty.*readinessProbes/);
    expect(broken((d) => (d.spec.minReadySeconds = 'ten'))).toMatch(/\/spec\/minReadySeconds must be integer/);
    expect(broken((d) => delete d.spec.selector)).toMatch(/must have required property 'selector'/);
    expect(broken((d) => (container(d).resources.limits.memory = '512 MB'))).toMatch(/resources\/limits\/memory/);
    expect(problems(api)).toEqual([]);
  });

  it('has kustomizations that list every manifest of their folder but the Secret template, on one image', () => {
    const kustomizations = docs.filter(isKustomization);
    expect(kustomizations.map((k) => k.file).sort()).toEqual(['kustomization.yaml#0', 'migrate/kustomization.yaml#0']);
    for (const k of kustomizations) {
      const dir = join(K8S, dirname(k.file));
      const own = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml' && !/secret/.test(f));
      expect([...k.body.resources].sort()).toEqual(own.sort());
      for (const r of k.body.resources) expect(existsSync(join(dir, r))).toBe(true);
    }
    expect(kustomizations[0].body.resources).not.toContain('secret.example.yaml');
    // Both roles and the Job run the one image the kustomizations set, on the same tag.
    const [app, migrate] = kustomizations.map((k) => k.body.images);
    expect(app).toHaveLength(1);
    expect(migrate).toEqual(app);
    for (const workload of [api, worker, job]) expect(container(workload).image).toBe(app[0].name);
  });

  it.each([
    ['api', 'api'],
    ['worker', 'worker'],
  ])('runs the %s Deployment as APP_ROLE=%s: main.js alone, probes on the health endpoint, resources, graceful stop', (role) => {
    const d = role === 'api' ? api : worker;
    const c = container(d);
    expect(podSpec(d).containers).toHaveLength(1);
    expect(envValue(c, 'APP_ROLE')).toBe(role);
    // The migrations are the Job's: the Deployments start the server only (the image's default command migrates first).
    expect(c.command).toEqual(['node', 'server/dist/server/src/main.js']);
    // /api/v1/health: 200 when PostgreSQL and Redis answer, 503 otherwise (the bare /health is the storefront's page).
    expect(HEALTH_PATH).toBe('/api/v1/health');
    const port = c.ports.find((p: any) => p.name === 'http');
    expect(port.containerPort).toBe(Number(configMap.data.PORT));
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(c[probe]?.httpGet).toEqual({ path: HEALTH_PATH, port: 'http' });
      // /health waits up to 2 s for each dependency (modules/health/health.service.ts).
      expect(c[probe].timeoutSeconds).toBeGreaterThanOrEqual(3);
    }
    // Liveness outlasts a short database or Redis outage (the readiness probe takes the pod out of the Service at once).
    expect(c.livenessProbe.periodSeconds * c.livenessProbe.failureThreshold).toBeGreaterThanOrEqual(60);
    expect(c.readinessProbe.periodSeconds * c.readinessProbe.failureThreshold).toBeLessThan(
      c.livenessProbe.periodSeconds * c.livenessProbe.failureThreshold,
    );
    for (const kind of ['requests', 'limits']) {
      expect(quantity(c.resources[kind].cpu)).toBeGreaterThan(0);
      expect(quantity(c.resources[kind].memory)).toBeGreaterThan(0);
    }
    // V8's heap stays below the memory limit (an OOM kill is no graceful stop).
    const heapMi = Number(/--max-old-space-size=(\d+)/.exec(String(envValue(c, 'NODE_OPTIONS')))?.[1]);
    expect(heapMi * 1024 ** 2).toBeLessThan(quantity(c.resources.limits.memory));
    // SIGTERM after preStop, then at most DRAIN_SECONDS of draining, then the queues and pools close: all inside the grace period.
    expect(DRAIN_SECONDS).toBeGreaterThan(0);
    const preStop = c.lifecycle?.preStop?.exec?.command ?? [];
    const preStopSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
    expect(podSpec(d).terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds + DRAIN_SECONDS + 10);
    // Rollouts replace pods one by one without taking a ready one away first.
    expect(d.spec.strategy).toEqual({ type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } });
    expect(podSpec(d).securityContext.runAsNonRoot).toBe(true);
    expect(d.spec.selector.matchLabels).toEqual(d.spec.template.metadata.labels);
  });

  it('drains api pods behind the Service: preStop keeps serving while endpoints update', () => {
    expect(container(api).lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
  });

  it('scales the api Deployment on CPU, and its PDB, Service and Ingress point at exactly the api pods', () => {
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: api.metadata.name });
    expect(hpa.spec.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
    });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    // The HPA owns the count: a replicas field would reset it on every apply. Utilization needs a CPU request.
    expect(api.spec.replicas).toBeUndefined();
    expect(container(api).resources.requests.cpu).toBeDefined();

    const apiLabels = api.spec.template.metadata.labels;
    const pdb = one('PodDisruptionBudget');
    expect(pdb.spec.selector.matchLabels).toEqual(api.spec.selector.matchLabels);
    expect(subsetOf(pdb.spec.selector.matchLabels, apiLabels)).toBe(true);
    for (const other of [worker, job]) expect(subsetOf(pdb.spec.selector.matchLabels, other.spec.template.metadata.labels)).toBe(false);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);

    const service = one('Service');
    expect(subsetOf(service.spec.selector, apiLabels)).toBe(true);
    for (const other of [worker, job]) expect(subsetOf(service.spec.selector, other.spec.template.metadata.labels)).toBe(false);
    const ports = container(api).ports.map((p: any) => p.name);
    for (const p of service.spec.ports) expect(ports).toContain(p.targetPort);

    const backends = collect(one('Ingress').spec, 'service');
    expect(backends.length).toBeGreaterThan(0);
    for (const b of backends) {
      expect(b.name).toBe(service.metadata.name);
      expect(service.spec.ports.map((p: any) => p.name)).toContain(b.port.name);
    }
  });

  it('has Prometheus scrape what each pod serves: GET /metrics on its PORT, with the token production requires there', () => {
    // The path the app serves its metrics on (infra/metrics/metrics.route.ts), never the storefront's catch-all.
    expect(read('server/src/infra/metrics/metrics.route.ts')).toContain("fastify.get('/metrics'");
    for (const d of [api, worker]) {
      const annotations = d.spec.template.metadata.annotations;
      const c = container(d);
      const env = Object.fromEntries(c.env.map((e: any) => [e.name, e.value ?? e.valueFrom]));
      expect(annotations['prometheus.io/scrape']).toBe('true');
      expect(annotations['prometheus.io/path']).toBe('/metrics');
      // No METRICS_PORT: the metrics are on the API port, which production answers only with the bearer token.
      expect(env.METRICS_PORT ?? configMap.data.METRICS_PORT).toBeUndefined();
      expect(annotations['prometheus.io/port']).toBe(configMap.data.PORT);
      expect(c.ports.map((p: any) => String(p.containerPort))).toContain(configMap.data.PORT);
      expect(configMap.data.NODE_ENV).toBe('production');
      expect(env.METRICS_TOKEN).toEqual({ secretKeyRef: { name: secret.metadata.name, key: 'METRICS_TOKEN' } });
    }
  });

  it('takes every secretKeyRef from the Secret template, whose values are placeholders the app refuses to boot with', () => {
    const refs = collect(objects, 'secretKeyRef');
    expect(refs.length).toBeGreaterThan(10);
    const keys = Object.keys(secret.stringData);
    for (const ref of refs) {
      expect(ref.name).toBe(secret.metadata.name);
      expect(keys).toContain(ref.key);
    }
    for (const ref of collect(objects, 'configMapRef')) expect(ref.name).toBe(configMap.metadata.name);
    // Both roles get the keys they need, the metrics token included (Prometheus' bearer for GET /metrics).
    const required = ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN'];
    for (const d of [api, worker]) {
      const env = Object.fromEntries(container(d).env.map((e: any) => [e.name, e.valueFrom?.secretKeyRef]));
      for (const name of required) expect(env[name]).toEqual({ name: secret.metadata.name, key: name });
    }
    // A template, not secrets: every value is marked, and the app refuses to start on it.
    for (const [key, value] of Object.entries(secret.stringData)) expect([key, value]).toEqual([key, expect.stringMatching(/REPLACE_ME/)]);
    expect(secret.data).toBeUndefined();
    expect(() => loadConfig({ ...configMap.data, ...secret.stringData })).toThrow(ConfigError);
  });

  it('configures only variables the app reads, a valid TRUST_PROXY, and passes the production check once filled in', () => {
    const names = [...Object.keys(configMap.data), ...collect(objects, 'env').flatMap((env: any[]) => env.map((e) => e.name))];
    expect(names.filter((n) => !KNOWN_VARIABLES.has(n))).toEqual([]);
    expect(configMap.data.TRUST_PROXY).toBeTruthy();
    expect(trustProxyProblem(configMap.data.TRUST_PROXY)).toBeUndefined();
    const hex = () => randomBytes(32).toString('hex');
    const filled = Object.fromEntries(Object.keys(secret.stringData).map((k) => [k, hex()]));
    Object.assign(filled, {
      DATABASE_URL: 'postgres://strandkorb_app:secret@pgbouncer:6432/strandkorb',
      REDIS_URL: 'redis://redis:6379',
      STOREFRONT_API_KEY: `sk_${hex().slice(0, 8)}_${hex()}`,
    });
    const config = loadConfig({ ...configMap.data, ...filled, APP_ROLE: 'api' });
    expect(config.isProduction).toBe(true);
    expect(config.trustProxy).toEqual([configMap.data.TRUST_PROXY]);
  });

  it('migrates in a Job, as npm run migrate does, straight to PostgreSQL, once and to completion', () => {
    expect(read('package.json')).toContain('"migrate": "bash scripts/prepare.sh --migrate-only"');
    expect(read('scripts/prepare.sh')).toMatch(/db_cli ensure-db[\s\S]*--migrate-only\) db_cli migrate/);
    const c = container(job);
    expect(c.command.join(' ')).toMatch(/cli\.js ensure-db && node \S+cli\.js migrate$/);
    expect(podSpec(job).restartPolicy).toBe('Never');
    expect(job.spec.backoffLimit).toBeLessThanOrEqual(3);
    expect(job.spec.activeDeadlineSeconds).toBeGreaterThan(0);
    // Not through PgBouncer in transaction mode: the run holds a session-level advisory lock.
    const databaseUrl = c.env.find((e: any) => e.name === 'DATABASE_URL');
    expect(databaseUrl.valueFrom.secretKeyRef.key).toBe('MIGRATE_DATABASE_URL');
    expect(job.spec.template.metadata.labels['app.kubernetes.io/component']).toBe('migrate');
  });
});

// --- docker-compose.yml
/** ${NAME:-default} as compose reads it with NAME unset. */
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true });
  const services = compose.services;
  const scale = Object.keys(services).filter((s) => services[s].profiles?.includes('scale'));

  it('leaves the default services as they were: postgis, redis, s3 and app (every role in one process)', () => {
    expect(Object.keys(services).filter((s) => !services[s].profiles)).toEqual(['postgis', 'redis', 's3', 'app']);
    expect(services.app.environment.APP_ROLE).toBeUndefined();
    expect(services.app.ports).toEqual(['3000:3000']);
    expect(services.app.command).toBeUndefined();
  });

  it('has, in profile scale, 2 api replicas and 1 worker on the same settings as app, after the migrations', () => {
    expect(scale.sort()).toEqual(['api', 'lb', 'migrate', 'worker']);
    const { api, worker, migrate } = services;
    expect(api.deploy.replicas).toBe(2);
    expect(worker.deploy?.replicas ?? 1).toBe(1);
    expect(api.environment.APP_ROLE).toBe('api');
    expect(worker.environment.APP_ROLE).toBe('worker');
    for (const s of [api, worker]) {
      expect(s.build).toBe(services.app.build);
      // app's settings (TRUST_PROXY aside, which is the load balancer's business)
      for (const [key, value] of Object.entries(services.app.environment))
        if (key !== 'TRUST_PROXY') expect(s.environment[key]).toBe(value);
      expect(s.command).toEqual(['node', 'server/dist/server/src/main.js']);
      expect(s.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(s.environment.METRICS_PORT ?? s.environment.METRICS_TOKEN).toBeTruthy();
      expect(s.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:3000${HEALTH_PATH}`);
      expect(seconds(s.stop_grace_period)).toBeGreaterThan(DRAIN_SECONDS);
      expect(Object.keys(s.environment).filter((n) => !KNOWN_VARIABLES.has(n))).toEqual([]);
    }
    expect(migrate.command.join(' ')).toMatch(/cli\.js ensure-db && node \S+cli\.js migrate$/);
    expect(migrate.restart).toBe('no');
  });

  it('puts Caddy in front of the api replicas only, and the api trusts X-Forwarded-For from its network alone', () => {
    const { lb, api, worker } = services;
    expect(lb.image).toMatch(/^caddy:2/);
    expect(lb.depends_on.api).toEqual({ condition: 'service_healthy' });
    expect(lb.networks).toEqual(['lb']);
    expect(api.networks).toEqual(['default', 'lb']);
    expect(worker.networks).toBeUndefined();
    const [caddyfile, mountedAt] = lb.volumes[0].split(':');
    expect(mountedAt).toBe('/etc/caddy/Caddyfile');
    const config = read(caddyfile);
    expect(config).toMatch(/dynamic a \{\s*name api\s*port 3000\b/);
    expect(config).toMatch(/respond @metrics 404/);
    expect(config).toMatch(/@metrics path .*\/metrics\b.*\/api\/v1\/metrics\b/);

    const trusted = withDefaults(api.environment.TRUST_PROXY);
    const subnet = withDefaults(compose.networks.lb.ipam.config[0].subnet);
    expect(trusted).toBe(subnet);
    expect(trustProxyProblem(trusted)).toBeUndefined();
    expect(Number(trusted.split('/')[1])).toBeGreaterThanOrEqual(24);
    expect(worker.environment.TRUST_PROXY).toBeUndefined();
  });
});

// --- Dockerfile
/** End of support of the Node LTS lines (nodejs.org's release schedule). */
const NODE_LTS_END: Record<number, string> = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1] ?? '';

  it('builds and runs on a Node LTS line still supported, Debian bookworm (glibc, for sharp) in both stages', () => {
    const major = Number(/^node:(\d+)-bookworm-slim$/.exec(image)?.[1]);
    expect(NODE_LTS_END[major]).toBeDefined();
    // Fails once the line's support ends: move the image to the next LTS then (README, "Node versions").
    expect([image, new Date(NODE_LTS_END[major]).getTime() > Date.now()]).toEqual([image, true]);
    expect(dockerfile.match(/^FROM .*$/gm)).toEqual(['FROM ${NODE_IMAGE} AS build', 'FROM ${NODE_IMAGE} AS runtime']);
  });

  it('installs exactly the lockfile, the runtime its own platform-specific optional packages (sharp), and checks sharp loads', () => {
    const installs = dockerfile.match(/^RUN npm (ci|install)\b/gm) ?? [];
    expect(installs).toEqual(['RUN npm ci', 'RUN npm ci']);
    expect(dockerfile).not.toMatch(/--omit[= ]optional|--no-optional/);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace server[^\n]*\\\n\s+&& node [^\n]*import sharp from 'sharp'/);
  });

  it('leaves the engines at Node 20.19+ (what the development machines and CI run)', () => {
    expect(JSON.parse(read('package.json')).engines).toEqual({ node: '>=20.19.0' });
  });
});
