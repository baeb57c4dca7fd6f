/**
 * Pages copied from a wiki in MediaWiki markup: an infobox template ("{{Infobox character | name = Corwin Ashvale
 * | age = 42 …}}"), "== Background ==" section headings, '''bold''' and ''italic'' quotes, "[[Sister Maelis]]"
 * and "[[Order of the Gauntlet|the Order]]" links, "* " list items and "[[Category:…]]" lines. Read as written,
 * the brackets and equals signs stick to the values and the headings are not keys.
 *
 * The markup is rewritten as the Markdown the rules already read (parse-markdown.ts): an infobox row is a "key:
 * value" line, a section heading a "## " heading, bold and italics their Markdown marks, a link its text. The
 * template's own lines, images and categories go.
 */

/** "| name = Corwin Ashvale": a row of a template, its key and value. */
const TEMPLATE_ROW = /^\s*\|\s*([\p{L}][\p{L}\p{N} _-]{0,40}?)\s*=\s*(.*)$/u;
/** "== Background ==", "=== Early life ===": a section heading. */
const SECTION_HEADING = /^\s*(={2,6})\s*([^=]*\p{L}[^=]*?)\s*\1\s*$/u;
/** The template's opening and closing lines, and lines that only show or file the page. */
const MARKUP_ONLY = /^\s*(?:\{\{[^}|]*$|\}\}\s*$|\[\[(?:Category|File|Image):[^\]]*\]\]\s*$|__[A-Z]+__\s*$)/i;
/** Template rows that hold no value a form asks for. */
const NOT_A_VALUE_KEY = /^(?:image|image_size|caption|alt|signature|footnotes|website|module)$/i;

/**
 * Whether a text is MediaWiki markup: template rows or section headings, at least two of them, and a template or
 * a link. (A receipt's "=====" rules are no headings.)
 */
function isWikiMarkup(lines: string[]): boolean {
  return lines.filter((line) => TEMPLATE_ROW.test(line) || SECTION_HEADING.test(line)).length >= 2 && lines.some((line) => /\{\{|\[\[/.test(line));
}

/** A line's inline markup as Markdown: links as their text, bold and italics as their marks. */
function withInlineMarkupRead(line: string): string {
  return line
    .replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1')
    .replace(/\[https?:\/\/\S+\s+([^\]]+)\]/g, '$1')
    .replace(/'''''(.+?)'''''/g, '**$1**')
    .replace(/'''(.+?)'''/g, '**$1**')
    .replace(/''(.+?)''/g, '*$1*')
    .replace(/<ref[^>]*>.*?<\/ref>|<ref[^>]*\/>|<br\s*\/?>/gi, ' ')
    .replace(/\{\{[^{}]*\}\}/g, '')
    .replace(/\s{2,}/g, ' ')
    .trimEnd();
}

/** Words a template's parameter names are made of, run together: "payplan", "officephone", "startdate". */
const NAME_WORDS = ['pay', 'plan', 'office', 'home', 'work', 'cell', 'mobile', 'phone', 'fax', 'email', 'mail', 'first', 'last', 'middle', 'full', 'name', 'zip', 'postal', 'code', 'start', 'end', 'date', 'birth', 'street', 'city', 'state', 'address', 'course', 'vendor', 'number', 'title', 'position', 'supervisor', 'training', 'officer', 'cost', 'total', 'tuition', 'fund', 'type', 'level'];

/** "payplan" → "pay plan", "officephone" → "office phone": a name run together, in its words where all are known. */
function wordsOfName(name: string): string {
  if (!/^[a-z]+$/.test(name)) return name.replace(/_/g, ' ');
  const split = (rest: string): string[] | undefined => {
    if (rest === '') return [];
    for (const word of NAME_WORDS) {
      if (!rest.startsWith(word)) continue;
      const tail = split(rest.slice(word.length));
      if (tail) return [word, ...tail];
    }
    return undefined;
  };
  const words = split(name);
  return words && words.length > 1 ? words.join(' ') : name;
}

export function linesWithWikiRead(lines: string[]): string[] {
  if (!isWikiMarkup(lines)) return lines;
  const out: string[] = [];
  for (const line of lines) {
    if (MARKUP_ONLY.test(line)) continue;
    const row = line.match(TEMPLATE_ROW);
    if (row) {
      const key = wordsOfName(row[1]!.trim());
      const value = withInlineMarkupRead(row[2]!).trim();
      if (value !== '' && !NOT_A_VALUE_KEY.test(row[1]!.trim())) out.push(`${key}: ${value}`);
      continue;
    }
    const heading = line.match(SECTION_HEADING);
    if (heading) {
      out.push('', `${'#'.repeat(heading[1]!.length)} ${withInlineMarkupRead(heading[2]!)}`);
      continue;
    }
    out.push(withInlineMarkupRead(line));
  }
  return out;
}
