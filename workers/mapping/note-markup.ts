/**
 * A character or a record kept in a writing app's own markup and pasted raw: a homebrew site's brew source
 * (Homebrewery and GM Binder: "{{title … }}", "{{monster,frame … }}", "\column", "\page") or a linked-notes app's note
 * (Obsidian: a properties block at the top, "key:: value" fields in the body, "[[Target|Alias]]" links, "![[…]]"
 * embeds, "%% … %%" comments, "> [!note]" callouts, "- [x]" tasks, a "```statblock" block).
 *
 * Read as the text it shows: the wrappers, page and column breaks, embeds and comments go; a link is its target,
 * the page's own name, not the alias shown for it; a list of tasks that ticks some keeps those only; a body field is
 * a keyed line; a property the body gives again is the body's, since the properties block is the part nobody updates;
 * the page's first heading, a name, is whose page it is; and a creature's statblock goes whole, since it is a
 * monster's numbers and names, not the character's. A plain function of the text; a text without such markup is
 * returned as it is.
 */

/** "\\page", "\\column", "{{monster", "{{descriptive", "{{title": what only a homebrew site's brew source holds. */
const BREW_MARK = /^[ \t]*\\(?:page|column|pagebreak|columnbreak)\b|\{\{\s*(?:monster|descriptive|title|note|wide|classTable|toc|frontCover|insideCover|backCover|artist|watercolor)\b/im;
/** "eyes:: milky white", "![[sigil.png]]", "%% … %%", "> [!note]", "```statblock": what only a linked-notes app's note holds. */
const NOTE_MARK = /^[ \t]*(?:[-*][ \t]+)?[\p{L}][\p{L}\d _-]{0,40}?::[ \t]+\S|!\[\[[^\]\n]+\]\]|%%[^%\n]*%%|^[ \t]*>[ \t]*\[!\w+\]|```statblock\b/mu;
/** "dn: uid=…": an LDIF export's entry. */
const LDIF_ENTRY = /^dn::?\s/m;
/** "{{monster,frame" … "}}": a homebrew site's statblock of a creature, from its opening to its closing braces. */
const MONSTER_BLOCK = /^[ \t]*\{\{\s*monster\b[^\n]*\n[\s\S]*?^[ \t]*\}\}[ \t]*$\n?|\{\{\s*monster\b[\s\S]*?\}\}(?=\s*$)/gm;
/** "```statblock" … "```": a linked-notes app's statblock plugin block. */
const STATBLOCK_FENCE = /^[ \t]*(`{3,}|~{3,})\s*statblock\b[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$\n?/gm;
/** "{{title", "{{descriptive", "{{note,wide": a homebrew block's opening line; "}}" its closing one. */
const BLOCK_OPENING = /^[ \t]*\{\{[\w,-]*(?:[ \t][^\n}]*)?$/gm;
const BLOCK_CLOSING = /^[ \t]*\}\}[ \t]*$/gm;
/** "\column", "\page", "\pagebreak", "\columnbreak": a brew's layout commands. */
const LAYOUT_COMMAND = /^[ \t]*\\(?:column|columnbreak|page|pagebreak)\b[ \t]*$/gm;
/** "![[enclave-sigil.png|120]]": an embedded file. */
const EMBED = /!\[\[[^\]\n]*\]\]/g;
/** "%% left the Order in session 9 %%": a comment the app hides. */
const NOTE_COMMENT = /%%[\s\S]*?%%/g;
/** "[[Brother Corwin Ashby|Corwin]]", "[[Emerald Enclave]]": a link to another note, by its name. */
const WIKILINK = /\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|[^\]\n]*)?\]\]/g;
/** "> [!note] Session 11": a callout's heading line, its kind in brackets. */
const CALLOUT_HEADING = /^([ \t]*>[ \t]*)\[!\w+\][+-]?[ \t]*/gm;
/** "eyes:: milky white": a field in a note's body. */
const INLINE_FIELD = /^([ \t]*(?:[-*][ \t]+)?)([\p{L}][\p{L}\d _-]{0,40}?)::[ \t]*(\S.*)$/gmu;
/** A note's properties: the first block between lines of three dashes (the note's top, under the writer's words). */
const PROPERTIES = /^(\s*(?:.*\n)*?)---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;
/** "- [x] Hidden Step", "- [ ] Fungal Infestation": a task, its box and its words. */
const TASK = /^([ \t]*[-*+][ \t]+)\[([ xX])\][ \t]+(\S.*)$/;
/** "eyes: moss green": a property's key. */
const PROPERTY = /^([\p{L}][\p{L}\d _-]{0,40}):/u;

/** "*(sworn in after the Daggerford trial)*": a remark in brackets set in italics, a remark still. */
const ITALIC_ASIDE = /[*_](\([^()\n]{1,80}\))[*_]/g;
/** The first level-one heading of the text. */
const TOP_HEADING = /^[ \t]*#[ \t]+(.+?)[ \t]*#*[ \t]*$/m;
const NAME_WORDS = /^\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|van|von|der|du|la|le)){1,3}$/u;

/** The text with a brew's or a note's markup read as the text it shows; the text as it is without any. */
export function withNoteMarkupRead(text: string): string {
  // (A wiki's "{{Infobox character" and "[[Target|Shown]]" are its own markup, read elsewhere: only a brew's own blocks
  // and breaks, and a note's own fields, embeds, comments and callouts, say which app the text came from.)
  const brew = BREW_MARK.test(text);
  // (An LDIF export's "cn:: S2F0aWU=" is a value in base64, read by ldif-records.ts.)
  const note = NOTE_MARK.test(text) && !LDIF_ENTRY.test(text);
  if (!brew && !note) return text;
  let read = text.replace(STATBLOCK_FENCE, '');
  if (brew) read = read.replace(MONSTER_BLOCK, '').replace(BLOCK_OPENING, '').replace(BLOCK_CLOSING, '').replace(LAYOUT_COMMAND, '');
  if (note) read = withTasksDoneOnly(read);
  if (note) read = withBodyFieldsOverProperties(read.replace(EMBED, '').replace(NOTE_COMMENT, '').replace(WIKILINK, '$1').replace(CALLOUT_HEADING, '$1'));
  return withNameOfTopHeading(read.replace(ITALIC_ASIDE, '$1')).replace(/\n{3,}/g, '\n\n');
}

/**
 * A page's headings as the readers of page sources take them (bbcode-source.ts, dokuwiki-source.ts): its first top
 * heading, a name of two to four words, is whose page it is ("Name: Saoirse Dunmore"); any other is a heading ("##
 * Backstory"). A new one for each page.
 */
export function pageHeadings(): (top: boolean, words: string) => string {
  let named = false;
  return (top, words) => {
    const heading = words.trim();
    if (top && !named && NAME_WORDS.test(heading)) {
      named = true;
      return `Name: ${heading}`;
    }
    return `## ${heading}`;
  };
}

/** "# Odessa Farrowgate": the page's first heading, a name of two to four words, is whose page it is. */
function withNameOfTopHeading(text: string): string {
  return text.replace(TOP_HEADING, (line, name: string) => (NAME_WORDS.test(name.trim()) ? `Name: ${name.trim()}` : line));
}

/**
 * "- [x] Hidden Step" / "- [ ] Fungal Infestation": in a list that ticks some of its items and not others, the ticked
 * ones are had and the others not yet: the list keeps its ticked items, without their boxes.
 */
function withTasksDoneOnly(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && TASK.test(lines[j]!)) j++;
    if (j === i) {
      out.push(lines[i++]!);
      continue;
    }
    const run = lines.slice(i, j).map((line) => line.match(TASK)!);
    const mixed = run.some((task) => task[2]!.trim() !== '') && run.some((task) => task[2]!.trim() === '');
    out.push(...(mixed ? run.filter((task) => task[2]!.trim() !== '').map((task) => `${task[1]}${task[3]}`) : lines.slice(i, j)));
    i = j;
  }
  return out.join('\n');
}

/**
 * "eyes:: milky white with green flecks" in the body, "eyes: moss green" among the properties: the body's field as a
 * keyed line, and the property it gives again taken out.
 */
function withBodyFieldsOverProperties(text: string): string {
  const fields = new Set<string>();
  const body = text.replace(INLINE_FIELD, (_, lead: string, key: string, value: string) => {
    fields.add(key.trim().toLowerCase());
    return `${lead}${key.trim()}: ${value}`;
  });
  const top = body.match(PROPERTIES);
  if (!top || fields.size === 0) return body;
  const kept = top[2]!.split('\n').filter((line) => !fields.has(line.match(PROPERTY)?.[1]?.trim().toLowerCase() ?? ''));
  return `${top[1]}---\n${kept.join('\n')}\n---\n${body.slice(top[0].length)}`;
}
