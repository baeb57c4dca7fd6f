/**
 * A register or a record book typed up with its printed labels in square brackets, a value beside a label or on
 * the lines under it, two labels side by side over two columns:
 *
 *      [ENTRY NO.] 2025-0417        [DATE / TIME] Oct 3, 2025  2:40 p.m.
 *      [SIGNER'S PRINTED NAME]                 [SIGNER'S ADDRESS]
 *       Raymond J. Kowalczyk                    2260 Gulf Shore Blvd N, Apt 504, Naples, FL 34102
 *      [WITNESSES - NAME / ADDRESS / ID]
 *       1) Luis A. Ferreira, 4101 Gulf Shore Blvd N, Naples
 *       2) Janet K. Oduya, 880 Park Shore Dr, Naples
 *
 * Read as written, a label is a word in brackets and the value under it a line of its own. Here each value becomes
 * a "label: value" line; numbered values under one label are one line each ("WITNESSES … 1: Luis A. Ferreira, …"),
 * and a label over many lines ("[NOTES]") is a heading over sentences of their own.
 * Only labels in capitals count ("[laughs]", "[captured]" are notes), and only in a text with MIN_LABELS of them.
 */

const LABEL = /\[([\p{Lu}\d][\p{Lu}\d '’/&.,#()-]{1,40})\]/gu;
const MIN_LABELS = 3;
const LIST_NUMBER = /^\s*(\d{1,2})[.)]\s+/;

/** The labels of a line with where each starts and where its own text (up to the next label) starts and ends. */
function labelsOf(line: string): { label: string; at: number; from: number; to: number }[] {
  const found = [...line.matchAll(LABEL)];
  return found.map((m, k) => ({ label: m[1]!.trim(), at: m.index!, from: m.index! + m[0].length, to: found[k + 1]?.index ?? line.length }));
}

export function linesWithBracketLabelsRead(lines: string[]): string[] {
  if (lines.reduce((n, line) => n + labelsOf(line).length, 0) < MIN_LABELS) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const labels = labelsOf(line);
    if (labels.length === 0 || line.slice(0, labels[0]!.at).trim() !== '') {
      out.push(line);
      continue;
    }
    const beside = labels.map((l) => line.slice(l.from, l.to).trim());
    if (beside.some((text) => text !== '')) {
      labels.forEach((l, k) => beside[k] !== '' && out.push(`${l.label}: ${beside[k]!.replace(/\s{2,}/g, ' ')}`));
      continue;
    }
    // The lines under the labels, up to a blank line or the next label.
    const under: string[] = [];
    while (i + 1 < lines.length && lines[i + 1]!.trim() !== '' && labelsOf(lines[i + 1]!).length === 0) under.push(lines[++i]!);
    if (labels.length > 1) {
      // (Side by side: each value starts under its label.)
      for (const row of under) labels.forEach((l, k) => {
        const cell = row.slice(k === 0 ? 0 : l.at, labels[k + 1]?.at ?? row.length).trim();
        if (cell !== '') out.push(`${l.label}: ${cell}`);
      });
    } else if (under.length > 1 && under.every((row) => LIST_NUMBER.test(row))) {
      for (const row of under) out.push(`${labels[0]!.label} ${row.match(LIST_NUMBER)![1]}: ${row.replace(LIST_NUMBER, '').trim()}`);
    } else if (under.length > 0 && under.length <= 2) {
      out.push(`${labels[0]!.label}: ${under.map((row) => row.trim()).join(', ')}`);
    } else {
      // (Many lines under one label, "[NOTES]", are sentences of their own under a heading.)
      out.push(labels[0]!.label, ...under.map((row) => row.trim()));
    }
  }
  return out;
}
