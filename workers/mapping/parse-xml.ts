/**
 * An XML export pasted as the text (an HR or learning system's record: `<Employee><Name last="Delacroix"
 * first="Simone"/>…`). Read like a JSON export: every attribute and every element's text is a value, keyed by
 * the element and attribute names on its path. Tolerant: a declaration, comments and CDATA are read or skipped,
 * and a text that does not parse as elements is no XML.
 */

/** One value of the document: the element (and attribute) names leading to it, and its text. */
export interface XmlValue {
  path: string[];
  value: string;
}

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([\p{L}_][\p{L}\p{N}_.:-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/guy;
const ATTRIBUTE = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

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
      if (value !== '') values.push({ path: [...open.map((e) => e.name), name], value });
      continue;
    }
    elements++;
    const path = [...open.map((e) => e.name), name];
    for (const a of (attributes ?? '').matchAll(ATTRIBUTE)) {
      const value = decodeEntities(a[2] ?? a[3] ?? '').trim();
      if (value !== '') values.push({ path: [...path, a[1]!], value });
    }
    if (!selfClosing) open.push({ name, text: '' });
  }
  return open.length === 0 && elements > 1 ? values : undefined;
}

/** A tag of HTML's own. */
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
  if (HTML_TAG.test(text)) return undefined;
  for (const m of text.matchAll(DOCUMENT_START)) {
    const close = text.indexOf(`</${m[1]}>`, m.index);
    if (close < 0) continue;
    const end = close + m[1]!.length + 3;
    const values = parseXml(text.slice(m.index, end));
    if (values && values.length >= 3) return { values, rest: `${text.slice(0, m.index)}\n${text.slice(end)}` };
  }
  return undefined;
}
