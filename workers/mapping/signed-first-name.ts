/**
 * A writer who signs with a first name alone ("Danke dir! / Elif") over a pasted message that gives their whole name
 * ("Sendungen folgender Personen werden nachgesendet: 1. Elif Yılmaz-Köhler 2. Jonas Köhler", "Guten Tag Frau
 * Yılmaz-Köhler"): the first name signed is the writer's, and the one family name the text writes after it is theirs
 * too. A line "My name: Elif Yılmaz-Köhler" is said before the closing, and the writer's gender where the pasted
 * message greets them by a courtesy title and that family name ("Bonjour Madame AUBERT"). A plain function of the
 * text; a text signed otherwise, or whose first name is followed by more than one family name, is returned as it is.
 */
import { capitalsAsName } from './parse-compound.js';
import { escapeRegExp } from './normalize-text.js';

/** "Elif", "Clémence": a first name alone on the text's last line. */
const FIRST_NAME_ALONE = /^\s*(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)\s*[.!]?\s*$/u;
/** "Danke dir!", "Merci mille fois !", "Thanks,": a short closing line over the signature, ending in "!" or ",". */
const CLOSING_LINE = /^\s*\p{L}[\p{L}'’ ]{1,30}?\s*[!,]\s*$/u;
/**
 * A family name as written: "Yılmaz-Köhler", "AUBERT" ("de Vries" is left out: a particle starts no capital). Not a
 * second given name, "Claudia Marcela Rincón Vargas": a name that goes on is no first name and a family name.
 */
const FAMILY_NAME = String.raw`(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)`;
/** Courtesy titles that say a woman, then a man. */
const WOMAN_TITLE = String.raw`Frau|Madame|Mme|Mrs|Ms|Señora|Sra|Signora|Mevrouw|Pani`;
const MAN_TITLE = String.raw`Herr|Monsieur|M\.|Mr|Señor|Sr|Signor|Meneer|Pan`;
/** Words that follow a first name but are no family name ("Elif Here", "Clémence Thanks"). */
const NOT_FAMILY_NAME = /^(?:Here|Thanks|Danke|Merci|Again|Also|And|The)$/;

export function withSignedFirstNameInFull(text: string): string {
  const lines = text.split('\n');
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const closing = lines.findLastIndex((line, i) => i < last && line.trim() !== '');
  const first = last > 0 ? lines[last]!.match(FIRST_NAME_ALONE)?.[1] : undefined;
  if (first === undefined || closing < 0 || !CLOSING_LINE.test(lines[closing]!)) return text;
  // (The body above the closing: the whole name is written there, in the pasted message or the writer's own lines.)
  const body = lines.slice(0, closing).join('\n');
  const families = new Set<string>();
  for (const m of body.matchAll(new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(first)}[ \t]+${FAMILY_NAME}(?![\p{L}]|[ \t]+\p{Lu}\p{Ll})`, 'gu'))) {
    if (!NOT_FAMILY_NAME.test(m[1]!)) families.add(m[1]!);
  }
  if (families.size !== 1) return text;
  const [written] = families;
  // ("Type my name in the print/type preparer's name box: Siobhan Iwasaki-Grant": a name the text keys already is read
  // under its key, whose it says.)
  if (new RegExp(String.raw`:[ \t]*${escapeRegExp(first)}[ \t]+${escapeRegExp(written!)}(?![\p{L}])`, 'u').test(body)) return text;
  const family = /^\p{Lu}+(?:-\p{Lu}+)?$/u.test(written!) && written!.length > 1 ? capitalsAsName(written!) : written!;
  const greeted = (titles: string) => new RegExp(String.raw`(?<![\p{L}])(?:${titles})\.?[ \t]+(?:${escapeRegExp(first)}[ \t]+)?${escapeRegExp(written!)}(?![\p{L}])`, 'u').test(body);
  const woman = greeted(WOMAN_TITLE);
  const man = greeted(MAN_TITLE);
  const said = [`My name: ${first} ${family}`, ...(woman !== man ? [`My gender: ${woman ? 'female' : 'male'}`] : [])];
  return [...lines.slice(0, closing), ...said, ...lines.slice(closing)].join('\n');
}
