/**
 * A tax return's check boxes captioned only by whose they are, under a heading that says what ticking them means:
 * the Presidential Election Campaign's "You" and "Spouse" (send $3 to the fund) and the exemptions' "6a Yourself"
 * and "b Spouse" (claimed on this return). Their captions say nothing a sentence could name, so the text's words
 * about the heading decide, for the filer and for the spouse apart: "yes for me, Lena says no", "Minh yes, Lan no",
 * "nobody else can claim either of us", "Single, no kids, nobody claims me".
 */

import type { Candidate, MatchContext } from './key-match.js';
import type { FieldProfile } from './field-profile.js';
import { tokenize } from './normalize-text.js';

type Whose = 'filer' | 'spouse';
type Heading = 'campaign' | 'exemption';

const [CAMPAIGN_TOKEN, EXEMPTION_TOKEN] = [tokenize('presidential')[0]!, tokenize('exemptions')[0]!];

/** The box's heading and whose box it is, or undefined for any other box. */
function whoseBoxOf(profile: FieldProfile): { heading: Heading; whose: Whose } | undefined {
  if (profile.field.type !== 'checkbox' || !profile.caption) return undefined;
  const caption = profile.caption.split(/[.(]/)[0]!.trim().toLowerCase();
  const whose: Whose | undefined = caption === 'you' || caption === 'yourself' ? 'filer' : caption === 'spouse' ? 'spouse' : undefined;
  if (!whose) return undefined;
  const campaign = profile.weights.has(CAMPAIGN_TOKEN);
  const exemption = profile.weights.has(EXEMPTION_TOKEN) || /claim you as a dependent/i.test(profile.caption);
  if (campaign === exemption) return undefined;
  return { heading: campaign ? 'campaign' : 'exemption', whose };
}

/** Words that speak of the campaign fund, and of exemptions or of who may claim whom. */
const CAMPAIGN_WORDS = /\bpresidential\b|\bcampaign\b|\$3\b|\bthree dollars\b/i;
const EXEMPTION_WORDS = /\bclaim(?:s|ing|ed)?\b|\bexemptions?\b|\byourself\b|\b6a\b|\b6b\b|\bdependents?\b/i;
/** How far around the heading's words an answer is read: the rest of its line and the next line (a Q and its A). */
const WINDOW_AFTER = 3;

/** The text's lines that speak of the heading, each with the line after it (where an answer to a question is). */
function passages(ctx: MatchContext, words: RegExp): string[] {
  const lines = ctx.data.sentences;
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (!words.test(line)) continue;
    const asked = /\?\s*$/.test(line.trim());
    out.push(lines.slice(i, i + (asked ? WINDOW_AFTER : 1)).join(' '));
  }
  return out;
}

/** How far before the heading's words an answer may start ("Yes to the $3", "And yes, put $3"). */
const LEAD_IN_CHARACTERS = 16;
/** How far back the clause of the heading's words is read when it starts at a punctuation mark ("Neither of us wants the $3 …"). */
const CLAUSE_CHARACTERS = 60;
const NO = /\b(?:no|not|nope|never|neither|none|does\s*n['’]?t|do\s*n['’]?t|don['’]t|doesn['’]t|won['’]t|\[\s\])\b|\bno\s+thanks\b/i;
const YES = /\b(?:yes|yep|yeah|yea|sure|want|wants|wish|wishes|give|gives|check|checked|tick|ticked|put|do|does|go ahead|why not|like|\[x\]|x)\b/i;
const SPOUSE_WORDS = /\b(?:spouse|wife|husband|partner)\b/i;
/** "she", "him": the spouse's, on a married couple's return; on one person's, written for them, the filer's. */
const THIRD_PERSON = /\b(?:she|her|hers|he|him|his)\b/i;
/** Words that say the return is a married couple's. */
const MARRIED = /\b(?:married filing jointly|fil(?:e|ing) jointly|joint (?:return|filing)|MFJ|my (?:wife|husband|spouse)|our (?:joint|return))\b/i;
const BOTH_WORDS = /\b(?:both|either of us|we|us|ourselves|each of us|two boxes|6a and 6b|yourself and spouse|yourself \+ spouse)\b/i;
const FILER_WORDS = /\b(?:me|I|my|myself|taxpayer|mine)\b/;

/**
 * Whether the campaign passage gives a yes or a no for whose box: its parts (split at commas, "and", "but") each
 * answer for the filer, the spouse or both. A part that names nobody answers for the filer; of two parts that
 * name only first names ("Minh yes, Lan no"), the first is the filer's.
 */
function campaignAnswer(passage: string, whose: Whose, married: boolean): boolean | undefined {
  // (From a few words before the heading's words, "Yes to the $3 …", to the end; not what a long sentence said
  // before, "… no apartment number presidential campaign fund yes for me".)
  const from = passage.search(CAMPAIGN_WORDS);
  const lead = passage.slice(Math.max(0, from - CLAUSE_CHARACTERS), from);
  const boundary = Math.max(lead.search(/[^.,;:?!]*$/), from <= CLAUSE_CHARACTERS ? 0 : -1);
  const before = boundary > 0 || from <= CLAUSE_CHARACTERS ? lead.slice(boundary) : lead.slice(-LEAD_IN_CHARACTERS);
  const parts = (before + passage.slice(from))
    .split(/[,;/]|\s+(?:and|but)\s+|\s{2,}/)
    .map((p) => p.trim())
    .filter((p) => YES.test(p) || NO.test(p));
  let answer: boolean | undefined;
  let filerAnswered = false;
  for (const part of parts) {
    const said = !NO.test(part);
    const named = /^\p{Lu}\p{Ll}+\s+(?:yes|no|says|does|wants|would)\b/u.test(part);
    const spouse = SPOUSE_WORDS.test(part) || (married && THIRD_PERSON.test(part));
    const subject: Whose | 'both' = BOTH_WORDS.test(part) ? 'both' : spouse ? 'spouse' : FILER_WORDS.test(part) ? 'filer' : named && filerAnswered ? 'spouse' : 'filer';
    if (subject !== 'spouse') filerAnswered = true;
    if (subject === 'both' || subject === whose) answer ??= said;
  }
  return answer;
}

/**
 * Whether the exemption passage claims whose box: "nobody claims me", "we claim ourselves", "6a and 6b both checked".
 * A passage that someone else claims the filer ("my parents still claim me") leaves the filer's box empty.
 */
function exemptionAnswer(passage: string, whose: Whose): boolean | undefined {
  const noneElse = /\b(?:nobody|no one|no-one|none)\b[^.;]{0,30}\bclaims?\b|(?:\bnot|n['’]t|\bnever)\s+(?:be\s+)?claim(?:s|ing|ed)?\s+(?:me|us|either|him|her|them)\b|\bclaim you\b[^?]{0,40}\?\s*(?:\p{L}+\s*:\s*)?no\b|\bclaim(?:s|ing)?\s+(?:myself|ourselves|themselves|himself|herself)\b|\bown exempt|\bexemptions?\b[^.;]{0,20}\b(?:both|just|me|myself|yourself)\b|\b(?:check(?:ed)?|tick(?:ed)?)\b[^.;]{0,30}\b(?:yourself|6a)\b|\b6a\b[^.;]{0,20}\b(?:yourself|x|checked)\b|\byourself\b[^.;]{0,20}\b(?:spouse|checked|box)\b/iu;
  if (!noneElse.test(passage)) return undefined;
  // ("Can anyone else (your parents?) claim you …? / Nobody claims me anymore": the answer, not the question.)
  if (whose === 'filer') return true;
  // ("please don't claim her as an exemption on Dad's return - just list her as the spouse": the spouse is not claimed.)
  if (/(?:\bnot|n['’]t)\s+claim\s+(?:her|him)\b[^.]*\bspouse\b/i.test(passage)) return false;
  return BOTH_WORDS.test(passage) || /\b(?:spouse|wife|husband)\b|(?<!6a\/)\b6b\b/i.test(passage) || /\b\p{Lu}\p{Ll}+\s+or\s+me\b/u.test(passage) ? true : undefined;
}

/** The score of a box the heading's words tick or leave: as sure as a sentence that states a box's caption. */
const WHOSE_BOX_SCORE = 0.7;

export function scoreWhoseBox(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const box = whoseBoxOf(profile);
  if (!box) return [];
  const married = ctx.data.sentences.some((sentence) => MARRIED.test(sentence));
  const answers = passages(ctx, box.heading === 'campaign' ? CAMPAIGN_WORDS : EXEMPTION_WORDS).map((p) => ({
    passage: p,
    answer: box.heading === 'campaign' ? campaignAnswer(p, box.whose, married) : exemptionAnswer(p, box.whose),
  }));
  // ("… nobody else can claim us" and "please don't claim her as an exemption …, just list her as the spouse": a
  // box the text keeps empty in so many words stays empty.)
  const given = answers.find((a) => a.answer === false) ?? answers.find((a) => a.answer !== undefined);
  if (!given) return [];
  const what = box.heading === 'campaign' ? 'the $3 to the Presidential Election Campaign' : 'the exemption';
  return [
    {
      field: profile.index,
      value: given.answer!,
      score: WHOSE_BOX_SCORE,
      fact: -1,
      concept: undefined,
      reasoning: `"${given.passage.slice(0, 80)}" ${given.answer ? 'gives' : 'denies'} ${what} for the ${box.whose === 'filer' ? 'filer' : 'spouse'}.`,
    },
  ];
}
