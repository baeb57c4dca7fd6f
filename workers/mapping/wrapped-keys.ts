/**
 * A record printed in two columns whose longer keys wrap onto a second line, the value beside the key's last line:
 *
 *     Mailing Address                2207 W COUNTY RD 127
 *     Registered Office Street
 *     Address                        700 LAVACA ST STE 1401
 *
 * Read as written, "Address" keys the registered agent's office and "Registered Office Street" keys nothing. Here the
 * wrapped key is joined on one line: "Registered Office Street Address   700 LAVACA ST STE 1401".
 *
 * Only in a block of at least MIN_ALIGNED lines whose values start in one column, and only a line of words that fits
 * in the key column and fills it, after another of the record's values (not a heading over the keys, in capitals or
 * not, a title of the table, a label left empty or a line with a colon or figures).
 */

/** A line of the record: its key (1, no wide gap inside), the gap, then its value. */
const KEYED_LINE = /^([ \t]*\S(?:[^\t]*?\S)?)(?:[ ]{2,}|\t+)(\S.*)$/;
/** A key's first line: words only, no colon, figure or wide gap. */
const KEY_WORDS = /^[ \t]*\p{L}[\p{L}'’&/() -]*\p{L}[ \t]*$/u;
/** The fewest lines of a block whose values share a column. */
const MIN_ALIGNED = 3;
/** The fewest spaces between a key and its value. */
const MIN_GAP = 2;
/** The most words of a key's second line. */
const CONTINUATION_WORDS = 3;

export function withWrappedKeysJoined(text: string): string {
  const lines = text.split('\n');
  const valueColumn = (line: string): number | undefined => {
    const m = line.match(KEYED_LINE);
    return m && !/\s{2,}/.test(m[1]!.trim()) ? m[1]!.length + (line.slice(m[1]!.length).match(/^\s+/)?.[0].length ?? 0) : undefined;
  };
  const joined = new Set<number>();
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '') end++;
    const counts = new Map<number, number>();
    for (let i = start; i < end; i++) {
      const column = valueColumn(lines[i]!);
      if (column !== undefined) counts.set(column, (counts.get(column) ?? 0) + 1);
    }
    for (const [column, count] of counts) {
      if (count < MIN_ALIGNED) continue;
      for (let i = start; i + 1 < end; i++) {
        const first = lines[i]!;
        const next = lines[i + 1]!.match(KEYED_LINE);
        if (!KEY_WORDS.test(first) || first.trim() === first.trim().toUpperCase() || first.trimEnd().length >= column - 1) continue;
        if (!next || valueColumn(lines[i + 1]!) !== column || next[1]!.trim().split(/\s+/).length > CONTINUATION_WORDS) continue;
        // (Both lines start where the block's keys do.)
        if (first.match(/^\s*/)![0].length !== next[1]!.match(/^\s*/)![0].length) continue;
        // (Inside the record: the line before is one of its values, keyed or carried on in the value column. A heading
        // over a block of keys, "Vendor contact" over "Phone   307-555-0162", comes first.)
        const before = i > start ? lines[i - 1]! : '';
        if (valueColumn(before) !== column && before.match(/^\s*/)![0].length !== column) continue;
        // (A wrapped key's first line is full: the next line's first word would not have fitted on it. "Middle name"
        // over "Last name   de Vries" is a label left empty, with room for "Last" beside it.)
        const nextWord = next[1]!.trim().split(/\s+/)[0]!;
        if (first.trimEnd().length + 1 + nextWord.length < column - MIN_GAP) continue;
        joined.add(i);
      }
    }
    start = end + 1;
  }
  if (joined.size === 0) return text;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!joined.has(i)) {
      out.push(lines[i]!);
      continue;
    }
    const next = lines[i + 1]!.match(KEYED_LINE)!;
    out.push(`${lines[i]!.trimEnd()} ${next[1]!.trim()}   ${next[2]}`);
    i++;
  }
  return out.join('\n');
}
