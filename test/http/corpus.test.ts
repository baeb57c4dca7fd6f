/**
 * Every PDF of the shared corpus (forms, encrypted, XFA, broken, scans, plain text) through all three operations
 * over HTTP: each answer is 200 or a documented 4xx in the operation's body shape, never a 5xx, and a failed
 * call is never charged. document-ocr runs with mode=text here so the sweep stays quick; OCR has its own tests.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { getBalance } from '../../src/store/ledger.js';
import { corpusCatalog, corpusPdf, skipWithoutCorpus, type CatalogRow } from '../helpers/corpus.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  if (!skipWithoutCorpus) svc = await startTestService();
});
after(() => svc?.close());

const DOCUMENTED_4XX = new Set(['CORRUPTED_PDF', 'INVALID_FILE_FORMAT', 'PASSWORD_REQUIRED', 'NO_FORM_FIELDS', 'NO_TEXT_CONTENT']);

/** The password the catalogue notes for an encrypted file ("password: test"), if any. */
function knownPassword(row: CatalogRow): string | undefined {
  const match = /password: ([^\s;]+)/.exec(row.notes);
  return match && !match[1]!.startsWith('(') ? match[1] : undefined;
}

test('every corpus PDF gets 200 or a documented 4xx from every operation, and failures cost nothing', { skip: skipWithoutCorpus }, async () => {
  const table: string[] = [];
  for (const row of corpusCatalog()) {
    const { key, id } = svc.newKey(100_000_000);
    const pdf = corpusPdf(row.file);
    const password = knownPassword(row);
    const extra: Record<string, string> = password ? { password } : {};
    const ocr = await post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf, { mode: 'text', ...extra }, row.file));
    const mapping = await post(`${svc.url}/api/v1/field-mapping`, key, formData(pdf, extra, row.file));
    const fill = await post(`${svc.url}/api/v1/fill-pdf`, key, formData(pdf, { data: 'Name: Jane Doe\nEmail: jane@example.org', ...extra }, row.file));
    table.push(`${row.kind.padEnd(12)} ${row.file.padEnd(58)} ocr ${ocr.status} map ${mapping.status} fill ${fill.status}`);

    let expectedCharge = 0;
    for (const [name, res] of [['document-ocr', ocr], ['field-mapping', mapping]] as const) {
      assert.ok(res.status === 200 || DOCUMENTED_4XX.has(res.json?.details?.code), `${row.file} ${name}: ${res.status} ${JSON.stringify(res.json)}`);
      if (res.status === 200) expectedCharge += 10_000 * res.json.metadata.pageCount;
    }
    assert.ok(fill.status === 200 || (fill.status >= 400 && fill.status < 500), `${row.file} fill-pdf: ${fill.status} ${JSON.stringify(fill.json)}`);
    if (fill.status === 200) {
      const stats = JSON.parse(fill.headers.get('x-processing-stats')!);
      expectedCharge += 20_000 * stats.pageCount;
      await PDFDocument.load(fill.bytes, { password: password ?? '', ignoreEncryption: true } as never);
    } else {
      assert.equal(typeof fill.json.error, 'string');
    }
    assert.equal(getBalance(svc.service.store, id), 100_000_000 - expectedCharge, `${row.file}: only successful calls are charged`);

    if (row.kind === 'form' && Number(row.field_count) > 0) assert.equal(mapping.status, 200, `${row.file} has fields`);
    if (row.kind === 'broken' && Number(row.bytes) < 100) assert.equal(ocr.status, 400, `${row.file} cannot be read`);
  }
  console.log(table.join('\n'));
});

test('encrypted files: the right password opens them, none or a wrong one is a 400 naming the problem', { skip: skipWithoutCorpus }, async () => {
  const { key } = svc.newKey();
  const pdf = corpusPdf('pypdf__r6-user-password.pdf');
  const call = (fields: Record<string, string>) => post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf, { mode: 'text', ...fields }));
  const none = await call({});
  assert.equal(none.status, 400);
  assert.equal(none.json.details.code, 'PASSWORD_REQUIRED');
  assert.equal((await call({ password: 'wrong' })).json.details.code, 'WRONG_PASSWORD');
  const opened = await call({ password: 'asdfzxcv' });
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  assert.ok(opened.json.extractedText.fullText.length > 0);

  // An empty user password (USCIS forms) needs no password part.
  const uscis = await post(`${svc.url}/api/v1/field-mapping`, key, formData(corpusPdf('pypdfform__437.pdf')));
  assert.equal(uscis.status, 200, JSON.stringify(uscis.json));
  assert.equal(uscis.json.fields.length, 31, "all 31 fields of the decrypted form (it has no push buttons)");
});

test('forms whose field tree is missing are recovered from widget annotations (extractionMethod fallback)', { skip: skipWithoutCorpus }, async () => {
  const { key } = svc.newKey();
  for (const file of ['irs__fw4_2025.pdf', 'pypdf__SF424_page2.pdf']) {
    const res = await post(`${svc.url}/api/v1/field-mapping`, key, formData(corpusPdf(file)));
    assert.equal(res.status, 200, `${file}: ${JSON.stringify(res.json)}`);
    assert.equal(res.json.metadata.extractionMethod, 'fallback', file);
    assert.ok(res.json.fields.length >= 15, `${file}: ${res.json.fields.length} fields`);
  }
});
