/**
 * One stage per row, called in-process (no thread hop, no HTTP) on named corpus files: where the time of an
 * operation goes. Field extraction, text layer, rasterisation, OCR of one page, embedding, describing fields,
 * matching values, filling.
 */
import { Bench } from 'tinybench';
import { getEmbedder } from '../../workers/embedding/embed-text.js';
import { withPdfjsDocument } from '../../workers/pdf/open-pdfjs.js';
import { describeFields } from '../../workers/stages/describe-fields.js';
import { extractFields } from '../../workers/stages/extract-fields.js';
import { extractTextLayer } from '../../workers/stages/extract-text-layer.js';
import { fillForm } from '../../workers/stages/fill-form.js';
import { mapValues } from '../../workers/stages/map-values.js';
import { ocrPage } from '../../workers/stages/ocr-page.js';
import { rasterizePage } from '../../workers/stages/rasterize.js';
import { benchOptions, corpusFileOrNull, latencyRows, readFillCase } from '../harness.js';

export async function runStagesSuite(options: { quick: boolean }) {
  const bench = new Bench(benchOptions(options.quick));
  const form = corpusFileOrNull('oofex__pdfFormExample.pdf');
  const big = corpusFileOrNull('pdflib__with_combed_fields.pdf');
  const text = corpusFileOrNull('pdflib__us_constitution.pdf');
  const scan = corpusFileOrNull('ocrmypdf__linn.pdf');
  if (!form || !big || !text || !scan) {
    console.log('corpus not found: the stages suite needs ../shared/corpus (or CORPUS_DIR)');
    return [];
  }
  const fillCase = readFillCase('oofex__pdfFormExample.pdf.json');
  const { fields } = await extractFields({ pdf: form });
  const { pages } = await extractTextLayer({ pdf: form });
  const descriptions = await describeFields({ fields, pages });
  const { assignments } = await mapValues({ fields, descriptions, data: fillCase.data });
  const embedder = await getEmbedder();
  // The embedder caches by text, so every call gets labels it has not seen.
  let round = 0;
  const freshLabels = () => {
    round += 1;
    return Array.from({ length: 32 }, (_, i) => `Applicant ${round} mailing address line ${i}`);
  };

  bench
    .add('extractFields: oofex__pdfFormExample (18 fields)', () => extractFields({ pdf: form }))
    .add('extractFields: pdflib__with_combed_fields (726 fields)', () => extractFields({ pdf: big }))
    .add('extractTextLayer: pdflib__us_constitution (19 pages)', () => extractTextLayer({ pdf: text }))
    .add('rasterize at 300 dpi, grey: ocrmypdf__linn', () => withPdfjsDocument({ pdf: scan }, (doc) => rasterizePage(doc, 1, 300)))
    .add('embed 32 new labels (MiniLM, one thread)', () => embedder.embed(freshLabels()))
    .add('describeFields: oofex__pdfFormExample', () => describeFields({ fields, pages }))
    .add('mapValues: oofex__pdfFormExample fill-case', () => mapValues({ fields, descriptions, data: fillCase.data }))
    .add('fillForm: oofex__pdfFormExample (17 values)', () => fillForm({ pdf: form, assignments }));
  await bench.run();
  // A page of OCR takes seconds: its own bench, with fewer calls.
  const ocr = new Bench({ ...benchOptions(options.quick, { time: 5000, iterations: 8 }), ...(options.quick ? { iterations: 1, warmupIterations: 0 } : {}) });
  ocr.add('ocrPage: ocrmypdf__linn (render, analyse, recognise)', () => ocrPage({ pdf: scan, pageNumber: 1, language: 'eng' }));
  await ocr.run();
  return [...latencyRows(bench), ...latencyRows(ocr)];
}
