// DOCX, PPTX, ODT and RTF to PDF with LibreOffice headless. Each conversion gets its own directory (HOME, temp
// files and the profile: LibreOffice allows one running instance per profile) and runs in the sandbox
// (sandbox.ts): no secrets in its environment, no network, CPU and memory limits, killed whole on timeout.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UPLOAD_FORMATS, type UploadFormat } from './contract.ts';
import { type Isolation, runSandboxed, SandboxUnavailable } from './sandbox.ts';
import type { DocumentsSettings } from './settings.ts';

export class ConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConversionError';
  }
}

/** The seller's words when the converter cannot be boxed (the operator's are in the worker's log). */
export const CONVERTER_UNBOXED = (label: string) =>
  `${label} files cannot be converted on this server right now: its converter cannot run in its secure sandbox. Upload the document as a PDF instead, or try again later.`;

export async function convertToPdf(
  bytes: Uint8Array,
  format: UploadFormat,
  options: Pick<DocumentsSettings, 'sofficePath' | 'conversionTimeoutMs' | 'conversionMemoryBytes' | 'converterUnsandboxed'> & {
    probe?: () => Promise<Isolation>;
  },
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
    const run = await runSandboxed(options.sofficePath, args, {
      home: dir,
      timeoutMs: options.conversionTimeoutMs,
      memoryBytes: options.conversionMemoryBytes,
      allowUnboxed: options.converterUnsandboxed,
      probe: options.probe,
    }).catch((error: Error) => {
      if (error instanceof SandboxUnavailable) throw new ConversionError(CONVERTER_UNBOXED(label));
      throw new ConversionError(`LibreOffice could not be started: ${error.message}`);
    });
    if (run.timedOut) {
      throw new ConversionError(`Converting the ${label} file took longer than ${Math.round(options.conversionTimeoutMs / 1000)} s.`);
    }
    const { code, output } = run;
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
