/**
 * A document's raw RTF source pasted as the text (a letter opened in Notepad, a mail client's rich text):
 *
 *     {\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fnil Calibri;}}
 *     \b Principal:\b0  Harold J. Jankowski, currently living in {\deleted Chicago, Illinois}{\revised Scottsdale, Arizona}.\par
 *
 * Read as written, the control words bury the words and a tracked deletion reads as much as what replaced it. Here
 * the source is written out as the text a word processor shows with its changes accepted:
 * - text marked deleted (\deleted) goes, text marked inserted (\revised, \insrsid-style groups) stays;
 * - the header's tables (fonts, colours, revision authors, styles) and other "\*" destinations go;
 * - \par and \line end lines, \tab is a tab, the typographic symbols (\endash, \rquote, \ldblquote, \bullet) are their
 *   characters, \'e9 a code page 1252 character and \u8211 a Unicode one; other control words go.
 * The text around the source stays as it is. A text without "{\rtf" stays as written.
 */

const SYMBOLS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  row: '\n',
  cell: '\t',
  tab: '\t',
  endash: '–',
  emdash: '—',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  bullet: '•',
  enspace: ' ',
  emspace: ' ',
  qmspace: ' ',
};
/** Groups whose content is no part of the document's text. */
const SKIPPED_DESTINATIONS = new Set(['fonttbl', 'colortbl', 'stylesheet', 'info', 'revtbl', 'listtable', 'listoverridetable', 'rsidtbl', 'generator', 'pict', 'object', 'themedata', 'latentstyles', 'datastore', 'xmlnstbl', 'header', 'footer', 'fldinst']);

interface GroupState {
  skip: boolean;
  deleted: boolean;
  uc: number;
}

export function withRtfSourceRead(text: string): string {
  const start = text.indexOf('{\\rtf');
  if (start < 0) return text;
  const { plain, end } = rtfText(text, start);
  return `${text.slice(0, start)}${plain.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim()}\n${text.slice(end)}`;
}

/** The document's text from the RTF group at `start`, and where that group ends. */
function rtfText(text: string, start: number): { plain: string; end: number } {
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, deleted: false, uc: 1 };
  let out = '';
  let skipChars = 0;
  let at = start;
  const emit = (s: string) => {
    if (skipChars > 0) {
      skipChars--;
      return;
    }
    if (!state.skip && !state.deleted) out += s;
  };
  while (at < text.length) {
    const c = text[at]!;
    if (c === '{') {
      stack.push(state);
      state = { ...state };
      at++;
      // ("{\*\revtbl …}": an ignorable destination.)
      if (text.startsWith('\\*', at)) state.skip = true;
      continue;
    }
    if (c === '}') {
      state = stack.pop() ?? state;
      at++;
      if (stack.length === 0) break;
      continue;
    }
    if (c === '\r' || c === '\n') {
      at++;
      continue;
    }
    if (c !== '\\') {
      emit(c);
      at++;
      continue;
    }
    const next = text[at + 1] ?? '';
    if (next === '\\' || next === '{' || next === '}') {
      emit(next);
      at += 2;
      continue;
    }
    if (next === "'") {
      const code = parseInt(text.slice(at + 2, at + 4), 16);
      if (!Number.isNaN(code)) emit(Buffer.from([code]).toString('latin1'));
      at += 4;
      continue;
    }
    if (next === '~') {
      emit(' ');
      at += 2;
      continue;
    }
    if (next === '-' || next === '*' || next === ':' || next === '|') {
      at += 2;
      continue;
    }
    if (next === '_') {
      emit('-');
      at += 2;
      continue;
    }
    const word = /^\\([a-zA-Z]+)(-?\d+)? ?/.exec(text.slice(at, at + 40));
    if (!word) {
      at += 2;
      continue;
    }
    at += word[0].length;
    const [name, param] = [word[1]!, word[2]];
    if (SKIPPED_DESTINATIONS.has(name)) state.skip = true;
    else if (name === 'deleted') state.deleted = param !== '0';
    else if (name === 'uc') state.uc = Number(param ?? 1);
    else if (name === 'u' && param !== undefined) {
      const code = Number(param) < 0 ? Number(param) + 65_536 : Number(param);
      emit(String.fromCharCode(code));
      skipChars = state.uc;
    } else if (SYMBOLS[name] !== undefined) emit(SYMBOLS[name]!);
  }
  return { plain: out, end: at };
}
