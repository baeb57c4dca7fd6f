/**
 * One stage per row, called in-process (no thread hop, no HTTP) on named corpus files: where the time of an
 * operation goes.
 */
import { Bench } from 'tinybench';
import { describeFields } from '../../workers/stages/describe-fields.js';
import { extractFields } from '../../workers/stages/extract-fields.js';
import { extractTextLayer } from '../../workers/stages/extract-text-layer.js';
import { fillForm } from '../../workers/stages/fill-form.js';
import { mapValues } from '../../workers/stages/map-values.js';
import { corpusFileOrNull, latencyRows, readFillCase } from '../harness.js';

export async function runStagesSuite(options: { quick: boolean }) {
  const bench = new Bench({ throws: true, time: options.quick ? 500 : 2000, warmupIterations: 2 });
  const form = corpusFileOrNull('oofex__pdfFormExample.pdf');
  const big = corpusFileOrNull('pdflib__with_combed_fields.pdf');
  const text = corpusFileOrNull('pdflib__us_constitution.pdf');
  if (!form || !big || !text) {
    console.log('corpus not found: the stages suite needs ../shared/corpus (or CORPUS_DIR)');
    return [];
  }
  const fillCase = readFillCase('oofex__pdfFormExample.pdf.json');
  const { fields } = await extractFields({ pdf: form });
  const { pages } = await extractTextLayer({ pdf: form });
  const descriptions = await describeFields({ fields, pages });
  const { assignments } = await mapValues({ fields, descriptions, data: fillCase.data });

  bench
    .add('extractFields: oofex__pdfFormExample (18 fields)', () => extractFields({ pdf: form }))
    .add('extractFields: pdflib__with_combed_fields (726 fields)', () => extractFields({ pdf: big }))
    .add('extractTextLayer: pdflib__us_constitution (19 pages)', () => extractTextLayer({ pdf: text }))
    .add('describeFields: oofex__pdfFormExample', () => describeFields({ fields, pages }))
    .add('mapValues: oofex__pdfFormExample fill-case', () => mapValues({ fields, descriptions, data: fillCase.data }))
    .add('fillForm: oofex__pdfFormExample (17 values)', () => fillForm({ pdf: form, assignments }));
  await bench.run();
  return latencyRows(bench);
}
