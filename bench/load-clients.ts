// The load bench's clients, in a process of their own (bench/load.bench.ts forks it for each run): autocannon on the
// api's own event loop took turns with the handlers it was timing, so its latencies counted its own work. Given every
// route's requests as data, it runs one autocannon per route at once and answers, per route, each response's latency
// and status, the errors and timeouts, and the CPU the clients used.
import autocannon from 'autocannon';

export type ClientRequest = { method: 'GET' | 'POST'; path: string; body?: string };
/** The n-th request of a route is `requests[n % length]`, sent with `headers[n % length]` (none when empty). */
export type ClientRoute = { name: string; connections: number; requests: ClientRequest[]; headers: Record<string, string>[] };
export type ClientRun = { url: string; seconds: number; timeoutSeconds: number; routes: ClientRoute[] };
export type RouteOutcome = { name: string; latencies: number[]; statuses: [number, number][]; errors: number; timeouts: number };
export type ClientsReport = { routes: RouteOutcome[]; cpuSeconds: number };

function run(options: autocannon.Options) {
  return autocannon(options) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
}

async function drive({ url, seconds, timeoutSeconds, routes }: ClientRun): Promise<ClientsReport> {
  const cpuAtStart = process.cpuUsage();
  const outcomes = await Promise.all(
    routes.map(async (route) => {
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let n = 0;
      const instance = run({
        url,
        connections: route.connections,
        duration: seconds,
        timeout: timeoutSeconds,
        requests: [
          {
            setupRequest: (request) => {
              const next = route.requests[n % route.requests.length]!;
              const headers = route.headers.length ? route.headers[n % route.headers.length] : {};
              n += 1;
              return { ...request, ...next, headers };
            },
          },
        ],
      });
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
      const result = await instance;
      return { name: route.name, latencies, statuses: [...statuses], errors: result.errors, timeouts: result.timeouts };
    }),
  );
  const cpu = process.cpuUsage(cpuAtStart);
  return { routes: outcomes, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

process.once('message', (request: ClientRun) => {
  drive(request).then(
    (report) => process.send!(report, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
