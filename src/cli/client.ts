/**
 * The HTTP side of `pdfsvc`: one call to the service, with progress on stderr while it runs, and every error
 * answer turned into a sentence a person can act on plus the exit code a script can branch on.
 */
import { EXIT, exitCodeForStatus } from './exit-codes.js';

export class CliError extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message);
    this.name = 'CliError';
  }
}

export interface CallOptions {
  url: string;
  key: string;
  /** Shown in progress and error lines, e.g. "document-ocr scan.pdf (12 pages)". */
  label: string;
  progress: Progress;
}

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

export interface Progress {
  start(label: string): void;
  stop(): void;
}

/** Progress on stderr: a live elapsed-time line on a terminal, a line every 15 s otherwise (logs, CI). */
export function stderrProgress(enabled: boolean, stream: NodeJS.WriteStream = process.stderr): Progress {
  let timer: NodeJS.Timeout | undefined;
  let startedAt = 0;
  let label = '';
  const elapsed = () => Math.round((Date.now() - startedAt) / 1000);
  return {
    start(text) {
      if (!enabled) return;
      label = text;
      startedAt = Date.now();
      if (stream.isTTY) {
        stream.write(`${label}: working…`);
        timer = setInterval(() => stream.write(`\r\x1b[K${label}: working… ${elapsed()} s`), 1000);
      } else {
        stream.write(`${label}: sent, waiting for the service\n`);
        timer = setInterval(() => stream.write(`${label}: still working, ${elapsed()} s\n`), 15_000);
      }
      timer.unref();
    },
    stop() {
      if (!enabled || startedAt === 0) return;
      clearInterval(timer);
      if (stream.isTTY) stream.write(`\r\x1b[K`);
      startedAt = 0;
    },
  };
}

export async function callService(path: string, init: { method: string; body?: FormData | string }, options: CallOptions): Promise<Answer> {
  const endpoint = new URL(path, options.url.endsWith('/') ? options.url : `${options.url}/`);
  options.progress.start(options.label);
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await fetch(endpoint, { method: init.method, headers: { authorization: `Bearer ${options.key}` }, body: init.body });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(
      `cannot reach the service at ${endpoint.origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}. ` +
        'Is it running? Set --url or PDFSVC_URL.',
      EXIT.UNREACHABLE,
    );
  } finally {
    options.progress.stop();
  }
  if (response.status >= 400) throw new CliError(describeError(response.status, response.headers, bytes), exitCodeForStatus(response.status));
  return { status: response.status, headers: response.headers, bytes };
}

/**
 * One message for either body shape: fill-pdf's `{error, …}` and the structured
 * `{error, message, details: {code, …}, requestId}`. Adds what to do next where there is something to do.
 */
export function describeError(status: number, headers: Headers, bytes: Uint8Array): string {
  let body: Record<string, any> = {};
  try {
    body = JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, any>;
  } catch {
    // Not JSON (a proxy's page, say): the status alone has to do.
  }
  const details: Record<string, any> = body.details ?? body;
  const code: string | undefined = body.details?.code;
  const message: string = body.message ?? body.error ?? `HTTP ${status}`;
  const requestId: string | undefined = body.requestId ?? headers.get('x-request-id') ?? undefined;
  const lines = [`${message}${code ? ` (${code})` : ''} [HTTP ${status}]`];

  switch (status) {
    case 401:
      lines.push('Check the key: pass --key or set PDFSVC_KEY (keys start with pdfk_, sessions with pdfs_).');
      break;
    case 402:
      lines.push(`This document has ${details.pageCount} page(s) and costs ${details.amountRequired} USD; the balance is ${details.currentBalance} USD. Add credits with: npm run admin -- credits add <key id> <USD>`);
      break;
    case 429: {
      const reset = Number(details.resetTime);
      const wait = Number.isFinite(reset) ? Math.max(1, Math.ceil((reset - Date.now()) / 1000)) : Number(headers.get('retry-after'));
      lines.push(`Retry in ${wait} s.`);
      break;
    }
    case 503:
      lines.push(`Retry in ${headers.get('retry-after') ?? 'a few'} s.`);
      break;
    default:
      break;
  }
  if (code === 'INVALID_FILE_FORMAT') lines.push(`The file is ${details.receivedFormat}, not a PDF.`);
  if (code === 'PAGE_LIMIT_EXCEEDED') lines.push(`It has ${details.pageCount} pages; the service accepts at most ${details.maxPages}.`);
  if (code === 'NO_FORM_FIELDS' && details.suggestion) lines.push(String(details.suggestion));
  if (code === 'NO_TEXT_CONTENT' && details.reason) lines.push(String(details.reason));
  if (code === 'INVALID_PARAMETER' && (details.allowedValues || details.supportedLanguages)) {
    lines.push(`Allowed: ${(details.allowedValues ?? details.supportedLanguages).join(', ')}`);
  }
  if (status >= 500 && requestId) lines.push(`Request id ${requestId} (the server log has the cause under it).`);
  return lines.join('\n');
}
