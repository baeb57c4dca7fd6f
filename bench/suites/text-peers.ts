/**
 * Text-layer extraction against poppler's pdftotext, the tool users would run instead, in one run on the same
 * files. pdftotext is timed as a process (as it is used); ours both in-process on one thread and as the service
 * runs it, the document's pages spread over the worker pool.
 */
import { Bench } from 'tinybench';
import { extractDocumentText } from '../../src/operations/extract-document-text.js';
import { extractTextLayer } from '../../workers/stages/extract-text-layer.js';
import { benchOptions, corpusFileOrNull, corpusPath, latencyRows, startBenchService } from '../harness.js';
import { ensurePeers, timeCommand } from '../peers.js';

const FILES = ['pdflib__us_constitution.pdf', 'irs__fw9_2018.pdf', 'opm__SF-182.pdf'];

export async function runTextPeersSuite(options: { quick: boolean }) {
  const missing = ensurePeers(['pdftotext']);
  const svc = await startBenchService();
  try {
    const rows = [];
    for (const file of FILES) {
      const pdf = corpusFileOrNull(file);
      if (!pdf) continue;
      const bench = new Bench(benchOptions(options.quick, { time: 2000, iterations: 64 }));
      bench.add('ours, in-process (one thread)', () => extractTextLayer({ pdf }));
      const pageCount = (await svc.service.pool.run('inspect', { pdf })).pageCount;
      const signal = new AbortController().signal;
      bench.add('ours, the service\'s path (pages over all threads)', () =>
        extractDocumentText(svc.service.pool, { pdf }, { pageCount, mode: 'text', ocrLanguage: 'eng', signal }),
      );
      if (!missing.includes('pdftotext')) bench.add('pdftotext -layout', () => void timeCommand('pdftotext', ['-layout', corpusPath(file), '/dev/null']));
      await bench.run();
      const measured = latencyRows(bench);
      const peer = measured.find((row) => row.name.startsWith('pdftotext'));
      for (const row of measured) {
        rows.push({ file, ...row, ratioToPdftotext: peer && row.p50Ms && peer.p50Ms ? Math.round((row.p50Ms / peer.p50Ms) * 100) / 100 : null });
      }
    }
    return rows;
  } finally {
    await svc.close();
  }
}
