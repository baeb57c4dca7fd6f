/**
 * Names glued together as programs write them ("legalname", "clientAddr", "VENDOR_POC", "memberHeightCm"), in words:
 * the keys of macro files, directory records, PowerShell objects and outline properties.
 */

/**
 * Words a glued name is made of ("legalname", "clientaddr", "vendorid"). A name is split only when it is made of
 * these words entirely; otherwise it stays whole.
 */
const NAME_WORDS = new Set(
  ('name names first last middle given family sur maiden nick full legal biz business company firm org organisation organization ' +
    'dba trade tax class classification entity type llc ssn ein tin itin id no num number acct account routing bank iban ' +
    'swift bic exempt exemption payee fatca code street addr address line city town state province zip postcode postal country ' +
    'county unit apt suite floor mail mailing home work office cell mobile phone tel fax email web site url client customer vendor ' +
    'supplier requester payer po order invoice job title position role dept department employer employee date birth dob born ' +
    'place age sex gender height weight eye eyes hair skin colour color spouse partner child children dep dependent dependents ' +
    'filing status marital allowances allow extra withholding amount total fee fees cost price rate hours start end from to sign ' +
    'signature signed signer contact rep agent attorney witness buyer seller owner holder member reg registration licence license ' +
    'dl serial make model caliber calibre course training faction character alignment race background level ' +
    'old new prev previous current alien nationality citizenship passport visa my our sp pay plan grade step series duty ' +
    'purpose delivery source tuition materials fund site').split(' '),
);
/** Glued shorthand a name may hold, in words: "anum" is the A-number, "appt" the appointment, "hrs" hours. */
const SHORTHAND: Readonly<Record<string, string>> = {
  anum: 'a number',
  sp: 'spouse',
  dob: 'date of birth',
  appt: 'appointment',
  ph: 'phone',
  accomm: 'accommodation',
  hrs: 'hours',
  nonduty: 'non-duty',
  indiv: 'individual',
  grp: 'group',
  sup: 'supervisor',
  edu: 'education',
  accred: 'accreditation',
  poc: 'point of contact',
  lfm: 'last first middle',
};

/** "legalname" → "legal name", "clientAddr" → "client addr", "ssnA" stays "ssn A"; a name of unknown words stays whole. */
export function nameInWords(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    // ("sup1", "addr2": a number at the end of a name is a word of its own.)
    .replace(/(\p{L})(\d+)$/u, '$1 $2')
    .split(/[\s@_]+/)
    .map((piece) => gluedWords(piece.toLowerCase()) ?? piece)
    .join(' ')
    .replace(/\S+/g, (word) => SHORTHAND[word] ?? word);
}

/** The fewest NAME_WORDS (or SHORTHAND) that make up `glued` entirely, or undefined. */
function gluedWords(glued: string): string | undefined {
  if (NAME_WORDS.has(glued) || SHORTHAND[glued]) return glued;
  const best: Array<string[] | undefined> = [[]];
  for (let end = 1; end <= glued.length; end++) {
    for (let start = Math.max(0, end - 16); start < end; start++) {
      const before = best[start];
      const word = glued.slice(start, end);
      if (before && (NAME_WORDS.has(word) || SHORTHAND[word]) && (!best[end] || before.length + 1 < best[end]!.length)) best[end] = [...before, word];
    }
  }
  return best[glued.length]?.join(' ');
}
