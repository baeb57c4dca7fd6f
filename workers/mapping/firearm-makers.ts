/**
 * Firearm makers, as bills of sale and listings name them before the model: "a Remington 870 Express, a pump-action
 * shotgun", "GUN: Smith & Wesson M&P9 Shield Plus (pistol)", "Savage Axis II bolt rifle, .270 Win". Without a
 * "make:" key, only the maker's name tells where the make ends and the model begins.
 */

import { escapeRegExp } from './normalize-text.js';

const MAKERS = [
  'Smith & Wesson', 'Smith and Wesson', 'S&W', 'Sig Sauer', 'SIG Sauer', 'Heckler & Koch', 'H&K', 'Springfield Armory',
  'Daniel Defense', 'Christensen Arms', 'Kel-Tec', 'Hi-Point', 'Ruger', 'Remington', 'Savage', 'Browning', 'Winchester',
  'Mossberg', 'Marlin', 'Glock', 'Colt', 'Springfield', 'Beretta', 'Taurus', 'Kimber', 'CZ', 'Benelli', 'Tikka',
  'Bergara', 'Walther', 'Franchi', 'Stoeger', 'Weatherby', 'Howa', 'Rossi', 'Sako', 'Henry',
];

/** Words of a maker's company name after the name itself: "Henry Repeating Arms", "Ruger Firearms", "Benelli USA". */
const COMPANY_WORDS = String.raw`Repeating\s+Arms|Arms|Firearms|Industries|Manufacturing|Mfg\.?|USA|U\.S\.A\.|Inc\.?`;

/** Words that say a sentence is about a firearm (a maker's name alone may be a person's: "Henry"). */
const FIREARM_WORDS = /\b(?:gun|guns|rifle|shotgun|pistol|revolver|handgun|firearm|carbine|caliber|calibre|gauge|ga|serial|bolt|pump|semi-auto|lever|FOID)\b|\.\d{2,3}\b|\d(?:\.\d)?\s?mm\b/i;

/**
 * The maker, then the model's words: capitalised or with digits ("870 Express", "M&P9 Shield Plus", "Axis II"),
 * after a comma too ("For the paper: Browning, Citori 725 Field, 12 gauge"), or named ("Mossberg, model 500 Field",
 * "Smith & Wesson, type/model M&P15 Sport II", "Remington / model 870 Wingmaster"), with the kind of action in brackets after it ("500 Field
 * (pump-action)").
 */
const MAKE_THEN_MODEL = new RegExp(
  String.raw`(?<![\p{L}&])((?:${MAKERS.map(escapeRegExp).join('|')})(?:\s+(?:${COMPANY_WORDS}))*)(?:,|\s+\/)?\s+(?:(?:type\s*\/\s*)?model:?\s+)?((?:[\p{Lu}\d][\p{L}\d&./-]*)(?:\s+(?:[\p{Lu}\d][\p{L}\d&./-]*))*(?:\s+\((?:pump|bolt|lever|break|slide|semi|single|double)[- ](?:action|auto(?:matic)?)\))?)`,
  'u',
);

/**
 * "… pistol", "… (over/under shotgun)", "… pump-action shotgun", "… bolt action", "… over/under, 12 gauge": the kind of firearm written right
 * after its model, as a bill of sale's "Type/Model" box takes both.
 */
const KIND_AFTER_MODEL = /^(?:\s*,)?\s+(\((?:[\p{Ll}/-]+\s+){0,2}(?:pistol|revolver|rifle|shotgun|carbine|handgun|action)\)|(?:(?:over\/under|over-and-under|over-under|side-by-side|pump(?:-action)?|bolt(?:-action)?|lever(?:-action)?|semi-auto(?:matic)?|single-shot|double-barrel|break-action)\s+)?(?:pistol|revolver|rifle|shotgun|carbine|handgun)\b|(?:pump|bolt|lever|break)[- ]action\b|(?:over\/under|over-and-under|over-under|side-by-side|double-barrel(?:led)?|semi-auto(?:matic)?)(?=\s*[,;.]|\s*$))/u;

/**
 * The make and model a sentence about a firearm names by its maker, or undefined; with the model, the kind of
 * firearm written right after it (`kind`, "M&P Shield Plus pistol").
 */
export function firearmMakeAndModel(sentence: string): { make: string; model: string; modelWithKind?: string } | undefined {
  if (!FIREARM_WORDS.test(sentence)) return undefined;
  const m = sentence.match(MAKE_THEN_MODEL);
  if (!m) return undefined;
  // ("Savage Axis II bolt rifle": the model ends where the lower-case words begin, as the pattern reads it.)
  const model = m[2]!.replace(/[.,;:]+$/, '');
  const after = sentence.slice((m.index ?? 0) + m[0].length);
  const kind = /^[.,;:]*\s*\(/.test(m[2]!.slice(model.length)) ? undefined : after.match(KIND_AFTER_MODEL)?.[1];
  return { make: m[1]!, model, ...(kind && !/\(/.test(model) ? { modelWithKind: `${model} ${kind}` } : {}) };
}

/**
 * The maker a line about a firearm gives alone after its key, as a list writes it ("The gun: Remington / model 870
 * …"), or undefined.
 */
export function firearmMakerAlone(line: string): string | undefined {
  const key = line.match(/^([^:]{0,30}):/)?.[1];
  return key !== undefined && FIREARM_WORDS.test(key) ? firearmMakerSaidAlone(line.slice(key.length + 1)) : undefined;
}

/** "A Remington.", "It's a Browning": a maker named alone in a sentence of its own. */
const MAKER_SAID_ALONE = new RegExp(String.raw`^(?:(?:it['’]s|it is)\s+)?(?:an?\s+|the\s+)?((?:${MAKERS.map(escapeRegExp).join('|')})(?:\s+(?:${COMPANY_WORDS}))*)\.?$`, 'iu');

/** The maker a sentence names alone ("A Remington."), to be read where the text is about a firearm; or undefined. */
export function firearmMakerSaidAlone(sentence: string): string | undefined {
  const m = sentence.trim().match(MAKER_SAID_ALONE)?.[1];
  return m ? MAKERS.find((maker) => maker.toLowerCase() === m.toLowerCase()) ?? m : undefined;
}

/** Whether a sentence speaks of a firearm (a gun, a calibre, a serial number, a FOID card). */
export function mentionsFirearm(sentence: string): boolean {
  return FIREARM_WORDS.test(sentence);
}
