import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

test('defaults follow the documented values', () => {
  const config = loadConfig({});
  assert.equal(config.port, 8080);
  assert.equal(config.host, '127.0.0.1');
  assert.ok(config.dataDir.endsWith('data'));
  assert.equal(config.prices.fillPdfPerPageMicros, 20_000);
  assert.equal(config.prices.fieldMappingPerPageMicros, 10_000);
  assert.equal(config.prices.documentOcrPerPageMicros, 10_000);
  assert.equal(config.maxFileBytes, 10 * 1024 * 1024);
  assert.equal(config.maxPages, 200);
  assert.equal(config.defaultRateLimitPerMinute, 60);
  assert.equal(config.sessionTtlSeconds, 3600);
  assert.equal(config.initialKeyBalanceMicros, 10_000_000);
  assert.ok(Object.isFrozen(config) && Object.isFrozen(config.prices));
});

test('every bad value is reported at once, by the name of its setting', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', PRICE_FILL_PDF_PER_PAGE_USD: '-1', MAX_PAGES: '0', LOG_LEVEL: 'loud' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.problems.length, 4);
      for (const name of ['PORT', 'PRICE_FILL_PDF_PER_PAGE_USD', 'MAX_PAGES', 'LOG_LEVEL']) {
        assert.ok(error.message.includes(name), `${name} named in: ${error.message}`);
      }
      return true;
    },
  );
});

test('settings override the defaults', () => {
  const config = loadConfig({ PORT: '0', PRICE_DOCUMENT_OCR_PER_PAGE_USD: '0.005', MAX_FILE_BYTES: '2048' });
  assert.equal(config.port, 0);
  assert.equal(config.prices.documentOcrPerPageMicros, 5_000);
  assert.equal(config.maxFileBytes, 2048);
});
