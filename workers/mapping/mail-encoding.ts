/**
 * An e-mail as a mail system passed it on, its encoding and markup still in it: quoted-printable bytes and line
 * breaks, and the HTML of a message written in a mail client ("<br>", "&nbsp;", "<b>About me</b>").
 */
import { decodeEntities } from './parse-xml.js';

/**
 * An e-mail forwarded through a gateway that left its transfer encoding in place: "Here=E2=80=99s everything for my
 * SF-182", "Res=\nton, VA 20192", "=3D $1,970.00 total". Quoted-printable writes each byte outside plain ASCII as
 * "=" and two hex digits and breaks long lines with an "=" at their end, so a reader sees garbled words and values cut
 * in two. The text is decoded back to what its writer typed, only when it is plainly so encoded: an encoded
 * character outside ASCII and MIN_ESCAPES of those and soft line breaks together, or MIN_ESCAPES soft line breaks and
 * an encoded space or equals sign. ("age=19", "== Backstory ==" ending its line: a settings file and a wiki page have
 * equals signs of their own.)
 */

const MIN_ESCAPES = 3;

/** "=E2=80=99", "=20", "=3D": one or more encoded bytes in a run. */
const ENCODED_BYTES = /(?:=[0-9A-F]{2})+/g;
/** "=E2=80=99", "=C3=A9": a character outside ASCII, its UTF-8 bytes encoded, which no wiki or settings file writes. */
const ENCODED_CHARACTER = /=(?:C[2-9A-F]|D[0-9A-F]|E[0-9A-F]|F[0-4])(?:=[89AB][0-9A-F]){1,3}/g;
/** "…Sunrise Valley Dr, Res=" at a line's end: a soft break, the line going on below (not a heading's "== … =="). */
const SOFT_BREAK = /(?<!=)=\r?\n/g;
/** "=20", "=3D": a space or an equals sign encoded. */
const ENCODED_SPACE_OR_EQUALS = /=(?:20|3D|09)(?![0-9A-F])/;

/** The text decoded from quoted-printable, or as it is when it does not read as such. */
export function withQuotedPrintableDecoded(text: string): string {
  const characters = (text.match(ENCODED_CHARACTER) ?? []).length;
  const softBreaks = (text.match(SOFT_BREAK) ?? []).length;
  const encoded = (characters > 0 && characters + softBreaks >= MIN_ESCAPES) || (softBreaks >= MIN_ESCAPES && ENCODED_SPACE_OR_EQUALS.test(text));
  return encoded ? quotedPrintableDecoded(text) : text;
}

/** A text known to be quoted-printable (its part's header says so), decoded: soft breaks joined, bytes read as UTF-8. */
export function quotedPrintableDecoded(text: string): string {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  return text.replace(SOFT_BREAK, '').replace(ENCODED_BYTES, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split('=').map((hex) => Number.parseInt(hex, 16)));
    return decoder.decode(bytes);
  });
}

/** "<br>", "</p>", "</div>", "</li>": markup that ends a line of the message. */
const LINE_END_TAG = /<br\s*\/?>|<\/(?:p|div|li|tr|h[1-6])\s*>/gi;
/** Any other tag: "<b>", "</i>", '<a href="…">', "<span style=…>". */
const TAG = /<\/?[a-z][a-z\d]*\b[^<>]*>/gi;
/** Markup that only a message written as HTML holds: a line-break tag or an entity. */
const MESSAGE_MARKUP = /<br\s*\/?>|&(?:nbsp|amp|quot|lt|gt|#\d+);/gi;
/** A page with form controls is read as such (parse-html.ts), not as a message. */
const FORM_CONTROL = /<(?:input|select|textarea|form)\b/i;

/**
 * A message's text without its HTML: a line-break tag as a line break, other tags left out, entities as their
 * characters. Only a text with at least MIN_MARKUP line-break tags or entities is rewritten: one "<b>" in a chat or
 * an "&" written as "&amp;" once stays as it is.
 */
const MIN_MARKUP = 3;

export function withMessageMarkupRead(text: string): string {
  if ((text.match(MESSAGE_MARKUP) ?? []).length < MIN_MARKUP || FORM_CONTROL.test(text)) return text;
  return textOfMarkup(text);
}

/** Markup's text: a line-break tag or the end of a paragraph as a line break, other tags left out, entities read. */
export function textOfMarkup(markup: string): string {
  return decodeEntities(markup.replace(/<br\s*\/?>\s*\n/gi, '\n').replace(LINE_END_TAG, '\n').replace(TAG, ''))
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+$/gm, '');
}

/** "[image: Keystone Procurement Academy]", "[image]": where an HTML message's picture was. */
const IMAGE_PLACEHOLDER = /[ \t]*\[image(?::[^\]\n]*)?\][ \t]*/gi;
/** "[1] https://maps.google.com/…": a link's address, listed under a message turned to text. */
const LINK_FOOTNOTE_LINE = /^[ \t]*\[\d{1,2}\][ \t]+(?:https?:\/\/|www\.|mailto:)\S*[ \t]*$/gim;
/** "Get directions [1]": the mark that points a link's words at its footnote. */
const LINK_MARK = /(?<=\S)[ \t]*\[\d{1,2}\](?=[ \t]*(?:$|[.,;:!?)]|[ \t]+\S))/gm;
/** "[ VIEW MY REGISTRATION ]": a button's words. */
const BUTTON_LINE = /^[ \t]*\[[ \t]*[\p{Lu}\d][\p{Lu}\d &'’-]{2,40}[ \t]*\][ \t]*$/gmu;
/** The fewest link footnotes that show a message was turned from HTML to text. */
const MIN_LINK_FOOTNOTES = 2;

/**
 * An HTML message turned to plain text by a mail client: its pictures as "[image: …]", its links as numbered marks
 * and a list of addresses at the end, its buttons in brackets. Only the message's words are kept. (Only where at
 * least MIN_LINK_FOOTNOTES link addresses are listed, or a picture's placeholder shows: "[1]" elsewhere is a note's.)
 */
export function withTextOfHtmlMessage(text: string): string {
  const footnotes = (text.match(LINK_FOOTNOTE_LINE) ?? []).length;
  if (footnotes < MIN_LINK_FOOTNOTES && !/\[image(?::|\])/i.test(text)) return text;
  const withoutImages = text.replace(/^[ \t]*\[image(?::[^\]\n]*)?\][ \t]*$/gim, '').replace(IMAGE_PLACEHOLDER, ' ');
  return footnotes < MIN_LINK_FOOTNOTES ? withoutImages : withoutImages.replace(LINK_FOOTNOTE_LINE, '').replace(LINK_MARK, '').replace(BUTTON_LINE, '');
}

/**
 * A text typed in a word processor or on a phone, its typography still in it: "K423–7710–5568" with en dashes,
 * "Model 70 (bolt‑action)" with a non-breaking hyphen, non-breaking spaces between words. A dash between a code's or a
 * phone number's digits, and a non-breaking hyphen anywhere, is a hyphen; a non-breaking space is a space. (Dashes
 * between words, "Winchester – to Danny", are the writer's punctuation and stay.) A phone's height in primes, "5′ 6″", is
 * in the feet and inches marks a keyboard types, 5' 6".
 */
export function withTypographyPlain(text: string): string {
  return text
    .replace(/\u2011/g, '-')
    .replace(/(?<=[\p{L}\d])[\u2010\u2012\u2013](?=\d)/gu, '-')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    // ("5 ft 3½ in": a vulgar fraction after a figure is its decimals.)
    .replace(/(?<=\d)½/g, '.5')
    .replace(/(?<=\d)¼/g, '.25')
    .replace(/(?<=\d)¾/g, '.75')
    .replace(/(?<=\d)\u2032/g, "'")
    .replace(/(?<=\d)\u2033/g, '"')
    // ("Caliber: ‘.308 Win’": curly quotes round a whole value after its label are no part of it.)
    .replace(/(:[ \t]*)‘([^‘’\n]+)’[ \t]*$/gm, '$1$2');
}
