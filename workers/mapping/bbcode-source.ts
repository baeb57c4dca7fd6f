/**
 * A page kept in BBCode and pasted as its source: a worldbuilding site's article (World Anvil's "[h1]", "[b]Key:[/b]",
 * "[section:sidebar]", "@[Name](person:77aa01)" mentions) or a forum post. Read raw, every key and value is wrapped in
 * tags and every mention carries its link.
 *
 * Read as the text it shows: a heading is a heading ("## Personal History"), the page's first one, a name, whose page it
 * is; "[b]Age:[/b] 31" a keyed line; a list's items the lines of a list; a mention its name; struck text struck
 * ("~~…~~", which corrections.ts drops). A spoiler, a one-line quote and an image are no part of what the page says of
 * its subject (a GM's secrets, an epigraph, a picture) and go. A forum's thread, whose posts quote each other
 * ("[QUOTE=Romey]"), is left to the thread's reader. A plain function of the text; a text without BBCode is
 * returned as it is.
 */

import { pageHeadings } from './note-markup.js';

/** The tags that say a text is BBCode source. */
const BBCODE_TAG = /\[(?:\/?(?:b|i|u|s|h[1-6]|ul|ol|li|list|quote|spoiler|section|url|img|center|size|color)\b[^\]\n]*|\*)\]/gi;
/** The fewest such tags that make a text BBCode source. */
const FEWEST_TAGS = 6;

/** "[spoiler=GM SECRETS]…[/spoiler]": a block hidden from the page's readers. */
const HIDDEN_BLOCK = /\[(spoiler)\b[^\]\n]*\][\s\S]*?\[\/\1\]\s*/gi;
/** "[quote]Every song is a map.|Saoirse[/quote]": an epigraph, no part of what the page says of its subject. */
const EPIGRAPH = /\[quote\][^[\n]*\[\/quote\]\s*/gi;
/** "[QUOTE=Romey]…": a forum's quoted post, which the thread's own reader reads. */
const FORUM_QUOTE = /\[quote=/i;
/** "[img:88213|right|Harper symbol]", "[img]…[/img]": a picture. */
const IMAGE = /\[img\b[^\]\n]*\](?:[^[\n]*\[\/img\])?/gi;
/** "[section:sidebar]", "[/section]", "[center]", "[size=3]": layout only. */
const LAYOUT_TAG = /\[\/?(?:section|center|size|color|container|row|col)\b[^\]\n]*\]/gi;
/** "@[Corvin Ashgrove](person:77aa01)": a mention of another article, by its name. */
const MENTION = /@\[([^\]\n]+)\]\([^)\n]*\)/g;
/** "[url=https://…]the Harpers[/url]": a link, by the words shown. */
const LINK = /\[url(?:=[^\]\n]*)?\]([^[\n]*)\[\/url\]/gi;
/** "[h1]Saoirse Dunmore[/h1]": a heading (1 its level, 2 its words). */
const HEADING = /^[ \t]*\[h([1-6])\]([^[\n]*)\[\/h\1\][ \t]*$/gim;
/** "[li]Darkvision 60 ft[/li]", "[*]Darkvision": a list's item. */
const ITEM = /^[ \t]*\[(?:li|\*)\]([^\n]*?)(?:\[\/li\])?[ \t]*$/gim;
/** "[ul]", "[/list]": a list's own lines. */
const LIST_TAG = /^[ \t]*\[\/?(?:ul|ol|list)\b[^\]\n]*\][ \t]*$\n?/gim;
/** "[s]Ring of the Tidecaller[/s]": struck through. */
const STRUCK = /\[s\]([^[\n]*)\[\/s\]/gi;
/** "[b]…[/b]", "[i]…[/i]", "[u]…[/u]": emphasis only. */
const EMPHASIS = /\[\/?(?:b|i|u)\]/gi;

/** The text with its BBCode read as the text it shows; the text as it is without any. */
export function withBbcodeRead(text: string): string {
  // (A forum's thread, its posts quoting each other, is read as a thread elsewhere.)
  if ((text.match(BBCODE_TAG) ?? []).length < FEWEST_TAGS || FORUM_QUOTE.test(text)) return text;
  const heading = pageHeadings();
  return text
    .replace(HIDDEN_BLOCK, '')
    .replace(EPIGRAPH, '')
    .replace(IMAGE, '')
    .replace(LAYOUT_TAG, '')
    .replace(MENTION, '$1')
    .replace(LINK, '$1')
    .replace(HEADING, (_whole, level: string, words: string) => heading(level === '1', words))
    .replace(LIST_TAG, '')
    .replace(ITEM, '- $1')
    .replace(STRUCK, '~~$1~~')
    .replace(EMPHASIS, '')
    .replace(/^[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
}
