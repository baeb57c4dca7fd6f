/**
 * A personal journal pasted as its app exports or stamps it: Day One's plain-text export, each entry under its
 * tab-indented header ("\tDate:\tJanuary 29, 2011 at 9:12 PM", "\tTags:\ttaxes", "\tLocation:\tLawrence, KS"), and a
 * Notepad file that starts with ".LOG", which stamps the time on a line of its own each time it is opened
 * ("7:42 PM 1/29/2011"). Read as written, the stamps are dates and places of the form's own ("Date", "Location") and
 * the tags a value. Here each entry's header or stamp becomes a blank line between entries, which read in order, a
 * later entry's word over an earlier one's as anywhere in a text.
 */

/** "\tDate:\tJanuary 29, 2011 at 9:12 PM": a Day One entry's first header line. */
const DAY_ONE_DATE = /^\t(?:Date|Created):\t.*\d{4}.*$/;
/** "\tTags:\ttaxes", "\tLocation:\t…", "\tWeather:\t…": the lines of its header after the date. */
const DAY_ONE_HEADER = /^\t(?:Tags|Location|Weather|Starred|Photos?|Journal|Activity|Music|Step Count):\t.*$/;
/** "7:42 PM 1/29/2011": the stamp Notepad writes under a ".LOG" first line. */
const NOTEPAD_STAMP = /^\s*\d{1,2}:\d{2}\s*(?:AM|PM)\s+\d{1,2}\/\d{1,2}\/\d{4}\s*$/i;

export function withJournalEntriesRead(text: string): string {
  const lines = text.split('\n');
  const dayOne = lines.filter((line) => DAY_ONE_DATE.test(line)).length >= 2;
  const notepad = lines.some((line) => line.trim() === '.LOG') && lines.filter((line) => NOTEPAD_STAMP.test(line)).length >= 2;
  if (!dayOne && !notepad) return text;
  return lines
    .map((line) => ((dayOne && (DAY_ONE_DATE.test(line) || DAY_ONE_HEADER.test(line))) || (notepad && (NOTEPAD_STAMP.test(line) || line.trim() === '.LOG')) ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
