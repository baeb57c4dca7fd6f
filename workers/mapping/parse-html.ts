/**
 * A web form's HTML source pasted as the text (a portal's page saved or copied from "view source"). Read as
 * markup, each value sits in an attribute (`<input name="dba_name" value="Harborview Nav Systems">`) and its
 * label in another element (`<label for="dba_name">2. Business name …</label>`); scripts, styles and comments are
 * noise. The page is rewritten as the lines a person would copy from it:
 * - a text box, a hidden field or a text area: "label: value" (the field's label, else its name in words);
 * - a list: "label: the selected option's text";
 * - a ticked check box: "label: Yes"; a chosen radio button: "group name: its label";
 * - boxes of one number split in parts (`ein1`, `ein2`; `phone_1` … `phone_3`): their digits joined with "-";
 * - the page's other text as its lines.
 * Empty and unticked controls say nothing. A text that is not a page of markup with form controls stays as it is.
 */
import { withoutRemarks } from './parse-record.js';
import { decodeEntities } from './parse-xml.js';

/** Fewer controls than this, and the markup is not a form. */
const FORM_CONTROLS = 3;

const CONTROL = /<(input|select|textarea)\b([^>]*)>(?:([\s\S]*?)<\/\1\s*>)?/gi;
const LABEL = /<label\b([^>]*)>([\s\S]*?)<\/label\s*>/gi;
const NOISE = /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->|<head\b[\s\S]*?<\/head\s*>|<!DOCTYPE[^>]*>/gi;
/** Elements that end a line of the page's text. */
const BLOCK_END = /<\/?(?:p|div|h[1-6]|li|ul|ol|tr|td|th|table|br|hr|fieldset|legend|form|header|footer|main|section|article|nav|button)\b[^>]*>/gi;
/** Hidden fields that only the page's machinery reads. */
const MACHINERY_NAME = /(?:csrf|token|session|nonce|captcha|form_?rev|version|tracking|utm|^_)/i;

function attribute(attributes: string, name: string): string | undefined {
  const m = attributes.match(new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, 'i'));
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

function hasFlag(attributes: string, name: string): boolean {
  return new RegExp(String.raw`(?:^|\s)${name}(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=\s|/|$)`, 'i').test(attributes);
}

function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** "legal_name" → "legal name", "dbaName" → "dba Name": a control's name as words, when it has no label. */
function nameAsWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.[\]]+/g, ' ').trim();
}

/**
 * A control's label as a key: "1. Name (as shown on your income tax return)" → "Name", "Remit-to address (if
 * different) – not printed on W-9" → "Remit-to address". (The page's own numbering need not be the form's.)
 */
function labelKey(label: string): string {
  return withoutRemarks(label.replace(/^\d{1,2}[a-z]?[.)]\s+/i, ''))
    .replace(/[,:*]+/g, ' ')
    .replace(/\s+[-–—]\s+.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Control {
  at: number;
  length: number;
  line: string | undefined;
  /** The name's stem and part number, for values split over boxes ("ein1", "ein2"). */
  part?: { stem: string; index: number; value: string; key: string };
}

export function linesWithHtmlRead(lines: string[]): string[] {
  const source = lines.join('\n');
  if (!/<\/?(?:html|body|form|input|select)\b/i.test(source)) return lines;
  const page = source.replace(NOISE, (noise) => '\n'.repeat(noise.split('\n').length - 1));
  const controls = [...page.matchAll(CONTROL)];
  if (controls.length < FORM_CONTROLS) return lines;

  const labels = new Map<string, string>();
  for (const m of page.matchAll(LABEL)) {
    const target = attribute(m[1]!, 'for');
    if (target) labels.set(target, textOf(m[2]!));
  }
  const keyOf = (attributes: string): string => {
    const id = attribute(attributes, 'id');
    const name = attribute(attributes, 'name') ?? '';
    const label = (id && labels.get(id)) || attribute(attributes, 'aria-label') || attribute(attributes, 'placeholder');
    return label ? labelKey(label) : nameAsWords(name);
  };

  const read: Control[] = controls.map((m) => {
    const [whole, tag, attributes, inner] = m as unknown as [string, string, string, string | undefined];
    const kind = (attribute(attributes, 'type') ?? 'text').toLowerCase();
    const name = attribute(attributes, 'name') ?? '';
    const control: Control = { at: m.index ?? 0, length: whole.length, line: undefined };
    if (tag.toLowerCase() === 'select') {
      const chosen = [...(inner ?? '').matchAll(/<option\b([^>]*)>([\s\S]*?)(?=<option\b|<\/select|$)/gi)].find((o) => hasFlag(o[1]!, 'selected'));
      const text = chosen ? textOf(chosen[2]!.replace(/<\/option\s*>[\s\S]*$/i, '')) : '';
      if (text !== '') control.line = `${keyOf(attributes)}: ${text}`;
    } else if (tag.toLowerCase() === 'textarea') {
      const text = decodeEntities(inner ?? '').trim();
      if (text !== '') control.line = `${keyOf(attributes)}: ${text.replace(/\s*\n\s*/g, '; ')}`;
    } else if (kind === 'checkbox') {
      if (hasFlag(attributes, 'checked')) control.line = `${keyOf(attributes)}: Yes`;
    } else if (kind === 'radio') {
      // The group's question is its name; the answer, the chosen button's label.
      if (hasFlag(attributes, 'checked')) control.line = `${nameAsWords(name)}: ${keyOf(attributes)}`;
    } else if (!['submit', 'button', 'reset', 'image', 'file', 'password'].includes(kind)) {
      const value = (attribute(attributes, 'value') ?? '').trim();
      if (value !== '' && !(kind === 'hidden' && MACHINERY_NAME.test(name))) {
        control.line = `${keyOf(attributes)}: ${value}`;
        const split = name.match(/^(.*?)[_-]?(\d)$/);
        if (split && /^\d+$/.test(value)) control.part = { stem: split[1]!, index: Number(split[2]), value, key: keyOf(attributes) };
      }
    }
    return control;
  });

  // "ein1" = "91" and "ein2" = "4478203": one number in two boxes, read as one value under the first box's key.
  // ("addr1" and "addr2" hold two lines of words: each is read on its own.)
  for (let i = 0; i < read.length; i++) {
    const first = read[i]!.part;
    if (!first || first.index !== 1) continue;
    let j = i + 1;
    while (j < read.length && read[j]!.part?.stem === first.stem && read[j]!.part!.index === j - i + 1) j++;
    if (j - i < 2) continue;
    read[i]!.line = `${first.key}: ${read.slice(i, j).map((c) => c.part!.value).join('-')}`;
    for (let k = i + 1; k < j; k++) read[k]!.line = undefined;
  }

  // The page with each control replaced by its line and each label that names a control dropped.
  let text = '';
  let from = 0;
  for (const control of read) {
    text += page.slice(from, control.at) + (control.line ? `\n${control.line}\n` : '');
    from = control.at + control.length;
  }
  text += page.slice(from);
  text = text.replace(LABEL, (whole, attributes: string) => (attribute(attributes, 'for') ? '' : whole)).replace(BLOCK_END, '\n');
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    // (A control's line keeps its value as given; the rest loses its tags.)
    const line = /<[^>]*>|&\w+;/.test(raw) ? textOf(raw) : raw.trim();
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  return out;
}
