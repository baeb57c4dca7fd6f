/**
 * A code notebook pasted raw: a Jupyter notebook (an .ipynb file opened in a text editor),
 *
 *     { "cells": [ { "cell_type": "markdown", "source": ["**2026-01-14:** I'm step 3 now …"] },
 *                  { "cell_type": "code", "source": ["applicant.update({\"step\": 3})"],
 *                    "outputs": [ { "output_type": "stream", "name": "stdout", "text": ["tuition : 2,150.00\n"] } ] } ],
 *       "metadata": { "kernelspec": … }, "nbformat": 4, "nbformat_minor": 5 }
 *
 * or an Apache Zeppelin note (note.zpln), its paragraphs' "text" led by the interpreter ("%python\n…"), what they
 * printed under "results", and a paragraph switched off by "config": { "enabled": false }.
 *
 * Read as JSON, its cells are keys of a file ("cells source 3") and its values split into lines of quoted source. Here
 * the notebook is its cells' text, in order, as the writer reads it top to bottom: a markdown cell's words, a code
 * cell's source (parse-code-literals.ts reads its dict and keyword literals), and under it what the cell printed. A
 * paragraph switched off is not run and goes; so does the file's metadata (kernel, language, format, ids, dates). A
 * plain function of the text.
 */
import { closingOf, jsonBlockInText, wholeJson } from './json-in-text.js';

/** `{"paragraphs": [`, `{\n "cells": [`: where a notebook's record opens. */
const NOTEBOOK_OPENING = /\{(?=\s*"(?:cells|paragraphs)"\s*:)/g;

interface Cell {
  cell_type?: unknown;
  source?: unknown;
  outputs?: unknown;
}

interface Paragraph {
  text?: unknown;
  config?: { enabled?: unknown };
  results?: { msg?: unknown };
}

/** The text with a pasted notebook read as its cells' text; the text as it is when it holds none. */
export function withCodeNotebookRead(text: string): string {
  const block = notebookIn(text);
  if (!block) return text;
  const lines = Array.isArray(block.notebook.cells) ? (block.notebook.cells as Cell[]).flatMap(cellLines) : (block.notebook.paragraphs as Paragraph[]).flatMap(paragraphLines);
  return `${text.slice(0, block.start)}${lines.join('\n')}\n${text.slice(block.end)}`;
}

function notebookIn(text: string): { notebook: Record<string, unknown>; start: number; end: number } | undefined {
  // (A notebook with prose around it is looked for as a block below.)
  const whole = /^\s*\{/.test(text) ? wholeJson(text) : undefined;
  if (whole && isNotebook(whole.value)) return { notebook: whole.value, start: whole.start, end: whole.end };
  if (!/"cell_type"\s*:|"paragraphs"\s*:/.test(text)) return undefined;
  // (The notebook's own braces, from the one its cells or paragraphs open under: a paragraph alone on its line is a
  // record too, and not the notebook.)
  for (const m of text.matchAll(NOTEBOOK_OPENING)) {
    const end = closingOf(text, m.index!);
    if (end === undefined) continue;
    try {
      const value = JSON.parse(text.slice(m.index!, end)) as unknown;
      if (isNotebook(value)) return { notebook: value, start: m.index!, end };
    } catch {
      // Not JSON as a whole: the next opening, if any.
    }
  }
  const block = jsonBlockInText(text);
  return block && isNotebook(block.value) ? { notebook: block.value, start: block.start, end: block.end } : undefined;
}

function isNotebook(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { cells, paragraphs } = value as Record<string, unknown>;
  const some = (list: unknown, key: string) => Array.isArray(list) && list.some((item) => item !== null && typeof item === 'object' && key in item);
  return some(cells, 'cell_type') || some(paragraphs, 'text');
}

/** A Zeppelin paragraph switched on: its code without the interpreter's line ("%python"), and what it printed. */
function paragraphLines(paragraph: Paragraph): string[] {
  if (paragraph === null || typeof paragraph !== 'object' || paragraph.config?.enabled === false) return [];
  const code = (typeof paragraph.text === 'string' ? paragraph.text : '').replace(/^\s*%[\w.]+[ \t]*(?:\n|$)/, '').replace(/\s+$/, '');
  const printed = Array.isArray(paragraph.results?.msg) ? (paragraph.results.msg as Record<string, unknown>[]).filter((msg) => msg?.type === 'TEXT' && typeof msg.data === 'string').map((msg) => (msg.data as string).replace(/\s+$/, '')) : [];
  return [code, ...printed].filter((part) => part !== '').flatMap((part) => [part, '']);
}

/** A notebook's multi-line string: a list of lines (each with its own "\n") or one string. */
function joined(value: unknown): string {
  if (Array.isArray(value)) return value.filter((part) => typeof part === 'string').join('');
  return typeof value === 'string' ? value : '';
}

function cellLines(cell: Cell): string[] {
  const source = joined(cell.source).replace(/\s+$/, '');
  const lines = source === '' ? [] : [source, ''];
  if (cell.cell_type === 'code' && Array.isArray(cell.outputs)) {
    for (const output of cell.outputs as Record<string, unknown>[]) {
      const printed = outputText(output).replace(/\s+$/, '');
      if (printed !== '') lines.push(printed, '');
    }
  }
  return lines;
}

/** What a cell's output shows as text: a stream's text, a result's or display's plain text; an error's name and message. */
function outputText(output: Record<string, unknown>): string {
  if (output === null || typeof output !== 'object') return '';
  if (output.output_type === 'stream') return joined(output.text);
  if (output.output_type === 'error') return '';
  const data = output.data as Record<string, unknown> | undefined;
  return data && typeof data === 'object' ? joined(data['text/plain']) : '';
}
