#!/usr/bin/env node
/**
 * `pdfsvc`: the command-line client of the service, installed with the package (package.json "bin").
 * Results go to stdout (or -o), messages and progress to stderr, and the exit code says what happened
 * (see exit-codes.ts), so it composes in shell scripts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { callService, CliError, stderrProgress, type CallOptions } from './client.js';
import { EXIT } from './exit-codes.js';

const USAGE = `pdfsvc: client of the PDF service

Usage:
  pdfsvc fill <form.pdf> --data <text | @file | @-> [-o <filled.pdf | ->] [--password <pw>]
  pdfsvc fields <form.pdf> [--json] [--password <pw>]
  pdfsvc ocr <file.pdf> [--text | --json] [--mode auto|ocr|text] [--language en] [--password <pw>]
  pdfsvc session [--json]

Options:
  --url <url>     service address (env PDFSVC_URL, default http://127.0.0.1:8080)
  --key <key>     API key or session token (env PDFSVC_KEY)
  -q, --quiet     no progress or summary on stderr
  -h, --help      this text

Exit codes:
  0 done                    5 insufficient credits (402)
  1 unexpected client error 6 rate limited (429): retry later
  2 usage error             7 document or parameters rejected (400, 413, 422)
  3 service unreachable     8 service busy or timed out (503): retry later
  4 key refused (401)       9 server error (500): retry, report the request id
`;

interface Context {
  call: (path: string, body: FormData | string, label: string) => ReturnType<typeof callService>;
  quiet: boolean;
  say: (line: string) => void;
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        key: { type: 'string' },
        data: { type: 'string' },
        output: { type: 'string', short: 'o' },
        password: { type: 'string' },
        mode: { type: 'string' },
        language: { type: 'string' },
        text: { type: 'boolean' },
        json: { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, EXIT.USAGE);
  }
  const { values, positionals } = parsed;
  const [command, file, ...extra] = positionals;
  if (values.help || command === 'help' || command === undefined) {
    process.stdout.write(USAGE);
    return command === undefined && !values.help ? EXIT.USAGE : EXIT.OK;
  }
  if (extra.length > 0) throw new CliError(`unexpected arguments: ${extra.join(' ')}`, EXIT.USAGE);

  const url = values.url ?? env.PDFSVC_URL ?? 'http://127.0.0.1:8080';
  const key = values.key ?? env.PDFSVC_KEY;
  if (!key) throw new CliError('no API key: pass --key or set PDFSVC_KEY', EXIT.USAGE);
  const quiet = values.quiet ?? false;
  const progress = stderrProgress(!quiet);
  const options: Omit<CallOptions, 'label'> = { url, key, progress };
  const context: Context = {
    call: (apiPath, body, label) => callService(apiPath, { method: 'POST', body }, { ...options, label }),
    quiet,
    say: (line) => {
      if (!quiet) process.stderr.write(`${line}\n`);
    },
  };

  switch (command) {
    case 'fill':
      return fill(context, requireFile(command, file), values);
    case 'fields':
      return fields(context, requireFile(command, file), values);
    case 'ocr':
      return ocr(context, requireFile(command, file), values);
    case 'session':
      if (file !== undefined) throw new CliError('session takes no file', EXIT.USAGE);
      return session(context, values);
    default:
      throw new CliError(`unknown command "${command}"\n\n${USAGE}`, EXIT.USAGE);
  }
}

function requireFile(command: string, file: string | undefined): string {
  if (!file) throw new CliError(`${command} needs a PDF file: pdfsvc ${command} <file.pdf>`, EXIT.USAGE);
  return file;
}

/**
 * The upload as multipart. The file is read into memory (uploads are at most a few MB) rather than streamed:
 * the service answers a refused request (401, 429, …) before reading its body and closes the connection, and a
 * body still streaming from disk then fails as a network error instead of showing the service's answer.
 */
async function upload(file: string, parts: Record<string, string | undefined>): Promise<{ form: FormData; label: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, EXIT.USAGE);
  }
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), path.basename(file));
  for (const [name, value] of Object.entries(parts)) if (value !== undefined) form.set(name, value);
  const pages = estimatePages(bytes);
  return { form, label: `${path.basename(file)}${pages > 1 ? ` (${pages} pages)` : ''}` };
}

/**
 * Page count for the progress line only: page objects counted in the raw bytes. Files that pack their objects
 * into compressed streams show no count, which is fine for a progress hint.
 */
function estimatePages(bytes: Buffer): number {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** --data as curl takes it: literal text, @file, or @- for stdin. */
async function readData(data: string | undefined): Promise<string> {
  if (data === undefined) throw new CliError('fill needs --data <text | @file | @->', EXIT.USAGE);
  if (!data.startsWith('@')) return data;
  const source = data.slice(1);
  try {
    if (source === '-') {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }
    return await readFile(source, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, EXIT.USAGE);
  }
}

type Values = Record<string, string | boolean | undefined>;

function credits(headers: Headers): string {
  return `${headers.get('x-credits-used')} ${headers.get('x-credits-currency')} charged, ${headers.get('x-credits-remaining')} left`;
}

async function fill(context: Context, file: string, values: Values): Promise<number> {
  const data = await readData(values.data as string | undefined);
  const { form, label } = await upload(file, { data, password: values.password as string | undefined });
  const answer = await context.call('api/v1/fill-pdf', form, `fill-pdf ${label}`);
  const output = (values.output as string | undefined) ?? suggestedName(answer.headers.get('content-disposition'), file);
  if (output === '-') process.stdout.write(answer.bytes);
  else await writeFile(output, answer.bytes);
  const stats = JSON.parse(answer.headers.get('x-processing-stats') ?? '{}') as { fieldsFilled?: number; fieldsTotal?: number; confidence?: number };
  context.say(
    `filled ${stats.fieldsFilled} of ${stats.fieldsTotal} fields (confidence ${stats.confidence})${output === '-' ? '' : ` → ${output}`}; ${credits(answer.headers)}`,
  );
  return EXIT.OK;
}

/** filled-<name>.pdf from the service's Content-Disposition, written in the current directory. */
function suggestedName(disposition: string | null, file: string): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return path.basename(name ?? `filled-${path.basename(file, path.extname(file))}.pdf`);
}

async function fields(context: Context, file: string, values: Values): Promise<number> {
  const { form, label } = await upload(file, { password: values.password as string | undefined });
  const answer = await context.call('api/v1/field-mapping', form, `field-mapping ${label}`);
  const text = Buffer.from(answer.bytes).toString('utf8');
  if (values.json) {
    process.stdout.write(`${text}\n`);
  } else {
    const body = JSON.parse(text) as { fields: Array<{ name: string; type: string; page: number; required: boolean; options: string[] | null; mapping: { mainText: string; confidence: number } }> };
    const rows = body.fields.map((f) => [
      String(f.page),
      f.type,
      f.name,
      `${f.mapping.mainText} (${f.mapping.confidence.toFixed(2)})`,
      [f.required ? 'required' : '', f.options ? `options: ${f.options.join('|')}` : ''].filter(Boolean).join(', '),
    ]);
    process.stdout.write(table([['PAGE', 'TYPE', 'NAME', 'LABEL (CONFIDENCE)', 'NOTES'], ...rows]));
  }
  context.say(credits(answer.headers));
  return EXIT.OK;
}

async function ocr(context: Context, file: string, values: Values): Promise<number> {
  if (values.text && values.json) throw new CliError('choose one of --text and --json', EXIT.USAGE);
  const { form, label } = await upload(file, {
    password: values.password as string | undefined,
    mode: values.mode as string | undefined,
    language: values.language as string | undefined,
  });
  const answer = await context.call('api/v1/document-ocr', form, `document-ocr ${label}`);
  const text = Buffer.from(answer.bytes).toString('utf8');
  if (values.text) {
    const body = JSON.parse(text) as { extractedText: { fullText: string } };
    process.stdout.write(`${body.extractedText.fullText}\n`);
  } else {
    process.stdout.write(`${text}\n`);
  }
  context.say(`${answer.headers.get('x-processing-time')} ms; ${credits(answer.headers)}`);
  return EXIT.OK;
}

async function session(context: Context, values: Values): Promise<number> {
  const answer = await context.call('api/v1/sessions', '', 'session');
  const text = Buffer.from(answer.bytes).toString('utf8');
  const body = JSON.parse(text) as { token: string; expiresAt: string };
  process.stdout.write(values.json ? `${text}\n` : `${body.token}\n`);
  if (!values.json) context.say(`session token valid until ${body.expiresAt}; use it as PDFSVC_KEY`);
  return EXIT.OK;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n') + '\n';
}

main(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof CliError) {
      process.stderr.write(`pdfsvc: ${error.message}\n`);
      process.exitCode = error.exitCode;
    } else {
      process.stderr.write(`pdfsvc: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = EXIT.UNEXPECTED;
    }
  },
);
