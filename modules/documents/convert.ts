// DOCX, PPTX, ODT and RTF to PDF with LibreOffice headless. Each conversion gets its own profile directory
// (LibreOffice allows one running instance per profile) and its own process group, killed whole on timeout.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UPLOAD_FORMATS, type UploadFormat } from './contract.ts';

export class ConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConversionError';
  }
}

export async function convertToPdf(
  bytes: Uint8Array,
  format: UploadFormat,
  options: { sofficePath: string | null; timeoutMs: number },
): Promise<Uint8Array> {
  const label = UPLOAD_FORMATS[format].label;
  if (!options.sofficePath) {
    throw new ConversionError(`${label} files cannot be converted to PDF on this server (LibreOffice is not installed).`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-convert-'));
  try {
    const input = path.join(dir, `document.${format}`);
    const outDir = path.join(dir, 'out');
    await writeFile(input, bytes);
    const args = [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--headless', '--norestore', '--nologo', '--nodefault', '--nolockcheck',
      '--convert-to', 'pdf', '--outdir', outDir, input,
    ];
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(options.sofficePath!, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, HOME: dir } });
      let output = '';
      child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
      child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {}
        reject(new ConversionError(`Converting the ${label} file took longer than ${Math.round(options.timeoutMs / 1000)} s.`));
      }, options.timeoutMs);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new ConversionError(`LibreOffice could not be started: ${error.message}`));
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
    const pdf = await readFile(path.join(outDir, 'document.pdf')).catch(() => null);
    if (code !== 0 || !pdf || pdf.byteLength === 0) {
      const detail = output.trim().split('\n').pop()?.slice(0, 200);
      throw new ConversionError(`LibreOffice could not convert this ${label} file${detail ? ` (${detail})` : ''}.`);
    }
    return new Uint8Array(pdf);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
