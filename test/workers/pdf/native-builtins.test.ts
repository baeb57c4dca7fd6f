/**
 * pdf.js's legacy build replaces some built-ins of the thread with slower core-js versions; open-pdfjs.ts puts
 * the native ones back. Checked after a real document has been opened and read, when pdf.js has fully loaded.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { getPdfjsPage, withPdfjsDocument } from '../../../workers/pdf/open-pdfjs.js';
import { buildContactForm } from '../../fixtures/documents.js';

// core-js disguises its replacements as native code, so each is told apart by a behaviour where it differs from
// V8's own, read from a fresh realm that pdf.js never touched: the replacement push throws on an array whose
// length is read-only even with nothing to push, and the replacement JSON.parse gives revivers the source text.
const PROBES = `({
  push: (() => { try { Object.defineProperty([], 'length', { writable: false }).push(); return 'returned'; } catch { return 'threw'; } })(),
  parseSource: (() => { let source = 'none'; JSON.parse('1', (key, value, context) => { source = typeof context?.source; return value; }); return source; })(),
})`;

test('Array.prototype.push and JSON stay native once pdf.js has loaded and read a page', async () => {
  const pdf = await buildContactForm();
  await withPdfjsDocument({ pdf }, async (doc) => {
    const page = await getPdfjsPage(doc, 1);
    await page.getTextContent();
  });
  const v8Own = vm.runInNewContext(PROBES) as Record<string, string>;
  const inThisThread = vm.runInThisContext(PROBES) as Record<string, string>;
  assert.deepEqual({ ...inThisThread }, { ...v8Own });
});
