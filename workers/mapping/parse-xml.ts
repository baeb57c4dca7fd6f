/**
 * An XML export pasted as the text (an HR or learning system's record: `<Employee><Name last="Delacroix"
 * first="Simone"/>…`). Read like a JSON export: every attribute and every element's text is a value, keyed by
 * the element and attribute names on its path. Tolerant: a declaration, comments and CDATA are read or skipped,
 * and a text that does not parse as elements is no XML.
 */
import { ownMarksOfValues } from './json-in-text.js';
import { escapeRegExp } from './normalize-text.js';

/** One value of the document: the element (and attribute) names leading to it, and its text. */
export interface XmlValue {
  path: string[];
  value: string;
}

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([\p{L}_][\p{L}\p{N}_.:-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/guy;
/** An attribute of a tag, its value in double or single quotes (2, 3). */
export const XML_ATTRIBUTE = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

// (HTML's common named ones too: a web page's source is read with these, parse-html.ts.)
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
  hellip: '…', middot: '·', rsaquo: '›', lsaquo: '‹', raquo: '»', laquo: '«', copy: '©', reg: '®', trade: '™', bull: '•', eacute: 'é', egrave: 'è', ccedil: 'ç',
};

/** A document's text with its character references written out ("&amp;" → "&", "&#39;" → "'"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The values of an XML document, or undefined when the text is not one. */
export function parseXml(data: string): XmlValue[] | undefined {
  const text = data.trim();
  if (!text.startsWith('<')) return undefined;
  const values: XmlValue[] = [];
  const open: { name: string; text: string }[] = [];
  let elements = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const m = TOKEN.exec(text);
    if (!m) return undefined;
    const [, cdata, closing, name, attributes, selfClosing, chars] = m;
    if (chars !== undefined || cdata !== undefined) {
      const current = open[open.length - 1];
      if (current) current.text += chars !== undefined ? decodeEntities(chars) : cdata;
      else if ((chars ?? '').trim() !== '') return undefined;
      continue;
    }
    if (name === undefined) continue;
    if (closing) {
      const element = open.pop();
      if (!element || element.name !== name) return undefined;
      const value = element.text.replace(/\s+/g, ' ').trim();
      if (value !== '') values.push({ path: pathOf([...open.map((e) => e.name), name]), value });
      continue;
    }
    elements++;
    const path = pathOf([...open.map((e) => e.name), name]);
    for (const a of (attributes ?? '').matchAll(XML_ATTRIBUTE)) {
      const value = decodeEntities(a[2] ?? a[3] ?? '').trim();
      // (`xmlns:pay="urn:…"`: a namespace's declaration, no value of the document's.)
      if (value !== '' && !/^xmlns(?::|$)/.test(a[1]!)) values.push({ path: [...path, localName(a[1]!)], value });
    }
    if (!selfClosing) open.push({ name, text: '' });
  }
  return open.length === 0 && elements > 1 ? withFormattedTextHeadings(values) : undefined;
}

/**
 * `<notes type="formattedtext"><h>Backstory</h><p>Tamsin tended …</p><h>Allies</h><list><li>Brother Aldous, …</li>…`:
 * formatted text inside an export, its headings over the paragraphs and list items after them. Each such value is keyed
 * by its heading (notes › Backstory), not by the "p" or "li" that holds it; the heading is no value of its own.
 */
function withFormattedTextHeadings(values: XmlValue[]): XmlValue[] {
  const out: XmlValue[] = [];
  let heading: { parent: string; text: string } | undefined;
  for (const v of values) {
    const last = v.path.at(-1)!;
    if (/^h[1-6]?$/.test(last)) {
      heading = { parent: v.path.slice(0, -1).join('\u0000'), text: v.value };
      continue;
    }
    const under = heading !== undefined && FORMATTED_TEXT_PART.test(last) && v.path.join('\u0000').startsWith(heading.parent);
    if (!under && heading !== undefined && !v.path.join('\u0000').startsWith(heading.parent)) heading = undefined;
    out.push(under ? { path: [...heading!.parent.split('\u0000'), heading!.text], value: v.value } : v);
  }
  return out;
}
/** The elements formatted text holds its paragraphs and list items in. */
const FORMATTED_TEXT_PART = /^(?:p|li|list|b|i|u)$/;

/** "pay:GivenName" → "GivenName": an element's name without its namespace's prefix, which says nothing of the value. */
function localName(name: string): string {
  return name.replace(/^[^:]*:/, '');
}

/** A SOAP message's wrappers around what it sends: its envelope's body and header. */
const SOAP_WRAPPERS = new Set(['Body', 'Header']);

/** An element's path in local names, a SOAP envelope's body and header left out ("Envelope › GivenName"). */
function pathOf(names: string[]): string[] {
  const local = names.map(localName);
  return local[0] === 'Envelope' ? local.filter((name, i) => i === 0 || !SOAP_WRAPPERS.has(name)) : local;
}

/** A tag of HTML's own. */
const DECLARED_XML = /<\?xml[^>]*\?>\s*<(?!html\b)[\p{L}_]/iu;
const HTML_TAG = /<\/?(?:html|head|body|div|span|p|a|nav|form|input|table|tr|td|ul|li|br|h[1-6]|b|i|em|strong|img|font|style|script)\b[^>]*>/i;

/** "<?xml …?>" and the root element's opening tag, at a line's start: an XML document begins in a message. */
const DOCUMENT_START = /^[ \t]*(?:<\?xml[^>]*\?>\s*)?<([\p{L}_][\p{L}\p{N}_.:-]*)(?=[\s>])/gmu;

/**
 * An XML document pasted into a message ("this is the return XML out of our e-file software" over `<?xml …?><Return>
 * … </Return>`, then the writer's corrections): its values, as parseXml reads them, and the text without it. Undefined
 * when the text holds no document of a few values.
 */
export function xmlInText(text: string): { values: XmlValue[]; rest: string } | undefined {
  // (A web page's markup is no export: parse-html.ts reads its form, mail-encoding.ts a message's text.)
  // (Unless it is a document declared as XML whose root is no page: a virtual tabletop's character export keeps its
  // notes as formatted text, "<p>…</p>" and "<li>…</li>" inside the export.)
  if (HTML_TAG.test(text) && !DECLARED_XML.test(text)) return undefined;
  const documents: { start: number; end: number; values: XmlValue[] }[] = [];
  for (const m of text.matchAll(DOCUMENT_START)) {
    if (documents.some((d) => m.index < d.end)) continue;
    const close = text.indexOf(`</${m[1]}>`, m.index);
    if (close < 0) continue;
    const end = close + m[1]!.length + 3;
    const values = parseXml(text.slice(m.index, end));
    if (values && values.length >= 3) documents.push({ start: m.index, end, values });
  }
  if (documents.length === 0) return undefined;
  // ("… (the request before his is a different new hire — ignore it), then Tobias's reply": of several documents in
  // an integration log, the one whose own values the prose speaks of; the first where it speaks of none. The others
  // are the log's, no values of the form's.)
  const rest = documents.reduceRight((left, d) => `${left.slice(0, d.start)}\n${left.slice(d.end)}`, text);
  const chosen = documents.length === 1 ? 0 : mostMentioned(documents.map((d) => d.values), rest);
  return { values: documents[chosen]!.values, rest };
}

/** The index of the document whose own marks the prose mentions most (the first, where it mentions none). */
function mostMentioned(documents: XmlValue[][], prose: string): number {
  const counts = ownMarksOfValues(documents.map((values) => values.map(({ value }) => value))).map((marks) => marks.filter((mark) => new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(mark)}(?![\p{L}\d])`, 'u').test(prose)).length);
  return counts.indexOf(Math.max(...counts));
}
