// Work nobody waits for in a request (drawing previews, reading scans, converting office files) runs at a lower CPU
// priority than the api, in the same process as `npm start` runs it: when both want the cores, the api's readers
// are answered first and the background work takes what is left; on an idle machine it runs as fast as before.
// Linux only (a thread is a task there, with its own nice value); elsewhere nothing changes.
import { readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * The nice value of background work. 10 gives it about a tenth of a core's share against the api's threads at 0
 * (the kernel's weights: 110 against 1024), so uploads still finish under a full load rather than waiting it out.
 */
export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's priority; threads and processes it starts afterwards inherit it. */
export function lowerThisThread(nice = BACKGROUND_NICE): void {
  if (process.platform !== 'linux') return;
  let tid: number;
  try {
    // '/proc/thread-self' links to '<pid>/task/<tid>': the calling thread's own task, not the process's main thread.
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return; // no /proc mounted: the work runs at the usual priority
  }
  lowerTask(tid, nice);
}

/** Lowers a child process's priority as soon as it is started (its own threads and children inherit it). */
export function lowerProcess(pid: number | undefined, nice = BACKGROUND_NICE): void {
  if (process.platform === 'linux' && pid) lowerTask(pid, nice);
}

function lowerTask(id: number, nice: number) {
  try {
    // Never raise it: a task already nicer (an operator's `nice npm start`) stays as it is.
    if (os.getPriority(id) < nice) os.setPriority(id, nice);
  } catch {
    // The task has already ended, or the system refuses: the work runs at the usual priority.
  }
}
