// Page images by PDFium (Chrome's PDF renderer) compiled to WebAssembly, from @embedpdf/pdfium: three to five
// times as fast as pdfjs drawing through @napi-rs/canvas and reading the pixels back (the previews bench). pdfjs
// still opens, checks and reads the text of every document (page-text.ts is built on its text items); PDFium only
// draws. The WebAssembly ships in the package and is read from disk: nothing is downloaded at run time. Runs in a
// PDF thread; erasable TypeScript only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';

type Pdfium = Awaited<ReturnType<typeof init>>;

/** FPDF_ANNOT (draw annotations' appearances, as pdfjs does) | FPDF_REVERSE_BYTE_ORDER (RGBA, not BGRA). */
const RENDER_FLAGS = 0x01 | 0x10;
const WHITE = 0xffffffff;

/**
 * Past this much WebAssembly memory the instance is dropped after its document: that memory can grow but never
 * shrink, so one 50 MB upload would otherwise stay resident in the thread for good. The compiled code is kept, so a
 * new instance costs milliseconds, not the half second of compiling.
 */
const RETAINED_HEAP_BYTES = 64 * 1024 * 1024;

let compiled: Promise<WebAssembly.Module> | null = null;
let loaded: Promise<Pdfium> | null = null;

function pdfium(): Promise<Pdfium> {
  compiled ??= WebAssembly.compile(readFileSync(createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm')));
  loaded ??= compiled.then(async (code) => {
    const module = await init({
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
        WebAssembly.instantiate(code, imports).then(receive);
        return {};
      },
    } as any);
    module.PDFiumExt_Init();
    return module;
  });
  return loaded;
}

export type PageRenderer = {
  /** Page `n` (1-based) drawn on white into `width` x `height` pixels, RGBA, in a buffer of its own. */
  render(n: number, width: number, height: number): Uint8Array;
  close(): void;
};

/** The document opened for drawing; its bytes are copied into PDFium's memory until `close`. */
export async function openForDrawing(bytes: Uint8Array): Promise<PageRenderer> {
  const module = await pdfium();
  // Emscripten's heap view, not in the package's types.
  const heap = (): Uint8Array => (module.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;
  const data = module.pdfium.wasmExports.malloc(bytes.length);
  if (!data) throw new Error('PDFium could not allocate memory for the document');
  heap().set(bytes, data);
  const doc = module.FPDF_LoadMemDocument(data, bytes.length, '');
  if (!doc) {
    module.pdfium.wasmExports.free(data);
    throw new Error(`PDFium could not open the document (error ${module.FPDF_GetLastError()})`);
  }
  return {
    render(n, width, height) {
      const page = module.FPDF_LoadPage(doc, n - 1);
      if (!page) throw new Error(`PDFium could not load page ${n} (error ${module.FPDF_GetLastError()})`);
      const bitmap = module.FPDFBitmap_Create(width, height, 0);
      try {
        if (!bitmap) throw new Error(`PDFium could not allocate a ${width} x ${height} bitmap`);
        module.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
        module.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, RENDER_FLAGS);
        const pixels = module.FPDFBitmap_GetBuffer(bitmap);
        // Copied out (the heap may move when it grows), so the bitmap's memory is reused by the next page.
        return heap().slice(pixels, pixels + width * height * 4);
      } finally {
        if (bitmap) module.FPDFBitmap_Destroy(bitmap);
        module.FPDF_ClosePage(page);
      }
    },
    close() {
      module.FPDF_CloseDocument(doc);
      module.pdfium.wasmExports.free(data);
      if (heap().length > RETAINED_HEAP_BYTES) loaded = null;
    },
  };
}
