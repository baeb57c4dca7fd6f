/**
 * Messages that label their lines with emoji instead of words: "👤 Priya Raman", "🏠 2740 Alder Creek Way",
 * "📏 163 cm", and tick or cross options with marks after them ("English ✅ German ✅ French ❌"). Read as written,
 * the emoji are noise and the crossed options as stated as the ticked ones; read here, a known emoji becomes its
 * word as the line's key, and options marked after their words become a list of those taken and those denied
 * ("languages: English, German; not French, not Chinese"). A plain function of one line.
 */
import { withAttributeListKeyed } from './parse-leaders.js';

/** Emoji a line is labelled with → the key it stands for. Only emoji whose meaning as a label is plain. */
const LABELS: Record<string, string> = {
  '👤': 'name',
  '🧑': 'name',
  '🏠': 'home address',
  '🏡': 'home address',
  '🏙': 'city',
  '🌆': 'city',
  '🌎': 'country',
  '🌍': 'country',
  '🌏': 'country',
  '🗺': 'country',
  '🙋': 'gender',
  '⚧': 'gender',
  '📏': 'height',
  '⚖': 'weight',
  '🚗': 'driving licence',
  '🚙': 'driving licence',
  '🗣': 'languages',
  '🎨': 'favourite colour',
  '📅': 'date',
  '🗓': 'date',
  '📆': 'date',
  '🎂': 'date of birth',
  '📞': 'phone',
  '☎': 'phone',
  '📱': 'mobile phone',
  '📧': 'email',
  '✉': 'email',
  '📨': 'email',
  '💼': 'occupation',
  '🆔': 'ID number',
  '🪪': 'ID number',
  '🔄': 'request type',
  '👁': 'eyes',
  '💇': 'hair',
  // A fantasy figure before a character's name, in notes for a game.
  '🧝': 'name',
  '🧙': 'name',
  '🧛': 'name',
  '🧜': 'name',
  '🥷': 'name',
  '🦸': 'name',
};

/** One emoji with its variation selector, skin tone and joined parts ("🙋‍♀️"). */
const EMOJI = String.raw`\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}]|\u200D(?:\p{Extended_Pictographic}|[♀♂])\uFE0F?)*`;
const LEADING_EMOJI = new RegExp(String.raw`^(\s*(?:[-*•]\s+)?)(${EMOJI})\s+(?=\S)`, 'u');
const ANY_EMOJI = new RegExp(String.raw`\s*${EMOJI}`, 'gu');
const TICK = /[✅✔☑]\uFE0F?/u;
const CROSS = /[❌✖✗]\uFE0F?/u;
/** "English ✅ German ✅ French ❌": options, each followed by its mark. */
const MARKED_OPTION = /([^✅✔☑❌✖✗]+?)\s*([✅✔☑❌✖✗])\uFE0F?/gu;

const ARROW_AFTER_KEY = /^(\p{L}[\p{L} &/'’-]{0,25}?)\s*(?:→|->|=>)\s+/u;
const OWN_KEY = /^\p{L}[\p{L} &/'’-]{0,25}:\s/u;

export function withEmojiLabelsRead(line: string): string {
  const lead = line.match(LEADING_EMOJI);
  if (!lead) return line;
  const base = [...lead[2]!][0]!;
  const key = LABELS[base];
  let rest = line.slice(lead[0].length);
  const marks = [...rest.matchAll(MARKED_OPTION)];
  // ("yes, I have a driving licence ✅": one mark after a statement only confirms it.)
  if (marks.length >= 2) {
    const taken = marks.filter((m) => TICK.test(m[2]!)).map((m) => m[1]!.trim());
    const denied = marks.filter((m) => CROSS.test(m[2]!)).map((m) => `not ${m[1]!.trim()}`);
    rest = [taken.join(', '), denied.join(', ')].filter((part) => part !== '').join('; ');
  }
  // ("⚔️ faction → Order of the Gauntlet": an arrow after the line's first words keys it as a colon would.)
  rest = rest.replace(ANY_EMOJI, '').trim().replace(ARROW_AFTER_KEY, '$1: ');
  if (rest === '') return line;
  // ("📏 age 112 · 4'5" · 190 lbs": a list of attributes keys its items itself.)
  const attributes = withAttributeListKeyed(rest);
  if (attributes !== rest) return `${lead[1]}${attributes}`;
  // ("🎨 skin: pale, freckled": a line keyed in words keeps its own key.)
  return key && !OWN_KEY.test(rest) ? `${lead[1]}${key}: ${rest}` : `${lead[1]}${rest}`;
}
