/**
 * An unemployment office's payment history pasted in place of the 1099-G that never came: a table of payments, each
 * with the day it was paid (or issued), its gross amount and the federal tax withheld from it, some paid in another
 * year, some cancelled and issued again:
 *
 *     Payment Date | Weeks Ending           | Gross Payment | Federal Tax | State Tax | Net Payment
 *     09/02/2010   | 08/21/2010, 08/28/2010 |   $624.00     |   $62.40    |  $18.72   |  $542.88
 *     …
 *     Claim totals to date:                 |  $6,084.00    |  $608.40    | $182.52   | $5,293.08
 *
 * A return counts what was paid in its year, and a cancelled payment was not paid. Here the rows paid in the year of
 * the return the text speaks of are added up, cancelled ones left out, and the sums written after the table as keyed
 * lines ("Unemployment compensation paid in 2010: $4,836.00", "Federal income tax withheld from unemployment in 2010:
 * $483.60"); the claim's own totals, which run to date, are no year's. A plain function of the text.
 */

import { centsOf, dollarsOfCents } from './format-value.js';
import { splitDelimited } from './parse-table.js';

/** "Payment Date", "Date Issued", "Check Date", "Date Paid": the column of the day a payment was made. */
const PAID_ON_COLUMN = /^(?:payment|check|issue|pay|paid)\s*date$|^date\s+(?:issued|paid)$/i;
/** "Gross", "Gross Payment", "Gross Amount": the column of what was paid before withholding. */
const GROSS_COLUMN = /^gross(?:\s+(?:payment|amount|benefit))?$/i;
/** "Federal Tax", "Fed W/H", "Federal Withholding": the column of the federal income tax withheld. */
const FEDERAL_COLUMN = /^fed(?:eral)?\.?\s*(?:tax|w\/h|withholding|income\s+tax|wh)$/i;
const STATUS_COLUMN = /^status$/i;
/** "Canceled", "Void", "Stopped": a payment that was not paid. */
const NOT_PAID = /\b(?:cancel+ed|void(?:ed)?|stopped|rejected|returned|reversed)\b/i;
/** The words over a table that say its payments are unemployment benefits. */
const UNEMPLOYMENT = /\bunemployment\b|\bemployment\s+security\b|\bdepartment\s+of\s+labou?r\b|\bworkforce\b|\bUI\s+(?:online|benefits?|claim)\b/i;
/** How many lines above a table its office's heading may be. */
const HEADING_REACH = 10;
/** "the 2010 joint return", "the 2010 1040", "line 19 is only what was actually paid to me during 2010". */
const RETURN_YEAR = /\b((?:19|20)\d{2})\s+(?:joint\s+|federal\s+|tax\s+)?(?:1040|return|tax\s+return|taxes)\b|\b(?:paid|received)\b[^.\n]{0,40}?\b(?:in|during)\s+((?:19|20)\d{2})\b/gi;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The text with each unemployment payment history summed for the return's year after it; as it is without one. */
export function withBenefitPaymentsTotalled(text: string): string {
  const year = returnYear(text);
  if (year === undefined) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]!);
    const header = cellsOf(lines[i]!);
    const paidOn = header.findIndex((cell) => PAID_ON_COLUMN.test(cell));
    const gross = header.findIndex((cell) => GROSS_COLUMN.test(cell));
    if (paidOn < 0 || gross < 0 || !UNEMPLOYMENT.test(lines.slice(Math.max(0, i - HEADING_REACH), i).join('\n'))) continue;
    const federal = header.findIndex((cell) => FEDERAL_COLUMN.test(cell));
    const status = header.findIndex((cell) => STATUS_COLUMN.test(cell));
    let grossCents = 0;
    let federalCents = 0;
    let rows = 0;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const cells = cellsOf(lines[j]!);
      if (cells.length < header.length - 1) break;
      out.push(lines[j]!);
      const day = cells[paidOn]?.match(DATE);
      if (!day || Number(day[3]) !== year || (status >= 0 && NOT_PAID.test(cells[status] ?? ''))) continue;
      grossCents += centsOf(cells[gross] ?? '');
      if (federal >= 0) federalCents += centsOf(cells[federal] ?? '');
      rows++;
    }
    if (rows > 0) {
      out.push(`Unemployment compensation paid in ${year}: $${dollarsOfCents(grossCents)}`);
      if (federal >= 0) out.push(`Federal income tax withheld from unemployment in ${year}: $${dollarsOfCents(federalCents)}`);
    }
    i = j - 1;
  }
  return out.join('\n');
}

/** The year of the return the text speaks of: the one it names most often so. */
function returnYear(text: string): number | undefined {
  const counts = new Map<number, number>();
  for (const m of text.matchAll(RETURN_YEAR)) {
    const year = Number(m[1] ?? m[2]);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A table's line as its cells, between bars, a footnote's star after a cell dropped; none where it has fewer than two bars. */
function cellsOf(line: string): string[] {
  if ((line.match(/\|/g) ?? []).length < 2) return [];
  return splitDelimited(line, '|').map((cell) => cell.replace(/\s*\*$/, '').trim());
}

