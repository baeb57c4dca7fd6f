/**
 * A database session pasted as the text: psql's expanded display ("\x"), one "column | value" line per column
 * under "-[ RECORD 1 ]---+---", with the commands typed at the prompt and their replies around it:
 *
 *      regdb=> SELECT * FROM registrations WHERE id = 48213;
 *      -[ RECORD 1 ]----+-------------
 *      first_name       | Jonas
 *      driving_licence  | t
 *      regdb=> UPDATE registrations SET height_cm = 186 WHERE id = 48213;  -- 184 was a typo
 *
 * Read as written, "first_name       | Jonas" keys nothing and the query's "id = 48213" looks like a value. Here
 * the record's columns become "first name: Jonas" lines (psql's t and f as yes and no; empty columns dropped),
 * an UPDATE's assignments replace the values of their columns, and a comment after "--" is kept as
 * prose. Other commands and psql's replies ("Expanded display is on.", "UPDATE 1") go. With several records,
 * the one the rest of the text names ("the CURRENT row (record 2)") is read, else the last, the newest as a
 * table of versions is ordered. A text with no record stays as written.
 */

/** "regdb=> ", "ap_prod=# ", "mysql> ": the prompt before a command. */
const PROMPT = /^\s*[\w-]+(?:=>|=#|->|-#|>)\s?(.*)$/;
/** "-[ RECORD 2 ]-----+------": where one record of the expanded display starts. */
const RECORD_START = /^\s*-\[\s*RECORD\s+(\d+)\s*\]-*(?:\+-*)?\s*$/i;
/** "first_name       | Jonas": a column and its value. */
const COLUMN_LINE = /^\s*([\p{L}_][\p{L}\d_]*)\s*\|\s?(.*)$/u;
/** What psql answers a command with, and the lines of the shell around the session. */
const SESSION_NOISE = /^\s*(?:Expanded display is (?:on|off|used automatically)\.|(?:UPDATE|INSERT \d+|DELETE|SELECT) \d+|\(\d+ rows?\)|psql \(.*\)|SSL connection .*|Type "help" for help\.|[\w.-]+@[\w.-]+:\S*\s*[$#].*)\s*$/;
/** "SET height_cm = 186, updated_at = now()": an UPDATE's assignments of literal values. */
const ASSIGNMENT = /([\p{L}_][\p{L}\d_]*)\s*=\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?|true|false)/giu;

/** "first_name" → "first name": a column's name in words. ("addr_line1" stays "addr line1": no line 1 of a form.) */
function columnWords(column: string): string {
  return column.replace(/_/g, ' ').trim();
}

/** psql writes a boolean as t or f, and an SQL string in single quotes. */
function plainValue(value: string): string {
  const text = value.trim();
  if (text === 't') return 'yes';
  if (text === 'f') return 'no';
  return unquotedSql(text);
}

/** "'O''Brien'" → "O'Brien": an SQL string literal's text; anything else as it is. */
export function unquotedSql(text: string): string {
  const quoted = text.match(/^'((?:[^']|'')*)'$/);
  return quoted ? quoted[1]!.replace(/''/g, "'") : text;
}

export function linesWithSqlOutputRead(lines: string[]): string[] {
  const records = new Map<number, string[]>();
  const updates: string[] = [];
  const rest: string[] = [];
  let open: string[] | undefined;
  for (const line of lines) {
    const start = line.match(RECORD_START);
    if (start) {
      open = [];
      records.set(Number(start[1]), open);
      continue;
    }
    const column = open ? line.match(COLUMN_LINE) : null;
    if (open && column) {
      const value = plainValue(column[2]!);
      if (value !== '') open.push(`${columnWords(column[1]!)}: ${value}`);
      continue;
    }
    open = undefined;
    const command = line.match(PROMPT);
    if (command && /^\s*(?:\\|SELECT\b|UPDATE\b|INSERT\b|DELETE\b|WITH\b|--|\s*$)/i.test(command[1]!)) {
      const [statement, comment] = splitComment(command[1]!);
      if (/^\s*UPDATE\b/i.test(statement)) {
        const set = statement.match(/\bSET\b(.*?)(?:\bWHERE\b|;|$)/is)?.[1] ?? '';
        for (const m of set.matchAll(ASSIGNMENT)) updates.push(`${columnWords(m[1]!)}: ${plainValue(m[2]!)}`);
      }
      if (comment) rest.push(comment);
      continue;
    }
    if (SESSION_NOISE.test(line)) continue;
    rest.push(line);
  }
  if (records.size === 0) return lines;
  const named = [...rest.join('\n').matchAll(/\brecord\s+#?(\d+)\b/gi)].map((m) => Number(m[1])).find((n) => records.has(n));
  const chosen = [...records.get(named ?? Math.max(...records.keys()))!];
  // (An UPDATE's value replaces the column's; one for a column not shown is added.)
  for (const update of updates) {
    const at = chosen.findIndex((line) => line.startsWith(`${update.slice(0, update.indexOf(':'))}:`));
    if (at >= 0) chosen[at] = update;
    else chosen.push(update);
  }
  return [...rest, '', ...chosen];
}

/** "UPDATE … WHERE id = 48213;  -- applicant wrote in: 184 was a typo" → the statement and the comment. */
function splitComment(command: string): [string, string | undefined] {
  const at = command.search(/(?:^|\s)--\s/);
  return at < 0 ? [command, undefined] : [command.slice(0, at), command.slice(at).replace(/^\s*--\s*/, '').trim()];
}
