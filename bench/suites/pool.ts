/**
 * Operations through the core and the worker pool, without sockets: fill of a one-page form and field-mapping of
 * the corpus's largest form, in ms per call.
 */
import { Bench } from 'tinybench';
import { buildContactForm } from '../../test/fixtures/documents.js';
import { benchOptions, coreRequest, corpusFileOrNull, latencyRows, multipartBody, startBenchService } from '../harness.js';

export async function runPoolSuite(options: { quick: boolean }) {
  const svc = await startBenchService();
  try {
    const bench = new Bench(benchOptions(options.quick, { time: 5000, iterations: 64 }));
    const contactForm = await multipartBody(await buildContactForm(), { data: 'Full name: Ada Lovelace\nEmail: ada@example.org\nCity: London' });
    const expectOk = async (path: string, body: { body: Uint8Array; contentType: string }) => {
      const response = await svc.service.app.handle(coreRequest(path, svc.key, body));
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${String(response.body).slice(0, 200)}`);
    };
    bench.add('fill-pdf, 1-page generated form (5 fields)', () => expectOk('/api/v1/fill-pdf', contactForm));

    const largest = corpusFileOrNull('pdflib__with_combed_fields.pdf');
    if (largest) {
      const body = await multipartBody(largest);
      bench.add('field-mapping, pdflib__with_combed_fields.pdf (13 pages, 726 fields)', () => expectOk('/api/v1/field-mapping', body));
      const fill = await multipartBody(largest, { data: 'Name: Ada Lovelace\nCity: London' });
      bench.add('fill-pdf, pdflib__with_combed_fields.pdf (13 pages, 726 fields)', () => expectOk('/api/v1/fill-pdf', fill));
    } else {
      console.log('corpus not found: skipping the largest-form rows (set CORPUS_DIR)');
    }
    await bench.run();
    return latencyRows(bench);
  } finally {
    await svc.close();
  }
}

