// The process's Prometheus registry. Modules define their own instruments through `counter`, `histogram` and
// `gauge` (from platform's index), so a metric lives beside the code that knows what it means; /metrics serialises
// the lot. Labels must come from small fixed sets (a route pattern, a queue name, a transaction type), never
// from ids or raw URLs, or the series count grows without bound.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'studyhall_' });

/** Reuses an instrument already registered under the name: a module loaded twice must not throw. */
function existing<T>(name: string): T | undefined {
  return metricsRegistry.getSingleMetric(name) as T | undefined;
}

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return existing<Counter<L>>(name) ?? new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
  return existing<Gauge<L>>(name) ?? new Gauge({ name, help, labelNames, registers: [metricsRegistry] });
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets?: number[],
): Histogram<L> {
  return existing<Histogram<L>>(name) ?? new Histogram({ name, help, labelNames, ...(buckets ? { buckets } : {}), registers: [metricsRegistry] });
}

/** Seconds, for the ms-based timers the platform already keeps. */
export const seconds = (ms: number) => ms / 1000;

export const httpRequestDuration = histogram(
  'studyhall_http_request_duration_seconds',
  'HTTP answers by method, route pattern and status class',
  ['method', 'route', 'status_class'],
);

export const jobDuration = histogram(
  'studyhall_job_duration_seconds',
  'Job and event handler runs by queue and outcome',
  ['queue', 'outcome'],
  [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
);

export const jobsFailed = counter('studyhall_jobs_failed_total', 'Handler runs that threw (each retry counts)', ['queue']);

export const queueDepth = gauge(
  'studyhall_queue_depth',
  'Jobs per queue and state (queued: created or retry; active: being worked), read at scrape time',
  ['queue', 'state'],
);
