/**
 * Flash cards exported as text and pasted: Anki's "Notes in Plain Text" (a header of `#separator:tab`, `#html:true`,
 * `#deck column:3`, `#tags column:6`, then a note a line, its fields apart by the separator, HTML and cloze
 * deletions in them):
 *
 *     f#Q2x9}kLp	Basic	D&D::Ondina	Ondina — age?	46<br><i>(as of session 1)</i>	ondina numbers
 *     u8D!mE2yoP	Cloze	D&D::Ondina	Ondina's eyes are {{c1::sea-green}} and her skin is {{c2::bronze}}.	…	ondina looks
 *
 * Read as rows, a card's question and its answer land on one line with the export's machinery around them (its id,
 * note type, deck and tags), and nothing is a key. Read as the cards teach instead, each is a keyed line: a question
 * becomes its key ("Ondina — age?" → "age", "Which faction did Ondina join …?" → "faction", "Who am I playing?" →
 * the character's name), a cloze sentence a key for each of its deletions ("eyes: sea-green", "skin: bronze"), an
 * answer its HTML as text (a list's items between semicolons, struck words gone). A yes-or-no card stays a
 * sentence. The cards the writer sets aside go: those with a tag that says they are out of date ("outdated", or a
 * tag the writer says is "not true anymore") and those of a deck the writer says is not theirs ("The "D&D::Party"
 * cards are … not mine"). Two things a card says of the others are done: "Take him off my allies" drops the person
 * the card asks about from the allies' list, and "Everybody adds 5 to their age" is added to the age. A plain
 * function of the text; a text without such an export is returned as it is.
 */
import { textOfMarkup } from './mail-encoding.js';
import { STRUCK } from './notebook-export.js';

/** `#separator:tab`, `#html:true`, `#deck column:3`: the header lines of Anki's plain-text export. */
const HEADER_LINE = /^#(separator|html|guid column|notetype column|deck column|tags column|columns|notetype|deck|tags):(.*)$/i;
/** The fewest header lines that make a text an export. */
const FEWEST_HEADER_LINES = 2;
const SEPARATORS: Record<string, string> = { tab: '\t', comma: ',', semicolon: ';', pipe: '|', space: ' ', colon: ':' };

/** A tag that says by itself that a card is out of date. */
const STALE_TAG = /^(?:outdated|obsolete|stale|old|superseded|retired|wrong)$/i;
/** 'The cards I tagged "outdated" are not true anymore.': the tag (1) of cards the writer sets aside. */
const TAG_SET_ASIDE = /\btagged\s+["“'‘]?([\p{L}\d_:-]+)["”'’]?[^.\n]*?\b(?:not\s+true|out\s+of\s+date|outdated|no\s+longer|wrong|ignore|skip|old)\b/giu;
/** 'The "D&D::Party" cards are my grandson's …, not mine.': a deck (1) the writer says is not theirs. */
const DECK_NOT_MINE = /["“]([^"”\n]{2,60})["”]\s+(?:cards|deck|notes)\b[^.\n]*?\b(?:not\s+mine|aren['’]t\s+mine|are\s+not\s+mine|someone\s+else['’]s|ignore|skip)\b/giu;

/** "Who am I playing?", "my character's name": a card that asks the character's name. */
const ASKS_NAME = /^(?:who\s+am\s+I\s+playing|what['’]?s\s+my\s+(?:character['’]s\s+)?name|(?:my\s+)?(?:character['’]s\s+)?(?:full\s+)?name)\b/i;
/** "Ondina — ", "Ondina: ": the card's subject before its question. */
const SUBJECT_THEN_DASH = /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*[—–:-]+\s*/u;
/** "Ondina's ": the subject's own. */
const SUBJECTS_OWN = /^\p{Lu}[\p{L}-]*['’]s?\s+/u;
/** "Which faction did Ondina join …": a question of which thing (1), then its verb. */
const WHICH_THING = /^(?:which|what)\s+(\p{L}+(?:\s+\p{L}+)?)\s+(?:did|does|do|is|are|was|were|has|have|had|will)\b/iu;
/** "Is Pell Drummond still on our side?": a question a yes or a no answers. */
const YES_NO_QUESTION = /^(?:is|are|was|were|do|does|did|has|have|had|can|could|should|will|would)\s/i;
/** The most words a question's key keeps; a longer one is a sentence, not a key. */
const MOST_KEY_WORDS = 4;

/** "her skin is ", "Ondina's treasure is: ": whose (1) what (2) is, in a cloze sentence. */
const OWN_THING_IS = /(?:\b\p{Lu}[\p{L}-]*['’]s|\b(?:her|his|their|my|its|your))\s+(\p{L}+(?:[\s-]\p{L}+)?)\s+(?:is|are)\s*:?\s+/gu;
/** `{{c1::sea-green}}`, `{{c2::bronze::colour}}`: a cloze deletion (1 its answer). */
const CLOZE = /\{\{c\d+::([\s\S]*?)(?:::[\s\S]*?)?\}\}/g;

/** "Take him off my allies": the list (1) the person the card asks about leaves. */
const TAKE_OFF = /\b(?:take|remove|drop|cross)\s+(?:him|her|them|it)\s+(?:off|from)\s+(?:my|our|the)\s+(\p{L}+)/iu;
/** "Pell Drummond": a person's name in a question, two capitalised words or more. */
const PERSON = /\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+\b/u;
/** "Everybody adds 5 to their age": the years (1) added to every character's age. */
const YEARS_ADDED = /\badds?\s+(\d{1,2})\s+(?:years?\s+)?to\s+(?:their|his|her|your|my|everyone['’]s|everybody['’]s)\s+ages?\b/i;
/** "silver-white since the banshee's wail": a short value, then the story of how it came to be. */
const VALUE_THEN_STORY = /^(\S+(?:\s+\S+){0,2}?)\s+(?:since|ever\s+since|after|because\s+of)\s+(?:the|a|an|her|his|their|my)\s[^;]*$/i;

interface Card {
  key: string | null;
  value: string;
  /** The card as a sentence, where it has no key. */
  sentence: string;
  asked: string;
}

/** The text with a pasted flash-card export read as keyed lines; the text as it is without one. */
export function withFlashcardExportRead(text: string): string {
  const lines = text.split('\n');
  const headerAt = lines.map((line, at) => (HEADER_LINE.test(line.trim()) ? at : -1)).filter((at) => at >= 0);
  if (headerAt.length < FEWEST_HEADER_LINES) return text;
  const header = new Map(headerAt.map((at) => HEADER_LINE.exec(lines[at]!.trim())!).map((m) => [m[1]!.toLowerCase(), m[2]!.trim()]));
  const separator = SEPARATORS[(header.get('separator') ?? 'tab').toLowerCase()] ?? header.get('separator') ?? '\t';
  const column = (name: string): number => Number(header.get(`${name} column`) ?? 0) - 1;
  const [guid, notetype, deck, tags] = [column('guid'), column('notetype'), column('deck'), column('tags')];
  const first = headerAt[headerAt.length - 1]! + 1;
  let last = first;
  while (last < lines.length && lines[last]!.split(separator).length >= 2) last++;
  const prose = [...lines.slice(0, headerAt[0]), ...lines.slice(last)].join('\n');
  const staleTags = new Set([...prose.matchAll(TAG_SET_ASIDE)].map((m) => m[1]!.toLowerCase()));
  const othersDecks = [...prose.matchAll(DECK_NOT_MINE)].map((m) => m[1]!.toLowerCase());
  const machinery = new Set([guid, notetype, deck, tags].filter((at) => at >= 0));
  const cards: Card[] = [];
  for (const row of lines.slice(first, last)) {
    const cells = row.split(separator);
    const cardTags = tags >= 0 ? (cells[tags] ?? '').toLowerCase().split(/\s+/) : [];
    const cardDeck = deck >= 0 ? (cells[deck] ?? '').toLowerCase() : '';
    if (cardTags.some((tag) => STALE_TAG.test(tag) || staleTags.has(tag))) continue;
    if (othersDecks.some((other) => cardDeck === other || cardDeck.startsWith(`${other}::`))) continue;
    const fields = cells.filter((_cell, at) => !machinery.has(at));
    const cloze = /cloze/i.test(notetype >= 0 ? cells[notetype] ?? '' : '') || CLOZE.test(fields[0] ?? '');
    CLOZE.lastIndex = 0;
    cards.push(...(cloze ? clozeCards(fields[0] ?? '') : [basicCard(fields[0] ?? '', fields[1] ?? '')]));
  }
  return [...lines.slice(0, headerAt[0]), ...cardsDone(cards).map((card) => (card.key ? `${card.key}: ${card.value}` : card.sentence)), ...lines.slice(last)].join('\n');
}

/** A question-and-answer card: keyed by its question where the question names a thing, else a sentence. */
function basicCard(front: string, back: string): Card {
  const asked = plain(front);
  const value = plain(back);
  return { key: keyOfQuestion(asked), value, sentence: `${asked} ${value}`, asked };
}

/** A cloze sentence: a keyed card for each "whose thing is …" it says, else the sentence with its answers filled. */
function clozeCards(markup: string): Card[] {
  const sentence = plain(markup.replace(CLOZE, '$1'));
  const said = [...sentence.matchAll(OWN_THING_IS)];
  if (said.length === 0) return [{ key: null, value: '', sentence, asked: '' }];
  return said.map((m, at) => {
    const end = at + 1 < said.length ? said[at + 1]!.index! : sentence.length;
    const value = sentence.slice(m.index! + m[0].length, end).replace(/(?:,?\s+and)?\s*$/, '').replace(/[.!]\s*$/, '').trim();
    return { key: m[1]!, value, sentence, asked: '' };
  });
}

/** The thing a question asks ("Ondina — height & weight?" → "height & weight"); null for a question of another kind. */
function keyOfQuestion(asked: string): string | null {
  if (ASKS_NAME.test(asked)) return 'Character name';
  if (YES_NO_QUESTION.test(asked)) return null;
  const which = WHICH_THING.exec(asked);
  if (which) return which[1]!;
  const key = asked.replace(SUBJECT_THEN_DASH, '').replace(SUBJECTS_OWN, '').replace(/\([^()]*\)/g, '').replace(/\?/g, '').replace(/\s+/g, ' ').trim();
  return key !== '' && key.split(' ').length <= MOST_KEY_WORDS && !/\s(?:did|does|do|is|are|was|were|has|have)\s/i.test(` ${key} `) ? key : null;
}

/** The cards with what some say of others done, and a key of two things ("height & weight") said as two. */
function cardsDone(cards: Card[]): Card[] {
  const done: Card[] = [];
  for (const card of cards) {
    const takenOff = TAKE_OFF.exec(card.value);
    const person = takenOff && PERSON.exec(card.asked.replace(YES_NO_QUESTION, ''));
    if (takenOff && person) {
      const list = cards.find((other) => other.key && other.key.toLowerCase().includes(takenOff[1]!.toLowerCase()));
      if (list) list.value = list.value.split(/;\s*/).filter((item) => !item.includes(person[0])).join('; ');
      continue;
    }
    const added = YEARS_ADDED.exec(card.sentence);
    const age = added && cards.find((other) => other.key && /^age$/i.test(other.key));
    if (added && age) {
      const years = /\d{1,3}/.exec(age.value);
      if (years) age.value = String(Number(years[0]) + Number(added[1]));
      continue;
    }
    done.push(...twoThingsApart(card));
  }
  return done.map((card) => ({ ...card, value: card.value.replace(VALUE_THEN_STORY, '$1') }));
}

/** "height & weight: 5'6" / 128 lb" as "height: 5'6"" and "weight: 128 lb". */
function twoThingsApart(card: Card): Card[] {
  const keys = card.key?.split(/\s+(?:&|and)\s+/) ?? [];
  const values = card.value.split(/\s+\/\s+/);
  if (keys.length !== 2 || values.length !== 2) return [card];
  return keys.map((key, at) => ({ ...card, key, value: values[at]! }));
}

/** A field's HTML as one line of text: a list's items between semicolons, struck words gone (what the card said before). */
function plain(markup: string): string {
  const marked = markup
    .replace(STRUCK, '')
    .replace(/<\/li>\s*<li\b[^>]*>/gi, '; ')
    .replace(/<br\s*\/?>/gi, ' ');
  return textOfMarkup(marked).replace(/\s+/g, ' ').trim();
}
