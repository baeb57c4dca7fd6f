/**
 * Scoring check boxes and choice fields. Check boxes read statements ("I have a driving licence", "not
 * German"); drop-downs, list boxes and radio groups take one of their own options, named in a fact about the
 * field or mentioned in the text, and never anything else.
 */
import { scoreWhoseBox } from './score-whose-boxes.js';
import { FLOOR_WORDS } from './parse-compound.js';
import { parseBoolean } from './detect-values.js';
import { legendCodes } from './field-profile.js';
import type { ChoiceOption, Concept, FieldProfile } from './field-profile.js';
import { canonicalText, escapeRegExp, isNegated, simplify, tokenize, wordCount } from './normalize-text.js';
import type { Clause, Fact } from './parse-data.js';
import { isWritersOwnJob, OUTSIDE_ROLES, partyRelation } from './parties.js';
import { numberedListOf } from './assign-values.js';
import { placeOfOrdinal } from './spoken-numbers.js';
import { CORRECTING_WORDS, NAMED_ITEM_TAKEN_OFF } from './corrections.js';
import { ITEM_CODE_BEFORE_WORDS } from './line-number-labels.js';
import { tableRowOf } from './table-items.js';
import { OPTION_RATIO, WEAK_TOKENS, clip, countsOverFields, factTokens, keyNamesField, keySimilarity, otherNumberedName, tokensMeet } from './key-match.js';
import type { Candidate, MatchContext } from './key-match.js';


interface Statement {
  value: boolean;
  coverage: number;
  sentence: string;
}

/** 'The W-9 we sent … in 2022 had "C Corporation" ticked because …': what an old form had ticked, which states nothing now. */
const OLD_FORM_TICKED = /\bhad\s+(?:["“][^"”]{1,40}["”]|the\s+[\p{L} ]{1,30}?\s+box)\s+(?:ticked|checked|marked)\b/iu;
/** "Last year's W-4 at the old job was single, …": what an old copy of the form said, no statement of now. */
const OLD_FORM_SAID = /\b(?:last\s+year['’]s|my\s+old|the\s+old|(?:my|the)\s+(?:previous|prior))\s+(?:W-?\d{1,2}|form|return|certificate)\b[^.;\n]{0,40}?\bwas\b/i;
/**
 * "Row 212 is the old sole-proprietor record from before they incorporated", "that was from when he was a sole
 * proprietor": a stale record's kind, or what someone was once, no statement of now.
 */
const OLD_RECORD_SAID = /\b(?:the|an?|our|their|his|her)\s+(?:old|former|previous|prior|stale|outdated|superseded|inactive)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?\s+(?:record|row|entry|profile|setup|card)\b|\b(?:from|since|back)\s+when\s+(?:he|she|they|we|I|it)\s+(?:was|were)\s+(?:still\s+)?an?\s/iu;
/** "S Corporation": a caption that opens with a letter alone (1), then its word (2). */
const LETTERED_CAPTION = /^\s*([A-Z])\s+(\p{L}{4,})/u;

/**
 * Whether the text states what the field describes, and whether it states it negated. Coverage is the share of
 * the field's (rarity-weighted) words found in one sentence; the answer comes from the clause holding them.
 */
/** Fewer items set apart by semicolons than this, and a line's key still speaks for the words after one. */
const LISTED_ITEMS = 4;
/**
 * Whether a sentence that states a box's words says them of someone else than the box's block is about: "I pay for my
 * own plan since I'm self-employed", "SE tax is 5,476" state nothing of the paid preparer's "Check if self-employed",
 * whose block is an outside role's, unless the sentence names that role ("the preparer", a tax return's "firm"). (A
 * sentence that unticks it, "Uncheck the "self-employed" box", speaks of the box itself.)
 */
function saidOfAnother(profile: FieldProfile, sentence: string): boolean {
  const role = profile.party ?? profile.blockParty;
  if (role === undefined || !OUTSIDE_ROLES.has(role)) return false;
  return !new RegExp(String.raw`\b${role}|${role === 'preparer' ? String.raw`\bfirm\b|` : ''}\bpaid\s+preparer`, 'i').test(sentence);
}
/** "individual training, not a group" (1 what is said, 2 what is denied). */
const SET_AGAINST_DENIED = /^(.*?\S),\s+not\s+((?:an?\s+|the\s+)?\S.*)$/i;
const NEGATION_WORD = /\b(?:not|no|never|don['’]?t|doesn['’]?t|isn['’]?t|aren['’]?t|won['’]?t|nor)\b/i;
/** ", which mine is not", ", which we aren't": what a clause says, denied of the writer by the words after it. */
const DENIED_AFTER = /^\s*,?\s*which\s+(?:mine|ours|we|I|it|this\s+one|ours)\s+(?:is|are|am|was)(?:n['’]t|\s+not)\b/i;

export function readStatement(profile: FieldProfile, ctx: MatchContext): Statement | undefined {
  let best: Statement | undefined;
  let denied: Statement | undefined;
  // "The date of this bill of sale": the words after "this" name the document itself, which every sentence of
  // the request is about ("Need a bill of sale drawn up"); a statement must meet the caption's other words.
  const documentWords = new Set(tokenize(profile.caption?.match(THIS_DOCUMENT)?.[1] ?? ''));
  const datesTheDocument = documentWords.size > 0 && /^\W*(?:the\s+)?date\s+of\s+this\b/i.test(profile.caption ?? '');
  // ("S Corporation", "C Corporation": a caption told from its neighbours by a letter, which no token keeps; a sentence
  // states it only with that letter before its word, "taxed as a C corporation", not "U.S. Corporation Income Tax".)
  const lettered = LETTERED_CAPTION.exec(profile.caption ?? '');
  const saysLetter = lettered ? new RegExp(String.raw`(?<![\p{L}.])${lettered[1]}[\s-]*${escapeRegExp(lettered[2]!.slice(0, 4))}`, 'iu') : undefined;
  // The caption whole, and each alternative it offers on its own.
  const tokenSets = profile.sources.flatMap((source) => [source.tokens, ...(source.alternatives ?? [])]);
  for (const sourceTokens of tokenSets) {
    const tokens = [...new Set(sourceTokens)].filter((t) => !WEAK_TOKENS.has(t));
    if (tokens.every((t) => FORM_REFERENCE_TOKENS.has(t))) continue;
    const total = tokens.reduce((sum, t) => sum + ctx.idf(t), 0);
    for (const sentence of ctx.data.sentences) {
      const words = statingWords(sentence, ctx);
      if (!words || (saysLetter && !saysLetter.test(sentence)) || OLD_FORM_TICKED.test(sentence) || OLD_FORM_SAID.test(sentence) || OLD_RECORD_SAID.test(sentence)) continue;
      let covered = 0;
      const hits: string[] = [];
      // "She pays me $380 in cash today, …, and we both sign today": paid on the day the document is signed,
      // which is what "The date of this bill of sale" means.
      // (Its words are the time's, so "…, not on the day we sign" denies it.)
      // ("Paid today: $0.00" pays nothing that day.)
      const paidOn = datesTheDocument && !paysNothing(sentence) ? sentence.match(PAID_ON_SIGNING)?.[1] : undefined;
      const paidThatDay = paidOn !== undefined;
      if (paidThatDay) {
        covered = total;
        hits.push(...tokenize(paidOn));
      }
      // (A caption's words that point at another form count against a sentence that lacks them, never for it.)
      for (const t of paidThatDay ? [] : tokens.filter((t) => !FORM_REFERENCE_TOKENS.has(t))) {
        for (const w of words) {
          if (tokensMeet(t, w)) {
            covered += ctx.idf(t);
            hits.push(w);
            break;
          }
        }
      }
      // ("… so there are two jobs in the household. I don't want to just tick the two-jobs checkbox; …": a sentence
      // that speaks of ticking the box says more of it than one that only states its condition.)
      const coverage = (total > 0 ? covered / total : 0) + (SPEAKS_OF_TICKING.test(sentence) ? TICKING_LEAD : 0);
      // (One that says less is still read if it may be the writer's denial of a pasted record's line.)
      const saysLess = best !== undefined && coverage <= best.coverage;
      if (hits.length === 0 || (saysLess && coverage < DENIAL_COVERAGE)) continue;
      // ("athletics 3, light weapons 5, perception 4": a caption's words each followed by a number give scores, which
      // a box cannot hold, not a statement that ticks it.)
      // (Nor does a sentence that meets only such a word of the caption: "Skills I put ranks in" and "Rank Box 12".)
      // (Unless the caption has the number too: '"this is CheckBox 1": ticked'.)
      const scored = (h: string) => new RegExp(String.raw`\b${escapeRegExp(h)}\p{L}*\s+\d`, 'iu');
      if (hits.every((h) => COUNTED_WORDS.has(h)) || hits.some((h) => !COUNTED_WORDS.has(h) && scored(h).test(sentence) && !scored(h).test(profile.caption ?? ''))) continue;
      // ("Date the bill of sale the same day as the receipt" dates the document; the box says when it is paid.)
      if (datesTheDocument && !paidThatDay && !SPEAKS_OF_PAYMENT.test(sentence)) continue;
      // (The caption's own words here include weak ones: "date" of "The date of this bill of sale".)
      if (documentWords.size > 0 && !paidThatDay && sourceTokens.filter((t) => !documentWords.has(t)).every((t) => ![...words].some((w) => tokensMeet(t, w)))) continue;
      if (!paidThatDay && (onlyKeyOfLine(sentence, hits) || onlyKeysOfAmounts(sentence, hits, ctx))) continue;
      const clauses = ctx.data.clauses.filter((c) => c.sentence === sentence);
      // A question nobody answered ("Can you fill in page 1 of our Form 1040?") states nothing.
      if (clauses.length === 0) continue;
      const holdingWords = clauses.filter((c) => {
        const ct = ctx.sentenceTokens.get(c.text);
        return ct !== undefined && hits.some((h) => ct.has(h));
      });
      // ("Accommodations: none needed.": a clause that is the line's key asks; the value's clauses answer.)
      // ("Driving licence: he handed it back in 2023 …, so NO licence now": so does a value's clause that speaks of the
      // key's words again.)
      const line = withoutSectionItemLead(sentence);
      const keyClause = holdingWords.find((c) => line.startsWith(`${c.text.trim()}:`));
      const keyOfLine = keyClause !== undefined && (holdingWords.length > 1 || wordCount(line.slice(keyClause.text.trim().length + 1)) <= SHORT_ANSWER_WORDS);
      // (Nor do an item's number and section said before the key: "item 11 (section A) Accommodation: N".)
      const holding = !keyOfLine ? holdingWords : holdingWords.length > 1 ? holdingWords.filter((c) => c !== keyClause) : clauses.filter((c) => c !== keyClause && !SECTION_ITEM_CLAUSE.test(c.text.trim()));
      // ("He moved abroad, so please untick that box": an instruction to untick what the sentence spoke of denies it.)
      const tooLittle = sentence.match(TOO_LITTLE_TO_TICK);
      const clauseBefore = tooLittle ? sentence.slice(0, tooLittle.index).split(/[,;]|\band\b/).pop() ?? '' : '';
      // ("Please take French off.", "French was ticked by mistake": the item named is taken off what was said.)
      const takenOff = [...sentence.matchAll(NAMED_ITEM_TAKEN_OFF)].some((m) => hits.some((h) => tokenize((m[1] ?? m[2] ?? m[3] ?? m[4])!).some((t) => tokensMeet(h, t))));
      // ("… but I don't speak German, French or Chinese at all, so please don't tick those.": the items of the clause
      // before, since its "but", not English before that.)
      const those = sentence.match(DONT_TICK_THOSE);
      const untickedThose = those !== null && hits.some((h) => tokenize(sentence.slice(0, those.index).split(/\bbut\b|;/).pop() ?? '').includes(h));
      // ("Driving licence: in the old form I see the tick for driving licence. Please take it away - …": or the sentence
      // after it, when it opens by saying so.)
      const next = ctx.data.sentences[ctx.data.sentences.indexOf(sentence) + 1];
      const untickedNext = next !== undefined && UNTICK_OPENING.test(next);
      const unticked = UNTICK_WHAT_WAS_SAID.test(sentence) || untickedNext || takenOff || untickedThose || (tooLittle !== null && hits.some((h) => tokenize(clauseBefore).includes(h)));
      // ("Führerschein / Driving licence (Parkkarte / parking card): no": a line whose key holds every word met, and whose
      // value is a yes or a no, says so whatever its key's brackets split into clauses.)
      const colon = line.indexOf(':');
      const keyWords = colon > 0 ? tokenize(line.slice(0, colon)) : [];
      const answered = colon > 0 && hits.every((h) => keyWords.some((t) => tokensMeet(h, t))) ? parseBoolean(line.slice(colon + 1)) : undefined;
      // ("French: the template has it ticked, but …, so untick it please": an instruction to untick outweighs the value's
      // words.)
      const stated = { value: (UNTICK_WHAT_WAS_SAID.test(sentence) || untickedNext ? undefined : answered) ?? (!unticked && !statedNegated(holding, clauses, tokens, ctx)), coverage, sentence };
      // (Only a sentence that may outweigh is looked at for "not" before the caption's words.)
      const deniedOutright = (h: string) => new RegExp(String.raw`\b(?:not|never|no longer)\s+(?:an?\s+|the\s+)?${escapeRegExp(h)}`, 'i').test(sentence);
      // ("My French and German are from school …, so please don't tick them.": so does one that says not to tick it.)
      if (!stated.value && colon < 0 && coverage >= DENIAL_COVERAGE && coverage > (denied?.coverage ?? 0) && (hits.some(deniedOutright) || untickedThose)) denied = stated;
      if (!saysLess) best = stated;
    }
  }
  // "We are NOT a sole proprietor. I clicked the first radio button by mistake." over a pasted capture's "tax
  // classification: individual_sole_proprietor": the writer's own denial, "not" right before the caption's words,
  // outweighs the record's line, whose words may meet more of the caption.
  if (best?.value && denied && KEYED_LINE.test(best.sentence)) return denied;
  // ("… I put my own social security because I was sole proprietor then. … We are not sole proprietor since 2014.": what
  // the writer was once, denied of them now further on.)
  if (best?.value && denied && PAST_STATE.test(best.sentence) && ctx.data.sentences.indexOf(denied.sentence) > ctx.data.sentences.indexOf(best.sentence)) return denied;
  return best;
}
/** "I was sole proprietor then", "back then we were a partnership": a state said of the past. */
const PAST_STATE = /\b(?:I|we)\s+(?:was|were|used\s+to\s+be)\b[^.;]*\b(?:then|back\s+then|at\s+the\s+time|long\s+ago|before|in\s+\d{4})\b|\b(?:back\s+then|long\s+ago|at\s+the\s+time)\b[^.;]*\b(?:I|we)\s+(?:was|were)\b/i;

/** "the template left it on blue", "the form came with VA in it": a value a template or the form came filled with. */
const TEMPLATE_LEFT_ON = /\b(?:template|(?:the|this)\s+(?:form|pdf))\b[^.;]{0,40}?\b(?:left\s+(?:it\s+)?(?:on|at|as|set\s+to)|came\s+(?:with|filled\s+with|set\s+to))\b/i;
/** The least share of a caption a writer's denial must meet to outweigh a record's line. */
const DENIAL_COVERAGE = 0.6;
/** "tax classification: individual_sole_proprietor": a record's line, its key in a few words, its value in five or fewer. */
const KEYED_LINE = /^\s*[^:.!?]{1,40}:\s*\S+(?:\s+\S+){0,4}\s*$/;

/**
 * "Form(s) W-2, box 9", "Other credits from Form": the words by which a caption points at another form say nothing a
 * request could state ("Me first on the form please" ticks no box); a sentence that lacks them states less of it.
 */
const FORM_REFERENCE_TOKENS = new Set(tokenize('form forms attach attached schedule instructions'));

/** Words that say two things are the same, and those that say they differ. */
const SAME_WORDS = /\b(?:same|matches|match|identical)\b/i;
const DIFFERENT_WORDS = /\b(?:differs?|different|differing|does not match|doesn['’]t match|mismatch)\b/i;

/** Whether a key asks whether two things are the same where the caption asks whether they differ, or the reverse. */
function asksOpposite(key: string, caption: string): boolean {
  return (SAME_WORDS.test(key) && !DIFFERENT_WORDS.test(key) && DIFFERENT_WORDS.test(caption)) || (DIFFERENT_WORDS.test(key) && !SAME_WORDS.test(key) && SAME_WORDS.test(caption) && !DIFFERENT_WORDS.test(caption));
}

/** "tick the box in Step 2(c)", "checked the two-jobs checkbox": a sentence about marking a box itself. */
// ("so she has NO driving licence — don't tick it", "Kaat says untick it": or of ticking the thing it spoke of; not
// "NOT the "withhold at higher Single rate" box, untick that", which points at another box.)
const SPEAKS_OF_TICKING = /\b(?:tick|ticked|ticking|check|checked|checking|mark|marked|untick|uncheck)\b[^.;]{0,40}\b(?:box|checkbox|check-box|check box)\b|\b(?:tick|untick|uncheck)\s+it\b/i;
/** How much more a sentence about ticking a box says of it than one of the same words that does not. */
const TICKING_LEAD = 0.2;

/** The most words of a line's value that answers its key in short ("none needed", "not required"). */
const SHORT_ANSWER_WORDS = 4;


/** "so please untick that box", "uncheck it": an instruction to untick what the sentence spoke of. */
/** Words a form numbers its own parts with ("box 2", "line 5", "rank 3"): a number after them is no score. */
const COUNTED_WORDS: ReadonlySet<string> = new Set(tokenize('box line step item question rank part section page'));

// ("so please don't tick it for her": an instruction not to tick it does too.)
// ("L'allemand, … j'ai tout oublié – ne cochez pas": in French, "do not tick" and "untick".)
// ("The record has French ticked, that's school French from 2004, please untick.", "…, so leave it off.": or with
// nothing after the word, or to leave it off; "… it is not enough, leave it empty."; "so untick it please.")
// ("… I see the tick for driving licence. Please take it away", "English - … I would not tick it": or take the tick
// away, or would not tick it.)
// ("French I had in gimnazija but I forgot everything, so please no cross there.": or no cross there.)
const UNTICK_WHAT_WAS_SAID = /\b(?:(?:untick|uncheck|unselect|deselect|clear)\s+(?:that|this|it)(?:\s+(?:box|one))?(?:\s+please)?\s*(?:[.!;,)]|$)|(?:please\s+|just\s+)(?:untick|uncheck)\s*[.!]?\s*$|\bleave\s+(?:it|that|this)\s+(?:off|empty|blank)\s*[.!]?\s*$|(?:don['’]t|do not|please don['’]t|(?:would|will|should)(?:n['’]t|\s+not))\s+(?:tick|check|mark|select)\s+(?:that|this|it)\b|\b(?:take|put)\s+(?:it|that|the\s+tick)\s+(?:away|off|out)\b|\bremove\s+(?:it|that|the\s+tick)\b|ne\s+(?:l['’]|la\s+|le\s+|les\s+)?cochez\s+pas\b|ne\s+pas\s+(?:la\s+|le\s+|les\s+)?cocher\b|d[ée]cochez\b|\bno\s+(?:cross|tick|check|checkmark|mark|x)\s+(?:there|on\s+it|for\s+(?:it|that))\b)/iu;
/** "Please take it away - …", "Untick it.": a sentence that opens by asking to untick what the one before spoke of. */
const UNTICK_OPENING = /^\s*(?:please\s+)?(?:(?:take|put)\s+(?:it|that|the\s+tick)\s+(?:away|off|out)|(?:untick|uncheck|remove)\s+(?:it|that|the\s+tick))\b/i;
/** "so please don't tick them", "don't tick those": the items the sentence has just named, not to be ticked. */
const DONT_TICK_THOSE = /(?:don['’]t|do not)\s+(?:tick|check|mark|select)\s+(?:them|those|these|either(?:\s+of\s+them)?|any\s+of\s+them)\b/i;
/**
 * "german only a little, not enough to tick it, and …": what the clause just before says is too little to tick. (Only
 * that clause's: "English yes, German only a little, not enough to tick it" ticks English.)
 */
const TOO_LITTLE_TO_TICK = /,?\s*\bnot\s+(?:enough|good enough|fluent enough|worth)\s+(?:to\s+)?(?:tick|check|mark|ticking|checking)\b/i;

const PAYMENT_WORD = String.raw`\b(?:pay|pays|paid|paying|payment)\b`;
/** A payment made the day the document is signed: "pays … today", "pay at signing", "you pay me the day we sign". */
const PAID_ON_SIGNING = new RegExp(String.raw`${PAYMENT_WORD}[^.;]*\b(today|at (?:the )?signing|(?:up)?on signing|(?:when|the day) (?:we|they|you|both) sign|(?:on )?(?:the )?same day)\b`, 'i');
/** A sentence about paying at all ("Date the bill of sale …" is about the document's date instead). */
const SPEAKS_OF_PAYMENT = new RegExp(PAYMENT_WORD, 'i');

/** Whether every amount of money a sentence gives is zero ("Paid today: $0.00"). */
function paysNothing(sentence: string): boolean {
  const amounts = sentence.match(/\$\s?\d[\d,]*(?:\.\d+)?/g) ?? [];
  return amounts.length > 0 && amounts.every((a) => Number(a.replace(/[$,\s]/g, '')) === 0);
}

/** "… of this bill of sale.", "… on this form": the document a caption speaks of. */
const THIS_DOCUMENT = /\bthis\s+((?:[\p{L}-]+\s+){0,3}?(?:bill of sale|form|agreement|contract|application|document|request|deed|lease|certificate|power of attorney|report))\b/iu;

/**
 * Whether the clauses holding a field's words deny it. "Filing status: married, at the regular married rate (not
 * the higher single rate)": the clause with most of the field's weight decides for "Married, but withhold at
 * higher Single rate" (the one holding "higher single rate", denied); when no clause stands out, all of them must
 * deny it.
 */
function statedNegated(holding: Clause[], clauses: Clause[], tokens: string[], ctx: MatchContext): boolean {
  if (holding.length === 0) return clauses.some((c) => c.negated);
  const weightOf = (clause: Clause) => {
    const ct = ctx.sentenceTokens.get(clause.text);
    return tokens.reduce((sum, t) => sum + ([...(ct ?? [])].some((w) => tokensMeet(t, w)) ? ctx.idf(t) : 0), 0);
  };
  const weights = holding.map(weightOf);
  const top = Math.max(...weights);
  const leaders = holding.filter((_, i) => weights[i] === top);
  if (leaders.length === 1 && holding.some((c) => c.negated !== leaders[0]!.negated)) return leaders[0]!.negated;
  // ("French I had at school fifty years ago …, so no French please.": of two that say it alike, a "so no …" the
  // sentence concludes with decides.)
  const last = leaders.at(-1)!;
  if (last.negated && leaders.some((c) => !c.negated) && CONCLUDING_NO.test(last.text)) return true;
  return holding.every((c) => c.negated);
}

/** "so no French please", "therefore not …": a clause that concludes its sentence with a no. */
// ("…, so please don't tick German", "but do not check it": or an instruction not to tick the box.)
const CONCLUDING_NO = /^\s*(?:so|therefore|hence|thus)\s+(?:please\s+|pls\s+)?(?:no|not|none|never|don['’]t|do\s+not)\b|^\s*(?:(?:so|and|but)\s+)?(?:please\s+|pls\s+)?(?:don['’]t|do\s+not)\s+(?:tick|check|mark|select|choose)\b/i;

const proseKeysCache = new WeakMap<MatchContext, Map<string, { tokens: string[]; value: string }[]>>();

/** The keys (as tokens) and values (in lower case) of the facts read from each sentence's prose, read once per text. */
function proseKeysBySentence(ctx: MatchContext): Map<string, { tokens: string[]; value: string }[]> {
  let keys = proseKeysCache.get(ctx);
  if (!keys) {
    keys = new Map();
    for (const f of ctx.data.facts) {
      if (f.source !== 'prose') continue;
      keys.set(f.sentence, [...(keys.get(f.sentence) ?? []), { tokens: tokenize(f.key), value: f.value.toLowerCase() }]);
    }
    proseKeysCache.set(ctx, keys);
  }
  return keys;
}

const properNamesCache = new WeakMap<MatchContext, string[]>();

/** The names of people and organisations the text gives: of two capitalised words or more, without digits. */
function properNames(ctx: MatchContext): string[] {
  let names = properNamesCache.get(ctx);
  if (!names) {
    const isName = (v: string) => !/\d/.test(v) && /^\p{Lu}[\p{L}'’.&-]*(?:\s+(?:of|the|and|&)?\s*\p{Lu}[\p{L}'’.&-]*)+$/u.test(v.trim());
    names = [...new Set(ctx.data.facts.filter((f) => (f.person || f.organisation || (f.source === 'typed' && f.key === '')) && isName(f.value)).map((f) => f.value.trim()))];
    // "Coastal Freight Partners sent us a W-9": three capitalised words or more are a name too, unless they are
    // a caption of the form's own ("Limited Liability Company").
    const captions = ctx.profiles.map((p) => new Set(p.sources.find((s) => s.kind === 'label')?.tokens ?? []));
    for (const sentence of ctx.data.sentences) {
      for (const m of sentence.matchAll(/\p{Lu}[\p{L}'’&-]*(?:\s+(?:of\s+|the\s+|and\s+|&\s+)?\p{Lu}[\p{L}'’&-]*){2,}/gu)) {
        // ("My French and German are from school": a sentence's first word, "My", is no name's.)
        if (/^(?:My|Our|His|Her|Their|Your|The|This|That|These|Those|I)\s/.test(m[0]) && (m[0].match(/(?<![\p{L}'’&-])\p{Lu}/gu) ?? []).length <= 3) continue;
        const tokens = tokenize(m[0]);
        if (tokens.length > 0 && !captions.some((c) => tokens.every((t) => c.has(t)))) names.push(m[0]);
      }
    }
    properNamesCache.set(ctx, names);
  }
  return names;
}

const statingWordsCache = new WeakMap<MatchContext, Map<string, Set<string> | undefined>>();

/**
 * A sentence's words that can state something about a check box: not the words of an address or a name in it
 * ("address: Hauptstraße 5, 10115 Berlin, Germany" says nothing about the box "Language Deutsch", nor
 * "organization: Harbor Light Partners" about "Partnership"), unless the sentence uses them elsewhere too.
 */
const NAME_KIND = /\b(married|maiden|birth|former|previous|legal|business|trade)\s+names?\b/giu;

/** "Social Security Number (sole proprietors only):": a label and its colon, nothing after it. */
const UNANSWERED_LABEL = /^\s*\p{L}[^:.!?]{0,80}:\s*$/u;
/** "You can elect to be classified as a partnership or …": a pasted form's words on the choices open, which choose none. */
const CHOICES_OPEN = /^\s*you\s+(?:can|may)\s+(?:elect|choose|select|opt)\b/i;

function statingWords(sentence: string, ctx: MatchContext): Set<string> | undefined {
  let cache = statingWordsCache.get(ctx);
  if (!cache) {
    cache = new Map();
    statingWordsCache.set(ctx, cache);
  }
  if (cache.has(sentence)) return cache.get(sentence);
  // ("Social Security Number (sole proprietors only):" with its answer struck out: a printed question left without an
  // answer states nothing; nor does a printed line on the choices open.)
  if (UNANSWERED_LABEL.test(sentence) || CHOICES_OPEN.test(sentence)) {
    cache.set(sentence, undefined);
    return undefined;
  }
  let words = ctx.sentenceTokens.get(sentence);
  // A name is a name wherever it comes up again: "Coastal Freight Partners sent us a W-9" says nothing about
  // "Partnership" once the text has named them as the requester.
  const named = [
    ...ctx.data.facts.filter((f) => (f.address || f.person || f.organisation) && f.sentence === sentence && sentence.includes(f.value)).map((f) => f.value),
    ...properNames(ctx).filter((name) => sentence.includes(name)),
    // "SS card still in married name Whitfield": the kind of a name says nothing of the person's status.
    ...[...sentence.matchAll(NAME_KIND)].map((m) => m[1]!),
  ];
  if (words && named.length > 0) words = wordsOutsideNames(sentence, words, named);
  cache.set(sentence, words);
  return words;
}

/**
 * "Spouse: Lucia M. Kowalski" names whose the line's values are; it says nothing about a check box captioned
 * "Spouse" (or "Your spouse as a dependent"). Only words found in the key of a "Key: value" line, and not in
 * its value, whose value is not itself a yes or no, are such a mention.
 */
export function onlyKeyOfLine(sentence: string, hits: string[]): boolean {
  const line = sentence.match(/^\s*([^:]{1,60}):\s*(\S.*)$/s);
  if (!line || parseBoolean(line[2]!.trim()) !== undefined) return false;
  // ("Driving licence: she has one, but … so Kaat says untick it": a value that speaks of ticking speaks of the box.)
  if (SPEAKS_OF_TICKING.test(line[2]!)) return false;
  // ("I'm married, but I'm filing separately this year: my husband …": a clause with its own subject before a colon
  // is a statement, and what follows explains it.)
  if (/\b(?:I|I'm|I’m|we|we're|we’re)\s+\p{L}/iu.test(line[1]!)) return false;
  const keyTokens = new Set(tokenize(line[1]!));
  const valueTokens = new Set(tokenize(line[2]!));
  return hits.every((h) => keyTokens.has(h) && !valueTokens.has(h));
}

/**
 * "std ded 24,400", "W-2s: TP 52,480 / SP 38,915": words that only name what an amount is (and, written as a
 * party's shorthand, whose) state nothing about a check box captioned with them ("Standard deduction",
 * "Spouse").
 */
function onlyKeysOfAmounts(sentence: string, hits: string[], ctx: MatchContext): boolean {
  // Only an amount keyed by bare words: "my power level is over 9000" is a statement.
  // (Dates too: "Please date the bill of sale July 28, 2025" names no box captioned "The date of this bill of sale".)
  const amounts = ctx.data.facts.filter((f) => f.sentence === sentence && f.key !== '' && (f.typed?.kind === 'money' || f.typed?.kind === 'date') && !/\b(?:is|are|was|were|has|have)\b/i.test(f.key));
  if (amounts.length === 0) return false;
  // A key is the words before its amount, and may skip an amount between them ("TP 52,480 / SP" for SP's).
  const keyWords = new Set(amounts.flatMap((f) => f.key.split(/\s+/).filter((w) => w !== '')));
  const keyTokens = new Set([...keyWords].flatMap((w) => tokenize(w)));
  const restTokens = new Set(tokenize(sentence.split(/\s+/).filter((w) => !keyWords.has(w)).join(' ')));
  return hits.every((h) => keyTokens.has(h) && !restTokens.has(h));
}

export function scoreCheckBox(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const candidates: Candidate[] = [];
  // A yes or no cannot say which box of a row of alike boxes ("Goal Box 2" … "Goal Box 19") it ticks.
  const alike = sharesItsLabel(profile, ctx) || inNumberedRow(profile, ctx);
  // An explicit answer: "Driving licence: yes".
  ctx.data.facts.forEach((fact, factIndex) => {
    // (Unless its key is the box's own name: "check_3: yes".)
    const named = keyNamesField(fact, profile);
    if ((alike && !named) || otherNumberedName(fact, profile)) return;
    // A number in a JSON export ("progress": 1) is a count or a score: JSON writes a yes as true.
    if (fact.source === 'json' && /^\d+$/.test(fact.value.trim())) return;
    const said = parseBoolean(fact.value);
    if (said === undefined) return;
    // ("Last name same as SS card: Yes" for "If your last name differs from that shown on your social security card":
    // the key asks the opposite of the caption, and its yes is the box's no.)
    const answer = asksOpposite(fact.key, profile.caption ?? '') ? !said : said;
    // "page 1 of our Form 1040": a number found in prose is no "1 = yes"; only a stated answer is.
    if ((fact.source === 'typed' || fact.source === 'prose') && !/\p{L}/u.test(fact.value)) return;
    const sim = named ? 1 : keySimilarity(factTokens(fact, []), profile, ctx);
    if (sim < 0.5) return;
    candidates.push({
      field: profile.index,
      value: answer,
      score: Math.min(1, fact.strength * (0.3 + 0.7 * sim)),
      fact: factIndex,
      concept: undefined,
      reasoning: `The text answers "${clip(fact.key, 40)}" with "${fact.value}", which matches this check box.`,
    });
  });
  candidates.push(...scoreUnitDesignator(profile, ctx));
  candidates.push(...scoreCaptionGiven(profile, ctx));
  candidates.push(...scoreLineBoxTicked(profile, ctx));
  candidates.push(...scoreTickedByCaption(profile, ctx));
  candidates.push(...scoreCreditOfDependents(profile, ctx));
  candidates.push(...scoreWhoseBox(profile, ctx));
  const statement = sharesItsLabel(profile, ctx) ? undefined : readStatement(profile, ctx);
  const chosenInstead = statement ? captionsGivenBySentence(ctx).get(statement.sentence) : undefined;
  const owner = statement && statement.value && statement.coverage >= 0.6 ? legendOfStatedBox(profile, statement, ctx) : undefined;
  if (statement && chosenInstead && !chosenInstead.has(profile.index)) {
    // "filing status: Married but withhold at higher Single rate" names the third box by its whole caption;
    // its words "Single" and "Married" do not tick the boxes with those captions: the value is another option.
    candidates.push({
      field: profile.index,
      value: false,
      score: statement.coverage >= 0.6 ? 0.35 + 0.5 * statement.coverage : 0.6,
      fact: -1,
      concept: undefined,
      reasoning: `The sentence "${clip(statement.sentence, 80)}" gives another check box's whole caption, so this one is not chosen.`,
    });
  } else if (statement && owner) {
    // "We're a multi-member LLC, taxed as an S corporation": the S corporation is the LLC's tax classification,
    // a code of the LLC box's legend, not a box of its own.
    candidates.push({
      field: profile.index,
      value: false,
      score: 0.9,
      fact: -1,
      concept: undefined,
      reasoning: `The sentence "${clip(statement.sentence, 80)}" gives it as the classification of "${clip(owner.caption ?? '', 40)}", whose box is chosen instead.`,
    });
  } else if (statement && statement.coverage >= 0.6 && !(statement.value && saidOfAnother(profile, statement.sentence))) {
    candidates.push({
      field: profile.index,
      value: statement.value,
      score: 0.35 + 0.5 * statement.coverage,
      fact: -1,
      concept: undefined,
      reasoning: `The sentence "${clip(statement.sentence, 80)}" ${statement.value ? 'states' : 'denies'} what the check box describes.`,
    });
  } else if (!inNumberedRow(profile, ctx)) {
    // (A box sharing its caption with the blank after it is still the one option: a twin box has no word of its own.)
    const denial = outrightDenial(profile, ctx);
    const assertion = denial ? undefined : outrightAssertion(profile, ctx);
    if (denial) {
      candidates.push({
        field: profile.index,
        value: false,
        score: 0.6,
        fact: -1,
        concept: undefined,
        reasoning: `The text rules it out in so many words ("${clip(denial, 40)}").`,
      });
    } else if (assertion) {
      candidates.push({
        field: profile.index,
        value: true,
        score: 0.6,
        fact: -1,
        concept: undefined,
        reasoning: `The text says it is so in so many words ("${clip(assertion, 40)}").`,
      });
    }
  }
  return candidates;
}

/**
 * "so I think the box on line 4 needs to be checked", "tick line 4", "check the box on line 3": a box the text
 * asks to be ticked by its line's number. (A sentence that says not to, "line 4 doesn't need to be checked",
 * leaves it empty.)
 */
const LINE_BOX_TICKED = /\b(?:(?:check\s*)?box\s+(?:on|for|at|in|of)\s+line\s+(\d{1,2}[a-z]?)\b[^.;]{0,40}?\b(?:checked|ticked|marked)|(?:check|tick|mark)\s+(?:the\s+)?(?:box\s+(?:on|for|at|in|of)\s+)?line\s+(\d{1,2}[a-z]?)\b)/giu;

function scoreLineBoxTicked(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  if (profile.lineNumber === undefined) return [];
  for (const sentence of ctx.data.sentences) {
    for (const m of sentence.matchAll(LINE_BOX_TICKED)) {
      if ((m[1] ?? m[2])!.toLowerCase() !== profile.lineNumber) continue;
      const ticked = !isNegated(sentence.slice(Math.max(0, m.index! - 30), m.index! + m[0].length));
      return [{ field: profile.index, value: ticked, score: LINE_BOX_SCORE, fact: -1, concept: undefined, reasoning: `The sentence "${clip(sentence, 80)}" asks for the box on line ${profile.lineNumber} to be ${ticked ? '' : 'left un'}checked.` }];
    }
  }
  return [];
}
/**
 * "so for "to be paid on" tick Other and write that in", "check the Gift box": a box the text asks to be ticked by
 * its whole caption, as printed, when no other check box of the form has that caption. (A caption in quotes may be
 * followed by anything: 'tick the "Other" line under cash'.)
 */
const TICK_NAMED = /\b(?:tick|check|mark|select|choose|pick)\s+(?:the\s+)?(?:["“]([^"”]{1,40})["”]|(\p{L}[\p{L}'’ -]{0,40}?)(?:\s+(?:box|option))?(?=\s+(?:and|box|option|too|as well)\b|\s*[,.;!)]|\s*$))/giu;

function scoreTickedByCaption(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const caption = plainCaption(profile);
  if (caption === undefined || (plainCaptionCounts(ctx).get(caption) ?? 0) > 1) return [];
  // ('please tick the "last name differs" box': words in quotes may be a part of the caption, when no other box's
  // caption has them.)
  const namesCaption = (said: string, quoted: boolean) =>
    said === caption ||
    (quoted && said.includes(' ') && caption.includes(said) && [...plainCaptionCounts(ctx)].reduce((sum, [other, count]) => sum + (other.includes(said) ? count : 0), 0) === 1);
  for (const sentence of ctx.data.sentences) {
    for (const m of sentence.matchAll(TICK_NAMED)) {
      if (!namesCaption(simplify((m[1] ?? m[2])!), m[1] !== undefined) || isNegated(sentence.slice(Math.max(0, m.index! - 20), m.index! + m[0].length))) continue;
      // (Said to the reader, "Tick …", "so please check …"; not what others do, "our vendors just check "Partnership"".)
      const toReader = TOLD_TO_READER.test(sentence.slice(0, m.index!));
      return [{ field: profile.index, value: true, score: toReader ? TICKED_BY_CAPTION_SCORE : LINE_BOX_SCORE, fact: -1, concept: undefined, reasoning: `The sentence "${clip(sentence, 80)}" asks for the box "${profile.caption}" to be ticked.` }];
    }
  }
  return [];
}

/** A check box's caption without its remarks in brackets, as a text names it; undefined for other fields. */
function plainCaption(profile: FieldProfile): string | undefined {
  const caption = profile.field.type === 'checkbox' && profile.caption ? simplify(profile.caption.replace(/\([^)]*\)/g, ' ')) : '';
  return caption === '' ? undefined : caption;
}

const plainCaptionCache = new WeakMap<MatchContext, Map<string, number>>();

/** How many check boxes of the form have each plain caption, counted once per request. */
function plainCaptionCounts(ctx: MatchContext): Map<string, number> {
  return checkBoxCounts(ctx, plainCaptionCache, (p) => {
    const caption = plainCaption(p);
    return caption === undefined ? [] : [caption];
  });
}

/**
 * "Both of them get the child tax credit", "Mateus …, qualifies for the child tax credit": the credit box of each row
 * of a dependents table that the text's dependents fill, in the order the text names them. (One dependent and a
 * sentence that says someone qualifies: the first row.)
 */
const EVERY_ONE_QUALIFIES = /\b(?:both|all|each)\s+(?:of\s+)?(?:them|the\s+kids|the\s+children|our\s+kids|my\s+kids)?\s*(?:get|gets|qualify|qualifies|are\s+eligible|is\s+eligible)\s+(?:for\s+)?(?:the\s+)?(child tax credit|credit for other dependents)\b/i;
const ONE_QUALIFIES = /\b(?:qualif(?:y|ies)|is\s+eligible|gets)\s+(?:for\s+)?(?:the\s+)?(child tax credit|credit for other dependents)\b/i;

function scoreCreditOfDependents(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const credit = profile.caption?.match(/child tax credit|credit for other dependents/i)?.[0].toLowerCase();
  const row = Number(tableRowOf(profile.field.name)?.match(/\d+$/)?.[0] ?? NaN);
  if (!credit || !Number.isInteger(row) || profile.field.type !== 'checkbox') return [];
  const dependents = new Set(ctx.data.facts.filter((f) => f.party === 'dependent' && f.person && f.person.first !== '').map((f) => f.person!.first)).size;
  for (const sentence of ctx.data.sentences) {
    const every = sentence.match(EVERY_ONE_QUALIFIES);
    const one = every ? null : dependents === 1 ? sentence.match(ONE_QUALIFIES) : null;
    const said = (every ?? one)?.[1]?.toLowerCase();
    if (said !== credit || row > dependents || isNegated(sentence)) continue;
    return [{ field: profile.index, value: true, score: LINE_BOX_SCORE, fact: -1, concept: undefined, reasoning: `The sentence "${clip(sentence, 80)}" says the dependent of row ${row} gets the ${credit}.` }];
  }
  return [];
}

/** How sure a box the text asks for in so many words is: by its line's number, its caption, or its row's credit. */
const LINE_BOX_SCORE = 0.8;
/**
 * A box the writer asks to be ticked by its caption ('Tick "Limited liability company"'): above a sentence that only
 * states what a box describes, which a pasted record may do of another ("W-8BEN … (Individuals)").
 */
const TICKED_BY_CAPTION_SCORE = 0.9;
/** What comes before a tick said to the reader at a sentence's start: nothing, or "please", "so", "and", "then". */
const TOLD_TO_READER = /^\s*(?:(?:please|pls|so|and|then)\s+)?$/i;

/** "no trades", "not a gift", "no trade-ins": a clause that is only a denial and a word or two. */
const BARE_DENIAL = /^(?:and\s+|but\s+)?(?:(?:obviously|definitely|certainly|of course)\s+)?(?:(?:it|this|that)(?:'s|’s|\s+is)\s+)?(?:no|not|never)\s+(?:an?\s+|the\s+|any\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)[.!]?$/iu;

/**
 * "Gary only wants cash, no trades, and obviously it's not a gift": a clause that denies nothing but a word of
 * a check box's caption that no other box has ("trade" of "Seller accepts trade for the Firearm in exchange
 * for") rules that option out, though it shares too few of the caption's words to be read as a statement of it.
 */
function outrightDenial(profile: FieldProfile, ctx: MatchContext): string | undefined {
  const { own, telling } = tellingWords(profile, ctx);
  if (telling.length === 0) return undefined;
  for (const clause of ctx.data.clauses) {
    if (!clause.negated) continue;
    const denied = clause.text.trim().match(BARE_DENIAL)?.[1];
    if (!denied) continue;
    const words = simplify(denied).split(' ').filter((w) => w !== '');
    const inCaption = words.every((w) => [...own].some((t) => sameWord(w, t)));
    if (inCaption && words.some((w) => telling.some((t) => sameWord(w, t)))) return clause.text.trim();
  }
  return undefined;
}

/**
 * A check box caption's words, and those of them no other check box of the form has: the words that tell its option
 * from the others. (Compared as written: "trade" and "buyer" may share a token, but not a word.)
 */
function tellingWords(profile: FieldProfile, ctx: MatchContext): { own: Set<string>; telling: string[] } {
  const wordsOf = (p: FieldProfile) => new Set(simplify(p.caption ?? p.field.name).split(' ').filter((w) => w.length > 2));
  const own = wordsOf(profile);
  const others = new Set(ctx.profiles.filter((p) => p !== profile && p.field.type === 'checkbox').flatMap((p) => [...wordsOf(p)]));
  return { own, telling: [...own].filter((w) => !others.has(w) && !WEAK_TOKENS.has(w)) };
}

const sameWord = (a: string, b: string) => a === b || a === `${b}s` || a === `${b}es` || b === `${a}s`;

/**
 * "No money is changing hands and it isn't a trade - it's a gift": a clause that says what the thing is, in a word
 * only this check box's caption has ("Buyer is receiving the Firearm as a Gift"), ticks it.
 */
function outrightAssertion(profile: FieldProfile, ctx: MatchContext): string | undefined {
  const { telling } = tellingWords(profile, ctx);
  for (const clause of ctx.data.clauses) {
    if (clause.negated) continue;
    const itIs = clause.text.trim().replace(/[.!]+$/, '').match(WHAT_IT_IS)?.[1]?.toLowerCase();
    if (itIs && telling.some((t) => sameWord(itIs, t))) return clause.text.trim();
  }
  return undefined;
}

/**
 * The check box whose caption's legend lists this box's caption as one of its codes ("Limited liability company.
 * Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)" for "S Corporation"), when the
 * same sentence states that box too.
 */
/** "LLC", "limited liability company": the kind of company whose box carries the legend of tax classifications. */
const LLC_NAMED = /\b(?:LLC|L\.L\.C\.|limited liability company)\b/i;

/** "Kowalczyk Family Orchards LLC", "… L.L.C.": a business's name that ends by saying it is a limited liability company. */
const LLC_NAME_ENDING = /\bL\.?L\.?C\.?$/i;

function legendOfStatedBox(profile: FieldProfile, statement: Statement, ctx: MatchContext): FieldProfile | undefined {
  const own = profile.sources.find((s) => s.kind === 'label')?.tokens ?? [];
  if (own.length === 0) return undefined;
  return ctx.profiles.find((other) => {
    if (other === profile || other.field.type !== 'checkbox' || !other.caption) return false;
    const listsThis = legendCodes(other.caption).some((code) => code.tokens.length > 0 && code.tokens.join(' ') === own.join(' '));
    if (!listsThis) return false;
    const stated = readStatement(other, ctx);
    // ('we elected S corp status back in 2021. So it's the LLC box with "S" in the little blank': or in the next.)
    // ("… so it's an LLC taxed as an S corp now": or the sentence itself names the company the legend's box is for.)
    // ("legal name is Kowalczyk Family Orchards LLC" … "taxed as a partnership?" / "partnership.": or the company's
    // own name, given anywhere, says it is one.)
    const llcNamed = LLC_NAMED.test(other.caption) && ctx.data.facts.some((f) => /\bname\b/i.test(f.key) && LLC_NAME_ENDING.test(f.value.trim()));
    const near = stated !== undefined && (Math.abs(ctx.data.sentences.indexOf(stated.sentence) - ctx.data.sentences.indexOf(statement.sentence)) <= 1 || (LLC_NAMED.test(statement.sentence) && LLC_NAMED.test(other.caption)) || llcNamed);
    return stated !== undefined && stated.value && near && stated.coverage >= 0.6;
  });
}

/**
 * "entity type: C corporation" against the boxes "C Corporation", "S Corporation", "Partnership": a keyed value
 * that is a box's whole caption, as written, picks that box. Word overlap cannot tell these captions apart (the
 * letter is what differs), so the caption is compared whole, and only a caption no other check box of the form
 * shares, with at least one word that means something on its own, counts.
 */
function scoreCaptionGiven(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const caption = comparableCaption(profile);
  if (caption === undefined) return [];
  const names = captionNames(caption);
  // A name another check box's caption also has ("MFS" of two captions) picks neither.
  const counts = captionNameCounts(ctx);
  const shared = (name: string) => (counts.get(name) ?? 0) > 1;
  if (shared(caption)) return [];
  const out: Candidate[] = [];
  ctx.data.facts.forEach((fact, factIndex) => {
    if (fact.source !== 'json' && fact.source !== 'line' && fact.source !== 'inline') return;
    // The whole value, or one item of a list ("refund DD: checking, RTN 124303120" names the box "Checking").
    const pieces = [fact.value, ...fact.value.split(/\s*[,;]\s*/).filter((p) => p !== fact.value && p.split(/\s+/).length <= 4)];
    const given = pieces.flatMap(valueNames).find((name) => names.includes(name));
    if (given === undefined || shared(given) || partyRelation(fact, profile) === 'clash') return;
    out.push({
      field: profile.index,
      value: true,
      score: fact.strength * CAPTION_GIVEN,
      fact: factIndex,
      concept: undefined,
      reasoning: `The text gives "${clip(fact.value, 40)}" for "${clip(fact.key || fact.topic, 40)}", which is this check box's caption.`,
    });
  });
  return out;
}

const CAPTION_GIVEN = 0.8;

/** How many check boxes of the form carry each name `namesOf` gives a box. */
function checkBoxCounts(ctx: MatchContext, cache: WeakMap<MatchContext, Map<string, number>>, namesOf: (p: FieldProfile) => string[]): Map<string, number> {
  return countsOverFields(ctx, cache, (p) => (p.field.type === 'checkbox' ? namesOf(p) : []));
}

const captionNameCache = new WeakMap<MatchContext, Map<string, number>>();

/** How many check boxes of the form each caption name (captionNames) belongs to. */
function captionNameCounts(ctx: MatchContext): Map<string, number> {
  return checkBoxCounts(ctx, captionNameCache, (p) => {
    const caption = comparableCaption(p);
    return caption === undefined ? [] : captionNames(caption);
  });
}

const captionsGivenCache = new WeakMap<MatchContext, Map<string, Set<number>>>();

/**
 * Sentences of keyed facts whose value is a check box's whole, unshared caption (see scoreCaptionGiven), with
 * the boxes they pick; counted once per request.
 */
function captionsGivenBySentence(ctx: MatchContext): Map<string, Set<number>> {
  const cached = captionsGivenCache.get(ctx);
  if (cached) return cached;
  const byCaption = new Map<string, number[]>();
  for (const p of ctx.profiles) {
    // A longer caption ("Married, but withhold at higher Single rate.") given whole is as clear a choice.
    const caption = comparableCaption(p, 12);
    if (caption === undefined) continue;
    for (const name of captionNames(caption)) byCaption.set(name, [...(byCaption.get(name) ?? []), p.index]);
  }
  const out = new Map<string, Set<number>>();
  for (const fact of ctx.data.facts) {
    if (fact.source !== 'json' && fact.source !== 'line' && fact.source !== 'inline') continue;
    const boxes = valueNames(fact.value).map((name) => byCaption.get(name)).find((b) => b !== undefined);
    if (!boxes || boxes.length !== 1) continue;
    out.set(fact.sentence, new Set([...(out.get(fact.sentence) ?? []), boxes[0]!]));
  }
  captionsGivenCache.set(ctx, out);
  return out;
}

/**
 * What a value may call a caption by: the caption itself, or its initials in capitals, as people shorten the
 * choices of a form they fill often ("MFJ" for "Married filing jointly", "HOH" for "Head of household"), with
 * or without the initials of its small words.
 */
export function captionNames(caption: string): string[] {
  const words = caption.split(' ').filter((w) => w !== '');
  // ("Deutsch" is also "german", as a text in English names the box.)
  if (words.length < 2) return [...new Set([caption, canonicalText(caption)])];
  const all = words.map((w) => w[0]).join('');
  const content = words.filter((w) => !INITIALISM_SKIPS.has(w)).map((w) => w[0]).join('');
  return [...new Set([caption, canonicalText(caption)]), ...new Set([all, content].filter((i) => i.length >= 2).map((i) => `initials ${i}`))];
}

/** Small words an initialism may leave out ("QW" for "qualifying widow(er)"'s "er" is not one of them). */
const INITIALISM_SKIPS = new Set(['of', 'and', 'or', 'the', 'a', 'an', 'for', 'to', 'in', 'er']);

/** The names a written value gives, comparable with captionNames: a word in capitals may be initials. */
function valueNames(value: string): string[] {
  const v = value.trim();
  // ("HoH": or with a small word's initial in lower case.)
  return /^\p{Lu}{2,5}$|^\p{Lu}(?:\p{Ll}?\p{Lu}){1,3}$/u.test(v) ? [simplify(v), `initials ${v.toLowerCase()}`] : [...new Set([simplify(v), canonicalText(v)])];
}

/** A check box's caption as compared with values: without a parenthesis ("Other (see instructions)"). */
function comparableCaption(profile: FieldProfile, maxWords = 6): string | undefined {
  if (profile.field.type !== 'checkbox' || !profile.caption) return undefined;
  const caption = simplify(profile.caption.replace(/\([^)]*\)/g, ' '));
  const words = caption.split(' ');
  if (caption.length < 3 || words.length > maxWords) return undefined;
  const tokens = tokenize(caption);
  // "Checking" stems to the weak "check" but as written names an account type.
  const telling = words.some((w) => w.length >= 5 && !WEAK_TOKENS.has(w));
  if (tokens.length === 0 || (tokens.every((t) => WEAK_TOKENS.has(t)) && !telling)) return undefined;
  return caption;
}

/** Fields' printed labels as words, by page, counted once per request: see sharesItsLabel. */
const labelCounts = new WeakMap<MatchContext, Map<string, number>>();

function printedLabelKey(profile: FieldProfile): string | undefined {
  const label = profile.sources.find((s) => s.kind === 'label');
  return label ? `${profile.field.page}\u0000${label.tokens.join(' ')}` : undefined;
}

/**
 * A check box whose printed label is also another field's on its page ("deflect" over a row of rank circles
 * and over the "Deflect" box itself): the words name a question those fields share, so a sentence that uses
 * them ("a deflect of 1") cannot say which box, if any, it ticks. Only an explicit answer does.
 */
/** A check box numbered in a row of its kind ("Goal Box 2", "Goal Box 3" …). */
function inNumberedRow(profile: FieldProfile, ctx: MatchContext): boolean {
  const row = numberedListOf(profile.field.name);
  return row !== undefined && (numberedRowCounts(ctx).get(row) ?? 0) > 1;
}

const numberedRowCache = new WeakMap<MatchContext, Map<string, number>>();

/** Check boxes per numbered row ("goal box" → 19). */
function numberedRowCounts(ctx: MatchContext): Map<string, number> {
  return checkBoxCounts(ctx, numberedRowCache, (p) => {
    const row = numberedListOf(p.field.name);
    return row === undefined ? [] : [row];
  });
}

export function sharesItsLabel(profile: FieldProfile, ctx: MatchContext): boolean {
  const key = printedLabelKey(profile);
  if (key === undefined) return false;
  let counts = labelCounts.get(ctx);
  if (!counts) {
    counts = new Map();
    // (A code box beside its check box, "… Enter the tax classification (C=C corporation, …) [_]", shares
    // the check box's words but asks what the instruction asks, not the box's question.)
    for (const p of ctx.profiles) {
      if (p.field.type === 'text' && p.options.length > 0) continue;
      const k = printedLabelKey(p);
      if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    labelCounts.set(ctx, counts);
  }
  return (counts.get(key) ?? 0) > 1;
}

/** Words that name the kind of a unit in an address, by kind. */
const UNIT_KINDS: [string, RegExp][] = [
  ['apartment', /^(apt|apartment|apartments|apts|apartamento|apto|appartement|appartamento|interno)$/],
  ['suite', /^(ste|suite)$/],
  ['floor', new RegExp(String.raw`^(?:${FLOOR_WORDS})$`)],
  ['room', /^(rm|room)$/],
  ['building', /^(bldg|building)$/],
  ['unit', /^unit$/],
];

/** The unit kinds a text names: "Apt 7" → apartment; "Apt. Ste. Flr." → apartment, suite, floor. */
export function unitKinds(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    for (const [kind, re] of UNIT_KINDS) if (re.test(word)) out.add(kind);
  }
  return out;
}

/**
 * The one unit kind a check box stands for: its export value ("APT", "STE"), else its tooltip ("Check this
 * box if the address is a suite"), else its label; undefined when none or several kinds are named.
 */
export function unitKindOfCheckBox(profile: FieldProfile): string | undefined {
  const texts = [
    [...(profile.field.options ?? []), ...(profile.field.optionLabels ?? [])].join(' '),
    profile.field.tooltip ?? '',
    profile.sources.filter((s) => s.kind === 'label').map((s) => s.tokens.join(' ')).join(' '),
  ];
  for (const text of texts) {
    const kinds = unitKinds(text);
    if (kinds.size === 1) return [...kinds][0];
    if (kinds.size > 1) return undefined;
  }
  return undefined;
}

/** "Apt. number", "Apartment no.": a key of a unit's number alone. */
const UNIT_NUMBER_KEY = /^\s*(?:apt\.?|apartment|suite|ste\.?|unit)\s+(?:number|no\.?|#)\s*$/i;
/** "Management Office", "Leasing Office": the key or topic of an office's own address. */
const OFFICE_TOPIC = /\b(?:management|leasing|rental|property|sales|head|main|registered)\s+office\b/i;
/** How much less sure a "Unit" ticks an "Apt." box than an "Apt" does. */
const UNIT_AS_APARTMENT_DOUBT = 0.05;
const MAILING_KEY = /\bmail(?:ing)?\b/i;
const MAILING_TOKEN = tokenize('mailing')[0]!;

/** A mailing address: keyed so, or read inside a value keyed so ("MAILING: Riverside City FC, 201 W …"). */
function isMailingFact(fact: Fact): boolean {
  return MAILING_KEY.test(fact.key) || MAILING_KEY.test(fact.topic.split(' | ')[0]!);
}

/** A field of a block that asks for a mailing address ("Mailing Address: Apt. Ste. Flr."). */
function isMailingBlock(profile: FieldProfile): boolean {
  return profile.sources.some((source) => source.tokens.includes(MAILING_TOKEN));
}

/**
 * "1450 Lakeshore Dr, Apt 7, Cleveland …" ticks the "Apt." box of the address's block (the "Ste." box for
 * "Suite 200"): only a box of that kind, never one of another party's or time's address; an address the text
 * does not place in time is the present one, so it does not tick a box of the previous address.
 */
function scoreUnitDesignator(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const kind = unitKindOfCheckBox(profile);
  if (!kind) return [];
  const out: Candidate[] = [];
  ctx.data.facts.forEach((fact, factIndex) => {
    // ("Apt. number: 614", said of the writer's home: the number of an apartment.)
    const line2 = fact.address?.line2 || (fact.address === undefined && UNIT_NUMBER_KEY.test(fact.key) && /^\s*\d{1,4}[A-Z]?\s*$/.test(fact.value) ? `${fact.key.trim().split(/\s+/)[0]} ${fact.value.trim()}` : undefined);
    if (!line2) return;
    // ("Management Office: 1780 Story Road, Suite 100, …" on a landlord's letter: an office's suite is not the home's.)
    if (fact.address !== undefined && fact.party === undefined && OFFICE_TOPIC.test(`${fact.key} | ${fact.topic}`)) return;
    // ("3rd floor", "2º andar": the word after a floor's number.)
    const words = line2.trim().split(/[\s.#]+/);
    const first = (/^\d/.test(words[0] ?? '') ? words[1] : words[0]) ?? '';
    const kinds = unitKinds(first);
    // ("2250 N Campbell Ave, Unit 7" on a form whose boxes are "Apt.", "Ste." and "Flr.": a home's unit is its
    // apartment, a little less surely than an "Apt" said so.)
    const unitAsApartment = kinds.size === 1 && kinds.has('unit') && kind === 'apartment';
    if (kinds.size !== 1 || (!kinds.has(kind) && !unitAsApartment)) return;
    const relation = partyRelation(fact, profile);
    if (relation === 'clash') return;
    // A box has no value to check against the address, so the address must be placed: an address of a
    // time ("I moved from …") ticks only the box of that time's block, not a block with no time (mailing).
    if (relation === 'none' && (fact.epoch !== undefined || (profile.epoch !== undefined && profile.epoch !== 'current'))) return;
    // ("My new home is 5830 Belmont Ave, Apt 7D, … please use that as the mailing address: P.O. Box 2271, …": where
    // the text gives a mailing address of its own, another address ticks no box of the mailing block.)
    if (isMailingBlock(profile) && !isMailingFact(fact) && ctx.data.facts.some((f) => f.address !== undefined && isMailingFact(f))) return;
    // ("The new address is 48 Quail Run Ct, Benicia, … no apartment" then "Mailing address: 2260 Pacheco Blvd, Apt 5,
    // …": nor does the mailing address tick a box of the home's block, where the text gives the home its own.)
    if (!isMailingBlock(profile) && isMailingFact(fact) && ctx.data.facts.some((f) => f.address !== undefined && !isMailingFact(f) && f.epoch !== 'previous')) return;
    out.push({
      field: profile.index,
      value: true,
      score: (relation === 'agree' ? 0.8 : 0.6) - (unitAsApartment ? UNIT_AS_APARTMENT_DOUBT : 0),
      fact: factIndex,
      concept: undefined,
      reasoning: `The address "${clip(fact.address?.full ?? fact.value, 60)}" has a ${unitAsApartment ? 'unit, a home\'s apartment' : kind} ("${clip(line2, 20)}"), which this check box marks.`,
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Choice fields (drop-downs, list boxes, radio groups)

/** How well a written value names an option, 0..1. */
/** Words an option's caption names its kind with: "Master's degree", "Basic level". */
const GENERIC_OPTION_WORDS = new Set(['degree', 'level']);

/** A country's or a colour's names, each to the first of its group: lists offer one of them, texts write another. */
const SAME_THING_NAMES: ReadonlyMap<string, string> = new Map(
  [
    ['united kingdom', 'uk', 'u k', 'great britain', 'britain', 'england', 'scotland', 'wales', 'gb'],
    // (Not "us": the pronoun is too common a value.)
    ['united states', 'united states of america', 'usa', 'u s a', 'america'],
    ['netherlands', 'the netherlands', 'holland'],
    ['czech republic', 'czech-republic', 'czechia'],
    // Colours, as a list of the spectrum names them: "purple" is its "Violet", "gray" its "Grey".
    ['violet', 'purple', 'lilac', 'lavender', 'mauve'],
    ['grey', 'gray'],
    ['blue', 'navy', 'navy blue'],
    ['red', 'scarlet', 'crimson'],
  ].flatMap((names) => names.map((name) => [simplify(name), simplify(names[0]!)] as const)),
);

export function optionMatch(value: string, option: ChoiceOption): number {
  const v = simplify(value);
  if (v === '') return 0;
  if (v === simplify(option.value) || v === simplify(option.label)) return 1;
  if (canonicalText(value) === canonicalText(option.label)) return 1;
  // ("N/A" is the option "05 - N/A": the label without its code, when its words are too short to compare.)
  if (v === simplify(option.label.replace(/^\s*[\dA-Z]{1,3}\s*[.)\-–]\s*/, ''))) return 0.95;
  // ("United Kingdom" is the option "Britain"; "USA" is "United States of America"; "purple" is "Violet".)
  const named = SAME_THING_NAMES.get(v);
  if (named !== undefined && named === SAME_THING_NAMES.get(simplify(option.label))) return 0.95;
  // ("master's (MPA, Univ of Maryland 2016)": a remark in brackets says more than the answer.)
  const answer = value.replace(/\s*\([^()]*\)/g, '').trim();
  const vt = tokenize(answer === '' ? value : answer);
  // ("master's" is "Master's degree", not "Post-Master's": the kind's own word, "degree", need not be said.)
  const said = option.tokens.filter((t) => !GENERIC_OPTION_WORDS.has(t) || vt.includes(t));
  if (said.length > 0 && vt.length > 0) {
    const inValue = said.filter((t) => vt.some((w) => tokensMeet(t, w))).length / said.length;
    const inOption = vt.filter((w) => option.tokens.some((t) => tokensMeet(t, w))).length / vt.length;
    if (inValue === 1 && inOption === 1) return 0.95;
    if (inValue === 1) return 0.8 * Math.max(inOption, 0.5);
    if (inOption === 1) return 0.75 * inValue;
  }
  // "3" for "3 - Technology Based", "03" for "03".
  const code = option.label.match(/^\s*([\dA-Z]{1,3})\s*[.)\-–]/)?.[1];
  if (code && /^[\dA-Z]{1,3}$/.test(value.trim()) && (code === value.trim() || Number(code) === Number(value.trim()))) return 0.8;
  return 0;
}

/** Words that take back what was said before them: "then changed his mind", "on second thought", "actually". */
const TAKEN_BACK = new RegExp(String.raw`\b(?:changed\s+(?:his|her|my|their|our)\s+mind|on second thought|${CORRECTING_WORDS})\b`, 'i');

/** Whether the sentence takes back its earlier clause between it and the later one. */
function tookBackBetween(sentence: string, earlier: string, later: string): boolean {
  const from = sentence.indexOf(earlier);
  const to = sentence.indexOf(later, from + earlier.length);
  return from >= 0 && to >= 0 && TAKEN_BACK.test(sentence.slice(from + earlier.length, to));
}

/**
 * Whether a clause is the key of its "Key: value" sentence: a few words that state nothing ("The reason is a new
 * work assignment: …" is a statement, its colon an explanation's).
 */
function isKeyOfLine(clause: string, sentence: string): boolean {
  const key = clause.trim();
  const line = withoutSectionItemLead(sentence.trimStart());
  return key !== '' && key.split(/\s+/).length <= 4 && !/\b(?:is|are|was|were|be|it's|i'm|i|we)\b/i.test(key) && line.startsWith(`${key}:`);
}
/** "item 11", "section A": the clauses an item's code as line-number-labels.ts writes it is split into. */
const SECTION_ITEM_CLAUSE = /^(?:item\s+\d{1,2}[a-z]?|section\s+[A-Z])$/i;

/** "Accommodation: N" of "item 11 (section A) Accommodation: N": the line as its writer keyed it. */
function withoutSectionItemLead(sentence: string): string {
  return sentence.replace(ITEM_CODE_BEFORE_WORDS, '');
}

export function scoreChoice(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const options = profile.options;
  if (options.length === 0) return [];
  const candidates: Candidate[] = [];

  // 1. A fact about this field whose value names an option.
  ctx.data.facts.forEach((fact, factIndex) => {
    const party = partyRelation(fact, profile);
    if (party === 'clash' || otherNumberedName(fact, profile)) return;
    const named = keyNamesField(fact, profile);
    // "New/Chg: Change": a key that lists the field's options asks the field's question.
    // (A key read out of a line's value, "Business structure: multi-member LLC, taxed as a partnership", asks its
    // own question: "tax classification", whatever the line's heading.)
    const ownKey = fact.source === 'prose' && fact.topic !== '' ? keySimilarity(factTokens({ ...fact, topic: '' }, []), profile, ctx) : 0;
    const sim = named ? 1 : Math.max(keySimilarity(factTokens(fact, []), profile, ctx), ownKey, keyListsOptions(fact.key, options) ? OPTIONS_KEY_SIMILARITY : 0);
    // The country of an address names the option of a country list, and so on.
    const part = fact.address ? addressPart(fact, profile) : undefined;
    if (sim < 0.35 && part === undefined) return;
    // "List Box13 = E. Reproduced on …": after the field's own name, the first word is the option.
    // ("Country is Portugal (she lives here), even though she's British": or by the value's head, before its remarks.)
    // ("Master's — MS Computer Science, Stevens, 2016", "N/A — no academic credit": or before a dash that explains it.)
    const head = fact.value.split(/\s*\(|,\s+(?:even\s+)?(?:though|although|but|because|since)\b|\s+[—–]\s+/)[0]!.trim();
    // ("Request type = NEW registration": under the field's own key, a first word that is an option outright beats the
    // whole value's looser likeness to one.)
    const firstWord = named ? bestOption(fact.value.split(/[\s.,;]+/)[0]!, options) : undefined;
    const asWhole = bestOption(part ?? fact.value, options);
    const whole = (firstWord && asWhole && firstWord.match > asWhole.match ? firstWord : undefined) ?? asWhole ?? firstWord ?? optionByPlace(fact.value, options);
    const byHead = part === undefined && head !== fact.value && head.length >= 2 ? bestOption(head, options) : undefined;
    const best = byHead && (!whole || byHead.match > whole.match) ? byHead : whole;
    if (!best) return;
    candidates.push({
      field: profile.index,
      value: best.option.value,
      score: Math.min(1, fact.strength * (0.35 + 0.65 * Math.max(sim, part !== undefined ? 0.5 : 0)) * best.match + (party === 'agree' ? 0.1 : 0)),
      fact: factIndex,
      concept: part !== undefined ? addressConcept(profile) : undefined,
      ...(part !== undefined ? { origin: fact.value } : {}),
      // "OH" of the previous address in the previous address's state list, though the present one's took "OH" too.
      ...(party === 'agree' ? { partyAgrees: true } : {}),
      keySim: sim,
      reasoning: `The text gives "${clip(fact.value, 40)}" for "${clip(fact.key || fact.topic, 40)}", which is the option "${best.option.label}".`,
    });
  });

  // 2. Yes/No choices are statements about the field.
  const yes = options.find((o) => /^(yes|y|true)$/i.test(o.label.trim()));
  const no = options.find((o) => /^(no|n|false)$/i.test(o.label.trim()));
  if (yes && no) {
    const statement = readStatement(profile, ctx);
    if (statement && statement.coverage >= 0.5) {
      candidates.push({
        field: profile.index,
        value: (statement.value ? yes : no).value,
        score: 0.3 + 0.5 * statement.coverage,
        fact: -1,
        concept: undefined,
        reasoning: `The sentence "${clip(statement.sentence, 80)}" ${statement.value ? 'states' : 'denies'} what the field asks, so "${statement.value ? yes.label : no.label}".`,
      });
    }
    return candidates;
  }

  // 3. An option named in the text, best when the same sentence speaks of the field. A state or country
  // list is answered by the addresses above; "IL" in an address does not pick every state list on the form.
  if (addressConcept(profile) !== undefined) return candidates;
  const mentions: { option: ChoiceOption; score: number; sentence: string; clause: string }[] = [];
  const denied: { option: ChoiceOption; sentence: string }[] = [];
  // ("individual training, not a group": a clause that sets what it says against what it denies says the first part.)
  const clauses = ctx.data.clauses.flatMap((clause) => {
    const set = clause.negated ? clause.text.match(SET_AGAINST_DENIED) : null;
    return set && !NEGATION_WORD.test(set[1]!) ? [{ ...clause, text: set[1]!, negated: false }, { ...clause, text: `not ${set[2]!}` }] : [clause];
  });
  for (const option of options) {
    const tokens = option.tokens;
    if (tokens.length === 0) continue;
    const distinctive = tokens.some((t) => t.length >= 4 && !WEAK_TOKENS.has(t));
    // A word of this option's and of no other's ("classroom" of "1 - Traditional Classroom") names it too, in a
    // sentence about the field ("In-person classroom delivery").
    const ownWords = tokens.filter((t) => t.length >= 5 && !WEAK_TOKENS.has(t) && !options.some((o) => o !== option && o.tokens.includes(t)));
    for (const clause of clauses) {
      // ("Whoever made the template left it on blue.": what a template came filled with names no choice.)
      if (TEMPLATE_LEFT_ON.test(clause.text)) continue;
      // ("fav colour purple?? not on your list i think so she said put violet": an option of no other list, named
      // whole after a word that says to write it, is chosen; a "not" before a "so" is of something else, as is one
      // of a condition: "if teal isn't one of its colours just go with green".)
      const putAt = [...clause.text.matchAll(PUT_WORDS)].find((m) => new RegExp(`^${escapeRegExp(option.label)}\\b`, 'i').test(clause.text.slice(m.index! + m[0].length)));
      if (putAt && labelWordsOf(option.label).every((w) => optionWordLists(ctx).get(w) === 1) && (!clause.negated || /\b(?:so|but|instead|then)\b|^\W*(?:and\s+|or\s+)?if\b/i.test(clause.text.slice(0, putAt.index)))) {
        mentions.push({ option, score: PUT_OPTION_SCORE, sentence: clause.sentence, clause: clause.text });
      }
      if (clause.negated) {
        const words = distinctive ? clauseWordsOutsideNames(clause.text, ctx) : undefined;
        if (words && tokens.every((t) => [...words].some((w) => tokensMeet(t, w, OPTION_RATIO)))) denied.push({ option, sentence: clause.sentence });
        continue;
      }
      // ("That box is for LLCs taxed as partnerships or corporations, which mine is not.": a clause the sentence goes on
      // to deny of the writer names no option of theirs.)
      if (DENIED_AFTER.test(clause.sentence.slice(clause.sentence.indexOf(clause.text) + clause.text.length))) continue;
      // ("No money is changing hands …, it's a gift": a clause that says what the thing is, in a word one option's
      // caption alone has, names that option.)
      const itIs = clause.text.trim().replace(/[.!]+$/, '').match(WHAT_IT_IS)?.[1]?.toLowerCase();
      if (itIs !== undefined && labelWordsOf(option.label).includes(itIs) && !options.some((o) => o !== option && labelWordsOf(o.label).includes(itIs))) {
        mentions.push({ option, score: PARTIAL_OPTION_SCORE, sentence: clause.sentence, clause: clause.text });
        continue;
      }
      const words = clauseWordsOutsideNames(clause.text, ctx, tokens);
      if (!words) continue;
      const meets = (t: string) => [...words].some((w) => tokensMeet(t, w, OPTION_RATIO));
      const whole = tokens.every(meets) || slashAlternatives(option.label).some((alternative) => alternative.every(meets));
      // (Only when the clause touches no other option: "a state university" meets "State Controlled Institution"
      // and "Private University" alike.)
      // (A word both options share, "current" of "New Work Assignment" and "… Present Performance", touches neither.)
      if (!whole && (!ownWords.some(meets) || options.some((o) => o !== option && o.tokens.some((t) => !tokens.includes(t) && meets(t))))) continue;
      // ("training type 02 developmental" beside "4 - Professional Development Unit": a word another list's option has as
      // written, "Developmental", names that option, not one of this list's whose word it only begins like.)
      if (!whole && namedByAnotherListsWord(clause.text, option, ownWords, ctx)) continue;
      // "Position title: IT Specialist (Systems Administration)" answers the position title, not every list
      // that happens to offer "Administration".
      if (answersAnotherField(clause.sentence, profile, ctx, clause.text)) continue;
      // ("I'm his supervisor and I approve": the writer's relation to whom the form is about, no option of theirs.)
      // ("my position: Supervisory Hydrologist" under the supervisor's signature: nor the writer's own job.)
      if (WRITER_RELATION.test(clause.text) || ctx.data.facts.some((f) => f.sentence === clause.sentence && isWritersOwnJob(f))) continue;
      // ("my new address is Kungsgatan 22, …": a word of the option that says which value another key's is, "new
      // address", names no "New" request.)
      if (!whole || tokens.length === 1) {
        const label = option.label.toLowerCase();
        if ((proseKeysBySentence(ctx).get(clause.sentence) ?? []).some((k) => k.tokens.some((t) => tokens.includes(t)) && !k.value.includes(label))) continue;
      }
      // ("I'm the office manager here …, and I'm sending in an SF-182 on behalf of one of our hydrologists": the
      // writer's own job, not one of the form's options for whom it is about.)
      // (What the sentence says after it is of whom the form is about: "I'm applying on behalf of the Kechi Lake Band of
      // Ojibwe, so we're an Indian tribe as applicant type".)
      const onBehalf = clause.sentence.match(WRITES_FOR_ANOTHER);
      if (onBehalf && clause.sentence.indexOf(clause.text) < (onBehalf.index ?? 0) + onBehalf[0].length) continue;
      const about = aboutField(clause, profile, ctx);
      // "Invoices/registration correspondence: Meridian …": a line's key says what its value answers; an option it
      // names ("6 - Correspondence") is not chosen by it, unless the key asks this field's question.
      if (!about && isKeyOfLine(clause.text, clause.sentence)) continue;
      // ("…, classroom, from an outside vendor": a short clause that is one long word of one option's names it.)
      // (The word whole, and in the options of no other list: "technology-based" names a delivery type, not also
      // the "Information Technology" sub-type.)
      // ("Dates: June 9-12, 2025, classroom, 28 duty hours": so is such a word between commas; "an in-person classroom
      // course": so is one that says what kind of course it is.)
      const namesOption = (text: string) => labelWordsOf(text).some((w) => w.length >= LONG_WORD && labelWordsOf(option.label).includes(w) && optionWordLists(ctx).get(w) === 1);
      // (A heading in capitals, "EMPLOYEE DATA", names a part of the text, no option.)
      const shortPart = (text: string) => text.trim().split(/\s+/).length <= LISTED_CLAUSE_WORDS && !NOT_AN_ATTRIBUTE.test(text) && !/^[^\p{Ll}]+$/u.test(text) && namesOption(text);
      const kindOfCourse = (text: string) => [...text.matchAll(KIND_OF_COURSE)].some((m) => namesOption(m[1]!));
      // ("in person at their Portland classroom": nor one that says how it is attended.)
      const attended = (text: string) => IN_PERSON.test(text) && text.trim().split(/\s+/).length <= ATTENDED_CLAUSE_WORDS && namesOption(text);
      const listed = !whole && (shortPart(clause.text) || clause.text.split(/,\s*/).some(shortPart) || kindOfCourse(clause.text) || attended(clause.text));
      if ((!distinctive || !whole) && !about && !listed) continue;
      // ("female, …" and "her previous landlord was a Mr Keogh": a courtesy title before a name says less of whom
      // the form is about than a word that says it outright.)
      const byTitleOnly = COURTESY_TITLE_BEFORE_NAME.test(clause.text) && !SEX_SAID_OUTRIGHT.test(clause.text);
      const score = (whole ? 0.5 + (about ? 0.25 : 0) + (distinctive ? 0.1 : 0) : PARTIAL_OPTION_SCORE) - (byTitleOnly ? TITLE_ONLY_LESS : 0);
      mentions.push({ option, score, sentence: clause.sentence, clause: clause.text });
    }
  }
  // ("he said blue at first …, then changed his mind - he wants red": of two options one sentence names, the one
  // after words that take the first back is meant.)
  const takenBack = mentions.filter((m) => mentions.some((later) => later.option !== m.option && later.sentence === m.sentence && tookBackBetween(m.sentence, m.clause, later.clause)));
  for (const m of takenBack) mentions.splice(mentions.indexOf(m), 1);
  // "non-supervisory" names "Non-supervisory", not "Supervisory" too: an option whose words are all inside another
  // option named in the same sentence is not named there on its own.
  const inside = (a: ChoiceOption, b: ChoiceOption) => a !== b && a.tokens.length < b.tokens.length && a.tokens.every((t) => b.tokens.includes(t));
  for (let i = mentions.length - 1; i >= 0; i--) {
    const m = mentions[i]!;
    if (mentions.some((o) => o.sentence === m.sentence && inside(m.option, o.option))) mentions.splice(i, 1);
  }
  // "it's an update, not a new sign-up": an option a sentence sets against another it names is not meant where
  // its word comes up elsewhere ("new place is Flat 2, …").
  for (const d of denied) {
    if (!mentions.some((m) => m.sentence === d.sentence && m.option !== d.option)) continue;
    for (let i = mentions.length - 1; i >= 0; i--) if (mentions[i]!.option === d.option) mentions.splice(i, 1);
  }
  if (mentions.length > 0) {
    mentions.sort((a, b) => b.score - a.score);
    const top = mentions[0]!;
    const rivals = mentions.filter((m) => m.option !== top.option && m.score >= top.score);
    if (rivals.length === 0) {
      candidates.push({
        field: profile.index,
        value: top.option.value,
        score: top.score,
        fact: -1,
        concept: undefined,
        reasoning: `The option "${top.option.label}" is named in "${clip(top.sentence, 80)}".`,
      });
    }
  }
  // "I'm going on my own, not with a group": of two options, the one the text denies leaves the other.
  // (A list's "Select one" is no option here: field-profile.ts readOptions leaves it out.)
  const real = options.filter((o) => o.tokens.length > 0);
  const deniedOptions = new Set(denied.map((d) => d.option));
  if (mentions.length === 0 && real.length === 2 && deniedOptions.size === 1) {
    const other = real.find((o) => !deniedOptions.has(o))!;
    candidates.push({
      field: profile.index,
      value: other.value,
      score: DENIED_OTHER_SCORE,
      fact: -1,
      concept: undefined,
      reasoning: `"${clip(denied[0]!.sentence, 80)}" denies "${denied[0]!.option.label}", which leaves "${other.label}".`,
    });
  }
  // "no supervisory or team-lead duties" against "Supervisory", "Managerial", "Non-supervisory": the option that is
  // the denied one's negation, whatever else the list offers.
  if (mentions.length === 0 && deniedOptions.size === 1) {
    const [one] = deniedOptions;
    const negation = real.find((o) => o !== one && NEGATED_OPTION.test(o.label) && simplify(o.label.replace(NEGATED_OPTION, '')) === simplify(one!.label));
    if (negation && !candidates.some((c) => c.value === negation.value)) {
      candidates.push({
        field: profile.index,
        value: negation.value,
        score: DENIED_OTHER_SCORE,
        fact: -1,
        concept: undefined,
        reasoning: `"${clip(denied[0]!.sentence, 80)}" denies "${one!.label}", which is "${negation.label}".`,
      });
    }
  }
  return candidates;
}

/**
 * "Improve/Maintain Present Performance": an option offering two words for one place is named whole by either
 * ("to improve her performance in her present job"). Only options of two words or more beside the alternative: a
 * word alone ("Program/Mission") is too common to name an option.
 */
function slashAlternatives(label: string): string[][] {
  // (Words, not parts of compounds: "Supervisory Program/First-Line Supervisors" offers no "First-Line" alone.)
  const m = label.match(/(?<![\p{L}-])(\p{L}+)\/(\p{L}+)(?![\p{L}-])/u);
  if (!m) return [];
  const rest = label.slice(0, m.index) + label.slice((m.index ?? 0) + m[0].length);
  if (tokenize(rest).length < 2) return [];
  return [m[1]!, m[2]!].map((word) => tokenize(`${label.slice(0, m.index)}${word}${label.slice((m.index ?? 0) + m[0].length)}`));
}

/** "Non-supervisory", "Not applicable", "Non resident": an option that negates another. */
const NEGATED_OPTION = /^\s*(?:non|not|un)(?:-|\s+)/i;

/** The other of two options, when the text denies one: just over the choice threshold. */
const DENIED_OTHER_SCORE = 0.52;

/** "radio_1: the second choice": an option named by its place in the list (a blank first option not counted). */
function optionByPlace(value: string, options: ChoiceOption[]): { option: ChoiceOption; match: number } | undefined {
  const m = value.trim().match(/^(?:the\s+)?([\p{L}\d]+)\s+(?:choice|option|one|button|item|entry)\b/iu);
  const place = m ? (m[1]!.toLowerCase() === 'last' ? -1 : placeOfOrdinal(m[1]!)) : undefined;
  if (place === undefined) return undefined;
  const listed = options.filter((o) => o.label.trim() !== '');
  const option = place === -1 ? listed[listed.length - 1] : listed[place - 1];
  return option ? { option, match: 0.9 } : undefined;
}

/** "it's a gift", "this is just a trade": what the thing is, in one word. */
const WHAT_IT_IS = /^(?:it['’]s|it is|this is|that['’]s)\s+(?:(?:just|only|simply)\s+)?an?\s+(?:(?:straight|simple|plain|outright|even|pure)\s+)?(\p{L}+)$/iu;
/** "Mr Keogh", "Mrs. Patel": a courtesy title before a name. */
const COURTESY_TITLE_BEFORE_NAME = /\b(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+\p{Lu}/u;
/** "female", "a man", "sex: M": a person's sex said in a word of its own. */
const SEX_SAID_OUTRIGHT = /\b(?:male|female|man|woman|boy|girl|gender|sex)\b/i;
/** How much less an option named only by a courtesy title scores than one named outright. */
const TITLE_ONLY_LESS = 0.05;
/** An option named by a word of its own only: just over the choice threshold, below any keyed answer. */
const PARTIAL_OPTION_SCORE = 0.52;
/** "an in-person classroom course": the word right before "course" (or "class", "session") says what kind it is. */
/** How much an option named after a word that says to write it scores (below a sentence about the field). */
const PUT_OPTION_SCORE = 0.6;
/** "put", "go with", "pick": the words that say to write what follows. */
const PUT_WORDS = /\b(?:put|use|pick|choose|select|go with|take|enter|write)\s+(?:down\s+)?/giu;
const KIND_OF_COURSE = /\b([\p{L}-]{8,})\s+(?:course|class|session|training|program)\b/giu;
/** The most words a clause may have to name an option by one long word of its own ("in-person classroom"). */
const LISTED_CLAUSE_WORDS = 5;
/** "in person at …", "in-person, at …": how a course is attended, which its place then says more of. */
const IN_PERSON = /^\W*(?:\p{L}+\s+)?in[- ]person\b/iu;
/** The most words such a clause may have. */
const ATTENDED_CLAUSE_WORDS = 12;
/** A clause about a thing of its own ("The classroom has forty seats"), not a course's attribute. */
const NOT_AN_ATTRIBUTE = /^\s*the\b|\b(?:has|have|had|holds|seats)\b/i;
/** A word this long names one option by itself ("classroom", "developmental"). */
const LONG_WORD = 8;

/**
 * Whether the words of a clause that meet an option's own words are, as written, words of other lists' options and
 * not of this option's label: "developmental" of "02 - Developmental Training Area", met by "Development".
 */
function namedByAnotherListsWord(text: string, option: ChoiceOption, ownWords: string[], ctx: MatchContext): boolean {
  const label = labelWordsOf(option.label);
  const meeting = labelWordsOf(text).filter((w) => tokenize(w).some((tw) => ownWords.some((t) => tokensMeet(t, tw, OPTION_RATIO))));
  return meeting.length > 0 && meeting.every((w) => !label.includes(w) && optionWordLists(ctx).has(w));
}

const labelWordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w !== '');
const optionWordListsOf = new WeakMap<MatchContext, Map<string, number>>();

/** Word → how many of the form's lists have an option with that word in its label. */
function optionWordLists(ctx: MatchContext): Map<string, number> {
  return countsOverFields(ctx, optionWordListsOf, (p) => (p.options ?? []).flatMap((o) => labelWordsOf(o.label)));
}

/** How much a key listing a field's options ("New/Chg") says it is about that field. */
const OPTIONS_KEY_SIMILARITY = 0.6;

/** Whether a key is two or more of the options, written as alternatives ("New/Chg", "M or F"). */
function keyListsOptions(key: string, options: ChoiceOption[]): boolean {
  const parts = key.split(/\s*\/\s*|\s+or\s+/).filter((p) => p.trim() !== '');
  if (parts.length < 2) return false;
  const named = new Set(parts.map((p) => bestOption(p, options)?.option).filter((o) => o !== undefined));
  return named.size >= 2;
}

function addressConcept(profile: FieldProfile): Concept | undefined {
  return (['country', 'state', 'city'] as Concept[]).find((c) => profile.wants.has(c));
}

function addressPart(fact: Fact, profile: FieldProfile): string | undefined {
  const a = fact.address!;
  if (profile.wants.has('country')) return a.country || undefined;
  if (profile.wants.has('state')) return a.state || undefined;
  if (profile.wants.has('city')) return a.city || undefined;
  return undefined;
}

function bestOption(value: string, options: ChoiceOption[]): { option: ChoiceOption; match: number } | undefined {
  let best: { option: ChoiceOption; match: number } | undefined;
  let tie = false;
  for (const option of options) {
    const match = optionMatch(value, option);
    if (match <= 0) continue;
    if (!best || match > best.match) {
      best = { option, match };
      tie = false;
    } else if (match === best.match) {
      tie = true;
    }
  }
  // Two options fit equally: naming either would be a guess.
  return best && !tie ? best : undefined;
}

const WRITES_FOR_ANOTHER = /\bI(?:'m|’m| am)\b[^.;]*\bon behalf of\b/i;
const WRITER_RELATION = /\b(?:I am|I'm|I’m|I was|I've been|I’ve been|I(?: will|['’]ll) sign as)\s+(?:his|her|their)\s+\p{L}/iu;
const WHOSE_ONLY_KEY = /^(?:me|myself|I|we|us|self|applicant|employee|client|taxpayer|patient|student|member)$/i;

function answersAnotherField(sentence: string, profile: FieldProfile, ctx: MatchContext, clause: string): boolean {
  // ("The reason is a new work assignment: I've just been named …": a clause that is the line's key is no answer
  // to another field's label; it says what the line is about.)
  // ("me: … / non-supervisory / …": a key that only says whose the values are asks no question of its own.)
  const keyed = ctx.data.facts.filter((f) => (f.source === 'line' || f.source === 'json') && f.sentence.startsWith(sentence) && !f.key.includes(clause) && !WHOSE_ONLY_KEY.test(f.key.trim()));
  if (keyed.length === 0) return false;
  // ("Codes: purpose is …; sub-type Information Technology; …; individual training, not a group": in a list of items
  // set apart by semicolons, a clause after one is an item of its own, whatever the line's key.)
  if (sentence.split(';').length >= LISTED_ITEMS && sentence.slice(0, Math.max(0, sentence.indexOf(clause))).includes(';')) return false;
  // ("Format: in-person classroom": a key no field of the form asks for, "Format", answers none; its value may
  // still name an option of a list whose label says it in other words, "Training Delivery Type".)
  return keyed.every((f) => keySimilarity(factTokens(f, []), profile, ctx) < 0.3) && keyed.some((f) => asksOfSomeField(f, ctx));
}

const asksOfSomeFieldCache = new WeakMap<MatchContext, Map<Fact, boolean>>();

/** Whether some field of the form asks for what a fact's key names (a key similarity of 0.3 or more). */
function asksOfSomeField(fact: Fact, ctx: MatchContext): boolean {
  const cache = asksOfSomeFieldCache.get(ctx) ?? new Map<Fact, boolean>();
  asksOfSomeFieldCache.set(ctx, cache);
  let asks = cache.get(fact);
  if (asks === undefined) {
    const tokens = factTokens(fact, []);
    asks = ctx.profiles.some((p) => keySimilarity(tokens, p, ctx) >= 0.3);
    cache.set(fact, asks);
  }
  return asks;
}

// ("it's purely for the new assignment": so does one that says what it is for and nothing else.)
const GIVES_REASON = /\b(?:because|so that|in order to|the reason (?:is|being)|I need (?:it|this|the (?:course|training)) (?:for|to|because)|(?:purely|solely|mainly|mostly|only) for)\b/i;
const PURPOSE_TOKENS = new Set(tokenize('purpose reason justification'));

/**
 * A clause's words without the names in it: "Coastal Freight Partners" names no "Partnership". (A phrase in capitals
 * that is the option itself, "code it as Training Program Area", is no name but the option written as the form
 * writes it.)
 */
function clauseWordsOutsideNames(text: string, ctx: MatchContext, optionTokens: string[] = []): Set<string> | undefined {
  const words = ctx.sentenceTokens.get(text);
  const isOption = (name: string) => optionTokens.length > 0 && tokenize(name).every((t) => optionTokens.includes(t));
  const names = properNames(ctx).filter((name) => text.includes(name) && !isOption(name));
  return words && names.length > 0 ? wordsOutsideNames(text, words, names) : words;
}

/** A text's words less those that come only from the names in it (a word also used outside them stays). */
function wordsOutsideNames(text: string, words: Set<string>, names: string[]): Set<string> {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  const outside = new Set(tokenize(rest));
  const inside = new Set(names.flatMap((name) => tokenize(name)));
  return new Set([...words].filter((w) => outside.has(w) || !inside.has(w)));
}

function aboutField(clause: Clause, profile: FieldProfile, ctx: MatchContext): boolean {
  const words = ctx.sentenceTokens.get(clause.sentence) ?? ctx.sentenceTokens.get(clause.text);
  if (!words) return false;
  // ("I need it because I've just been handed the construction portfolio, which is a new assignment for me": a
  // sentence that gives a reason speaks of the field that asks for the purpose.)
  if (GIVES_REASON.test(clause.sentence) && profile.sources.some((source) => source.tokens.some((t) => PURPOSE_TOKENS.has(t)))) return true;
  // The options' own words in the label ("C=C corporation, S=S corporation") say which option, not which field.
  const optionWords = new Set(profile.options.flatMap((o) => o.tokens));
  for (const source of profile.sources) {
    for (const t of source.tokens) {
      if (WEAK_TOKENS.has(t) || optionWords.has(t)) continue;
      for (const w of words) if (tokensMeet(t, w)) return true;
    }
    // ("Subtype: 02 Medical and Health" of "9B sub type": two of the label's words written as one.)
    for (let i = 0; i + 1 < source.tokens.length; i++) if (words.has(`${source.tokens[i]}${source.tokens[i + 1]}`)) return true;
  }
  return false;
}

