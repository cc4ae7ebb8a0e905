// A small pool of PDF worker threads (thread.ts). Parsing and rendering never run on the event loop: the
// api keeps answering while an upload is inspected, and the worker renders on every core. A task that runs
// past its time limit has its thread terminated (a hostile PDF cannot hang the process) and a new thread
// takes its place.
import { Worker } from 'node:worker_threads';
import type {
  InspectResult, InspectTask, PhotosResult, PhotosTask, ProcessMessage, RasterResult, RasterTask, Task, TextLayerResult, TextLayerTask, ThreadReply,
} from './protocol.ts';

export class PdfTaskError extends Error {
  constructor(
    message: string,
    /** True when the PDF itself is at fault (it will fail the same way again). */
    public readonly broken: boolean,
    public readonly timedOut = false,
  ) {
    super(message);
    this.name = 'PdfTaskError';
  }
}

type Job = {
  id: number;
  task: Task;
  timeoutMs: number;
  onMessage?: (message: ProcessMessage) => void;
  resolve: (result: InspectResult | RasterResult | TextLayerResult | PhotosResult | undefined) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

const THREAD = new URL('./thread.ts', import.meta.url);

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(readonly size: number) {}

  /** Runs a task on a free thread; process tasks stream their pages to `onMessage` as they are ready. */
  run(task: RasterTask, options: { timeoutMs: number }): Promise<RasterResult>;
  run(task: TextLayerTask, options: { timeoutMs: number }): Promise<TextLayerResult>;
  run(task: PhotosTask, options: { timeoutMs: number }): Promise<PhotosResult>;
  run(task: InspectTask | Task, options: { timeoutMs: number; onMessage?: (message: ProcessMessage) => void }): Promise<InspectResult | undefined>;
  run(task: Task, options: { timeoutMs: number; onMessage?: (message: ProcessMessage) => void }): Promise<InspectResult | RasterResult | TextLayerResult | PhotosResult | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, timeoutMs: options.timeoutMs, onMessage: options.onMessage, resolve, reject });
      this.pump();
    });
  }

  /** Stops every thread; queued and running tasks fail. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new PdfTaskError('The PDF pool was closed', false));
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, new PdfTaskError('The PDF pool was closed', false))));
  }

  private pump() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(THREAD, { resourceLimits: { maxOldGenerationSizeMb: 2048 } });
    const slot: Slot = { worker, job: null, timer: null };
    worker.unref();
    worker.on('message', (reply: ThreadReply) => this.onReply(slot, reply));
    worker.on('error', (error) => this.fail(slot, new PdfTaskError(`The PDF thread failed: ${error.message}`, false)));
    worker.on('exit', (code) => this.fail(slot, new PdfTaskError(`The PDF thread stopped (exit code ${code})`, false)));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    // A running task keeps the process alive (an idle pool does not).
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      void this.retire(slot, new PdfTaskError(`Reading the PDF took longer than ${Math.round(job.timeoutMs / 1000)} s`, true, true));
    }, job.timeoutMs);
    slot.worker.postMessage({ id: job.id, task: job.task });
  }

  private finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    this.pump();
  }

  private onReply(slot: Slot, reply: ThreadReply) {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    if (reply.type === 'message') {
      try {
        job.onMessage?.(reply.message);
      } catch (error) {
        void this.retire(slot, error as Error);
      }
      return;
    }
    this.finish(slot);
    if (reply.type === 'done') job.resolve(reply.result);
    else job.reject(new PdfTaskError(reply.message, reply.broken));
  }

  /** The thread died or misbehaved: fail its task, drop it; the next task gets a fresh thread. */
  private fail(slot: Slot, error: Error) {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
    this.pump();
  }

  private async retire(slot: Slot, error: Error) {
    const job = slot.job;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('message');
    slot.worker.on('error', () => {});
    job?.reject(error);
    await slot.worker.terminate().catch(() => {});
    this.pump();
  }
}

let shared: PdfPool | null = null;

/** The process-wide pool (its size is fixed by the first caller). */
export function pdfPool(size: number): PdfPool {
  shared ??= new PdfPool(size);
  return shared;
}
