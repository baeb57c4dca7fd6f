/**
 * An e-reader's export of highlights and notes pasted as the text: a Kindle's "My Clippings.txt", each entry its book's
 * title, a line saying what it is and where, and the words, entries parted by a rule of "=" signs.
 *
 *     ==========
 *     The Salt Road (draft 4) (Okafor-Waite, Imogen)
 *     - Your Highlight on page 9 | Location 121-125 | Added on Sunday, 7 September 2025 21:19:44
 *
 *     She stood a finger shy of six feet, …
 *     ==========
 *     The Salt Road (draft 4) (Okafor-Waite, Imogen)
 *     - Your Note on page 9 | Location 125 | Added on Sunday, 7 September 2025 21:22:10
 *
 *     SHEET: Height 5'11". Weight 140 lb …
 *
 * Read as written, the title and the entry lines run into every value. Here each entry is a paragraph of its words
 * alone, in order, so that a note written on a highlight corrects it as a later sentence would ("Old Venice address.
 * New one: 4410 Bay Shore Rd, …"). A note the reader tagged in capitals ("SHEET: Height 5'11". Weight 140 lb …") is
 * what they want in the highlight's place: the highlight it was written on (the entry right before it, at a location
 * the highlight spans) goes, and so does the tag. Bookmarks, which hold no words, go.
 * A text with fewer than MIN_ENTRIES entries stays as written.
 */

/** "- Your Highlight on page 9 | Location 121-125 | Added on …" (1 what the entry is). */
const ENTRY_LINE = /^\s*-\s*(?:Your\s+)?(Highlight|Note|Bookmark|Clip)\b[^\n]*\|\s*(?:Added on|Ajouté le|Hinzugefügt am|Añadido el)\b.*$/i;
/** The rule between entries. */
const ENTRY_RULE = /^\s*={8,}\s*$/;
/** "SHEET: Age 34.": a tag the reader puts before what a note is for. */
const NOTE_TAG = /^\s*\p{Lu}{3,}:\s+(?=\S)/u;
/** Fewer entries than this make no export. */
const MIN_ENTRIES = 3;

export function withReaderClippingsRead(text: string): string {
  const lines = text.split('\n');
  const entryAt = lines.flatMap((line, at) => (ENTRY_LINE.test(line) && at > 0 && !ENTRY_RULE.test(lines[at - 1]!) ? [at] : []));
  if (entryAt.length < MIN_ENTRIES) return text;
  const firstTitle = entryAt[0]! - 1;
  // The text before the first entry (the writer's own words) stays.
  const before = lines.slice(0, firstTitle).filter((line, at, kept) => !(ENTRY_RULE.test(line) && at === kept.length - 1));
  const entries = entryAt.map((at, k) => {
    const end = k + 1 < entryAt.length ? entryAt[k + 1]! - 1 : lines.length;
    const words = lines.slice(at + 1, end).filter((line) => !ENTRY_RULE.test(line)).join('\n').trim();
    const location = lines[at]!.match(/\bLocation\s+(\d+)(?:-(\d+))?/i);
    const first = Number(location?.[1] ?? NaN);
    return { kind: lines[at]!.match(ENTRY_LINE)![1]!.toLowerCase(), words, first, last: Number(location?.[2] ?? first) };
  });
  const kept: string[] = [];
  entries.forEach((entry, k) => {
    if (entry.kind === 'bookmark' || entry.words === '') return;
    // (A highlight with a note written on it right after gives way to the note.)
    const next = entries[k + 1];
    if (entry.kind === 'highlight' && next?.kind === 'note' && NOTE_TAG.test(next.words) && next.first >= entry.first && next.first <= entry.last) return;
    // (A note's sentences each on a line: "Allies: Maud Terrow, …; Corvin Ashdale (when it suits him)." is a value
    // that ends where its sentence does, not at "Brother Ennis dies in ch. 12, leave him off.")
    kept.push(entry.kind === 'note' ? entry.words.replace(NOTE_TAG, '').replace(/(?<=[\p{Ll}\d)"'’]{2}[.!?])\s+(?=\p{Lu})/gu, '\n') : entry.words);
  });
  return [...before, '', ...kept.flatMap((words) => [words, ''])].join('\n').trimEnd();
}
