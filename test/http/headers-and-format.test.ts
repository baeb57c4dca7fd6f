import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { filledPdfDisposition, safeStem } from '../../src/http/content-disposition.js';
import { detectFormat } from '../../src/http/detect-format.js';

test('Content-Disposition is filled-<name>.pdf with an RFC 6266 filename* for non-ASCII names', () => {
  assert.equal(filledPdfDisposition('w9.pdf'), 'attachment; filename="filled-w9.pdf"');
  assert.equal(filledPdfDisposition(null), 'attachment; filename="filled-document.pdf"');
  assert.equal(filledPdfDisposition('../../etc/passwd'), 'attachment; filename="filled-passwd.pdf"');
  assert.equal(filledPdfDisposition('Zoë.pdf'), `attachment; filename="filled-Zo_.pdf"; filename*=UTF-8''filled-Zo%C3%AB.pdf`);
});

test('property: no client filename can inject a header or a quote', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
      const value = filledPdfDisposition(name);
      assert.ok(!/[\r\n\u0000]/.test(value));
      const quoted = /filename="([^"]*)"/.exec(value);
      assert.ok(quoted, value);
      assert.ok(!/[\\/]/.test(safeStem(name)));
      assert.ok(/^[\x20-\x7e]*$/.test(value), 'header value is printable ASCII');
    }),
  );
});

test('formats are judged by bytes, not names', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  assert.equal(detectFormat(bytes('%PDF-1.7\n...')), 'pdf');
  assert.equal(detectFormat(Buffer.concat([Buffer.alloc(100, 32), bytes('%PDF-1.4')])), 'pdf', 'junk before the header is tolerated');
  assert.equal(detectFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10])), 'png');
  assert.equal(detectFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])), 'jpeg');
  assert.equal(detectFormat(bytes('hello, world')), 'text');
  assert.equal(detectFormat(new Uint8Array()), 'empty');
  assert.equal(detectFormat(new Uint8Array([0, 1, 2, 3, 0, 0, 0])), 'unknown');
});
