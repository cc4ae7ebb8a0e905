// Tesseract reading a processing job's page runs below the api's CPU priority; a page a request waits on (a
// question's photo) does not. A stand-in for tesseract reads out the niceness it was started at as its one word.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../platform/index.ts';
import { recognise } from './tesseract.ts';

let dir: string;
let tesseractPath: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-tesseract-'));
  tesseractPath = path.join(dir, 'tesseract');
  // Called as `tesseract <image> <base> -l ... tsv`: writes <base>.tsv with one word, "nice<value>" (`nice` prints it).
  const row = ['5', '1', '1', '1', '1', '1', '0', '0', '10', '10', '95', 'nice$(nice)'].join('\\t');
  await writeFile(tesseractPath, `#!/bin/sh\nprintf "level\\n${row}\\n" > "$2.tsv"\n`);
  await chmod(tesseractPath, 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const read = (background: boolean) =>
  recognise({ file: new Uint8Array([0]), dpi: 300 }, { tesseractPath, language: 'eng', timeoutMs: 60_000, layer: false, background });

describe.runIf(process.platform === 'linux')('Tesseract and the CPU', () => {
  it("reads a processing job's page at the background priority", async () => {
    expect((await read(true)).text).toBe(`nice${BACKGROUND_NICE}`);
  });

  it("reads a page a request waits on at the api's own priority", async () => {
    expect((await read(false)).text).toBe(`nice${os.getPriority()}`);
  });
});
