/**
 * Form filling against `pdftk fill_form` with the same values on the same forms (the corpus fill-cases'
 * expected values), in one run. pdftk is timed as a process, as users run it.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Bench } from 'tinybench';
import type { FieldInfo, ValueAssignment } from '../../src/shared/protocol.js';
import { extractFields } from '../../workers/stages/extract-fields.js';
import { fillForm } from '../../workers/stages/fill-form.js';
import { benchOptions, corpusFileOrNull, corpusPath, latencyRows, readFillCase } from '../harness.js';
import { ensurePeers, timeCommand } from '../peers.js';

const CASES = ['oofex__pdfFormExample.pdf', 'irs__fw9_2018.pdf', 'opm__SF-182.pdf', 'pdflib__dod_character.pdf'];

export async function runFillPeersSuite(options: { quick: boolean }) {
  const missing = ensurePeers(['pdftk']);
  const rows = [];
  for (const file of CASES) {
    const pdf = corpusFileOrNull(file);
    if (!pdf) continue;
    const fillCase = readFillCase(`${file}.json`);
    const { fields } = await extractFields({ pdf });
    const assignments = Object.entries(fillCase.expected).map(
      ([name, value]): ValueAssignment => ({ name, value, confidence: 1, reasoning: 'benchmark' }),
    );
    const xfdf = path.join(os.tmpdir(), `bench-${file}.xfdf`);
    writeFileSync(xfdf, toXfdf(assignments, fields));
    const bench = new Bench(benchOptions(options.quick, { time: 3000, iterations: 32 }));
    bench.add('ours: fillForm (in-process)', () => fillForm({ pdf, assignments }));
    if (!missing.includes('pdftk')) {
      const output = path.join(os.tmpdir(), `bench-${file}.filled.pdf`);
      bench.add('pdftk fill_form', () => void timeCommand('pdftk', [corpusPath(file), 'fill_form', xfdf, 'output', output]));
    }
    await bench.run();
    const measured = latencyRows(bench);
    const peer = measured.find((row) => row.name.startsWith('pdftk'));
    for (const row of measured) {
      rows.push({ file, values: assignments.length, ...row, speedupVsPdftk: peer && row.p50Ms ? Math.round(((peer.p50Ms ?? 0) / row.p50Ms) * 10) / 10 : null });
    }
  }
  return rows;
}

/** XFDF with the values pdftk needs: checkbox values as the box's export value ("on" state), others as text. */
function toXfdf(assignments: ValueAssignment[], fields: FieldInfo[]): string {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const entries = assignments.map(({ name, value }) => {
    const field = byName.get(name);
    const text = typeof value === 'boolean' ? (value ? (field?.options?.[0] ?? 'Yes') : 'Off') : value;
    return `<field name="${escape(name)}"><value>${escape(text)}</value></field>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve"><fields>${entries.join('')}</fields></xfdf>\n`;
}
