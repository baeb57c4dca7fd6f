/**
 * An application's log pasted as the text, its lines in logfmt ("key=value", quoted when the value has spaces)
 * after a timestamp and a level, the values of a record given as field and value:
 *
 *      2025-03-07T19:02:11.219Z DEBUG sheetbot  parse field=name value="Brannoc Ashgrove"
 *      2025-03-07T19:02:11.222Z DEBUG sheetbot  parse field=eyes value="amber" field=skin value="ruddy"
 *      2025-03-07T19:21:40.005Z INFO  sheetbot  cmd=/sheet set field=weight value="160 lb" old="150 lb"
 *
 * Read as written, every line's key is "value" and the timestamps look like dates. Here each field's last value
 * becomes a "field: value" line (a later line sets it anew: "old=" is what it replaced), with the other
 * attributes those lines give ('class="fighter"'); a line logged as an error set nothing. Lines without fields
 * (another bot's, the session's own) go. A text with fewer than MIN_FIELD_LINES such lines stays as written.
 */

/** 'key=value', 'key="value with spaces"'. */
const PAIR = /(?<![\w-])([A-Za-z_][\w.-]*)=("(?:[^"\\]|\\.)*"|\S+)/g;
/** A log line's head: a timestamp, then perhaps a level and a logger's name. */
export const LOG_HEAD = /^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ][\d:.,]+(?:Z|[+-]\d{2}:?\d{2})?\]?|\w{3} \d{1,2} [\d:]{8})\s+/;
const MIN_FIELD_LINES = 3;
/** A field's value may be given under these names. */
const VALUE_NAMES = new Set(['value', 'val', 'raw', 'new', 'to']);
/** What a log says about its own work, not about the record. */
const LOG_ATTRIBUTES = new Set(['cmd', 'user', 'channel', 'sheet_id', 'id', 'ts', 'time', 'old', 'from', 'reason', 'note', 'error', 'msg', 'caller', 'trace_id', 'span_id', 'request_id']);

const LOG_LEVEL = /^(?:trace|debug|info|notice|warn|warning|error|fatal|critical)$/i;

function unquoted(value: string): string {
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(["\\])/g, '$1') : value;
}

export function linesWithLogFieldsRead(lines: string[]): string[] {
  const fieldLines = lines.filter((line) => LOG_HEAD.test(line) && /\bfield=/.test(line));
  if (fieldLines.length < MIN_FIELD_LINES) return lines;
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (const line of lines) {
    if (!LOG_HEAD.test(line)) {
      rest.push(line);
      continue;
    }
    if (!/\bfield=/.test(line) || /\b(?:ERROR|FATAL)\b|\berror=/.test(line)) continue;
    let field: string | undefined;
    for (const [, key, raw] of line.matchAll(PAIR)) {
      const value = unquoted(raw!);
      if (key === 'field') field = value;
      else if (VALUE_NAMES.has(key!) && field) {
        // (Set anew: the value moves to the end, after those read before it.)
        values.delete(field);
        values.set(field, value);
        field = undefined;
        // ("level=info" is the log's level; "level=4" a character's.)
      } else if (!LOG_ATTRIBUTES.has(key!) && !VALUE_NAMES.has(key!) && !(key === 'level' && LOG_LEVEL.test(value))) values.set(key!, value);
    }
  }
  return [...rest, '', ...[...values].map(([field, value]) => `${field.replace(/_/g, ' ')}: ${value}`)];
}
