/**
 * A terminal session pasted as the text: commands after a shell prompt, what they printed, and among them runs of a
 * command-line tool given the details as options.
 *
 *     kwame@rso-laptop:~/club/bos (main)$ cat deals/2025-09-27-oyelaran.txt
 *     seller: Gerald T. Oyelaran, 44 Ridgewood Ct, …
 *     kwame@rso-laptop:~/club/bos (main)$ ./bos fill --form illinois \
 *     >   --buyer "Marisol Fuentes-Baird" --buyer-addr "1719 W Touhy Ave, Apt 2, Chicago, IL 60626" \
 *     >   --serial DFK4172 --when by:2025-10-15
 *     bos fill: error: …
 *
 * Read as written, the options run together on one line and every program's output reads as the writer's. Here:
 * - a run of a tool with options is one "key: value" line per option ("buyer addr: 1719 W Touhy Ave, …", "when: by
 *   2025-10-15"), a flag alone "key: yes"; options naming files (an output path) go;
 * - a tool run again with the same command replaces its earlier run, as a writer runs it again to put it right;
 * - what `cat` and its kin print is a file's text and stays, after the runs that stand, but for its keyed lines a
 *   later run gives again; what other commands print goes, with the prompts; a comment at the prompt is the writer's
 *   sentence.
 * A text with fewer than MIN_PROMPTS prompts, or no tool run with MIN_OPTIONS options, stays as written.
 */

/** "kwame@rso-laptop:~/club/bos (main)$ cmd", "(venv) me@box:~$ cmd", "$ cmd" (1 the command). */
const PROMPT = /^\s*(?:(?:\([\w.-]+\)\s*)?[\w.-]+@[\w.-]+(?::[^$#%\n]*)?\s*[$#%]|\$)\s+(\S.*)$/;
/** A prompt's continuation line: "> --serial DFK4172 \". */
const CONTINUATION = /^\s*>\s?/;
/** Commands whose output is a file's text. */
const FILE_PRINTERS = /^(?:cat|less|more|head|tail|bat|type|Get-Content)$/;
/** Options that name where the tool writes or reads, or how it runs, not a detail. */
const RUN_OPTION = /^(?:o|output|out|outfile|out-file|in|input|infile|file|config|template|form|format|v|verbose|q|quiet|debug|dry-run|force|log|log-level|h|help)$/;
/** Programs that send a request over the network, whose options are its headers and transport. */
const NETWORK_CLIENT = /^(?:curl|wget|http|https|httpie|xh|grpcurl)$/;
/** Fewer prompts than this make no session; a tool run has at least MIN_OPTIONS options. */
const MIN_PROMPTS = 2;
const MIN_OPTIONS = 3;

interface Command {
  code: string;
  words: string[];
  printed: string[];
}

export function withShellSessionRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => PROMPT.test(line)).length < MIN_PROMPTS) return text;
  const before: string[] = [];
  const commands: Command[] = [];
  for (let at = 0; at < lines.length; at++) {
    const prompt = lines[at]!.match(PROMPT);
    if (!prompt) {
      (commands.length === 0 ? before : commands[commands.length - 1]!.printed).push(lines[at]!);
      continue;
    }
    let code = prompt[1]!;
    while (/\\\s*$/.test(code) && at + 1 < lines.length && !PROMPT.test(lines[at + 1]!)) code = `${code.replace(/\\\s*$/, '')} ${lines[++at]!.replace(CONTINUATION, '').trim()}`;
    commands.push({ code, words: shellWords(code), printed: [] });
  }
  const runs = commands.map((command) => toolRun(command.words));
  if (!runs.some((run) => run !== undefined)) return text;
  // (Run again later with the same command, the tool's earlier run gives way. The runs that stand come first: what
  // the writer gave the tool is what they settled on, where a file printed before it holds what they started from.)
  const standing = runs.filter((run, k): run is NonNullable<typeof run> => run !== undefined && !runs.slice(k + 1).some((later) => later?.tool === run.tool));
  const out = [...before, ...standing.flatMap((run) => run.options.map(([key, value]) => `${key}: ${value}`))];
  commands.forEach((command, k) => {
    // ("# oops, pasted half of that from last year's notes": a comment at the prompt is the writer's sentence.)
    if (/^#/.test(command.code)) out.push(command.code.replace(/^#+\s*/, ''));
    if (!FILE_PRINTERS.test(command.words[0] ?? '')) return;
    // (A file's "supervisor: Harold Fenn, …" gives way to a later run's "--supervisor": the writer gave it anew.)
    const givenLater = new Set(runs.slice(k + 1).flatMap((run) => (run && standing.includes(run) ? run.options.map(([key]) => key.toLowerCase()) : [])));
    out.push(...command.printed.filter((line) => !givenLater.has(line.match(/^\s*([\p{L}][\p{L}\d .-]{0,30}?)\s*:\s*\S/u)?.[1]?.toLowerCase() ?? '')));
  });
  return out.join('\n');
}

/** A tool run: the program and its first word after it ("./bos fill"), and its options as key and value. */
function toolRun(words: readonly string[]): { tool: string; options: Array<[string, string]> } | undefined {
  const options: Array<[string, string]> = [];
  const tool = words.slice(0, words.findIndex((word) => word.startsWith('-'))).slice(0, 2).join(' ');
  // ("curl -v https://… -H "Authorization: …" --data @onboard.json": a request's headers and body file, no details.)
  if (NETWORK_CLIENT.test(words[0] ?? '')) return undefined;
  for (let k = 0; k < words.length; k++) {
    const option = words[k]!.match(/^--?([A-Za-z][\w-]*)(?:=(.*))?$/);
    if (!option) continue;
    let value = option[2];
    if (value === undefined && k + 1 < words.length && !/^-{1,2}[A-Za-z]/.test(words[k + 1]!)) value = words[++k]!;
    if (RUN_OPTION.test(option[1]!) || (value !== undefined && /^[\w./~-]+\.(?:pdf|txt|csv|json|ya?ml|toml|xml|html?|log)$/i.test(value))) continue;
    options.push([option[1]!.replace(/[-_]+/g, ' '), value === undefined ? 'yes' : value.replace(/^(by|before|after|on|until):(?=\S)/i, '$1 ')]);
  }
  return options.length >= MIN_OPTIONS && tool !== '' ? { tool, options } : undefined;
}

/** A command's words as the shell splits them: on spaces outside quotes, quotes removed. */
function shellWords(code: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote = '';
  let started = false;
  for (let k = 0; k < code.length; k++) {
    const c = code[k]!;
    if (quote !== '') {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"' && k + 1 < code.length) word += code[++k];
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      started = true;
    } else if (/\s/.test(c)) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += c === '\\' && k + 1 < code.length ? code[++k] : c;
      started = true;
    }
  }
  if (started) words.push(word);
  return words;
}
