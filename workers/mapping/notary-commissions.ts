/**
 * The result of a state's notary commission search, copied from its web page and pasted under a paralegal's notes, a
 * row per commission, the old ones beside the current:
 *
 *     Name                   City            County      Commission #   Commission Date   Expiration Date   Status
 *     NOWAK, KATARZYNA M     DOWNERS GROVE   DUPAGE      912483         08/14/2020        08/14/2024        EXPIRED
 *     NOWAK, KATARZYNA M     DOWNERS GROVE   DUPAGE      1006217        08/14/2024        08/14/2028        ACTIVE
 *     NOWAK, KATHERINE A     ROCKFORD        WINNEBAGO   978310         03/02/2023        03/02/2027        ACTIVE
 *
 * Read line by line, each row is a run of numbers and dates with no key a form knows. Here the table becomes the one
 * line a notary's certificate asks for, "Notary's commission expires: 08/14/2028": of the active commissions of the
 * people the rest of the text names (and does not set aside, "not the Rockford Katherine Nowak"), the one that runs
 * longest, a notary's current commission being the one renewed last. A table that leaves no such commission is
 * dropped without a line. A plain function of the text.
 */
import { escapeRegExp } from './normalize-text.js';
import { capitalsAsName } from './parse-compound.js';

/** The table's header: a name column, then the commission's columns, its expiration and its status. */
const HEADER = /^\s*Name\s{2,}.*\bCommission\b.*\bExpiration\s+Date\b.*\bStatus\b/i;
/** A row: a name in capitals as "LAST, FIRST M", then the row's columns. */
const ROW = /^\s*\p{Lu}[\p{Lu}'’ -]*,\s*\p{Lu}/u;
/** A status that says the commission is current. */
const ACTIVE = /^(?:active|current|commissioned)$/i;

interface Commission {
  first: string;
  middle: string;
  last: string;
  expires: string;
  active: boolean;
}

export function withNotaryCommissionsRead(text: string): string {
  if (!new RegExp(HEADER.source, 'im').test(text)) return text;
  const lines = text.split('\n');
  const tables: { at: number; end: number; rows: Commission[] }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!HEADER.test(lines[i]!)) continue;
    const columns = columnsOf(lines[i]!);
    const rows: Commission[] = [];
    let end = i + 1;
    for (; end < lines.length && ROW.test(lines[end]!); end++) {
      const row = rowOf(lines[end]!, columns);
      if (row) rows.push(row);
    }
    tables.push({ at: i, end, rows });
    i = end - 1;
  }
  if (tables.length === 0) return text;
  const outside = lines.filter((_, i) => !tables.some((t) => i >= t.at && i < t.end)).join('\n');
  const named = tables.flatMap((t) => t.rows).filter((row) => row.active && namedIn(outside, row));
  const current = named.reduce<Commission | undefined>((best, row) => (!best || dayOf(row.expires) > dayOf(best.expires) ? row : best), undefined);
  const out: string[] = [];
  let done = 0;
  tables.forEach((table, n) => {
    out.push(...lines.slice(done, table.at));
    // (The line goes where the last table stood, after every search the writer ran.)
    if (n === tables.length - 1 && current) out.push(`Notary: ${properName(current)}`, `Notary's commission expires: ${current.expires}`);
    done = table.end;
  });
  out.push(...lines.slice(done));
  return out.join('\n');
}

/** The header's columns by name, each with where it starts on the line. */
function columnsOf(header: string): { name: string; at: number }[] {
  return [...header.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ name: m[0].toLowerCase(), at: m.index! }));
}

/** A row's name, expiration date and status, read by the header's columns; undefined for a row without them. */
function rowOf(line: string, columns: { name: string; at: number }[]): Commission | undefined {
  const cell = (want: RegExp) => {
    const i = columns.findIndex((c) => want.test(c.name));
    if (i < 0) return '';
    const next = columns[i + 1] ? columns[i + 1]!.at - 1 : line.length;
    // (A cell may start a little before its header, where the copy shifted it; its own column is what lies between.)
    return line.slice(Math.max(0, columns[i]!.at - 1), next).trim();
  };
  const name = cell(/^name$/).match(/^([\p{Lu}'’ -]+),\s*(\p{Lu}[\p{Lu}'’-]*)(?:\s+(\p{Lu}[\p{Lu}'’-]*))?/u);
  const expires = cell(/^expiration date$/).match(/\d{1,2}\/\d{1,2}\/\d{4}/)?.[0];
  if (!name || !expires) return undefined;
  return { last: name[1]!.trim(), first: name[2]!, middle: name[3] ?? '', expires, active: ACTIVE.test(cell(/^status$/)) };
}

/**
 * Whether the text names the row's person: their first name, other than to set them aside ("not the Rockford
 * Katherine Nowak"), and their last name anywhere (a search's criteria, "Last Name: RAMAN", name them too).
 */
function namedIn(text: string, row: Commission): boolean {
  const word = (name: string) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'giu');
  if (!word(row.last).test(text)) return false;
  return [...text.matchAll(word(row.first))].some((m) => !/\bnot\s+(?:the\s+)?(?:\p{L}+\s+){0,2}$/iu.test(text.slice(Math.max(0, m.index! - 40), m.index!)));
}

/** "KATARZYNA M" "NOWAK" → "Katarzyna M. Nowak". */
function properName(row: Commission): string {
  const middle = row.middle === '' ? '' : row.middle.length === 1 ? ` ${row.middle}.` : ` ${capitalsAsName(row.middle)}`;
  return `${capitalsAsName(row.first)}${middle} ${capitalsAsName(row.last)}`;
}

/** "08/14/2028" as a number that orders days: 20280814. */
function dayOf(date: string): number {
  const [month, day, year] = date.split('/').map(Number);
  return year! * 10000 + month! * 100 + day!;
}
