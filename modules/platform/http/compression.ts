// Brotli or gzip by Accept-Encoding for every compressible answer of 1 KiB or more: JSON, HTML, the app's
// JavaScript and CSS. Brotli at quality 4 (koa-compress's default) costs about what gzip does and saves more;
// deflate and zstd are left off so every answer is one of the two encodings all browsers and proxies know.
// Server-sent events are never compressed: a compressor holds bytes back until its block fills, which would
// stall each event (realtime.ts also marks the stream `no-transform` for proxies).
import compress from 'koa-compress';

export function compressAnswers() {
  return compress({ threshold: 1024, deflate: false, zstd: false });
}
