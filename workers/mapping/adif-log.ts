/**
 * A radio amateur's logbook exported in ADIF, the amateur-radio interchange format, and pasted:
 *
 *     <ADIF_VER:5>3.1.4 <PROGRAMID:6>LOG4OM <EOH>
 *     <CALL:6>DL4KMR <QSO_DATE:8>20250309 <NAME:5>Klaus <QTH:7>Koblenz … <MY_NAME:15>Marlies Kuipers
 *     <MY_STREET:16>Oude Vismarkt 14 <MY_CITY:6>Kampen <MY_POSTAL_CODE:7>8261 GD <EOR>
 *
 * Each field is "<NAME:length>value"; a record (one contact) ends at "<EOR>". Read as written, the tags run into every
 * value and the station worked ("NAME", "QTH": Klaus in Koblenz) reads like the writer. The log's own station is what
 * its "MY_" fields give (ADIF's fields for the logging station); the other fields are the station worked, and go, as
 * do the header's. The writer's own fields are written once, as "my street: Oude Vismarkt 14" lines, each the value
 * most of the records give: a contact made away from home (portable, from a club's station) gives that place's
 * street and town, where the rest give the home's. A plain function of the text.
 */

/** "<MY_STREET:16>Oude Vismarkt 14": a field's name (1) and its length (2); the value follows. */
const FIELD = /<([A-Za-z_]+):(\d+)(?::[A-Za-z])?>/g;
/** The end of the header and of a record. */
const END_OF_HEADER = /<EOH>/i;
const END_OF_RECORD = /<EOR>/i;
/** The logging station's own fields. */
const OWN_FIELD = /^MY_/i;
/** Fewer records than this make no log. */
const MIN_RECORDS = 1;

/** The text with a pasted ADIF log read as the logging station's own details; the text as it is without one. */
export function withAdifLogRead(text: string): string {
  if (!END_OF_RECORD.test(text) || !/<(?:CALL|QSO_DATE|MY_[A-Z_]+):\d+>/i.test(text)) return text;
  const lines = text.split('\n');
  const logLines = lines.map((line) => END_OF_HEADER.test(line) || END_OF_RECORD.test(line) || /^\s*<[A-Za-z_]+:\d+/.test(line));
  const first = logLines.indexOf(true);
  const last = logLines.lastIndexOf(true);
  const log = lines.slice(first, last + 1).join('\n');
  const body = END_OF_HEADER.test(log) ? log.slice(log.search(END_OF_HEADER) + 5) : log;
  const records = body.split(END_OF_RECORD).map(fieldsOf).filter((fields) => fields.size > 0);
  if (records.length < MIN_RECORDS) return text;
  const own = new Map<string, string[]>();
  for (const record of records) for (const [name, value] of record) if (OWN_FIELD.test(name)) own.set(name, [...(own.get(name) ?? []), value]);
  const read = [...own].map(([name, values]) => `${name.toLowerCase().replace(/_/g, ' ')}: ${mostGiven(values)}`);
  return [...lines.slice(0, first), ...read, ...lines.slice(last + 1)].join('\n');
}

/** A record's fields, by name, each value as long as its length says. */
function fieldsOf(record: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const m of record.matchAll(FIELD)) {
    const from = (m.index ?? 0) + m[0].length;
    fields.set(m[1]!.toUpperCase(), record.slice(from, from + Number(m[2])).trim());
  }
  return fields;
}

/** The value given most often (the first of those given as often). */
function mostGiven(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
