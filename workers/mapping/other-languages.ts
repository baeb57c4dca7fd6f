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
  // ("Er ist ein Mann": a man, not a surname Mann.)
  [/\bein mann\b/g, 'a male'],
  [/\beine frau\b/g, 'a female'],
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
  // (Colours, for a form's list of them in English: "Couleur préférée : violet", "Lieblingsfarbe: Rot".)
  couleur: 'colour',
  rouge: 'red',
  bleu: 'blue',
  vert: 'green',
  jaune: 'yellow',
  noir: 'black',
  blanc: 'white',
  // (Countries as their own people write them: "Deutschland" for a list that says "Germany".)
  allemagne: 'germany',
  espagne: 'spain',
  italie: 'italy',
  suisse: 'switzerland',
  autriche: 'austria',
  // (Languages, as a form lists them in English or in their own names: "elle parle l'allemand et le français".)
  allemand: 'german',
  anglais: 'english',
  chinois: 'chinese',
  espagnol: 'spanish',
  italien: 'italian',
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
  aleman: 'german',
  ingles: 'english',
  rojo: 'red',
  azul: 'blue',
  verde: 'green',
  amarillo: 'yellow',
  espana: 'spain',
  alemania: 'germany',
  francia: 'france',
  genero: 'gender',
  esposo: 'spouse',
  esposa: 'spouse',
  hijo: 'son',
  hija: 'daughter',
  hombre: 'male',
  mujer: 'female',
  // Catalan ("Sexe: Dona" on a club's member card)
  dona: 'female',
  empleador: 'employer',
  // Italian
  cognome: 'last name',
  nome: 'first name',
  sesso: 'gender',
  paese: 'country',
  statura: 'height',
  altezza: 'height',
  peso: 'weight',
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
  // Russian and Ukrainian (as simplify writes them: "й" loses its mark)
  адрес: 'address',
  адреса: 'address',
  новыи: 'new',
  новии: 'new',
  нова: 'new',
  новая: 'new',
  старыи: 'old',
  старии: 'old',
  стара: 'old',
  старая: 'old',
  // German
  lieblingsfarbe: 'favourite colour',
  große: 'height',
  grosse: 'height',
  // (A record's "Körpergröße" and "Körpergewicht": body height and weight.)
  korpergroße: 'height',
  korpergrosse: 'height',
  korpergewicht: 'weight',
  taille: 'height',
  farbe: 'colour',
  rot: 'red',
  blau: 'blue',
  grun: 'green',
  gelb: 'yellow',
  schwarz: 'black',
  weiss: 'white',
  weiß: 'white',
  deutschland: 'germany',
  osterreich: 'austria',
  schweiz: 'switzerland',
  frankreich: 'france',
  englisch: 'english',
  franzosisch: 'french',
  chinesisch: 'chinese',
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
  // (An e-mail's header lines in German: "Betreff", its subject.)
  betreff: 'subject',
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
  geslachtsnaam: 'last name',
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

/**
 * Label words of a deal and of a person's record in the other languages, as a bilingual writer keys their lines
 * ("Käufer: Matthias Brandt", "Verkäufer:", "Seriennummer:", "vendedor:", "endereço:"), with the English words the
 * readers know. Only keys: a word of these as a value is left as written.
 */
const FOREIGN_KEY_WORDS: Record<string, string> = {
  ...FOREIGN_WORDS,
  // German
  kaufer: 'buyer',
  kauferin: 'buyer',
  verkaufer: 'seller',
  verkauferin: 'seller',
  hersteller: 'make',
  marke: 'make',
  modell: 'model',
  typ: 'type',
  kaliber: 'caliber',
  seriennummer: 'serial number',
  bezahlung: 'payment',
  zahlung: 'payment',
  preis: 'price',
  kaufpreis: 'price',
  fuhrerschein: "driver's license",
  fuhrerscheine: "driver's licenses",
  waffe: 'firearm',
  // ("deiner: B653-…", "meiner: H216-…": yours and mine, a licence's owner.)
  deiner: 'yours',
  deine: 'yours',
  meiner: 'mine',
  meine: 'mine',
  zeuge: 'witness',
  zeugin: 'witness',
  // Spanish and Portuguese
  comprador: 'buyer',
  compradora: 'buyer',
  vendedor: 'seller',
  vendedora: 'seller',
  marca: 'make',
  modelo: 'model',
  calibre: 'caliber',
  pago: 'payment',
  pagamento: 'payment',
  precio: 'price',
  preco: 'price',
  testigo: 'witness',
  puesto: 'position',
  cargo: 'position',
  educacion: 'education',
  escolaridad: 'education',
  acomodo: 'accommodations',
  acomodos: 'accommodations',
  adaptaciones: 'accommodations',
  especial: 'special',
  especiales: 'special',
  fechas: 'dates',
  costo: 'cost',
  costos: 'cost',
  curso: 'course',
  codigo: 'code',
  casa: 'home',
  tel: 'phone',
  oficina: 'office',
  trabajo: 'work',
  testemunha: 'witness',
  // French
  acheteur: 'buyer',
  acheteuse: 'buyer',
  vendeur: 'seller',
  vendeuse: 'seller',
  modele: 'model',
  paiement: 'payment',
  prix: 'price',
  temoin: 'witness',
};
/** Words a foreign key may have between its label words: "Datum des Vertrags", "número de série". */
const KEY_LINKS = new Set(['des', 'der', 'die', 'das', 'den', 'dem', 'de', 'del', 'da', 'do', 'du', 'la', 'le', 'el', 'di', 'von']);
/** The English words a phrase of FOREIGN_PHRASES is put in. */
const ENGLISH_KEY_WORDS = new Set(['date', 'of', 'birth', 'place', 'postal', 'code', 'email', 'middle', 'first', 'name', 'mailing', 'address', 'phone', 'signature', 'period', 'start', 'end']);
/** "número de série", "numéro de série": a phrase a key opens with. */
const SERIAL_PHRASE = /^numer[oa] de serie$/;

/** Keys written in Korean's own letters ("나이", "캐릭터 이름"), as a Korean writer keys a character's or a person's record. */
const KOREAN_KEYS: Record<string, string> = {
  이름: 'Name',
  '캐릭터 이름': 'Character name',
  성: 'Last name',
  나이: 'Age',
  키: 'Height',
  몸무게: 'Weight',
  체중: 'Weight',
  눈: 'Eyes',
  '눈 색': 'Eyes',
  피부: 'Skin',
  머리: 'Hair',
  머리카락: 'Hair',
  소속: 'Faction',
  동료: 'Allies',
  '배경 스토리': 'Backstory',
  배경: 'Backstory',
  특징: 'Traits',
  보물: 'Treasure',
  주소: 'Address',
  전화: 'Phone',
  전화번호: 'Phone',
  이메일: 'Email',
  생년월일: 'Date of birth',
  국적: 'Nationality',
  성별: 'Gender',
};

/** Keys of several words in other languages, accent-free and lower case, and their English. */
const FOREIGN_KEY_PHRASES: readonly (readonly [RegExp, string])[] = [
  // Polish
  [/^nazwisko$/, 'Last name'],
  [/^imie$/, 'First name'],
  [/^drugie imie$/, 'Middle name'],
  [/^data urodzenia$/, 'Date of birth'],
  [/^stary adres$/, 'Previous address'],
  [/^(?:nowy|obecny|aktualny) adres$/, 'Current address'],
  [/^adres do korespondencji$/, 'Mailing address'],
  [/^adres$/, 'Address'],
  [/^data podpisu$/, 'Date of signature'],
  [/^kod pocztowy$/, 'Postal code'],
  [/^p[łl]ec$/, 'Gender'],
  [/^wzrost$/, 'Height'],
  [/^masa cia[łl]a$/, 'Weight'],
  [/^miasto$/, 'City'],
  // Dutch (a register's extract: "Straat en huisnummer", and its addresses' headings)
  [/^straat en huisnummer$/, 'Street address'],
  [/^vorig adres$|^vorige adressen$/, 'Previous address'],
  [/^verblijfsadres$|^woonadres$|^huidig adres$/, 'Current address'],
  // Swedish (the Tax Agency's personbevis: the name one is called by, the registered and the special postal address)
  [/^tilltalsnamn$/, 'First name'],
  [/^fornamn$/, 'All given names'],
  [/^folkbokford i$/, 'Registered in parish'],
  [/^efternamn$/, 'Last name'],
  [/^utdelningsadress$|^gatuadress$/, 'Street address'],
  [/^postnummer$/, 'Postcode'],
  [/^postort$/, 'City'],
  [/^folkbokforingsadress$/, 'Current address'],
  [/^sarskild postadress$/, 'Temporary mailing address'],
  // The parts of an address and its country
  [/^utca, hazszam$|^utca es hazszam$|^gatve ir namo (?:nr|numeris)$|^ulica i numer$|^ulice a cislo$|^strada si numarul$|^katuosoite ja talon numero$/, 'Street address'],
  [/^emelet, ajto$|^emelet es ajto$|^butas$|^mieszkanie$|^lokal$|^byt$|^apartament$|^asunto$/, 'Address line 2'],
  [/^orszag$|^salis$|^valsts$|^riik$|^kraj$|^zeme$|^ulke$|^drzava$|^strana$/, 'Country'],
  // Lithuanian, Latvian and Estonian
  [/^vardas ir pavarde$|^vardas, pavarde$|^vards, uzvards$|^vards uzvards$|^ees- ja perekonnanimi$/, 'Full name'],
  [/^vardas$|^vards$|^eesnimi$/, 'First name'],
  [/^pavarde$|^uzvards$|^perekonnanimi$/, 'Last name'],
  [/^adresas$|^adrese$|^aadress$/, 'Address'],
  [/^miestas$|^pilseta$/, 'City'],
  [/^pasto kodas$|^pasta indekss$|^postiindeks$/, 'Postcode'],
  [/^gimimo data$|^dzimsanas datums$|^sunniaeg$/, 'Date of birth'],
  [/^telefonas$|^tel nr$|^talrunis$/, 'Phone'],
  [/^el pastas$|^e-pasts$|^e-post$/, 'Email'],
  [/^pardavejas$|^pardevejs$|^muuja$/, 'Seller'],
  [/^pirkejas$|^pircejs$|^ostja$/, 'Buyer'],
  [/^kaina$|^hind$/, 'Price'],
  [/^gamintojas$|^razotajs$|^tootja$/, 'Make'],
  [/^modelis$|^mudel$/, 'Model'],
  [/^kalibras$|^kalibrs$|^kaliiber$/, 'Caliber'],
  [/^serijos (?:nr|numeris)$|^serijas (?:nr|numurs)$|^seerianumber$/, 'Serial number'],
  [/^vairuotojo pazymejimo (?:nr|numeris)$|^vaditaja apliecibas (?:nr|numurs)$|^juhiloa (?:nr|number)$/, "Driver's license number"],
  [/^lytis$|^dzimums$|^sugu$/, 'Gender'],
  [/^ugis$|^augums$|^pikkus$/, 'Height'],
  [/^svoris$|^svars$|^kaal$/, 'Weight'],
  // Finnish
  [/^etunimi$|^etunimet$/, 'First name'],
  [/^sukunimi$/, 'Last name'],
  [/^osoite$|^katuosoite$/, 'Address'],
  [/^postinumero$/, 'Postcode'],
  [/^postitoimipaikka$|^kaupunki$/, 'City'],
  [/^syntymaaika$/, 'Date of birth'],
  [/^puhelin$|^puhelinnumero$/, 'Phone'],
  [/^sahkoposti$/, 'Email'],
  [/^myyja$/, 'Seller'],
  [/^ostaja$/, 'Buyer'],
  [/^hinta$|^kauppahinta$/, 'Price'],
  [/^valmistaja$/, 'Make'],
  [/^malli$/, 'Model'],
  [/^sarjanumero$/, 'Serial number'],
  [/^sukupuoli$/, 'Gender'],
  [/^pituus$/, 'Height'],
  [/^paino$/, 'Weight'],
  [/^lempivari$/, 'Favourite colour'],
  // Hungarian
  [/^teljes nev$/, 'Full name'],
  [/^vezeteknev$|^csaladi nev$/, 'Last name'],
  [/^keresztnev$|^utonev$/, 'First name'],
  // (Not "cím" alone: "CIM" is a tax credit's abbreviation in Luxembourg.)
  [/^lakcim$|^postai cim$/, 'Address'],
  [/^varos$|^telepules$/, 'City'],
  [/^iranyitoszam$/, 'Postcode'],
  [/^szuletesi (?:datum|ido)$/, 'Date of birth'],
  [/^telefonszam$/, 'Phone'],
  [/^elado$/, 'Seller'],
  [/^vevo$/, 'Buyer'],
  [/^vetelar$|^eladasi ar$/, 'Price'],
  [/^gyarto$/, 'Make'],
  [/^sorozatszam$|^gyari szam$/, 'Serial number'],
  [/^magassag$/, 'Height'],
  [/^testsuly$|^suly$/, 'Weight'],
  [/^kedvenc szin$/, 'Favourite colour'],
  // Czech and Slovak
  [/^jmeno a prijmeni$|^meno a priezvisko$/, 'Full name'],
  [/^jmeno$|^meno$/, 'First name'],
  [/^prijmeni$|^priezvisko$/, 'Last name'],
  [/^adresa$|^bydliste$/, 'Address'],
  [/^mesto$|^obec$/, 'City'],
  [/^psc$/, 'Postcode'],
  [/^datum narozeni$|^datum narodenia$/, 'Date of birth'],
  [/^prodavajici$|^prodejce$|^predavajuci$/, 'Seller'],
  [/^kupujici$|^kupujuci$/, 'Buyer'],
  [/^cena$/, 'Price'],
  [/^vyrobce$|^vyrobca$/, 'Make'],
  [/^raze$/, 'Caliber'],
  [/^vyrobni cislo$|^seriove cislo$|^vyrobne cislo$/, 'Serial number'],
  [/^pohlavi$|^pohlavie$/, 'Gender'],
  [/^vyska$/, 'Height'],
  [/^hmotnost$|^vaha$/, 'Weight'],
  // Romanian
  [/^prenume$/, 'First name'],
  [/^nume si prenume$|^numele complet$/, 'Full name'],
  [/^data nasterii$/, 'Date of birth'],
  [/^vanzator$|^vanzatorul$/, 'Seller'],
  [/^cumparator$|^cumparatorul$/, 'Buyer'],
  [/^pret$/, 'Price'],
  [/^producator$/, 'Make'],
  [/^calibru$/, 'Caliber'],
  [/^numar de serie$|^seria$/, 'Serial number'],
  [/^inaltime$/, 'Height'],
  [/^greutate$/, 'Weight'],
  // Croatian, Serbian, Bosnian and Slovenian
  [/^ime i prezime$|^ime in priimek$/, 'Full name'],
  [/^prezime$|^priimek$/, 'Last name'],
  [/^postanski broj$|^postna stevilka$/, 'Postcode'],
  [/^datum rodenja$|^datum rojstva$/, 'Date of birth'],
  [/^prodavatelj$|^prodavac$|^prodajalec$/, 'Seller'],
  [/^kupac$|^kupec$/, 'Buyer'],
  [/^cijena$/, 'Price'],
  [/^proizvodac$|^proizvajalec$/, 'Make'],
  [/^kalibar$/, 'Caliber'],
  [/^serijski broj$|^serijska stevilka$/, 'Serial number'],
  [/^visina$/, 'Height'],
  [/^tezina$|^teza$/, 'Weight'],
  // Turkish (its dotless i read as i)
  [/^ad soyad$|^adi soyadi$/, 'Full name'],
  [/^soyad$|^soyadi$/, 'Last name'],
  [/^adres$/, 'Address'],
  [/^sehir$/, 'City'],
  [/^posta kodu$/, 'Postcode'],
  [/^dogum tarihi$/, 'Date of birth'],
  [/^satici$/, 'Seller'],
  [/^alici$/, 'Buyer'],
  [/^fiyat$|^fiyati$/, 'Price'],
  [/^seri (?:no|numarasi)$/, 'Serial number'],
  [/^cinsiyet$/, 'Gender'],
  // Danish and Norwegian (ø and æ read as o and ae)
  [/^fornavn$/, 'First name'],
  [/^efternavn$|^etternavn$/, 'Last name'],
  [/^adresse$/, 'Address'],
  [/^fodselsdato$/, 'Date of birth'],
  [/^saelger$|^selger$/, 'Seller'],
  [/^kober$|^kjoper$/, 'Buyer'],
  [/^serienummer$/, 'Serial number'],
  // Vietnamese
  [/^ho ten$|^ho va ten$/, 'Full name'],
  [/^ten cong ty$/, 'Business legal name'],
  [/^ten kinh doanh$|^ten thuong mai$/, 'Business name doing business as'],
  [/^ngay sinh$/, 'Date of birth'],
  [/^dia chi$/, 'Address'],
  [/^thanh pho(?: \/ tieu bang \/ zip)?$/, 'City, state and ZIP'],
  [/^so dien thoai$|^dien thoai$/, 'Phone'],
  [/^hang san xuat$|^nha san xuat$/, 'Make'],
  [/^loai\/mau$|^loai \/ mau$|^kieu\/mau$/, 'Type/Model'],
  [/^co dan$/, 'Caliber'],
  [/^so serial$|^so seri$|^so se-ri$/, 'Serial number'],
  [/^bang lai(?: xe)?(?: [\p{L}]+)?$|^so bang lai(?: xe)?$/u, "Driver's license number"],
  [/^ten in tren giay to$|^ten tren giay to$/, 'Name'],
  [/^ma so thue(?: cong ty)?$/, 'Tax ID'],
];

/** The key of a "Key: value" line in English, where every word of it is a label word of another language. */
function keyInEnglish(written: string): string | undefined {
  // ("소속 (faction):", "동료 / allies:": a Korean key with the English word beside it, in brackets or after a slash.)
  const key = written.replace(/\s*\([^()]*\)\s*$/, '').trim();
  const korean = KOREAN_KEYS[key.split(/\s*\/\s*/)[0]!.trim()];
  if (korean !== undefined) return korean;
  // ("fecha de nacimiento", "tel. de la casa": a phrase the other language keys with, its stops dropped.)
  // (Turkish's dotless ı, Danish and Norwegian ø and æ: letters of their own, read as the plain ones.)
  let plain = key.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  for (const [pattern, english] of FOREIGN_PHRASES) plain = plain.replace(pattern, english);
  if (SERIAL_PHRASE.test(plain)) return 'Serial number';
  // ("nazwisko", "drugie imię", "địa chỉ": đ is no accent, its plain letter d.)
  const phrase = FOREIGN_KEY_PHRASES.find(([pattern]) => pattern.test(plain.replace(/đ/g, 'd')));
  if (phrase) return phrase[1];
  const parts = plain.split(/\s*\/\s*/);
  // (A phrase put in English already counts as foreign: "date of birth" from "fecha de nacimiento".)
  const translated = plain !== key.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  const english = parts.map((part) => {
    const words = part.split(/\s+/).filter((w) => !KEY_LINKS.has(w));
    const foreign = (w: string) => FOREIGN_KEY_WORDS[w] !== undefined && FOREIGN_KEY_WORDS[w] !== w && !NOT_KEY_WORDS.has(w);
    if (words.length === 0 || words.length > 4 || !words.every((w) => foreign(w) || (translated && ENGLISH_KEY_WORDS.has(w)))) return undefined;
    return words.map((w) => (foreign(w) ? FOREIGN_KEY_WORDS[w] : w)).join(' ');
  });
  if (english.some((e) => e === undefined)) return undefined;
  const joined = english.join('/');
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}`;
}

/**
 * "Käufer: Matthias Brandt, Anschrift 2817 N Kedzie Blvd, …", "Seriennummer: S1004-8826": the keys of a text's lines
 * written in another language, in English ("Buyer: Matthias Brandt, address 2817 …"), as is the key word after a
 * comma that opens the next part of the line.
 */
/**
 * A Korean writer's remarks beside the English values: "112살" (years old), "amber (호박색)" (the colour in Korean),
 * "… (자연 속에서 숨기 가능)": the age as a number, and a remark in Korean letters in brackets left out.
 */
function withoutKoreanRemarks(text: string): string {
  return (
    text
      .replace(/(\d{1,3})살(?![\p{L}])/gu, '$1')
      // ("할머니가 주신 옥 비녀 (jade hairpin from her grandmother)": Korean words glossed in English, the gloss.)
      .replace(/(?<=[:,;][ \t]*)\p{Script=Hangul}[\p{Script=Hangul} \t]*\(([A-Za-z][^()\n]*)\)/gu, '$1')
      .replace(/\s*\((?=[^()]*\p{Script=Hangul})[^()]*\)/gu, '')
      // ("Skin: 살짝 그을린 느낌… 그냥 tan으로 써주세요", 'Hair: … → "long black" 이라고 써주세요': what to write, in English.)
      .replace(/^([^:\n]{1,30}:[ \t]*)[^\n]*?["“]?([A-Za-z][A-Za-z' -]*?)["”]?\s*(?:으로|로|이라고|라고)\s*써\s*주세요[^\n]*$/gmu, '$1$2')
  );
}

/**
 * What a woman or a man, and a colour, are called in the languages whose keys are read above ("Sukupuoli: nainen",
 * "nő vagyok", "Lempiväri: … vihreä"), in English: read in a text keyed in another language only, and only as words of
 * their own in lower case ("Lila" is a name).
 */
const FOREIGN_VALUE_WORDS: Record<string, string> = {
  nainen: 'woman', mies: 'man', nő: 'woman', férfi: 'man', moteris: 'woman', vyras: 'man', sieviete: 'woman', vīrietis: 'man', naine: 'woman', mees: 'man',
  kobieta: 'woman', mężczyzna: 'man', žena: 'woman', muž: 'man', femeie: 'woman', bărbat: 'man', kadın: 'woman', erkek: 'man', жінка: 'woman', чоловік: 'man', женщина: 'woman', мужчина: 'man',
  vihreä: 'green', sininen: 'blue', punainen: 'red', keltainen: 'yellow', musta: 'black', valkoinen: 'white', violetti: 'violet', oranssi: 'orange',
  zöld: 'green', kék: 'blue', piros: 'red', sárga: 'yellow', fekete: 'black', fehér: 'white', lila: 'violet', narancssárga: 'orange',
  žalia: 'green', mėlyna: 'blue', raudona: 'red', geltona: 'yellow', juoda: 'black', balta: 'white', violetinė: 'violet',
  zielony: 'green', niebieski: 'blue', czerwony: 'red', żółty: 'yellow', czarny: 'black', biały: 'white', fioletowy: 'violet',
  zelená: 'green', modrá: 'blue', červená: 'red', žlutá: 'yellow', černá: 'black', bílá: 'white', fialová: 'violet',
  albastru: 'blue', roșu: 'red', galben: 'yellow', negru: 'black', alb: 'white',
  yeşil: 'green', mavi: 'blue', kırmızı: 'red', sarı: 'yellow', siyah: 'black', beyaz: 'white', mor: 'violet',
};
const FOREIGN_VALUE_WORD = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(FOREIGN_VALUE_WORDS).join('|')})(?![\p{L}])`, 'gu');

/** Countries as their own people write them ("Magyarország", "Lietuva", "Suomi"), and in English. */
const COUNTRY_ENDONYMS: Record<string, string> = {
  Magyarország: 'Hungary', Lietuva: 'Lithuania', Latvija: 'Latvia', Eesti: 'Estonia', Suomi: 'Finland', Polska: 'Poland', Česko: 'Czech Republic', 'Česká republika': 'Czech Republic',
  Slovensko: 'Slovakia', România: 'Romania', Hrvatska: 'Croatia', Srbija: 'Serbia', Slovenija: 'Slovenia', Türkiye: 'Turkey', Україна: 'Ukraine', Россия: 'Russia', Ελλάδα: 'Greece',
  Deutschland: 'Germany', Österreich: 'Austria', Schweiz: 'Switzerland', España: 'Spain', Italia: 'Italy', Nederland: 'Netherlands', België: 'Belgium', Sverige: 'Sweden', Norge: 'Norway',
  Danmark: 'Denmark', Ísland: 'Iceland', Éire: 'Ireland', 'Việt Nam': 'Vietnam', Brasil: 'Brazil', México: 'Mexico', Polsko: 'Poland',
};
const COUNTRY_ENDONYM = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(COUNTRY_ENDONYMS).join('|')})(?![\p{L}])`, 'gu');

/** The text with countries named in their own language named in English ("Ország: Magyarország" → "… Hungary"). */
export function withCountryNamesInEnglish(text: string): string {
  return text.replace(COUNTRY_ENDONYM, (name: string) => COUNTRY_ENDONYMS[name]!);
}

/** "del 09/06/2025 al 13/06/2025", "desde … hasta …", "du … au …", "vom … bis …": a period between two dates. */
const PERIOD_BETWEEN_DATES = /\b(?:del|desde|du|vom|von|de)\s+(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\s+(?:al|hasta|au|bis|a|até)\s+(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\b/giu;

/**
 * "Cognome e nome: BENEDETTI CHIARA ELENA", "Nom et prénom : DUPONT Marie", "Apellidos y nombre: GARCÍA LÓPEZ, María":
 * a name written surname first under a key that says so; a comma ends the surname, or else its first word does (two
 * for Spanish and Portuguese "apellidos", which are two).
 */
function withSurnameFirstNamesApart(text: string): string {
  return text.replace(SURNAME_FIRST_KEY, (whole, lead: string, key: string, value: string) => {
    const atComma = value.match(/^([^,]+),\s*(\S.*)$/);
    const words = value.trim().split(/\s+/);
    const surnameWords = /^apellidos\b/i.test(key) && words.length >= 3 ? 2 : 1;
    const [surname, given] = atComma ? [atComma[1]!.trim(), atComma[2]!.trim()] : [words.slice(0, surnameWords).join(' '), words.slice(surnameWords).join(' ')];
    return `${lead}Last name: ${surname}\n${lead}First name: ${given}`;
  });
}
const SURNAME_FIRST_KEY = /^([ \t]*)(cognome\s+e\s+nome|apellidos?\s+y\s+nombres?|nom\s+et\s+pr[ée]noms?|sobrenome\s+e\s+nome|nachname,?\s+vorname|nazwisko\s+i\s+imi[ęe](?:\s*\(imiona\))?|achternaam\s+en\s+voorna(?:am|men))[ \t]*:[ \t]*(\p{L}[\p{L}'’ .,-]*\p{L}\s+\p{L}[\p{L}'’ .,-]*?)[ \t]*$/gimu;

export function withForeignKeysInEnglish(text: string): string {
  // ("Płeć: K": a Polish ID's K, for kobieta, is a woman; the key's English, "Gender", would lose that.)
  text = withSurnameFirstNamesApart(text).replace(/^([ \t]*P[łl]e[ćc][ \t]*:[ \t]*)K[ \t]*$/gmu, '$1Female');
  if (/\p{Script=Hangul}/u.test(text)) text = withoutKoreanRemarks(text);
  text = text.replace(PERIOD_BETWEEN_DATES, 'from $1 to $2');
  // ("Mitarbeiter: Lukas H." on a ticket that has a "KUNDE / CUSTOMER" block: the shop's staff member who served the
  // customer, not an employee whose record the form is; the line says nothing the form asks for.)
  if (CUSTOMER_BLOCK.test(text)) text = text.replace(SHOP_STAFF_LINE, '');
  // (Only a text keyed in another language, two of its keys or more: "Mari: …" alone is a chat's speaker.)
  const foreignKeys = [...text.matchAll(FOREIGN_LINE_KEY)].filter((m) => keyInEnglish(m[2]!) !== undefined).length;
  if (foreignKeys < FOREIGN_KEYS_AT_LEAST) return text;
  return text
    .replace(FOREIGN_VALUE_WORD, (word: string) => FOREIGN_VALUE_WORDS[word]!)
    .replace(FOREIGN_LINE_KEY, (whole, lead: string, key: string, colon: string) => {
      const english = keyInEnglish(key);
      // ("Cotisations sociales (part salariale):": a remark in brackets other than the English word stays, as written.)
      const remark = key.match(/\s*\(([^()]*)\)\s*$/)?.[1];
      const kept = remark !== undefined && english !== undefined && !english.toLowerCase().includes(remark.trim().toLowerCase()) && !/\p{Script=Hangul}/u.test(key) ? ` (${remark})` : '';
      return english === undefined || english.toLowerCase() === key.toLowerCase() ? whole : `${lead}${english}${kept}${colon}`;
    })
    .replace(FOREIGN_INNER_KEY, (whole, lead: string, key: string) => {
      const english = keyInEnglish(key);
      return english === undefined || english.toLowerCase() === key.toLowerCase() ? whole : `${lead}${english.toLowerCase()} `;
    });
}
const FOREIGN_KEYS_AT_LEAST = 2;
/** "KUNDE / CUSTOMER", "Kunde:", "Gast": a ticket's or a receipt's block for its customer. */
const CUSTOMER_BLOCK = /^[ \t]*(?:KUNDE|Kunde|Kundin|KUNDIN|GAST|Gast)\b/mu;
/** "Mitarbeiter: Lukas H.", "Bedienung: …": the line of the staff member a receipt names. */
const SHOP_STAFF_LINE = /^[ \t]*(?:Mitarbeiter(?:in)?|Bedienung|Kassierer(?:in)?|Verkäufer(?:in)?)[ \t]*:[^\n]*\n?/gmu;
/** Words of FOREIGN_WORDS that are also names or English words as keys ("Mari:", "Cap:", "Dossier:"). */
const NOT_KEY_WORDS = new Set(['mari', 'cap', 'dossier', 'classe', 'fin']);
// ("Utca, házszám:", "Emelet, ajtó:": a key of two words with a comma between.)
const FOREIGN_LINE_KEY = /^([ \t]*(?:[-–*•][ \t]+)?)(\p{L}[\p{L}/. ]{0,30}?(?:,[ \t]*\p{L}[\p{L} ]{0,20}?)?(?:[ \t]*\([\p{L} ]{1,20}\))?)([ \t]*:)/gmu;
/** ", Anschrift 2817 …": a key word after a comma, right before a number. */
const FOREIGN_INNER_KEY = /(,[ \t]+)(\p{L}{4,20})[ \t]+(?=\d)/gu;
