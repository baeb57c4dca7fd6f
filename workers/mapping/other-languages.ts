/**
 * The words of French, Spanish, German, Italian, Portuguese and Dutch forms and texts that name what the rules know in
 * English ("prénom", "apellidos", "Geburtsdatum", "cognome", "sobrenome"): a French form is filled from an English text and the other way round, and the
 * embedding model, which knows English only, is not needed for it. Accent-free and lower case, as simplify()
 * leaves words. Words that are also English words with another meaning ("pays", "land", "fin", "firma") are not
 * listed, nor words for numbers and phones that a form asks of several people ("cédula", "celular"): without
 * reading whose a value is in those languages, they would fill every such row.
 */

/**
 * Signing in the other languages the rules read, as words just before a date or in its sentence: "Voy a pasar a
 * firmar el formulario el jueves 6 de marzo", "signé le 3 mars", "Certifié exact à Esch-sur-Alzette, le
 * 28/02/2020", "unterschrieben am 3. März", "Für die Richtigkeit: Foetz, den 15/01/2020".
 */
export const SIGNING_IN_OTHER_LANGUAGES =
  /\b(?:firm(?:ar|o|ado|ada|aré|ara|é|a)|assin(?:ar|o|ado|ada|atura|a)|sign(?:er|é|ée|erai)|certifié(?:e|s)? exact|unterschr(?:eiben|ieben|ift)|unterzeichnet|f[üu]r die richtigkeit)(?![\p{L}])/iu;

/** Phrases first: their words mean something else alone ("code" and "postal" are each no postcode). */
export const FOREIGN_PHRASES: [RegExp, string][] = [
  [/\b(date|lieu) de naissance\b/g, '$1 of birth'],
  [/\bfecha de nacimiento\b/g, 'date of birth'],
  [/\bsegundo nombre\b/g, 'middle name'],
  [/\bprimer nombre\b/g, 'first name'],
  [/\blugar de nacimiento\b/g, 'place of birth'],
  [/\b(code|codigo) postal\b/g, 'postal code'],
  [/\bcorreo electronico\b/g, 'email'],
  [/\bdata di nascita\b/g, 'date of birth'],
  [/\bluogo di nascita\b/g, 'place of birth'],
  [/\bsecondo nome\b/g, 'middle name'],
  [/\bindirizzo postale\b/g, 'mailing address'],
  [/\bdata della firma\b/g, 'date of signature'],
  [/\bnumero di telefono\b/g, 'phone'],
  [/\bdata de nascimento\b/g, 'date of birth'],
  [/\bnome do meio\b/g, 'middle name'],
  [/\bprimeiro nome\b/g, 'first name'],
  [/\bendereco (?:pra|para) correspondencia\b|\bendereco postal\b/g, 'mailing address'],
  [/\bdata de assinatura\b|\bdata da assinatura\b/g, 'date of signature'],
  [/\bnumero de telephone\b|\bnumero de telefono\b/g, 'phone'],
  // A period's two boxes, "période du ___ au ___": the words alone are its start and its end.
  [/\bperiode du\b|^(?:du|vom|del|desde)$/g, 'period start'],
  [/^(?:au|bis|al|hasta)$/g, 'period end'],
];

/** Word → the English word or phrase. */
export const FOREIGN_WORDS: Record<string, string> = {
  // French
  nom: 'name',
  prenom: 'first name',
  prenoms: 'first name',
  adresse: 'address',
  rue: 'street',
  ville: 'city',
  localite: 'city',
  commune: 'city',
  nationalite: 'nationality',
  naissance: 'birth',
  courriel: 'email',
  employeur: 'employer',
  salarie: 'employee',
  salariee: 'employee',
  salaire: 'salary',
  salaires: 'salary',
  impot: 'tax',
  retenu: 'withheld',
  retenue: 'withheld',
  cotisations: 'contributions',
  sociales: 'social',
  classe: 'class',
  dossier: 'file',
  comptabilite: 'accounting',
  indemnisation: 'benefit',
  sante: 'health',
  certifie: 'certified',
  numero: 'number',
  epoux: 'spouse',
  epouse: 'spouse',
  mari: 'spouse',
  fils: 'son',
  fille: 'daughter',
  homme: 'male',
  femme: 'female',
  sexe: 'gender',
  // Spanish
  nombre: 'name',
  nombres: 'first name',
  apellido: 'last name',
  apellidos: 'last name',
  direccion: 'address',
  domicilio: 'address',
  calle: 'street',
  ciudad: 'city',
  beneficiario: 'beneficiary',
  beneficiaria: 'beneficiary',
  municipio: 'city',
  departamento: 'state',
  provincia: 'state',
  pais: 'country',
  nacionalidad: 'nationality',
  telefono: 'phone',
  correo: 'email',
  fecha: 'date',
  edad: 'age',
  sexo: 'gender',
  genero: 'gender',
  esposo: 'spouse',
  esposa: 'spouse',
  hijo: 'son',
  hija: 'daughter',
  hombre: 'male',
  mujer: 'female',
  empleador: 'employer',
  // Italian
  cognome: 'last name',
  nome: 'first name',
  indirizzo: 'address',
  citta: 'city',
  cap: 'postal code',
  appartamento: 'apartment',
  nazionalita: 'nationality',
  cellulare: 'mobile phone',
  marito: 'spouse',
  moglie: 'spouse',
  figlio: 'son',
  figlia: 'daughter',
  // Portuguese
  sobrenome: 'last name',
  endereco: 'address',
  cidade: 'city',
  cep: 'postal code',
  estado: 'state',
  apartamento: 'apartment',
  andar: 'floor',
  nascimento: 'birth',
  assinatura: 'signature',
  // German
  vorname: 'first name',
  nachname: 'last name',
  familienname: 'last name',
  anschrift: 'address',
  strasse: 'street',
  'straße': 'street',
  hausnummer: 'house number',
  ort: 'city',
  wohnort: 'city',
  stadt: 'city',
  geburtsdatum: 'date of birth',
  geburtsort: 'place of birth',
  staatsangehorigkeit: 'nationality',
  telefon: 'phone',
  datum: 'date',
  unterschrift: 'signature',
  arbeitgeber: 'employer',
  arbeitnehmer: 'employee',
  arbeitnehmerin: 'employee',
  mitarbeiter: 'employee',
  mitarbeiterin: 'employee',
  mitarbeiters: 'employee',
  wohnt: 'living',
  gehalt: 'salary',
  lohn: 'salary',
  bruttolohn: 'gross salary',
  brutto: 'gross',
  lohnsteuer: 'tax withheld',
  einbehaltene: 'withheld',
  steuer: 'tax',
  steuerklasse: 'tax class',
  steuerkredit: 'tax credit',
  sozialversicherungsbeitrage: 'social contributions',
  beitrage: 'contributions',
  identifikationsnummer: 'identification number',
  nationale: 'national',
  matrikelnummer: 'file number',
  lohnbuchhaltung: 'salary accounting',
  krankengeld: 'health benefit',
  richtigkeit: 'certified',
  zeitraum: 'period',
  geschlecht: 'gender',
  ehemann: 'spouse',
  ehefrau: 'spouse',
  sohn: 'son',
  tochter: 'daughter',
  // A German's brokerage statement: "Kontonummer", "Kürzel KO", "Kaufdatum", "Stückzahl", "Handelstag", "Valuta".
  kontonummer: 'account number',
  depotnummer: 'account number',
  kurzel: 'symbol',
  kaufdatum: 'trade date',
  handelstag: 'trade date',
  stuckzahl: 'quantity',
  valuta: 'settlement date',
  nennwert: 'par quantity',
  // Dutch
  voornaam: 'first name',
  voornamen: 'first name',
  achternaam: 'last name',
  adres: 'address',
  straat: 'street',
  woonplaats: 'city',
  plaats: 'city',
  telefoon: 'phone',
  geboortedatum: 'date of birth',
  geboorteplaats: 'place of birth',
  nationaliteit: 'nationality',
  geslacht: 'gender',
  lengte: 'height',
  rijbewijs: 'driving license',
  talen: 'languages',
  kleur: 'colour',
  lievelingskleur: 'favourite colour',
  handtekening: 'signature',
  werkgever: 'employer',
  echtgenoot: 'spouse',
  echtgenote: 'spouse',
  vrouw: 'female',
  naam: 'name',
  leeftijd: 'age',
  gewicht: 'weight',
  ogen: 'eyes',
  huid: 'skin',
  haar: 'hair',
  factie: 'faction',
  bondgenoten: 'allies',
  organisaties: 'organizations',
  achtergrond: 'backstory',
  eigenschappen: 'traits',
  schat: 'treasure',
};

/**
 * English written in another language's word order, as a newcomer writes it: "Name of family is Kovalenko. Name
 * given is Oksana.", "A-number my is 215 478 903", "number of house 5520", "index 60641" (the Russian and Ukrainian
 * word for a postcode). Rewritten in the order the readers know: "family name is …", "my A-number is …".
 */
export function withCalquesRead(text: string): string {
  let out = text;
  // (A sentence's capital stays at its start: "Name of family is …" → "Family name is …".)
  const cased = (written: string, english: string) => (/^\p{Lu}/u.test(written) ? `${english.charAt(0).toUpperCase()}${english.slice(1)}` : english);
  for (const [calque, english] of CALQUES) out = out.replace(calque, (written: string, ...groups: string[]) => cased(written, english(...groups)));
  return out;
}

/** Each calque, and the English words for it (from its groups, where it has any). */
const CALQUES: [RegExp, (...groups: string[]) => string][] = [
  [/\bname of (?:the )?family\b/gi, () => 'family name'],
  [/\b(?:the )?name given\b/gi, () => 'given name'],
  [/\bnumber of (?:the )?house\b/gi, () => 'house number'],
  [/\b(?:post(?:al)? )?index(?=[:\s]+\d{5}(?:-\d{4})?\b)/gi, () => 'ZIP code'],
  [/\b(\p{L}+(?:-\p{L}+)?)\s+my\s+(is|was)\b/giu, (thing, verb) => `my ${thing} ${verb}`],
];
