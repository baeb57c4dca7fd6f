/**
 * The web console in a real browser: Debian's Chromium driven by playwright-core against the real service. A user
 * pastes a key, drops a form, sees each field's box labelled with its mapping, shows OCR boxes at each level, and
 * fills the form from free text, which downloads the filled PDF. The screenshot is kept in test-artifacts/.
 *
 * Skipped, with a message, only where /usr/bin/chromium is absent (.ci/run installs it).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildContactForm } from '../fixtures/documents.js';
import { startTestService, type TestService } from '../helpers/service.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-artifacts');
const skip = existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed (apt-get install -y chromium); the browser test cannot run`;

let svc: TestService;
let browser: Browser;
let page: Page;
const foreignRequests: string[] = [];
const pageErrors: string[] = [];

before(async () => {
  if (skip) return;
  svc = await startTestService();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
  // Everything the page loads comes from the service itself: no CDN, no other origin.
  page.on('request', (request) => {
    if (!request.url().startsWith(svc.url) && !/^(blob|data):/.test(request.url())) foreignRequests.push(request.url());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
after(async () => {
  await browser?.close();
  await svc?.close();
});

test('paste a key, drop a form: the page is rendered with each field\'s box labelled with its mapping', { skip }, async () => {
  const { key } = svc.newKey(1_000_000);
  await page.goto(svc.url);
  await page.fill('#key', key);
  await page.dispatchEvent('#key', 'change');
  await page.setInputFiles('#file', { name: 'contact.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await buildContactForm()) });

  await page.waitForSelector('#stage[data-rendered="1"]');
  // (The page's CSP forbids eval, so waits use selectors rather than string predicates.)
  await page.locator('.field-box').nth(4).waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('.field-box').count(), 5);
  const labels = await page.$$eval('.field-label', (elements) => elements.map((e) => e.textContent));
  assert.ok(labels.some((label) => /^Email address · \d\.\d\d$/.test(label ?? '')), labels.join(' | '));
  assert.ok(labels.some((label) => /^Full name · /.test(label ?? '')), labels.join(' | '));

  // The email box sits where the PDF put the widget: x 170 pt, 20 pt high, scaled like the canvas.
  const canvasBox = (await page.locator('#canvas').boundingBox())!;
  const emailBox = (await page.locator('.field-box[data-field="email"]').boundingBox())!;
  const scale = canvasBox.width / 612;
  const geometry = { x: (emailBox.x - canvasBox.x) / scale, height: emailBox.height / scale };
  assert.ok(Math.abs(geometry.x - 170) <= 2, JSON.stringify(geometry));
  assert.ok(Math.abs(geometry.height - 20) <= 2, JSON.stringify(geometry));
  assert.match(await page.textContent('#credits') ?? '', /0\.01 USD charged, 0\.99 USD left/);
  assert.equal(await page.$$eval('#fields tbody tr', (rows) => rows.length), 5);
});

test('OCR boxes of the page at block, line and token level', { skip }, async () => {
  await page.click('#run-ocr');
  await page.waitForSelector('#levels:not([hidden])', { timeout: 60_000 });
  const count = (level: string) => page.$$eval(`#ocr-layer .ocr-${level}`, (elements) => elements.length);
  assert.ok((await count('lines')) >= 6, 'the six text lines of the form');
  await page.check('input[name="level"][value="tokens"]');
  const tokens = await count('tokens');
  await page.check('input[name="level"][value="blocks"]');
  const blocks = await count('blocks');
  assert.ok(tokens > blocks && blocks >= 1, `tokens ${tokens}, blocks ${blocks}`);
  await page.check('input[name="level"][value="lines"]');
  assert.match(await page.textContent('#status') ?? '', /Text of 1 page\(s\)/);

  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'web-page.png'), fullPage: true });
});

test('free text fills the form and downloads the filled PDF', { skip }, async () => {
  await page.fill('#data', 'Full name: Ada Lovelace\nEmail: ada@example.org\nCity: London');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click('#fill')]);
  assert.equal(download.suggestedFilename(), 'filled-contact.pdf');
  const saved = path.join(ARTIFACTS, 'filled-contact.pdf');
  await download.saveAs(saved);
  const form = (await PDFDocument.load(readFileSync(saved))).getForm();
  assert.equal(form.getTextField('full_name').getText(), 'Ada Lovelace');
  assert.equal(form.getTextField('email').getText(), 'ada@example.org');
  assert.match(await page.textContent('#fill-result') ?? '', /Filled \d of 5 fields/);
});

test('errors of the API are shown as the service words them', { skip }, async () => {
  await page.fill('#key', 'pdfk_not_a_key');
  await page.click('#fill');
  await page.waitForSelector('#status[data-kind="error"]');
  assert.match(await page.textContent('#status') ?? '', /Invalid or missing API key\. Check the key above\./);
});

test('only the service\'s own origin was contacted and the page raised no errors', { skip }, () => {
  assert.deepEqual(foreignRequests, []);
  assert.deepEqual(pageErrors, []);
});
