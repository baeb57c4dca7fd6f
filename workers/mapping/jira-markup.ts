/**
 * Jira's (and Confluence's) wiki markup, as an issue's description and comments hold it when fetched through the REST
 * API: "h3. Section B – Course", "*Vendor:* Red Canyon …", "||Item||Amount||" over "|Tuition (list price)|$4,350.00|",
 * "# My promotion …" for a numbered item, "[~rafael.oyelowo]" for a mention. Read as it is, the stars run into the
 * keys, a heading reads as a value and a table's row as one string of pipes. Written out as the plain lines the other
 * readers take: the heading as a line of its own, a bold key bare, a table's two-cell row as "cell: cell",
 * a numbered or bulleted item as a list item. A plain function of the text.
 */

/** Signs that a text is written in the markup: a heading "h3. …", a table's heading row, a bold key "*Name:*". */
const MARKUP_SIGN = /^h[1-6]\.\s|^\|\|.+\|\|\s*$|^\*[^*\n]+:\*\s/m;

/** Whether a text is written in the markup (its comments may then be too, without a sign of their own). */
export function isJiraMarkup(text: string): boolean {
  return MARKUP_SIGN.test(text);
}

/** A text known to be in the markup, written out as plain lines. */
export function jiraMarkupAsPlain(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const heading = line.match(/^h[1-6]\.\s+(.*)$/);
      if (heading) return [heading[1]!.trim()];
      // (A table's heading row names its columns, no value.)
      if (/^\|\|.*\|\|\s*$/.test(line)) return [];
      const cells = line.match(/^\|([^|]+)\|([^|]+)\|\s*$/);
      if (cells) return [`${cells[1]!.trim()}: ${cells[2]!.trim()}`];
      return [
        line
          .replace(/^#+\s+/, '- ')
          .replace(/\*([^*\n]+?)\*/g, '$1')
          .replace(/\[~([\w.-]+)\]/g, '@$1'),
      ];
    })
    .join('\n');
}
