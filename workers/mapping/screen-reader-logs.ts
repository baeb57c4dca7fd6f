/**
 * What a screen reader spoke while its user arrowed through a web page, copied from its speech log (NVDA's Speech
 * Viewer, JAWS's speech history, VoiceOver's caption panel):
 *
 *     main landmark
 *     heading    level 1    Certified Accessibility Tester: PDF & Document Remediation
 *     Course code: CAT-PDF-310
 *     table    with 9 rows and 2 columns
 *     row 2    column 1    Employee Name    column 2    OKONKWO, ADAEZE N
 *     bullet    In person, four days, …
 *     out of table
 *
 * Read as written, the reader's words for what each thing is ("link", "heading level 2", "row 2 column 1") crowd
 * the page's own, and a table's cells stand apart from the row that pairs them. Here the log becomes the lines a
 * sighted reader would copy: landmarks, the site's navigation, list and table announcements, buttons and graphics go;
 * a link, a bullet,
 * an alert or a heading keeps its text; a two-column table's rows are "first cell: second cell" (its header row
 * dropped), a wider table's rows are a pipe table under its header; and a page's first heading over a line that
 * names a course ("Course code: …") is the course's title. The browser's window title goes too.
 */

/** "main landmark", "out of list", "list    with 5 items", "table    with 4 rows and 2 columns", "button Register now". */
const ANNOUNCEMENT = /^(?:(?:banner|navigation|main|contentinfo|complementary|search|region|form)\s+landmark|(?:out\s+of|end\s+of)\s+(?:list|table|frame|region)|(?:list|table|frame)\b\s+(?:with|of)\b.*|list\s+\d+\s+items?|(?:button|graphic|image|separator|clickable|edit|combo\s*box|check\s*box)\b.*|blank|visited)$/i;
/** "heading    level 2    Fees", "heading level 2, Fees". */
const HEADING = /^heading[\s,]+level\s+(\d)[\s,]+(\S.*)$/i;
/** "link    Courses", "bullet    Originally scheduled …", "alert    Schedule change: …": a role, then the page's words. */
const ROLE_THEN_TEXT = /^(?:(?:visited\s+)?link|bullet|alert|clickable|status|list\s+item|same\s+page\s+link)[\s,]+(\S.*)$/i;
/** "row 2    column 1    Tuition and lab fees    column 2    $2,450.00". */
const TABLE_ROW = /^row\s+(\d+)\s+column\s+1\s+(.*)$/i;
/** "… - Google Chrome": the browser window's title, spoken as a page opens. */
const WINDOW_TITLE = /\s[-–—]\s(?:Google\s+Chrome|Mozilla\s+Firefox|Microsoft\s*Edge|Safari|Chromium|Brave|Opera)\s*$/;
/** "Item", "Amount", "Field", "Value": a table's header cell. */
const COLUMN_NAME = /^(?:item|amount|name|value|description|field|details?|date|cost|price|fees?|type|category|total|quantity|qty|label|setting|key|property|attribute|information|info)s?$/i;
/** Fewer of the reader's own words than this, and the text is no speech log. */
const MIN_ANNOUNCEMENTS = 4;


/** A table's rows as the lines a reader would copy (accessibility-trees.ts reads a tree's tables so too): "header: cell" for a two-column one (its header row dropped), else a pipe table. */
export function tableLines(table: string[][]): string[] {
  if (table.length === 0) return [];
  const width = Math.max(...table.map((row) => row.length));
  const headerLike = table[0]!.every((cell) => COLUMN_NAME.test(cell));
  if (width === 2) return table.slice(headerLike && table.length > 1 ? 1 : 0).map((row) => `${row[0]}: ${row[1] ?? ''}`);
  return table.map((row) => `| ${row.join(' | ')} |`);
}

/** A link's words as a line: an e-mail address is the page's address to write to ("Email: …"). */
export function linkLine(text: string): string {
  return /^\S+@\S+\.\w+$/.test(text) ? `Email: ${text}` : text;
}

/** "Course code DV-240", "Course number: …": a line that says the heading over it is a course's. */
export const NAMES_A_COURSE = /\bcourse\s+(?:code|number|no\.?|id)\b/i;

export function withScreenReaderLogRead(text: string): string {
  const lines = text.split('\n');
  const said = (line: string) => line.trim().replace(/\s{2,}|\t+/g, '    ');
  const announced = lines.filter((line) => ANNOUNCEMENT.test(said(line)) || HEADING.test(said(line)) || TABLE_ROW.test(said(line))).length;
  if (announced < MIN_ANNOUNCEMENTS || !lines.some((line) => /\blandmark\b|^\s*heading\s+level\s+\d/i.test(line))) return text;
  const out: string[] = [];
  let table: string[][] = [];
  const flushTable = () => {
    out.push(...tableLines(table));
    table = [];
  };
  // (A site's navigation, "navigation landmark" / "link Courses" / "link Group training", is its menu, none of the page's
  // content: it goes, to the next landmark.)
  let inNavigation = false;
  lines.forEach((line, i) => {
    const words = said(line);
    if (/\blandmark$/i.test(words)) inNavigation = /^navigation\b/i.test(words);
    if (inNavigation) return;
    const row = words.match(TABLE_ROW);
    if (row) {
      table.push(row[2]!.split(/\s+column\s+\d+\s+/i).map((cell) => cell.trim()));
      return;
    }
    flushTable();
    if (WINDOW_TITLE.test(words) || ANNOUNCEMENT.test(words)) return;
    const heading = words.match(HEADING);
    if (heading) {
      const names = lines.slice(i + 1, i + 4).some((next) => NAMES_A_COURSE.test(next));
      out.push(heading[1] === '1' && names ? `Course title: ${heading[2]}` : heading[2]!);
      return;
    }
    const role = words.match(ROLE_THEN_TEXT);
    if (role) {
      out.push(/^bullet|^list\s+item/i.test(words) ? `- ${role[1]}` : linkLine(role[1]!));
      return;
    }
    out.push(line);
  });
  flushTable();
  return out.join('\n');
}
