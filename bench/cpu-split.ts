// Where a bench's CPU went, from /proc (Linux; elsewhere an empty split): this process's threads grouped by the name
// the kernel knows them by (Node's main thread, worker threads, libuv's pool, libvips, V8's helpers), each group with
// its nice values, and the database's server processes given by pid. Ticks are read twice and subtracted.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

type Ticks = Map<string, { group: string; ticks: number; nice: number }>;

const TICKS_PER_SECOND = 100;

/** utime + stime and the nice value of one task's stat line (fields 14, 15 and 19; field 3 follows the name's ')'). */
function statOf(file: string) {
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return { ticks: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16]) };
}

function snapshot(pids: number[]): Ticks {
  const found: Ticks = new Map();
  if (process.platform !== 'linux') return found;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      found.set(`t${tid}`, { group: readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(), ...statOf(`/proc/self/task/${tid}/stat`) });
    } catch {
      // the thread ended meanwhile
    }
  }
  for (const pid of pids) {
    try {
      found.set(`p${pid}`, { group: 'postgres', ...statOf(`/proc/${pid}/stat`) });
    } catch {
      // the backend ended meanwhile
    }
  }
  return found;
}

/** Starts counting; `end()` answers seconds of CPU per group (busiest first) and the machine's load meanwhile. */
export function cpuSplit(databasePids: () => Promise<number[]>) {
  const started = (async () => ({ at: performance.now(), pids: await databasePids() }))().then((s) => ({ ...s, ticks: snapshot(s.pids) }));
  return {
    async end() {
      const before = await started;
      const pids = [...new Set([...before.pids, ...(await databasePids())])];
      const after = snapshot(pids);
      const groups = new Map<string, { seconds: number; nices: Set<number> }>();
      for (const [id, now] of after) {
        const seconds = (now.ticks - (before.ticks.get(id)?.ticks ?? 0)) / TICKS_PER_SECOND;
        const group = groups.get(now.group) ?? { seconds: 0, nices: new Set<number>() };
        group.seconds += seconds;
        if (seconds > 0) group.nices.add(now.nice);
        groups.set(now.group, group);
      }
      const wall = (performance.now() - before.at) / 1000;
      const busiest = [...groups].filter(([, g]) => g.seconds >= 0.5).sort(([, a], [, b]) => b.seconds - a.seconds);
      return {
        wall,
        cores: os.availableParallelism(),
        groups: busiest.map(([name, g]) => ({ name, seconds: g.seconds, nices: [...g.nices].sort((a, b) => a - b) })),
      };
    },
  };
}
