/**
 * A browser's accessibility tree copied from chrome://accessibility (or an inspector like it), pasted by a user who
 * reads the page with a screen reader:
 *
 *     ++++heading name='Position Information' hierarchicalLevel=1
 *     ++++table name='Current position'
 *     ++++++row
 *     ++++++++rowHeader name='Position title'
 *     ++++++++cell name='Management and Program Analyst'
 *
 * Read as written, the roles and the quotes crowd the page's words and a table's cells stand apart from the header
 * that names them. Here the tree becomes the lines a sighted reader would copy: the page's frame (landmarks, buttons,
 * images) goes, a table's rows are read as screen-reader-logs.ts reads a spoken table, a page's middle dots are commas,
 * and a page's first heading over a line that names a course is the course's title.
 */
import { NAMES_A_COURSE, linkLine, tableLines } from './screen-reader-logs.js';

/** "++++heading name='Data Storytelling …' hierarchicalLevel=1": a line of a browser's accessibility tree (1 its depth, 2 the role, 3 or 4 the name). */
const TREE_NODE = /^\s*(\+*)\s*([a-zA-Z]+)(?:\s+name=(?:'((?:[^'\\]|\\.|'(?=[^']*'))*)'|"([^"]*)"))?.*$/;
/** Roles that are a page's frame, not its words. */
const FRAME_ROLES = /^(?:rootWebArea|webArea|main|banner|contentInfo|navigation|complementary|region|form|search|generic|group|section|article|button|image|img|graphic|separator|toolbar|menu|menuBar|menuItem|tabList|tab|textField|textbox|comboBox|checkBox|radioButton|iframe|document|lineBreak|inlineTextBox)$/;
const TREE_ROLES = /^(?:rootWebArea|heading|staticText|link|cell|row|rowHeader|columnHeader|table|main|banner|contentInfo|paragraph|listItem|list|generic|button|navigation)$/;
/** Fewer tree lines than this, and the text is no accessibility tree. */
const MIN_TREE_NODES = 6;

/** The tree's lines as the page's, where the text is such a tree (a node a line, its depth in "+" marks); otherwise the text. */
export function withAccessibilityTreeRead(text: string): string {
  const lines = text.split('\n');
  const nodes = lines.map((line) => line.match(TREE_NODE));
  if (nodes.filter((m) => m && TREE_ROLES.test(m[2]!) && (m[1] !== '' || /^rootWebArea$/.test(m[2]!))).length < MIN_TREE_NODES) return text;
  const out: string[] = [];
  let table: string[][] | undefined;
  let tableDepth = -1;
  const flush = () => {
    if (table) out.push(...tableLines(table.filter((row) => row.length > 0)));
    table = undefined;
  };
  lines.forEach((line, i) => {
    const m = nodes[i];
    if (!m || !TREE_ROLES.test(m[2]!) && !FRAME_ROLES.test(m[2]!)) {
      flush();
      out.push(line);
      return;
    }
    const [, marks, role, quoted, doubled] = m;
    const depth = marks!.length;
    const name = (quoted ?? doubled ?? '').replace(/\\'/g, "'").trim();
    if (table && depth <= tableDepth) flush();
    if (role === 'table') {
      flush();
      table = [];
      tableDepth = depth;
      return;
    }
    if (table) {
      if (role === 'row') table.push([]);
      else if (/^(?:cell|rowHeader|columnHeader)$/.test(role!) && table.length > 0) table.at(-1)!.push(name);
      return;
    }
    if (FRAME_ROLES.test(role!) || name === '') return;
    if (role === 'heading') {
      const level = line.match(/hierarchicalLevel=(\d)/)?.[1];
      out.push(level === '1' && lines.slice(i + 1, i + 4).some((next) => NAMES_A_COURSE.test(next)) ? `Course title: ${name}` : name);
      return;
    }
    // ("Lakeshore Analytics Institute · 333 N Michigan Ave, Suite 1410 · Chicago, IL 60601": a page's middle dots set
    // parts apart as commas do.)
    const said = name.replace(/\s+·\s+/g, ', ');
    out.push(role === 'link' ? linkLine(said) : role === 'listItem' ? `- ${said}` : said);
  });
  flush();
  return out.join('\n');
}
