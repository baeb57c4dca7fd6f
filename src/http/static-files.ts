/**
 * The web page's files (src/web) and the pdf.js build it renders with (from the installed pdfjs-dist), read once
 * at start into memory and served from a fixed table of URL paths. A request path is only ever a key into that
 * table, never joined to a directory, so no path can reach a file that is not listed here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CoreResponse } from './types.js';

interface StaticFile {
  contentType: string;
  body: Uint8Array;
  cacheControl: string;
}

/** src/web is not compiled: it is plain HTML/JS/CSS read from the source tree beside dist/. */
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/web');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/**
 * Only same-origin scripts, styles, workers and API calls; blob: for the filled PDF download and pdf.js' worker
 * fallback. pdf.js needs no eval when `isEvalSupported: false` is passed.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; worker-src 'self' blob:; " +
  "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export interface StaticFiles {
  /** The response for a GET of `urlPath`, or undefined when no file is served there. */
  get(urlPath: string): CoreResponse | undefined;
}

export function loadStaticFiles(): StaticFiles {
  const files = new Map<string, StaticFile>();
  const add = (urlPath: string, filePath: string, cacheControl: string) => {
    files.set(urlPath, { contentType: CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream', body: readFileSync(filePath), cacheControl });
  };

  // The page's own files change with each release: revalidate. pdf.js is versioned in its URL.
  add('/', path.join(WEB_DIR, 'index.html'), 'no-cache');
  for (const name of ['app.js', 'overlay.js', 'api.js', 'style.css']) add(`/web/${name}`, path.join(WEB_DIR, name), 'no-cache');

  const require = createRequire(import.meta.url);
  const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const pdfjsVersion = (JSON.parse(readFileSync(path.join(pdfjsDir, 'package.json'), 'utf8')) as { version: string }).version;
  const vendor = `/vendor/pdfjs-${pdfjsVersion}`;
  const immutable = 'public, max-age=31536000, immutable';
  add(`${vendor}/pdf.min.mjs`, path.join(pdfjsDir, 'build/pdf.min.mjs'), immutable);
  add(`${vendor}/pdf.worker.min.mjs`, path.join(pdfjsDir, 'build/pdf.worker.min.mjs'), immutable);
  // Decoders of JPEG 2000 and JBIG2 images (common in scans) and colour management, loaded by pdf.js on demand.
  for (const name of ['openjpeg.wasm', 'jbig2.wasm', 'qcms_bg.wasm', 'openjpeg_nowasm_fallback.js']) {
    add(`${vendor}/wasm/${name}`, path.join(pdfjsDir, 'wasm', name), immutable);
  }
  // The page tells the browser where pdf.js lives; the page itself stays a static file.
  files.set('/web/config.js', {
    contentType: CONTENT_TYPES['.js']!,
    body: new TextEncoder().encode(`export const PDFJS_BASE = ${JSON.stringify(vendor)};\n`),
    cacheControl: 'no-cache',
  });

  return {
    get(urlPath) {
      const file = files.get(urlPath);
      if (!file) return undefined;
      const headers: Array<[string, string]> = [
        ['Content-Type', file.contentType],
        ['Cache-Control', file.cacheControl],
        ['X-Content-Type-Options', 'nosniff'],
      ];
      if (file.contentType.startsWith('text/html')) {
        headers.push(['Content-Security-Policy', CONTENT_SECURITY_POLICY], ['Referrer-Policy', 'no-referrer']);
      }
      return { status: 200, headers, body: file.body };
    },
  };
}
