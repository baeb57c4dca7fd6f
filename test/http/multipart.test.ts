import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseMultipart } from '../../src/http/multipart.js';
import { ServiceError } from '../../src/shared/errors.js';

const enc = new TextEncoder();

function build(boundary: string, parts: Array<{ name: string; filename?: string; data: Uint8Array }>): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), part.data, enc.encode('\r\n'));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

test('parses file and text parts, with RFC 5987 filenames', () => {
  const body = Buffer.concat([
    build('XyZ', [{ name: 'data', data: enc.encode('Name: Ann\r\nCity: Oslo') }]).subarray(0, -('--XyZ--\r\n'.length)),
    enc.encode(`--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--XyZ--`),
  ]);
  const parts = parseMultipart(body, 'multipart/form-data; boundary="XyZ"');
  assert.equal(parts.length, 2);
  assert.equal(Buffer.from(parts[0]!.data).toString(), 'Name: Ann\r\nCity: Oslo');
  assert.equal(parts[1]!.filename, 'été.pdf');
  assert.equal(parts[1]!.contentType, 'application/pdf');
  assert.equal(Buffer.from(parts[1]!.data).toString(), '%PDF-1.7');
});

test('rejects bodies that are not multipart or are cut short', () => {
  const good = build('b', [{ name: 'file', filename: 'x.pdf', data: enc.encode('%PDF-1.4 data') }]);
  const bad: Array<[Uint8Array, string | undefined]> = [
    [good, 'application/json'],
    [good, undefined],
    [good, 'multipart/form-data'],
    [good.subarray(0, 30), 'multipart/form-data; boundary=b'],
    [enc.encode('no boundary here'), 'multipart/form-data; boundary=b'],
  ];
  for (const [body, type] of bad) {
    assert.throws(() => parseMultipart(body, type), (e) => e instanceof ServiceError && e.code === 'MALFORMED_REQUEST');
  }
});

test('property: any parts round-trip, and any byte string either parses or fails with MALFORMED_REQUEST', () => {
  const part = fc.record({
    name: fc.stringMatching(/^[a-z]{1,8}$/),
    data: fc.uint8Array({ maxLength: 200 }),
  });
  fc.assert(
    fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
      const boundary = '----fcBoundary7MA4YWxkTrZu0gW';
      const parsed = parseMultipart(build(boundary, parts), `multipart/form-data; boundary=${boundary}`);
      assert.deepEqual(parsed.map((p) => [p.name, Buffer.from(p.data).toString('hex')]), parts.map((p) => [p.name, Buffer.from(p.data).toString('hex')]));
    }),
  );
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
      try {
        parseMultipart(Buffer.concat([enc.encode('--b\r\n'), bytes]), 'multipart/form-data; boundary=b');
      } catch (error) {
        assert.ok(error instanceof ServiceError && error.code === 'MALFORMED_REQUEST');
      }
    }),
  );
});
