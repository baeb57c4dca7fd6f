/**
 * A table of one person's addresses, as an intake sheet or a moving checklist pastes it: a row each, with its kind
 * ("Residence (current)", "Mailing") or its dates ("05/20/2025 – present"). Unlike a table of several people, every
 * row may be wanted, each as the address of its time or use: the present home, the one moved from, the mailing
 * address. Rows the prose sets aside ("Row 3 is just for the attorney's records") and homes older than the one moved
 * from are left out.
 */

import { type AddressPiece, addressPieceOfKey } from './address-pieces.js';
import type { KeyedCell, TextTable } from './parse-table.js';

const KIND_COLUMN = /^(?:type|kind|use|address type|purpose)$/i;
const FROM_COLUMN = /^(?:from|since|start|moved in|date from)$/i;
const TO_COLUMN = /^(?:to|until|end|moved out|date to)$/i;

/** A cell that stands for no value: "-", "n/a". */
const EMPTY_CELL = /^(?:-+|–|—|n\/?a|none)?$/i;
/** The end of a stay that has not ended. */
const ONGOING = /^(?:present|now|current|today|ongoing)$/i;

type Use = 'current' | 'previous' | 'mailing';

/**
 * The table's rows as keyed addresses ("present home address: 5120 N Kenmore Ave, Apt 3B, Chicago, IL 60640",
 * "previous address: …", "mailing address: …"), or undefined when the table is no address history (no street and
 * city or ZIP columns, or a row whose use cannot be told).
 */
export function addressHistory(table: TextTable, setAside: ReadonlySet<number>): KeyedCell[] | undefined {
  const column = (re: RegExp) => table.header.findIndex((h) => re.test(h.trim()));
  // (The address's columns by the keys every reader of address pieces knows, the headings humanised by the caller:
  // a table's "St" is its state.)
  const pieceColumn = (piece: AddressPiece) => table.header.findIndex((h) => addressPieceOfKey(h) === piece);
  const [street, unit, city, state, zip] = (['street', 'line2', 'city', 'state', 'zip'] as const).map(pieceColumn) as [number, number, number, number, number];
  if (street < 0 || (city < 0 && zip < 0)) return undefined;
  const [kind, from, to] = [KIND_COLUMN, FROM_COLUMN, TO_COLUMN].map(column) as [number, number, number];
  const cell = (row: string[], i: number) => (i >= 0 && !EMPTY_CELL.test(row[i]!.trim()) ? row[i]!.trim() : '');
  const rows = table.rows.map((row, r) => ({ row, r })).filter(({ r }) => !setAside.has(r));
  const uses = new Map<number, Use>();
  for (const { row, r } of rows) {
    const said = cell(row, kind).toLowerCase();
    if (/\bmail/.test(said)) uses.set(r, 'mailing');
    else if (/\b(?:current|present|new)\b/.test(said) || ONGOING.test(cell(row, to))) uses.set(r, 'current');
    else if (/\b(?:previous|prior|former|old)\b/.test(said)) uses.set(r, 'previous');
  }
  // The home moved from: the one whose stay ended when the present one began, else the one that ended last.
  const present = rows.find(({ r }) => uses.get(r) === 'current');
  if (present && ![...uses.values()].includes('previous')) {
    const homes = rows.filter(({ r }) => !uses.has(r) && cell(table.rows[r]!, to) !== '');
    const began = cell(present.row, from);
    const previous = homes.find(({ row }) => cell(row, to) === began) ?? (homes.length === 1 ? homes[0] : undefined);
    if (previous) uses.set(previous.r, 'previous');
  }
  if (uses.size === 0) return undefined;
  const out: KeyedCell[] = [];
  for (const { row, r } of rows) {
    const use = uses.get(r);
    if (!use) continue;
    const cityLine = [cell(row, city), [cell(row, state), cell(row, zip)].filter((p) => p !== '').join(' ')].filter((p) => p !== '').join(', ');
    const value = [cell(row, street), cell(row, unit), cityLine].filter((p) => p !== '').join(', ');
    out.push({ key: KEY_OF_USE[use], value });
  }
  return out;
}

const KEY_OF_USE: Record<Use, string> = {
  current: 'present home address',
  previous: 'previous home address',
  mailing: 'mailing address',
};
