/**
 * A LaTeX file of macros pasted as the text: the "preamble" where a writer keeps their details for documents to
 * `\input`.
 *
 *     \newcommand{\legalname}{Annika J.\ Solvang}      % exactly as on my 1040
 *     % \newcommand{\bizname}{Solvang Typesetting}     % pre-LLC name, dead since 2023
 *     \newcommand{\ssnA}{487} \newcommand{\ssnB}{21} \newcommand{\ssnC}{6603}
 *     \renewcommand{\street}{318 Orchard St.,~Unit~3R}
 *
 * Read as written, the macro names are glued words and the values carry LaTeX's escapes. Here:
 * - a macro is a "key: value" line, its name in words ("legal name: Annika J. Solvang"), its value in plain text;
 * - a `\renewcommand` (or a second `\def`) replaces the macro's earlier value where that was given, as TeX would;
 * - a macro defined empty says there is none ("ein: none"); a macro used in another's value is written out;
 * - a unit's kind and its number ("\myunittype{Flr}", "\myunit{4}") are one value, "my unit: Flr 4";
 * - numbered or lettered parts of one number ("ssnA", "ssnB", "ssnC") are one value, "ssn: 487-21-6603";
 * - a macro commented out goes; the writer's comments stay as their sentences, a comment's continuation lines
 *   joined to it, and rules of dashes go;
 * - other commands (`\ProvidesFile`, `\endinput`, `\makeatletter`) go.
 * A text with fewer than MIN_MACROS macros stays as written.
 */

import { nameInWords } from './glued-names.js';
import { asOwnSentence } from './sentences.js';

/** `\newcommand{\name}{value}`, `\renewcommand\name{value}`, `\def\name{value}` (1 the command, 2 the name, 3 the rest). */
const MACRO = /^\s*\\(newcommand|renewcommand|providecommand|def|gdef)\*?\s*\{?\\([A-Za-z@]+)\}?\s*(?:\[\d\])?\s*(\{.*)$/;
/** A macro commented out: "% \newcommand{\bizname}{…}". */
const MACRO_COMMENTED_OUT = /^\s*%+\s*\\(?:newcommand|renewcommand|providecommand|def|gdef)\b/;
/** A TeX command alone on its line, with its arguments: `\ProvidesFile{…}[…]`, `\endinput`. */
const COMMAND_LINE = /^\s*\\[A-Za-z@]+\*?\s*(?:[[{].*)?$/;
/** Fewer macros than this make no file of macros. */
const MIN_MACROS = 4;

export function withLatexMacrosRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => MACRO.test(line)).length < MIN_MACROS) return text;
  // Each macro's value and the line it was first defined on (TeX keeps the last definition).
  const macros: Array<{ name: string; value: string; comment: string }> = [];
  const byName = new Map<string, number>();
  const out: Array<string | number> = [];
  let commentOpen = false;
  for (const line of lines) {
    const macro = line.match(MACRO);
    if (macro) {
      commentOpen = false;
      const [body, rest] = bracedArgument(macro[3]!);
      const comment = commentOf(rest);
      const seen = byName.get(macro[2]!);
      if (seen !== undefined && macro[1] !== 'providecommand') {
        macros[seen]!.value = plainValue(body);
        if (comment !== '') out.push(asOwnSentence(comment));
        continue;
      }
      if (seen !== undefined) continue;
      byName.set(macro[2]!, macros.length);
      out.push(macros.length);
      macros.push({ name: macro[2]!, value: plainValue(body), comment });
      continue;
    }
    if (MACRO_COMMENTED_OUT.test(line)) {
      commentOpen = false;
      continue;
    }
    const comment = line.match(/^\s*%+\s?(.*)$/);
    if (comment) {
      const said = comment[1]!.replace(/^[-=~^*\s]*\s/, '').replace(/\s*[-=]{3,}\s*$/, '').trim();
      if (said === '' || /^[-=~*_\s]*$/.test(said)) {
        commentOpen = false;
        continue;
      }
      // ("%   the C/S/P letter empty -- …", "% account; Cayuga AP wants …": an indented comment, or one that starts in
      // lower case, goes on with the one above it.)
      const last = out[out.length - 1];
      if (commentOpen && typeof last === 'string' && !/[.!?:]$/.test(last) && (/^\s*%\s{2,}\S/.test(line) || /^\p{Ll}/u.test(said))) out[out.length - 1] = `${last} ${said}`;
      else out.push(said);
      commentOpen = true;
      continue;
    }
    commentOpen = false;
    if (COMMAND_LINE.test(line)) continue;
    out.push(line);
  }
  // ("\newcommand{\mailaddr}{Dept.\ of \mydept, …}": a macro used in another's value is its value.)
  for (const macro of macros) macro.value = macro.value.replace(/\\([A-Za-z@]+)\b/g, (use, name: string) => macros[byName.get(name) ?? -1]?.value ?? use);
  const written = new Set<number>();
  return out
    .flatMap((item) => {
      if (typeof item === 'string') return [item];
      if (written.has(item)) return [];
      const macro = macros[item]!;
      const parts = partsOfOneNumber(macros, item);
      if (parts.length > 1) {
        parts.forEach((k) => written.add(k));
        return [`${nameInWords(macro.name.slice(0, -1))}: ${parts.map((k) => macros[k]!.value).join('-')}`];
      }
      // ("\myunittype{Flr}" before "\myunit{4}": the unit's kind and its number are one value, "my unit: Flr 4".)
      const unit = macro.name.match(/^(.*)unit\s*type$/i) && macros[item + 1]?.name.toLowerCase() === `${macro.name.slice(0, -4)}`.toLowerCase() ? macros[item + 1] : undefined;
      if (unit) {
        written.add(item + 1);
        return [`${nameInWords(unit.name)}: ${macro.value} ${unit.value}`];
      }
      const line = `${nameInWords(macro.name)}: ${macro.value === '' ? 'none' : macro.value}`;
      return macro.comment === '' ? [line] : [line, asOwnSentence(macro.comment)];
    })
    .join('\n');
}

/** The macros after `first` that, with it, are the numbered or lettered parts of one number ("ssnA", "ssnB", "ssnC"). */
function partsOfOneNumber(macros: ReadonlyArray<{ name: string; value: string }>, first: number): number[] {
  const part = macros[first]!.name.match(/^([A-Za-z]{2,})([A1a])$/);
  if (!part || !/^\d+$/.test(macros[first]!.value)) return [first];
  const parts = [first];
  const next = (k: number) => String.fromCharCode(part[2]!.charCodeAt(0) + k);
  for (let k = first + 1; k < macros.length && macros[k]!.name === `${part[1]}${next(parts.length)}` && /^\d+$/.test(macros[k]!.value); k++) parts.push(k);
  return parts.length >= 2 ? parts : [first];
}

/** The braced argument at the start of `text` ("{Annika J.\ Solvang}   % …") and what follows it. */
function bracedArgument(text: string): [string, string] {
  let depth = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k]!;
    if (c === '\\') {
      k++;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return [text.slice(1, k), text.slice(k + 1)];
  }
  return [text.replace(/^\{/, ''), ''];
}

/** A comment after a macro: what follows its first unescaped "%". */
function commentOf(rest: string): string {
  const hash = rest.search(/(?<!\\)%/);
  return hash < 0 ? '' : rest.slice(hash).replace(/^%+\s*/, '').trim();
}

/** A value in plain text: "318 Orchard St.,~Unit~3R" → "318 Orchard St., Unit 3R", "\&" → "&". */
function plainValue(body: string): string {
  return body
    .replace(/\\(?:textbf|textit|emph|texttt|textsc|mbox|text)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\\([&%$#_{}])/g, '$1')
    .replace(/\\[ ,;:]|~/g, ' ')
    .replace(/\\(?:xspace|@)\b/g, '')
    .replace(/---?/g, (dashes) => (dashes === '---' ? '—' : '–'))
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
