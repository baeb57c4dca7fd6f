/**
 * Shorthand that people write in keys and notes instead of a form's words: "addr", "acct", "occ", "desk line", and a tax
 * preparer's "TP" (taxpayer), "SP" (spouse), "dep" (dependent), "fed w/h" (federal withholding). Spelt out, a
 * key meets the form's label in the word rules, in the embedding, and in the party rules ("SP: Leila …" is the
 * spouse's). Only shorthand that means one thing on a form is listed: "st" (street or saint), "mo" (month or
 * Missouri), "mi" (middle initial or Michigan) and "dd" (direct deposit, or the day in "mm/dd/yyyy") are not,
 * because labels and values are read through here too.
 */

/** Lower-case word → what it stands for. */
const WORDS: Record<string, string> = {
  addr: 'address',
  acct: 'account',
  amt: 'amount',
  appt: 'appointment',
  bday: 'birthday',
  biz: 'business',
  cls: 'classification',
  cntct: 'contact',
  byr: 'buyer',
  ceu: 'continuing education unit',
  ceus: 'continuing education units',
  crs: 'course',
  ctc: 'child tax credit',
  ded: 'deduction',
  dep: 'dependent',
  deps: 'dependents',
  dept: 'department',
  desc: 'description',
  divs: 'dividends',
  dt: 'date',
  fed: 'federal',
  dl: 'driver license',
  excl: 'excluding',
  fav: 'favourite',
  exmpt: 'exempt',
  fs: 'filing status',
  govt: 'government',
  hgt: 'height',
  ht: 'height',
  incl: 'including',
  learner: 'student',
  lic: 'license',
  mdl: 'model',
  mfr: 'make manufacturer',
  mgr: 'manager',
  nm: 'name',
  occ: 'occupation',
  ofc: 'office',
  opp: 'opportunity',
  org: 'organization',
  pd: 'paid',
  ph: 'phone',
  pmt: 'payment',
  pos: 'position',
  pres: 'presidential',
  prev: 'previous',
  px: 'price',
  qty: 'quantity',
  rcvd: 'received',
  rmt: 'remit',
  rtn: 'routing number',
  slr: 'seller',
  sp: 'spouse',
  std: 'standard',
  sup: 'supervisor',
  supv: 'supervisor',
  tp: 'taxpayer',
  vndr: 'vendor',
  trng: 'training',
  wgt: 'weight',
  wk: 'work',
  wksht: 'worksheet',
  wkst: 'worksheet',
  wt: 'weight',
  yr: 'year',
  yrs: 'years',
};

/** Shorthand of more than one word, or with a sign: "w/h" is withholding, "course #" the course number. */
const PHRASES: [RegExp, string][] = [
  [/\bw\/h\b/gi, 'withholding'],
  // ("first_name_mi": after a name, "mi" is its middle initial, not Michigan.)
  [/\b(first\s+name)\s+mi\b/gi, '$1 and middle initial'],
  // "legal nm (as on our tax rtn)": a tax return's, where "rtn" alone is a bank's routing number.
  [/\btax\s+rtn\b/gi, 'tax return'],
  // ("the PR in FBMS is 0041183702": a federal office's purchase request, the requisition the form numbers.)
  [/\bPRs?\b(?=\s+(?:in|number|no\.?|#|is|:))/g, 'purchase requisition'],
  // ("they're the ones asking for the W-9": so is whoever asks for the form.)
  [/\b(?:the ones?|the people|the company|who(?:['’]s| is| are)?)\s+(?:asking|requesting)\s+(?:for\s+)?(?:the|this|a|our)\s+(?:W-?9|form)\b/gi, 'requester'],
  // "req'r: Lehigh Valley Property Group, …": the W-9's requester.
  [/\breq['’]r\b/gi, 'requester'],
  // ("Fund cite ...... 2025-WRC-1421-TRN-04": the appropriation a cost is charged to, as the SF-182 asks for it.)
  [/\bfund\s+cite\b/gi, 'appropriation fund cite'],
  // ("M&IE ........ $276.00" on a travel authorization: the per diem's meals and incidental expenses.)
  [/\bM\s?&\s?IE\b(?=\s*(?:\.{2,}|:|…|$))/g, 'meals and incidental expenses'],
  // ("Held at: Riverfront Training Center, 410 Grand Blvd, …": where something takes place is its location.)
  [/^\s*(?:held|takes\s+place|taking\s+place|hosted)\s+at\s*$/gi, 'location held at'],
  // "S/N: BXLK205" on a receipt is the serial number.
  [/\bS\s?\/\s?N\b|\bSN(?=\s*[:#]?\s+[\dA-Z])/g, 'serial number'],
  // ("list price $2,150.00; government price $1,840.00": what a vendor charges the government for a course is its
  // tuition.)
  [/\bgov(?:ernment|['’]?t)?\.?\s+price\b/gi, 'government tuition fees'],
  // "Price: $460 in cash": a price is the amount paid.
  [/\b(?:sale |purchase |selling |asking )?price\b/gi, 'price amount payment'],
  // "Business structure: multi-member LLC": what the W-9 calls the federal tax classification.
  [/\b(?:business|entity|company) structure\b/gi, 'business structure tax classification'],
  // "My desk line is …", "direct line", "his office line": the phone at someone's office.
  [/\b(?:desk|direct|office|work) (?:line|phone)(?! (?:number|no|#))\b/gi, 'office telephone'],
  // "Assistance Listing 45.312": what grant forms still call the CFDA number.
  [/\bassistance listings?(?:\s+(?:number|no\.?|#))?(?=\s|$|:)/gi, 'assistance listing cfda number'],
  // "acct no. 27740615", "policy no": "no" after the thing numbered is its number, not a refusal.
  [/\b(acct|account|policy|case|file|ref|reference|invoice|order|member|claim|vendor|customer|client|course|class|catalog|item|model|part|serial|lot|permit|licen[cs]e|certificate|badge|employee|student|patient|flight|ticket|booking|confirmation|tracking|receipt|check|cheque|loan|contract|project|requisition|document|registration|passport|phone|fax)\.?\s+no\b\.?/gi, '$1 number'],
  // A tax return's words as people say them: "your profit is 38,760" from a Schedule C is the 1040's business income,
  // "SE tax" the self-employment tax, "that leaves you owing 1,163" the amount you owe.
  // (Not "nonprofit", "not-for-profit", "for-profit": an organisation's kind.)
  [/(?<!\bnon[\s-]?|\bfor[\s-])\b(?:net\s+)?profit\b(?![\s-]+(?:organi[sz]ation|corporation|company|entity|making))/gi, 'business income profit'],
  [/\bSE\s+tax\b/gi, 'self-employment tax'],
  [/\b(?:you|he|she|they|we|I)(?:['’]re|['’]s| are| is| am)?\s+owing\b/gi, 'amount you owe'],
  // ("yo: 34", "y/o: 19": years old, a key of its own.)
  [/^\s*(?:yo|y\/o|y\.o\.)\s*$/gi, 'age'],
  // ("Pay plan / Ser / Gr / Step: GS / 0343 / 11 / 3": a federal job's series and grade, a key of their own.)
  [/^\s*ser\.?\s*$/gi, 'series'],
  // ("serial: DFK4172", "--serial DFK4172": a serial alone, as a key, is the serial number.)
  [/^\s*serial\s*$/gi, 'serial number'],
  // ("Serial on the receiver: 31247ZX352": where on the thing the serial is stamped says nothing more of it.)
  [/^\s*serial(?:\s+(?:number|no\.?))?\s+(?:on|off|from|stamped\s+on)\s+(?:the\s+)?(?:receiver|frame|barrel|slide|plate)\s*$/gi, 'serial number'],
  // ("Manufacturer: Browning" on a record: a firearm's or a device's maker, its make.)
  [/^\s*manufacturer\s*$/gi, 'make manufacturer'],
  [/^\s*gr\.?\s*$/gi, 'grade'],
  // ("course site: Hatfield Marine Science Center, …": where a course is held, its location.)
  [/^\s*(course|training|class|workshop|event)\s+site\s*$/gi, '$1 site location'],
  // ("first line phone", "second_line_email": an approver's phone or e-mail by the line of supervision alone; "first
  // line" by itself may be an address's, and stays.)
  [/^\s*(first|second)[\s-]line\s+(phone|telephone|email|e-mail)\s*$/gi, '$1-line supervisor $2'],
  // ("sup 1", "sup2 phone", from a script's "sup1=(…)": supervisors numbered by their line of supervision.)
  [/^\s*(?:sup|supv|supervisor)\s*1(?=\s|$)/gi, 'first-line supervisor'],
  [/^\s*(?:sup|supv|supervisor)\s*2(?=\s|$)/gi, 'second-line supervisor'],
  // "desk (202) 555-0186": a key of one word before a phone number, the office's.
  [/^\s*desk\s*$/gi, 'office telephone'],
  // "Basis/Sh", "Cost/Share": a statement's column of an amount for one share.
  [/\s*\/\s*(?:sh|shr|share)\b\.?/gi, ' per share'],
  // A statement's column "Shares" over 54.0497: how many, the quantity of a lot.
  [/^\s*shares\s*$/gi, 'quantity'],
  // ("AAS, Electronics Engineering Technology (2-yr degree)": an associate's degree by its letters.)
  [/\b(?:AAS|A\.A\.S\.|AAS\.|A\.A\.|A\.S\.)(?=[\s,;()]|$)/g, 'associate degree'],
  // "M.S. in Civil Engineering", "MPA, 2016", "Ph.D.": a degree by its letters is the level an education list names.
  [/\b(?:M\.S\.|M\.A\.|M\.Sc\.?|MSc|MBA|MPA|MPH|MSW|M\.Ed\.|MFA|LL\.M\.)(?=[\s,;()]|$)/g, "master's degree"],
  [/\b(?:Ph\.D\.|PhD|Ed\.D\.|EdD)(?=[\s,;()]|$)/g, 'doctorate degree'],
  [/\b(?:B\.S\.|B\.A\.|B\.Sc\.?|BSc|BBA)(?=[\s,;()]|$)/g, "bachelor's degree"],
  // ("bachelors (poli sci)", "masters", typed without the apostrophe.)
  [/\bbachelors\b/gi, "bachelor's degree"],
  [/\bmasters\b/gi, "master's degree"],
  // "non sup", a chat's answer to "non-supervisory, supervisory, manager, or executive?".
  [/\bnon[\s-]?sup\b\.?/gi, 'non-supervisory'],
  // ("Supervisory status: 8 - All Other Positions (non-supervisory)": the personnel system's name for the position
  // level. Its words stay in brackets: "Supervisory status: None" still says no to the supervisory level.)
  [/\bsupervisory status\b(?!\s*\))/gi, 'position level (supervisory status)'],
  // ("non-gov source": a source outside the government.)
  [/\bnon[\s-]?gov\b\.?/gi, 'non government'],
  // ("How will this training help your work?": an online request form's question for the skill learning objective.)
  [/^\s*how (?:will|would|does) (?:this|the) (?:training |course |class )?help (?:your|my) (?:work|job)\??\s*$/gi, 'skill learning objective'],
  // ("Accommodation details: Assistive listening device …": what a special accommodation requires.)
  [/^\s*(?:special )?accommodation details\s*$/gi, 'special accommodation requirements'],
  // "USCIS#: 218-553-907", as a green card prints the A-number.
  [/\bUSCIS\s*(?:#|number|no\b\.?)/gi, 'alien registration number'],
  // (Not "A# 201-884-517": a one-letter code before it is a USCIS A-number, read as one.)
  [/(?<=\p{L}{2})\s*#(?=\s|$)/gu, ' number'],
];

/** The text with every listed shorthand spelt out; other words are left as they were written. */
export function expandAbbreviations(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out.replace(/\p{L}+/gu, (word) => WORDS[word.toLowerCase()] ?? word);
}

/** Whether a word is listed shorthand ("TP", "acct"): alone, such a word names a key, never a value. */
export function isAbbreviation(word: string): boolean {
  return WORDS[word.toLowerCase()] !== undefined;
}
