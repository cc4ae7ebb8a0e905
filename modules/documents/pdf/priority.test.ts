// A processing job's PDF threads run below the api's CPU priority (the api's readers are answered first while
// uploads are processed); the threads a request waits on (an upload's check) keep the api's priority. Read from
// /proc, as the kernel schedules them. Linux only.
import { readdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../platform/index.ts';
import { PdfPool } from './pool.ts';

/** This process's PDF-style threads (Node names a worker thread's task 'WorkerThread'), by id, with their nice value. */
function workerThreads(): Map<string, number> {
  const found = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== 'WorkerThread') continue;
      // Field 19 of stat is the nice value; the fields after the command's closing ')' start at field 3.
      found.set(tid, Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return found;
}

/** The nice values of the threads a pool started for one task. */
async function nicesOfNewThreads(pool: PdfPool): Promise<number[]> {
  const before = workerThreads();
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const result = await pool.run({ op: 'inspect', bytes: await pdf.save(), maxPages: 10 }, { timeoutMs: 120_000 });
  expect(result).toEqual({ ok: true, pageCount: 1 });
  return [...workerThreads()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
}

const pools: PdfPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe.runIf(process.platform === 'linux')('PDF threads and the CPU', () => {
  it("runs a processing job's threads at the background priority", async () => {
    const pool = new PdfPool(1);
    pools.push(pool);
    expect(await nicesOfNewThreads(pool)).toEqual([BACKGROUND_NICE]);
    expect(BACKGROUND_NICE).toBeGreaterThan(0);
  });

  it("runs the threads of a request's check at the api's own priority", async () => {
    const pool = new PdfPool(1, false);
    pools.push(pool);
    const own = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ')[16]);
    expect(await nicesOfNewThreads(pool)).toEqual([own]);
  });
});
