/**
 * `npm run bench [-- --suite NAME] [-- --quick]`: runs the benchmark suites, prints one table per suite and
 * writes bench/results/<suite>.json with the machine and the date.
 */
import { parseArgs } from 'node:util';
import { machine, writeResults } from './harness.js';
import { runMappingSuite } from './suites/mapping.js';
import { runFillPeersSuite } from './suites/fill-peers.js';
import { runLoadSuite } from './suites/load.js';
import { runPoolSuite } from './suites/pool.js';
import { runStagesSuite } from './suites/stages.js';
import { runTextPeersSuite } from './suites/text-peers.js';

const SUITES: Record<string, (options: { quick: boolean }) => Promise<unknown[]>> = {
  stages: runStagesSuite,
  pool: runPoolSuite,
  'text-peers': runTextPeersSuite,
  'fill-peers': runFillPeersSuite,
  mapping: runMappingSuite,
  load: runLoadSuite,
  ocr: async (options) => (await import('./suites/ocr.js')).runOcrSuite(options),
};

const { values } = parseArgs({ options: { suite: { type: 'string' }, quick: { type: 'boolean', default: false } } });
const names = values.suite ? [values.suite] : Object.keys(SUITES);
for (const name of names) {
  if (!SUITES[name]) {
    console.error(`Unknown suite "${name}"; suites: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
}
console.log(JSON.stringify(machine()));
const runStarted = performance.now();
for (const name of names) {
  console.log(`\n## ${name}`);
  const started = performance.now();
  const rows = await SUITES[name]!({ quick: values.quick === true });
  console.table(rows);
  console.log(`results: ${writeResults(name, rows)} (${seconds(started)} s)`);
}
console.log(`\nall suites: ${seconds(runStarted)} s`);

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
