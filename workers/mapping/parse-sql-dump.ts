/**
 * A database dump pasted as the text (`sqlite3 db .dump`, `pg_dump --inserts`, `mysqldump`): tables declared with
 * CREATE TABLE, their rows written as INSERT statements, and maybe a migration's UPDATE after them:
 *
 *      CREATE TABLE company_profile (
 *        legal_name TEXT NOT NULL,
 *        trade_name TEXT,            -- DBA we invoice under
 *        addr_zip TEXT
 *      );
 *      INSERT INTO company_profile VALUES(1,'Harbor Line Audio LLC','Tidewater Mastering','23510');
 *      UPDATE company_profile SET addr_zip = '23517' WHERE id = 1;
 *
 * Read as written, the columns are one line and their values another, and nothing keys "Harbor Line Audio LLC".
 * Here each row becomes "column: value" lines, the column's comment kept in brackets after its name ("trade name (DBA
 * we invoice under): Tidewater Mastering"), and an UPDATE's values replace those of the rows its WHERE picks. A
 * table with several rows gives only the rows the rest of the text names a value of ("put Chesapeake Public Media
 * in the requester box" picks that client's row), its columns keyed with the table's name; a table the writer sets
 * aside ("the owners table is only there for my K-1 spreadsheet") gives nothing. The statements' other lines
 * (PRAGMA, BEGIN, COMMIT, a file's "-- migrations/…" comment) go; the writer's prose stays.
 */

import { addressPieceOfKey } from './address-pieces.js';
import { unquotedSql } from './parse-sql-output.js';

/** "CREATE TABLE company_profile (": where a table's declaration starts (1 its name). */
const CREATE_TABLE = /^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"[]?([\p{L}_][\p{L}\d_.]*)[`"\]]?\s*\(\s*$/iu;
/** "CREATE TABLE owners (id INTEGER PRIMARY KEY, full_name TEXT);": a table declared on one line (1 its name, 2 its columns). */
const CREATE_TABLE_ONE_LINE = /^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"[]?([\p{L}_][\p{L}\d_.]*)[`"\]]?\s*\((.+)\)\s*;?\s*$/iu;
/** "  trade_name TEXT,   -- DBA we invoice under": a column's declaration (1 its name, 2 its comment). */
const COLUMN_DECLARED = /^\s*[`"[]?([\p{L}_][\p{L}\d_]*)[`"\]]?\s+[A-Z][\w() ,]*?(?:--\s*(.*))?$/iu;
/** "PRIMARY KEY (id)", "FOREIGN KEY …", "CONSTRAINT …": a declaration's line that is no column. */
const TABLE_CONSTRAINT = /^\s*(?:PRIMARY\s+KEY|FOREIGN\s+KEY|UNIQUE|CHECK|CONSTRAINT)\b/i;
/** "INSERT INTO clients VALUES(11,'Bayside …',NULL,15);" (1 the table, 2 the columns if listed, 3 the values). */
const INSERT = /^\s*INSERT\s+INTO\s+[`"[]?([\p{L}_][\p{L}\d_.]*)[`"\]]?\s*(?:\(([^)]*)\))?\s*VALUES\s*\((.*)\)\s*;?\s*$/iu;
/** "UPDATE company_profile": a statement that changes rows, perhaps over several lines up to its ";". */
const UPDATE_START = /^\s*UPDATE\s+[`"[]?([\p{L}_][\p{L}\d_.]*)[`"\]]?\b/iu;
/** "addr_zip = '23517'": an UPDATE's assignment of a literal value. */
const ASSIGNMENT = /([\p{L}_][\p{L}\d_]*)\s*=\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?|NULL)/giu;
/** The lines of a dump that hold nothing a form asks for. */
const DUMP_NOISE = /^\s*(?:PRAGMA\b|BEGIN(?:\s+TRANSACTION)?\s*;|COMMIT\s*;|SET\s+\w+\s*=|--\s*(?:Dump|migrations?\/|\S+\.sql\b)|\/\*.*\*\/\s*;?\s*$|LOCK\s+TABLES|UNLOCK\s+TABLES|CREATE\s+(?:UNIQUE\s+)?INDEX\b)/i;
/** "the owners table is only there for my K-1 spreadsheet": a table the writer keeps off the form (1 its name). */
const TABLE_SET_ASIDE = /\bthe\s+[`"]?([\p{L}_][\p{L}\d_]*)[`"]?\s+table\s+(?:is\s+(?:only\s+)?(?:there\s+)?for\b|is\s+(?:not|irrelevant)\b|(?:can|should)\s+be\s+ignored\b)|\bignore\s+the\s+[`"]?([\p{L}_][\p{L}\d_]*)[`"]?\s+table\b/giu;

interface Table {
  columns: { name: string; comment: string }[];
  rows: string[][];
}

/**
 * "company_profile" → "company profile", "addr_zip" → "address zip"; "addr_line1" is "address line1" (no line 1 of a
 * form).
 */
function words(identifier: string): string {
  return identifier.replace(/^.*\./, '').replace(/_/g, ' ').replace(/\baddr\b/gi, 'address').trim();
}

/** "clients" → "client": a table's name as the key of one of its rows. */
function rowWords(table: string): string {
  return words(table).replace(/(?<=[^s])s$/, '');
}

/** The values of an INSERT's list: SQL strings unquoted, NULL as nothing. */
function insertedValues(list: string): string[] {
  const values: string[] = [];
  for (const m of list.matchAll(/\s*('(?:[^']|'')*'|[^,]*)\s*(?:,|$)/g)) {
    if (m[0] === '') break;
    values.push(literal(m[1]!));
  }
  return values;
}

/** "id INTEGER, amount NUMERIC(5,2), note TEXT" → its parts at the commas outside brackets. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter((p) => p !== '');
}

/**
 * A column's comment as words for its key: "DBA we invoice under" stays; a remark in brackets goes ("how the IRS
 * taxes us (2553 filed 2021)"), and a list of the values allowed ("'sole_prop' | 'llc' | 'corp'") says nothing.
 */
function commentWords(comment: string): string {
  const plain = comment.replace(/\s*\([^()]*\)/g, '').trim();
  return /\||'/.test(plain) ? '' : plain;
}

/** "s_corp", "sole_prop": a code written as an identifier is its words. */
function valueWords(value: string): string {
  return /^[\p{Ll}\d]+(?:_[\p{Ll}\d]+)+$/u.test(value) ? value.replace(/_/g, ' ') : value;
}

/** A value as an INSERT or an UPDATE writes it: NULL as nothing, a string without its quotes. */
function literal(text: string): string {
  const trimmed = text.trim();
  return /^NULL$/i.test(trimmed) ? '' : unquotedSql(trimmed);
}

export function linesWithSqlDumpRead(lines: string[]): string[] {
  const tables = new Map<string, Table>();
  const prose: string[] = [];
  let declaring: Table | undefined;
  let updating: string[] | undefined;
  const updates: string[] = [];
  for (const line of lines) {
    if (declaring) {
      if (/^\s*\)\s*;?\s*$/.test(line)) declaring = undefined;
      else if (!TABLE_CONSTRAINT.test(line)) {
        const column = line.match(COLUMN_DECLARED);
        if (column) declaring.columns.push({ name: column[1]!, comment: commentWords(column[2] ?? '') });
      }
      continue;
    }
    if (updating) {
      updating.push(line);
      if (/;\s*(?:--.*)?$/.test(line)) {
        updates.push(updating.join(' '));
        updating = undefined;
      }
      continue;
    }
    const create = line.match(CREATE_TABLE);
    if (create) {
      declaring = { columns: [], rows: [] };
      tables.set(create[1]!.toLowerCase(), declaring);
      continue;
    }
    // ("CREATE TABLE owners (id INTEGER PRIMARY KEY, full_name TEXT, ssn TEXT);": a table declared on one line.)
    const oneLine = line.match(CREATE_TABLE_ONE_LINE);
    if (oneLine) {
      const columns = topLevelParts(oneLine[2]!).filter((part) => !TABLE_CONSTRAINT.test(part)).map((part) => part.match(COLUMN_DECLARED)).filter((m) => m !== null);
      tables.set(oneLine[1]!.toLowerCase(), { columns: columns.map((m) => ({ name: m[1]!, comment: '' })), rows: [] });
      continue;
    }
    const insert = line.match(INSERT);
    if (insert) {
      const table = tables.get(insert[1]!.toLowerCase()) ?? { columns: [], rows: [] };
      tables.set(insert[1]!.toLowerCase(), table);
      const values = insertedValues(insert[3]!);
      // (An INSERT that lists its columns says which value is which, whatever the declaration's order.)
      if (insert[2]) {
        const named = insert[2].split(',').map((c) => c.trim().replace(/[`"[\]]/g, ''));
        const row = table.columns.map((c) => values[named.indexOf(c.name)] ?? '');
        named.forEach((name, i) => {
          if (!table.columns.some((c) => c.name === name)) {
            table.columns.push({ name, comment: '' });
            row.push(values[i] ?? '');
          }
        });
        table.rows.push(row);
      } else table.rows.push(values);
      continue;
    }
    if (UPDATE_START.test(line)) {
      if (/;\s*(?:--.*)?$/.test(line)) updates.push(line);
      else updating = [line];
      continue;
    }
    if (DUMP_NOISE.test(line)) continue;
    prose.push(line);
  }
  if (![...tables.values()].some((t) => t.rows.length > 0 && t.columns.length > 0)) return lines;
  for (const update of updates) applyUpdate(update, tables);

  const said = prose.join('\n');
  const setAside = new Set([...said.matchAll(TABLE_SET_ASIDE)].map((m) => (m[1] ?? m[2]!).toLowerCase()));
  const read: string[] = [];
  for (const [name, table] of tables) {
    // ("public.owners": the table by its name without the schema.)
    const bare = name.replace(/^.*\./, '');
    if (setAside.has(bare) || setAside.has(bare.replace(/s$/, ''))) continue;
    // (Of several rows, those the writer names a value of; a single row is the record itself.)
    const rows = table.rows.length === 1 ? table.rows : table.rows.filter((row) => row.some((value) => namedInProse(value, said)));
    for (const row of rows) {
      read.push('');
      const role = table.rows.length > 1 ? roleSaidFor(row, said) : undefined;
      const prefix = table.rows.length > 1 ? `${role ?? rowWords(name)} ` : '';
      const whole = role ? nameAndAddress(table, row) : undefined;
      if (whole) read.push(`${role}: ${whole}`);
      table.columns.forEach((column, i) => {
        const value = row[i] ?? '';
        if (value === '' || /^id$/i.test(column.name) || /_id$/i.test(column.name)) return;
        const key = `${prefix}${words(column.name)}${column.comment ? ` (${column.comment})` : ''}`;
        read.push(`${key}: ${valueWords(value)}`);
      });
    }
  }
  return [...prose, ...read];
}

/**
 * "Pinecrest Ridge Hospitality Group, 4480 Baseline Rd, Suite 210, Boulder, CO 80303": a party's row as its name and
 * address together, as a form's "name and address" box asks for them; the address from one column that holds it
 * whole or from its pieces' columns.
 */
function nameAndAddress(table: Table, row: string[]): string | undefined {
  const valueOf = (test: (column: string) => boolean) => table.columns.map((c, i) => (test(words(c.name)) ? row[i] ?? '' : '')).find((v) => v !== '');
  const name = valueOf((column) => /^(?:name|legal name|company(?: name)?|business name)$/i.test(column));
  const pieces = (['street', 'line2', 'city', 'state', 'zip'] as const).map((piece) => valueOf((column) => addressPieceOfKey(column) === piece) ?? '');
  const address = valueOf((column) => /\baddress$/i.test(column) && !addressPieceOfKey(column)) ?? (pieces[0] !== '' && pieces[2] !== '' ? `${pieces.slice(0, 3).filter((p) => p !== '').join(', ')}, ${[pieces[3], pieces[4]].filter((p) => p !== '').join(' ')}` : undefined);
  return name && address ? `${name}, ${address}` : undefined;
}

/** "requester", "payer": the roles a writer names a row's party by. */
const ROLE_WORD = /\b(requester|payer|payee|employer|buyer|seller|landlord|tenant|vendor|customer|agent|preparer|supervisor)\b/i;

/**
 * "In the requester box put Chesapeake Public Media with their billing address": the role the sentence that names a
 * row's value gives it, which keys the row better than its table's name.
 */
function roleSaidFor(row: string[], prose: string): string | undefined {
  const sentences = prose.split(/(?<=[.!?])\s+|\n/);
  for (const value of row.filter((v) => namedInProse(v, prose))) {
    // ("hey — new client (Chesapeake Public Media) won't pay …" / "In the requester box put Chesapeake Public Media":
    // the sentence that gives the party a role.)
    const sentence = sentences.find((s) => s.toLowerCase().includes(value.toLowerCase()) && ROLE_WORD.test(s));
    if (!sentence) continue;
    // ("Which customer: the requester is Pinecrest …": the role nearest the value.)
    const at = sentence.toLowerCase().indexOf(value.toLowerCase());
    const roles = [...sentence.matchAll(new RegExp(ROLE_WORD.source, 'gi'))];
    const nearest = roles.sort((a, b) => Math.abs(a.index! - at) - Math.abs(b.index! - at))[0];
    if (nearest) return nearest[1]!.toLowerCase();
  }
  return undefined;
}

/** A value the writer's prose says again: a name or a code of some length, not a count or a flag. */
function namedInProse(value: string, prose: string): boolean {
  return value.length >= 5 && /\p{L}/u.test(value) && prose.toLowerCase().includes(value.toLowerCase());
}

/** "UPDATE company_profile SET addr_zip = '23517' WHERE id = 1;": the new values, in the rows WHERE picks. */
function applyUpdate(statement: string, tables: Map<string, Table>): void {
  const table = tables.get(statement.match(UPDATE_START)![1]!.toLowerCase());
  if (!table) return;
  const [set, where] = statement.replace(/--[^\n]*$/, '').split(/\bWHERE\b/i) as [string, string | undefined];
  const changes = [...(set.match(/\bSET\b(.*)$/is)?.[1] ?? '').matchAll(ASSIGNMENT)];
  const conditions = [...(where ?? '').matchAll(ASSIGNMENT)];
  for (const row of table.rows) {
    const picked = conditions.every((c) => {
      const at = table.columns.findIndex((col) => col.name.toLowerCase() === c[1]!.toLowerCase());
      return at >= 0 && row[at] === literal(c[2]!);
    });
    if (!picked) continue;
    for (const change of changes) {
      const at = table.columns.findIndex((col) => col.name.toLowerCase() === change[1]!.toLowerCase());
      if (at >= 0) row[at] = literal(change[2]!);
    }
  }
}
