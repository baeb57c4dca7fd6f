/**
 * The formulas of a spreadsheet pasted with its formulas shown ("=B2&" "&B3", "=DATEDIF(B11,DATE(2025,12,31),"Y")",
 * "=TEXTJOIN("; ",TRUE,FILTER(Contacts!A2:A6,Contacts!C2:C6="ally"))"), worked out as the spreadsheet would.
 *
 * A small evaluator of the formula language Excel, Google Sheets and LibreOffice share: numbers, text in quotes,
 * TRUE and FALSE, cell references (with "$" and another tab's name, "Campaign!B2", "'My tab'!B2") and ranges, the
 * operators (& + - * / ^ = <> < > <= >=), and the functions people use in such sheets (sums and counts with their
 * conditions, IF, rounding, text, dates, FILTER and TEXTJOIN). A formula it cannot work out (an unknown function, a
 * reference to nothing) gives undefined, never a guess; so does one that depends on the day it is worked out (TODAY).
 * A plain function of the cells it is given: no spreadsheet is opened, nothing is fetched.
 */

import { formatDate } from './format-value.js';

export type SheetValue = number | string | boolean | Date | SheetValue[];

/** The raw contents of a workbook's cells: tab name (lower case) → cell ("B2") → what the cell holds as written. */
export type Workbook = Map<string, Map<string, string>>;

/** Reference from a tab's cell to a value: undefined when the cell cannot be worked out. */
export function evaluateCell(book: Workbook, tab: string, cell: string, visiting = new Set<string>()): SheetValue | undefined {
  const id = `${tab}!${cell}`;
  if (visiting.has(id)) return undefined;
  const raw = book.get(tab)?.get(cell);
  if (raw === undefined || raw.trim() === '') return '';
  if (!raw.trim().startsWith('=')) return literal(raw.trim());
  visiting.add(id);
  try {
    return new FormulaParser(raw.trim().slice(1), book, tab, visiting).parse();
  } catch {
    return undefined;
  } finally {
    visiting.delete(id);
  }
}

/** A value as a cell shows it: a date as MM/DD/YYYY, a number without a trailing ".0", TRUE or FALSE. */
export function shownValue(value: SheetValue): string {
  if (value instanceof Date) return usDate(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  return value;
}

/** A cell's contents as written: a number, TRUE or FALSE, or text. */
function literal(raw: string): SheetValue {
  if (/^-?\d+(?:\.\d+)?$/.test(raw)) return Number(raw);
  if (/^(?:TRUE|FALSE)$/i.test(raw)) return /^TRUE$/i.test(raw);
  return raw;
}

class FormulaError extends Error {}

const TOKEN = /\s*(?:("(?:[^"]|"")*")|((?:'[^']+'|[A-Za-z_][\w.]*)!\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?|\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?)(?![\w(])|(\d+(?:\.\d+)?%?)|([A-Za-z][A-Za-z0-9.]*)\s*(?=\()|(TRUE|FALSE)\b|(<>|<=|>=|[=<>&+\-*/^(),;]))/y;

type Token = { kind: 'string' | 'ref' | 'number' | 'function' | 'boolean' | 'op'; text: string };

class FormulaParser {
  private readonly tokens: Token[] = [];
  private at = 0;

  constructor(
    formula: string,
    private readonly book: Workbook,
    private readonly tab: string,
    private readonly visiting: Set<string>,
  ) {
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < formula.length) {
      if (/^\s*$/.test(formula.slice(TOKEN.lastIndex))) break;
      const start = TOKEN.lastIndex;
      const m = TOKEN.exec(formula);
      if (!m || TOKEN.lastIndex === start) throw new FormulaError(`cannot read "${formula.slice(start)}"`);
      const kinds = ['string', 'ref', 'number', 'function', 'boolean', 'op'] as const;
      const k = [1, 2, 3, 4, 5, 6].find((g) => m[g] !== undefined)!;
      this.tokens.push({ kind: kinds[k - 1]!, text: m[k]! });
    }
  }

  parse(): SheetValue {
    const value = this.comparison();
    if (this.at < this.tokens.length) throw new FormulaError('left over');
    return value;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private takeOp(...ops: string[]): string | undefined {
    const t = this.peek();
    if (t?.kind === 'op' && ops.includes(t.text)) {
      this.at++;
      return t.text;
    }
    return undefined;
  }

  private comparison(): SheetValue {
    let left = this.concatenation();
    for (let op = this.takeOp('=', '<>', '<', '>', '<=', '>='); op; op = this.takeOp('=', '<>', '<', '>', '<=', '>=')) left = compare(left, op, this.concatenation());
    return left;
  }

  private concatenation(): SheetValue {
    let left = this.additive();
    while (this.takeOp('&')) left = shownValue(left) + shownValue(this.additive());
    return left;
  }

  private additive(): SheetValue {
    let left = this.multiplicative();
    for (let op = this.takeOp('+', '-'); op; op = this.takeOp('+', '-')) {
      const right = this.multiplicative();
      left = op === '+' ? asNumber(left) + asNumber(right) : asNumber(left) - asNumber(right);
    }
    return left;
  }

  private multiplicative(): SheetValue {
    let left = this.power();
    for (let op = this.takeOp('*', '/'); op; op = this.takeOp('*', '/')) {
      const right = asNumber(this.power());
      if (op === '/' && right === 0) throw new FormulaError('#DIV/0!');
      left = op === '*' ? asNumber(left) * right : asNumber(left) / right;
    }
    return left;
  }

  private power(): SheetValue {
    const base = this.unary();
    return this.takeOp('^') ? asNumber(base) ** asNumber(this.unary()) : base;
  }

  private unary(): SheetValue {
    if (this.takeOp('-')) return -asNumber(this.unary());
    if (this.takeOp('+')) return asNumber(this.unary());
    return this.primary();
  }

  private primary(): SheetValue {
    const t = this.tokens[this.at++];
    if (!t) throw new FormulaError('ends early');
    if (t.kind === 'number') return t.text.endsWith('%') ? Number(t.text.slice(0, -1)) / 100 : Number(t.text);
    if (t.kind === 'string') return t.text.slice(1, -1).replace(/""/g, '"');
    if (t.kind === 'boolean') return t.text === 'TRUE';
    if (t.kind === 'ref') return this.reference(t.text);
    if (t.kind === 'op' && t.text === '(') {
      const inner = this.comparison();
      if (!this.takeOp(')')) throw new FormulaError('no closing bracket');
      return inner;
    }
    if (t.kind === 'function') {
      if (!this.takeOp('(')) throw new FormulaError('no bracket after function');
      const args: SheetValue[] = [];
      if (!this.takeOp(')')) {
        do args.push(this.comparison());
        while (this.takeOp(',', ';'));
        if (!this.takeOp(')')) throw new FormulaError('no closing bracket');
      }
      return callFunction(t.text.toUpperCase(), args);
    }
    throw new FormulaError(`unexpected ${t.text}`);
  }

  /** "B2", "$B$27", "Campaign!B2", "A2:A6": a cell's value, or a range's values in reading order. */
  private reference(text: string): SheetValue {
    const bang = text.lastIndexOf('!');
    const tab = bang < 0 ? this.tab : text.slice(0, bang).replace(/^'|'$/g, '').toLowerCase();
    const [from, to] = text.slice(bang + 1).replace(/\$/g, '').split(':') as [string, string | undefined];
    if (!this.book.has(tab)) throw new FormulaError(`no tab ${tab}`);
    const cellValue = (cell: string) => {
      const value = evaluateCell(this.book, tab, cell, this.visiting);
      if (value === undefined) throw new FormulaError(`cannot work out ${cell}`);
      return value;
    };
    if (to === undefined) return cellValue(from);
    const [c1, r1] = cellPosition(from);
    const [c2, r2] = cellPosition(to);
    const out: SheetValue[] = [];
    for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) out.push(cellValue(`${columnName(c)}${r}`));
    return out;
  }
}

/** "AB12" → [28, 12]. */
export function cellPosition(cell: string): [number, number] {
  const m = cell.match(/^([A-Z]{1,3})(\d+)$/)!;
  return [[...m[1]!].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0), Number(m[2])];
}

/** 28 → "AB". */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function flat(args: SheetValue[]): SheetValue[] {
  return args.flatMap((a) => (Array.isArray(a) ? flat(a) : [a]));
}

function asNumber(value: SheetValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime() / 86_400_000 + 25_569;
  if (Array.isArray(value)) return value.length === 1 ? asNumber(value[0]!) : NaN;
  const n = Number(value.replace(/[$,\s]/g, ''));
  if (value.trim() === '') return 0;
  if (Number.isNaN(n)) throw new FormulaError('#VALUE!');
  return n;
}

function asDate(value: SheetValue): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(Math.round((value - 25_569) * 86_400_000));
  if (typeof value === 'string') {
    const iso = value.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
    if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
    const us = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
    if (us) return new Date(Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2])));
  }
  throw new FormulaError('#VALUE! not a date');
}

function usDate(date: Date): string {
  return formatDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, 'mm/dd/yyyy');
}

/** A comparison, element by element where a side is a range ("Contacts!C2:C6="ally"", as FILTER takes it). */
function compare(left: SheetValue, op: string, right: SheetValue): SheetValue {
  if (Array.isArray(left)) return left.map((l, k) => compare(l, op, Array.isArray(right) ? (right[k] ?? '') : right));
  if (Array.isArray(right)) return right.map((r) => compare(left, op, r));
  return compareOne(left, op, right);
}

function compareOne(left: SheetValue, op: string, right: SheetValue): boolean {
  const numeric = (v: SheetValue) => typeof v === 'number' || v instanceof Date || (typeof v === 'string' && /^-?\d+(?:\.\d+)?$/.test(v.trim()));
  const [a, b] = numeric(left) && numeric(right) ? [asNumber(left), asNumber(right)] : [shownValue(left).toLowerCase(), shownValue(right).toLowerCase()];
  switch (op) {
    case '=':
      return a === b;
    case '<>':
      return a !== b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    default:
      return a >= b;
  }
}

/** A COUNTIF/SUMIF criterion: "<17", ">=17", "ally", 5. */
function meets(value: SheetValue, criterion: SheetValue): boolean {
  const text = shownValue(criterion);
  const m = text.match(/^(<>|<=|>=|=|<|>)(.*)$/);
  if (m) return compareOne(value, m[1]!, literal(m[2]!));
  return compareOne(value, '=', criterion);
}

function round(n: number, digits: number, how: (x: number) => number): number {
  const f = 10 ** digits;
  return how(n * f) / f;
}

function callFunction(name: string, args: SheetValue[]): SheetValue {
  const nums = () => flat(args).filter((v) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(?:\.\d+)?$/.test(v))).map(asNumber);
  switch (name) {
    case 'SUM':
      return nums().reduce((s, n) => s + n, 0);
    case 'AVERAGE': {
      const n = nums();
      if (n.length === 0) throw new FormulaError('#DIV/0!');
      return n.reduce((s, x) => s + x, 0) / n.length;
    }
    case 'MIN':
      return Math.min(...nums());
    case 'MAX':
      return Math.max(...nums());
    case 'COUNT':
      return nums().length;
    case 'COUNTA':
      return flat(args).filter((v) => v !== '').length;
    case 'COUNTIF':
      return flat([args[0]!]).filter((v) => meets(v, args[1]!)).length;
    case 'SUMIF': {
      const range = flat([args[0]!]);
      const sums = args[2] === undefined ? range : flat([args[2]]);
      return range.reduce<number>((s, v, k) => (meets(v, args[1]!) ? s + asNumber(sums[k] ?? 0) : s), 0);
    }
    case 'IF':
      return asBoolean(args[0]!) ? (args[1] ?? true) : (args[2] ?? false);
    case 'AND':
      return flat(args).every(asBoolean);
    case 'OR':
      return flat(args).some(asBoolean);
    case 'NOT':
      return !asBoolean(args[0]!);
    case 'INT':
      return Math.floor(asNumber(args[0]!));
    case 'MOD': {
      const [n, d] = [asNumber(args[0]!), asNumber(args[1]!)];
      return n - d * Math.floor(n / d);
    }
    case 'ABS':
      return Math.abs(asNumber(args[0]!));
    case 'ROUND':
      return round(asNumber(args[0]!), asNumber(args[1] ?? 0), (x) => Math.sign(x) * Math.round(Math.abs(x)));
    case 'ROUNDUP':
      return round(asNumber(args[0]!), asNumber(args[1] ?? 0), (x) => Math.sign(x) * Math.ceil(Math.abs(x)));
    case 'ROUNDDOWN':
      return round(asNumber(args[0]!), asNumber(args[1] ?? 0), (x) => Math.sign(x) * Math.floor(Math.abs(x)));
    case 'CONCATENATE':
    case 'CONCAT':
      return flat(args).map(shownValue).join('');
    case 'TEXTJOIN': {
      const [delimiter, ignoreEmpty, ...rest] = args;
      return flat(rest)
        .map(shownValue)
        .filter((t) => !asBoolean(ignoreEmpty!) || t !== '')
        .join(shownValue(delimiter!));
    }
    case 'FILTER': {
      const values = flat([args[0]!]);
      const conditions = args.slice(1).map((c) => flat([c]));
      const kept = values.filter((_, k) => conditions.every((c) => asBoolean(c[k] ?? false)));
      if (kept.length === 0) throw new FormulaError('#CALC! no match');
      return kept;
    }
    case 'UPPER':
      return shownValue(args[0]!).toUpperCase();
    case 'LOWER':
      return shownValue(args[0]!).toLowerCase();
    case 'PROPER':
      return shownValue(args[0]!).toLowerCase().replace(/(^|[^\p{L}])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    case 'TRIM':
      return shownValue(args[0]!).trim().replace(/\s+/g, ' ');
    case 'LEFT':
      return shownValue(args[0]!).slice(0, asNumber(args[1] ?? 1));
    case 'RIGHT': {
      const text = shownValue(args[0]!);
      return text.slice(Math.max(0, text.length - asNumber(args[1] ?? 1)));
    }
    case 'MID':
      return shownValue(args[0]!).substr(asNumber(args[1]!) - 1, asNumber(args[2]!));
    case 'LEN':
      return shownValue(args[0]!).length;
    case 'VALUE':
      return asNumber(args[0]!);
    case 'DATE':
      return new Date(Date.UTC(asNumber(args[0]!), asNumber(args[1]!) - 1, asNumber(args[2]!)));
    case 'YEAR':
      return asDate(args[0]!).getUTCFullYear();
    case 'MONTH':
      return asDate(args[0]!).getUTCMonth() + 1;
    case 'DAY':
      return asDate(args[0]!).getUTCDate();
    case 'DATEDIF':
      return dateDifference(asDate(args[0]!), asDate(args[1]!), shownValue(args[2]!).toUpperCase());
    default:
      throw new FormulaError(`unknown function ${name}`);
  }
}

function asBoolean(value: SheetValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    if (/^TRUE$/i.test(value)) return true;
    if (/^FALSE$/i.test(value) || value === '') return false;
  }
  throw new FormulaError('#VALUE! not a truth');
}

/** DATEDIF's whole years ("Y"), months ("M") or days ("D") from one date to a later one. */
function dateDifference(from: Date, to: Date, unit: string): number {
  if (to < from) throw new FormulaError('#NUM!');
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() - (to.getUTCDate() < from.getUTCDate() ? 1 : 0);
  if (unit === 'Y') return Math.floor(months / 12);
  if (unit === 'M') return months;
  if (unit === 'D') return Math.round((to.getTime() - from.getTime()) / 86_400_000);
  throw new FormulaError(`DATEDIF unit ${unit}`);
}
