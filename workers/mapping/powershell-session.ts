/**
 * A PowerShell session pasted as the text, most often a transcript (Start-Transcript):
 *
 *     PS C:\Users\jmarsh> Get-VendorRecord -VendorId V-004417 | Format-List
 *
 *     LegalName       : Harbor Point Signage LLC
 *     ExemptPayeeCode : 5
 *     PS C:\Users\jmarsh> # call w/ Dana: new legal name, LLC now taxed as a C corp
 *     PS C:\Users\jmarsh> Set-VendorRecord -VendorId V-004417 -LegalName 'Harbor Point Sign & Graphics LLC' -Zip 17507
 *     Set-VendorRecord : ZIP 17507 does not match City 'Middletown'. Record not saved.
 *     + CategoryInfo          : InvalidData: …
 *
 * Read as written, the stale record printed first and a call that failed weigh as much as the one that went through.
 * Here the session is read as the record it leaves behind:
 * - what a cmdlet prints as a list ("LegalName : …") sets the record's values, and an empty one ("ExemptPayeeCode :")
 *   clears its value;
 * - a cmdlet that sets values (Set-, New-, Update-, Add-) sets those of its parameters, "$null" clearing one, unless
 *   it failed (an error printed under it);
 * - the record is written once, as "key: value" lines with its keys in words ("legal name: …"), followed by the
 *   writer's comments at the prompt as sentences; the transcript's own header, other output and the prompts go;
 * - the writer's words for the day the session ran ("the day I ran this (see transcript header)") become that day, from
 *   the header's start time; the writer's lines after the transcript come last.
 * A text with fewer than MIN_PROMPTS prompts stays as written.
 */

import { usDateOfYearFirst } from './format-value.js';
import { nameInWords } from './glued-names.js';
import { asOwnSentence } from './sentences.js';

/** "PS C:\Users\jmarsh> cmd", "PS /home/ana> cmd" (1 the command). */
const PROMPT = /^\s*PS\s+(?:[A-Za-z]:\\|\/|[A-Za-z]+:)[^>\n]*>\s?(.*)$/;
/** A transcript's banner of stars, and the lines the transcript writes of itself. */
const BANNER = /^\s*\*{10,}\s*$/;
const TRANSCRIPT_LINE = /^\s*(?:Transcript started, output file is|Windows PowerShell transcript (?:start|end)\b)/i;
/** "LegalName       : Harbor Point Signage LLC": a line of a list a cmdlet prints (1 the property, 2 its value). */
const LIST_LINE = /^\s*([A-Za-z][\w.]{0,40}?)\s*:\s?(.*)$/;
/** Lines PowerShell prints for an error: "+ CategoryInfo : …", "Cmdlet : … not saved.", "At line:1 char:1". */
const ERROR_LINE = /^\s*(?:\+\s*(?:CategoryInfo|FullyQualifiedErrorId)\s*:|At line:\d+ char:\d+)/;
/** Cmdlets whose parameters are values they set. */
const SETTER = /^(?:Set|New|Update|Add)-\w+$/i;
/** Common parameters, which say how a cmdlet runs, not a value. */
const RUN_PARAMETER = /^(?:Verbose|Debug|WhatIf|Confirm|Force|ErrorAction|WarningAction|InformationAction|ErrorVariable|OutVariable|PassThru)$/i;
/** "Start time: 20250311094512": when the transcript started (1 the stamp). */
const START_TIME = /^\s*Start time:\s*(\d{8}\d{0,6})\s*$/i;
/** "the day I ran this (see transcript header)", "the transcript's date": the writer's words for the session's day. */
const DAY_OF_SESSION = /\b(?:the\s+day\s+I\s+ran\s+(?:this|it)|the\s+transcript['’]?s?\s+(?:start\s+)?date)(?:\s*\(see\s+(?:the\s+)?transcript\s+header\))?/i;
/** Parameters that say which record a cmdlet changes ("-Id 40217", "-VendorId V-004417"), or a change to a list
 * ("-AddLanguage de") whose outcome the next listing shows. */
const RECORD_PARAMETER = /^(?:Id|Identity|\w+Id|Add\w+|Remove\w+)$/;
/** Fewer prompts than this make no session. */
const MIN_PROMPTS = 2;

export function withPowerShellSessionRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => PROMPT.test(line)).length < MIN_PROMPTS) return text;
  const before: string[] = [];
  const after: string[] = [];
  const comments: string[] = [];
  let startDate: string | undefined;
  const record = new Map<string, string>();
  let inBanner = false;
  let started = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    // (The banner's block, "Windows PowerShell transcript start" / "Start time: …" / "Username: …", is the transcript's.)
    if (BANNER.test(line)) {
      inBanner = !inBanner && TRANSCRIPT_LINE.test(lines[at + 1] ?? '');
      continue;
    }
    if (inBanner) {
      started ||= /^\s*Windows PowerShell transcript end\b/i.test(line);
      const time = line.match(START_TIME);
      if (time) startDate = usDateOfYearFirst(time[1]!);
      continue;
    }
    if (TRANSCRIPT_LINE.test(line)) continue;
    const prompt = line.match(PROMPT);
    if (!prompt) {
      // (Lines outside a command's output come before the session or after the transcript's end.)
      (started ? after : before).push(line);
      continue;
    }
    started = true;
    const code = prompt[1]!.trim();
    if (code.startsWith('#')) {
      comments.push(asOwnSentence(code.replace(/^#+\s*/, '')));
      continue;
    }
    const printed: string[] = [];
    while (at + 1 < lines.length && !PROMPT.test(lines[at + 1]!) && !BANNER.test(lines[at + 1]!)) printed.push(lines[++at]!);
    // ("PS C:\Users\gil> " with nothing typed, then "My notes on the AD stuff: …": a prompt that ran nothing printed
    // nothing; the lines under it are the writer's, after the session.)
    if (code === '') {
      after.push(...printed);
      continue;
    }
    if (printed.some((p) => ERROR_LINE.test(p))) continue;
    const words = powerShellWords(code.split('|')[0]!);
    if (SETTER.test(words[0] ?? '')) for (const [name, value] of parametersOf(words)) setValue(record, name, value);
    const listed = printed.map((p) => p.match(LIST_LINE)).filter((m) => m !== null);
    // (A list is two properties or more; "VERBOSE: …" and "WARNING: …" are the cmdlet's messages.)
    if (listed.length >= 2) for (const m of listed) if (!/^(?:VERBOSE|WARNING|DEBUG|INFO)$/i.test(m[1]!)) setValue(record, m[1]!, m[2]!.trim());
  }
  const values = [...record].filter(([, value]) => value !== '').map(([name, value]) => `${nameInWords(name)}: ${value.replace(/^\{(.*)\}$/, '$1')}`);
  // ("Date the request the day I ran this (see transcript header)": the writer's words for the session's day, as that day.)
  const lead = startDate === undefined ? before : before.map((line) => line.replace(DAY_OF_SESSION, startDate!));
  return [...lead, ...values, ...comments, ...after].join('\n');
}

function setValue(record: Map<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  // (Written in the order first given, with the spelling of the list's property.)
  const existing = [...record.keys()].find((k) => k.toLowerCase() === key);
  record.set(existing ?? name, value === '$null' ? '' : value);
}

/** "-LegalName 'Harbor Point …' -LlcTaxCode C -Verbose": each parameter and its value; a switch alone is left out. */
function parametersOf(words: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let k = 1; k < words.length; k++) {
    const name = words[k]!.match(/^-([A-Za-z]\w*)$/)?.[1];
    if (!name || RUN_PARAMETER.test(name) || RECORD_PARAMETER.test(name)) continue;
    const value = words[k + 1];
    if (value === undefined || /^-[A-Za-z]/.test(value)) continue;
    out.push([name, value]);
    k++;
  }
  return out;
}

/** The words of a command, quotes taken off ('…' as written, "…" with backtick escapes). */
function powerShellWords(code: string): string[] {
  const words: string[] = [];
  for (const m of code.matchAll(/'((?:[^']|'')*)'|"((?:[^"`]|`.)*)"|(\S+)/g)) words.push(m[1]?.replace(/''/g, "'") ?? m[2]?.replace(/`(.)/g, '$1') ?? m[3]!);
  return words;
}
