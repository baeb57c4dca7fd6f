/**
 * The BERT uncased tokenizer all-MiniLM-L6-v2 was trained with (BertNormalizer + BertPreTokenizer +
 * WordPiece, as its tokenizer.json declares), written out so the worker needs no tokenizer library: clean,
 * lower-case, strip accents, split on whitespace and punctuation, then greedy longest-prefix word pieces.
 */

export interface WordPieceVocab {
  ids: Map<string, number>;
  cls: number;
  sep: number;
  pad: number;
  unk: number;
  /** Sequences are cut to this many ids, [CLS] and [SEP] included. */
  maxLength: number;
}

interface TokenizerJson {
  model: { type: string; vocab: Record<string, number>; unk_token: string; continuing_subword_prefix: string; max_input_chars_per_word: number };
  truncation?: { max_length?: number } | null;
}

/** Reads the vocabulary from a Hugging Face tokenizer.json of a WordPiece model. */
export function readVocab(json: string): WordPieceVocab {
  const parsed = JSON.parse(json) as TokenizerJson;
  if (parsed.model.type !== 'WordPiece' || parsed.model.continuing_subword_prefix !== '##') {
    throw new Error(`tokenizer.json: expected a WordPiece model with "##" continuations, found ${parsed.model.type}`);
  }
  const ids = new Map(Object.entries(parsed.model.vocab));
  const need = (token: string): number => {
    const id = ids.get(token);
    if (id === undefined) throw new Error(`tokenizer.json: vocabulary has no ${token}`);
    return id;
  };
  return { ids, cls: need('[CLS]'), sep: need('[SEP]'), pad: need('[PAD]'), unk: need(parsed.model.unk_token), maxLength: parsed.truncation?.max_length ?? 128 };
}

const MAX_CHARS_PER_WORD = 100;

/** Ids of one text: [CLS] pieces… [SEP], cut to the vocabulary's maximum length. */
export function encode(text: string, vocab: WordPieceVocab): number[] {
  const ids = [vocab.cls];
  const room = vocab.maxLength - 1;
  for (const word of basicTokens(text)) {
    for (const id of wordPieces(word, vocab)) {
      if (ids.length >= room) break;
      ids.push(id);
    }
    if (ids.length >= room) break;
  }
  ids.push(vocab.sep);
  return ids;
}

/** Normalised words and punctuation marks, as BertPreTokenizer splits them. */
export function basicTokens(text: string): string[] {
  let cleaned = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0 || cp === 0xfffd || (isControl(ch) && !/\s/u.test(ch))) continue;
    // CJK ideographs are words of their own.
    cleaned += isCjk(cp) ? ` ${ch} ` : /\s/u.test(ch) ? ' ' : ch;
  }
  const normalised = cleaned.toLowerCase().normalize('NFD').replace(/\p{Mn}/gu, '');
  const out: string[] = [];
  for (const word of normalised.split(' ')) {
    if (word === '') continue;
    let current = '';
    for (const ch of word) {
      if (isPunctuation(ch)) {
        if (current !== '') out.push(current);
        out.push(ch);
        current = '';
      } else {
        current += ch;
      }
    }
    if (current !== '') out.push(current);
  }
  return out;
}

function wordPieces(word: string, vocab: WordPieceVocab): number[] {
  const chars = [...word];
  if (chars.length > MAX_CHARS_PER_WORD) return [vocab.unk];
  const pieces: number[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = chars.length;
    let found: number | undefined;
    while (start < end) {
      const piece = (start > 0 ? '##' : '') + chars.slice(start, end).join('');
      found = vocab.ids.get(piece);
      if (found !== undefined) break;
      end--;
    }
    // A word with any unmatched part is unknown as a whole, as in the reference implementation.
    if (found === undefined) return [vocab.unk];
    pieces.push(found);
    start = end;
  }
  return pieces;
}

function isPunctuation(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  // BERT counts every non-alphanumeric ASCII symbol ("$", "^", "`") as punctuation, not only Unicode P*.
  if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96) || (cp >= 123 && cp <= 126)) return true;
  return /\p{P}/u.test(ch);
}

function isControl(ch: string): boolean {
  return /[\p{Cc}\p{Cf}]/u.test(ch);
}

function isCjk(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x20000 && cp <= 0x2a6df) ||
    (cp >= 0x2a700 && cp <= 0x2b73f) || (cp >= 0x2b740 && cp <= 0x2b81f) || (cp >= 0x2b820 && cp <= 0x2ceaf) ||
    (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0x2f800 && cp <= 0x2fa1f)
  );
}
