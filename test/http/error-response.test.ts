import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { errorResponse } from '../../src/http/error-response.js';
import { ERROR_CATALOGUE, fromWireError, ServiceError, STATUS_NAMES, toWireError, type ErrorCode } from '../../src/shared/errors.js';

const codes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
const opts = { retryAfterSeconds: 2, now: new Date('2026-01-01T00:00:00Z') };

test('every catalogue code maps to its status and the structured body of the contract', () => {
  for (const code of codes) {
    const error = new ServiceError(code, undefined, { pageCount: 3 });
    const response = errorResponse(error, 'structured', 'req_1', opts);
    assert.equal(response.status, ERROR_CATALOGUE[code].status, code);
    const body = JSON.parse(String(response.body));
    assert.deepEqual(Object.keys(body).sort(), ['details', 'error', 'message', 'requestId', 'timestamp']);
    assert.equal(body.error, STATUS_NAMES[response.status], `${code} has a status name`);
    assert.equal(body.details.code, code);
    assert.equal(body.requestId, 'req_1');
    assert.equal(body.timestamp, '2026-01-01T00:00:00.000Z');
    assert.equal(typeof body.message, 'string');
  }
});

test('every catalogue code maps to the fill-pdf body: error, plus the members the contract lists', () => {
  for (const code of codes) {
    const details = { amountRequired: 0.02, currentBalance: 0.01, pageCount: 1, resetTime: '1700000000000', other: 1 };
    const response = errorResponse(new ServiceError(code, undefined, details), 'fill-pdf', 'req_2', opts);
    const body = JSON.parse(String(response.body));
    const expected = response.status === 402 ? ['amountRequired', 'currentBalance', 'error', 'pageCount']
      : response.status === 429 ? ['error', 'resetTime']
      : response.status >= 500 ? ['error', 'requestId']
      : ['error'];
    assert.deepEqual(Object.keys(body).sort(), expected, code);
    assert.equal(typeof body.error, 'string');
  }
});

test('status-specific headers: 401 WWW-Authenticate, 429 and 503 Retry-After', () => {
  const header = (code: ErrorCode, name: string, details = {}) =>
    errorResponse(new ServiceError(code, undefined, details), 'structured', 'r', opts).headers.find(([n]) => n === name)?.[1];
  assert.equal(header('UNAUTHORIZED', 'WWW-Authenticate'), 'Bearer');
  assert.equal(header('SERVICE_BUSY', 'Retry-After'), '2');
  assert.ok(Number(header('RATE_LIMITED', 'Retry-After', { resetTime: String(Date.now() + 30_000) })) >= 29);
});

test('5xx bodies never carry internal details', () => {
  const error = new ServiceError('INTERNAL_ERROR', undefined, { secret: 'stack trace' });
  const body = JSON.parse(String(errorResponse(error, 'structured', 'r', opts).body));
  assert.deepEqual(body.details, { code: 'INTERNAL_ERROR' });
});

test('errors cross threads as data and come back as the same code; unknown codes become INTERNAL_ERROR', () => {
  fc.assert(
    fc.property(fc.constantFrom(...codes), fc.string(), (code, message) => {
      const rebuilt = fromWireError(structuredClone(toWireError(new ServiceError(code, message))));
      assert.equal(rebuilt.code, code);
      if (code !== 'INTERNAL_ERROR') assert.equal(rebuilt.message, message);
    }),
  );
  const unknown = fromWireError({ code: 'EVIL', message: 'leak me' });
  assert.equal(unknown.code, 'INTERNAL_ERROR');
  assert.notEqual(unknown.message, 'leak me');
  assert.equal(toWireError(new TypeError('x')).code, 'INTERNAL_ERROR');
});
