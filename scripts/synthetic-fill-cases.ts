/**
 * Synthetic fill cases for training the field classifier: forms (fields with labels, tooltips and names in
 * the styles real forms use: printed labels, `f1_12[0]` codes, camelCase names) and the free text a person
 * would send (key–value lines, prose, JSON, pipes), with the value each field should get.
 *
 * Nothing here comes from the corpus's fill cases: label and key phrasings, values and sentence templates are
 * written from general knowledge of forms, and the generator draws forms and texts independently, so a key
 * is rarely written the way its label is printed. Distractors (facts for fields the form lacks, a second
 * person with a phone of their own, fields the text never mentions) teach the classifier to leave things out.
 */
import type { FieldDescription, FieldInfo } from '../src/shared/protocol.js';

export interface SyntheticCase {
  fields: FieldInfo[];
  descriptions: FieldDescription[];
  data: string;
  /** Field name → the value it should hold; fields not listed should stay empty. */
  expected: Record<string, string>;
}

/** Small, fast, seedable PRNG (mulberry32): the same seed gives the same cases on every machine. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, p: number): boolean => rng() < p;
const digits = (rng: Rng, n: number): string => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');

const FIRST = ['Maria', 'James', 'Aisha', 'Chen', 'Olga', 'Pedro', 'Fatima', 'Liam', 'Noah', 'Emma', 'Sofia', 'Kwame', 'Hiroshi', 'Ingrid', 'Rahul', 'Grace', 'Tomasz', 'Leila', 'Diego', 'Hannah', 'Yusuf', 'Elena', 'Marcus', 'Priya', 'Owen'];
const MIDDLE = ['Ann', 'Lee', 'Marie', 'J.', 'R.', 'Elizabeth', 'James', 'K.'];
const LAST = ['Okafor', 'Schmidt', 'Nguyen', 'Haddad', 'Kowalczyk', 'Fernandes', 'Johansson', 'Patel', 'Murphy', 'Alvarez', 'Tanaka', 'Brennan', 'Mensah', 'Rossi', 'Lindqvist', 'Cohen', 'Dubois', 'Walsh', 'Ibrahim', 'Novak'];
const STREETS = ['Maple Ave', 'Oak Street', 'Harbor Blvd', 'Pine Ridge Rd', 'Elm St', 'Lakeview Dr', 'Cedar Ln', 'Sunset Blvd', 'Market St', 'Highland Ave', 'Mill Creek Rd', 'Grant Ave'];
const UNITS = ['Apt 4B', 'Suite 210', 'Unit 7', 'Apt 12', '#305'];
const PLACES: [string, string, string][] = [
  ['Denver', 'CO', '80203'], ['Portland', 'OR', '97205'], ['Columbus', 'OH', '43215'], ['Raleigh', 'NC', '27601'],
  ['Madison', 'WI', '53703'], ['Tucson', 'AZ', '85701'], ['Albany', 'NY', '12207'], ['Boise', 'ID', '83702'],
  ['Savannah', 'GA', '31401'], ['Omaha', 'NE', '68102'], ['Burlington', 'VT', '05401'], ['Reno', 'NV', '89501'],
];
const COMPANIES = ['Northwind Logistics LLC', 'Bluewater Analytics Inc.', 'Cedar & Stone Builders', 'Helix Biotech Corp.', 'Sunrise Dental Group', 'Riverside Community Hospital', 'Brightpath Learning', 'Atlas Freight Company'];
const OCCUPATIONS = ['registered nurse', 'software engineer', 'electrician', 'accountant', 'high school teacher', 'truck driver', 'graphic designer', 'pharmacist', 'chef', 'civil engineer'];
const COLORS = ['brown', 'blue', 'green', 'hazel', 'grey'];
const MARITAL = ['single', 'married', 'divorced', 'widowed'];
const MAKES = ['Toyota', 'Ford', 'Honda', 'Subaru', 'Chevrolet', 'Kia'];
const MODELS = ['Corolla', 'F-150', 'Civic', 'Outback', 'Malibu', 'Sportage'];
const INSURERS = ['Granite Mutual Insurance', 'Lakeside Casualty Co.', 'Pioneer Health Plans', 'Evergreen Assurance'];
const SCHOOLS = ['Ohio State University', 'Portland Community College', 'University of Denver', 'Boise State University'];
/** The other parties forms ask about, each with a block of fields of its own. */
const ROLES = ['Emergency contact', 'Spouse', 'Supervisor', 'Co-applicant', 'Reference', 'Vendor', 'Seller', 'Buyer', 'Landlord', 'Physician', 'Guardian', 'Agent'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Person {
  first: string;
  middle: string;
  last: string;
  phone: string;
  email: string;
  address: string;
}

interface World {
  person: Person;
  contact: Person;
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  /** Who the second person is ("Emergency contact", "Spouse", "Supervisor"). */
  role: string;
  /** The employer's name and address, for "Name and address of employer" blocks. */
  company: string;
  companyAddress: string;
  values: Map<string, string>;
}

function phone(rng: Rng): string {
  const area = `${2 + Math.floor(rng() * 7)}${digits(rng, 2)}`;
  const mid = `555`;
  const end = digits(rng, 4);
  return pick(rng, [`(${area}) ${mid}-${end}`, `${area}-${mid}-${end}`, `${area}.${mid}.${end}`, `+1 ${area} ${mid} ${end}`]);
}

function date(rng: Rng, from: number, to: number): string {
  const y = from + Math.floor(rng() * (to - from));
  const m = 1 + Math.floor(rng() * 12);
  const d = 1 + Math.floor(rng() * 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  return pick(rng, [`${MONTHS[m - 1]} ${d}, ${y}`, `${y}-${pad(m)}-${pad(d)}`, `${pad(m)}/${pad(d)}/${y}`, `${d} ${MONTHS[m - 1]} ${y}`]);
}

function money(rng: Rng, lo: number, hi: number): string {
  const n = Math.round(lo + rng() * (hi - lo));
  const withCommas = n.toLocaleString('en-US');
  return pick(rng, [`$${withCommas}`, `$${withCommas}.00`, `${n}`, `${withCommas} dollars`]);
}

/** One kind of field: how forms print it, how people write its key, where its value comes from. */
interface Concept {
  id: string;
  labels: string[];
  /** How people name it in text (deliberately not the label list). */
  keys: string[];
  /** camelCase / snake stems a form generator might name the field. */
  names: string[];
  /** The value as written in the text. */
  value: (w: World, rng: Rng) => string;
  /** What the field should hold; defaults to the value as written. */
  expected?: (w: World, value: string) => string;
  /** Sentences that state the value without a "key:" (prose), with {v} for the value. */
  prose?: string[];
  /** Concepts stated together in the text (a person's name covers first and last). */
  via?: 'name' | 'address' | 'contact' | 'employer';
}

const personFull = (p: Person, middle = true) => [p.first, middle ? p.middle : '', p.last].filter((x) => x).join(' ');

const CONCEPTS: Concept[] = [
  { id: 'fullName', via: 'name', labels: ['Full name', 'Name', 'Applicant name', 'Name of applicant', 'Your name', 'Print name', 'Legal name', 'Employee name', 'Patient name', 'Name of insured'], keys: [], names: ['FullName', 'applicant_name', 'Name', 'PatientName'], value: (w) => personFull(w.person) },
  { id: 'firstName', via: 'name', labels: ['First name', 'Given name', 'First', 'Forename', 'Given name(s)'], keys: [], names: ['FirstName', 'first_name', 'fname', 'GivenName'], value: (w) => w.person.first },
  { id: 'lastName', via: 'name', labels: ['Last name', 'Surname', 'Family name', 'Last'], keys: [], names: ['LastName', 'last_name', 'lname', 'Surname'], value: (w) => w.person.last },
  { id: 'nameLastFirst', via: 'name', labels: ['Name (Last, First, Middle)', 'Last name, first name, middle initial', 'Name (last, first, MI)'], keys: [], names: ['NameLFM', 'name_last_first', 'ApplicantName'], value: (w) => `${w.person.last}, ${[w.person.first, w.person.middle].filter((x) => x).join(' ')}` },
  { id: 'email', labels: ['Email', 'E-mail address', 'Email address', 'Contact email', 'Electronic mail address'], keys: ['Email', 'E-mail', 'email address', 'Mail'], names: ['Email', 'email_address', 'EmailAddr'], value: (w) => `${w.person.first.toLowerCase()}.${w.person.last.toLowerCase()}@example.net`, prose: ['You can email me at {v}.', 'My email is {v}.', 'Reach me by email: {v}.'] },
  { id: 'phone', labels: ['Phone', 'Telephone number', 'Daytime phone', 'Phone number', 'Home phone', 'Contact number', 'Mobile number'], keys: ['Phone', 'Tel', 'Cell', 'Mobile', 'Phone number', 'Telephone'], names: ['Phone', 'phone_number', 'HomePhone', 'Tel'], value: (w) => w.person.phone, prose: ['Call me at {v}.', 'My phone number is {v}.', 'I can be reached at {v}.'] },
  { id: 'dob', labels: ['Date of birth', 'DOB', 'Birth date', 'Birthdate (mm/dd/yyyy)', 'Date of Birth'], keys: ['DOB', 'Born', 'Birthday', 'Date of birth', 'Birth date'], names: ['DOB', 'date_of_birth', 'BirthDate'], value: (_w, rng) => date(rng, 1945, 2004), prose: ['I was born on {v}.', 'Born {v}.'] },
  { id: 'signDate', labels: ['Date', "Today's date", 'Date signed', 'Signature date'], keys: ['Date', 'Dated', 'Today'], names: ['Date', 'date_signed', 'SignDate'], value: (_w, rng) => date(rng, 2024, 2026), prose: ['Dated {v}.', 'Signed on {v}.'] },
  { id: 'address', via: 'address', labels: ['Street address', 'Address', 'Home address', 'Mailing address', 'Address line 1', 'Residence address', 'Street'], keys: [], names: ['Address', 'street_address', 'Address1', 'HomeAddress'], value: (w) => w.street },
  { id: 'city', via: 'address', labels: ['City', 'Town', 'City/Town', 'City or town'], keys: [], names: ['City', 'city', 'Town'], value: (w) => w.city },
  { id: 'state', via: 'address', labels: ['State', 'State/Province', 'Province'], keys: [], names: ['State', 'state', 'ST'], value: (w) => w.state },
  { id: 'cityStateZip', via: 'address', labels: ['City, state, and ZIP code', 'City/State/ZIP', 'City, State, Zip', 'Town, state and postal code'], keys: [], names: ['CityStateZip', 'city_state_zip', 'CSZ'], value: (w) => `${w.city}, ${w.state} ${w.zip}` },
  { id: 'zip', via: 'address', labels: ['ZIP code', 'Zip', 'Postal code', 'ZIP', 'Postcode'], keys: [], names: ['Zip', 'zip_code', 'PostalCode'], value: (w) => w.zip },
  { id: 'ssn', labels: ['Social Security Number', 'SSN', 'Social security no.', 'Social Security #'], keys: ['SSN', 'Social security number', 'Social', 'SS#'], names: ['SSN', 'ssn', 'SocialSecurity'], value: (_w, rng) => `${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 4)}`, prose: ['My SSN is {v}.', 'Social security {v}.'] },
  { id: 'ein', labels: ['Employer identification number', 'EIN', 'Federal EIN', 'Employer ID number (EIN)'], keys: ['EIN', 'Employer ID', 'Federal tax ID'], names: ['EIN', 'ein', 'EmployerID'], value: (_w, rng) => `${digits(rng, 2)}-${digits(rng, 7)}` },
  { id: 'employer', labels: ['Employer', 'Name of employer', 'Employer name', 'Company', 'Current employer', 'Business name'], keys: ['Employer', 'Company', 'Works at', 'Company name', 'Workplace'], names: ['Employer', 'employer_name', 'Company'], value: (w) => w.company, prose: ['I work for {v}.', 'I am employed by {v}.', 'My employer is {v}.'] },
  { id: 'occupation', labels: ['Occupation', 'Job title', 'Position', 'Profession', 'Title'], keys: ['Job', 'Occupation', 'Profession', 'Role', 'Position'], names: ['Occupation', 'job_title', 'Position'], value: (_w, rng) => pick(rng, OCCUPATIONS), prose: ['I work as a {v}.', 'My occupation is {v}.'] },
  { id: 'income', labels: ['Annual income', 'Gross annual salary', 'Yearly income', 'Annual salary ($)'], keys: ['Salary', 'Income', 'Annual pay', 'I earn'], names: ['AnnualIncome', 'income', 'Salary'], value: (_w, rng) => money(rng, 20000, 150000), expected: (_w, v) => v },
  { id: 'rent', labels: ['Monthly rent', 'Rent per month', 'Monthly rent amount'], keys: ['Rent', 'Monthly rent', 'Rent per month'], names: ['MonthlyRent', 'rent'], value: (_w, rng) => money(rng, 600, 3500) },
  { id: 'age', labels: ['Age', 'Age (years)', 'Your age'], keys: ['Age', 'Aged'], names: ['Age', 'age'], value: (_w, rng) => String(18 + Math.floor(rng() * 60)) },
  { id: 'dependents', labels: ['Number of dependents', 'Dependents', 'How many dependents?'], keys: ['Dependents', 'Number of dependents', 'Kids'], names: ['Dependents', 'num_dependents'], value: (_w, rng) => String(Math.floor(rng() * 5)) },
  { id: 'license', labels: ["Driver's license number", 'Driver license no.', 'DL number', "Driver's License #"], keys: ["Driver's license", 'Licence number', 'DL#', 'Driving licence'], names: ['DriversLicense', 'dl_number', 'LicenseNo'], value: (_w, rng) => `${pick(rng, ['D', 'K', 'R', 'S'])}${digits(rng, 3)}-${digits(rng, 4)}-${digits(rng, 4)}` },
  { id: 'passport', labels: ['Passport number', 'Passport No.', 'Passport #'], keys: ['Passport', 'Passport number', 'Passport no'], names: ['PassportNumber', 'passport_no'], value: (_w, rng) => `${pick(rng, ['X', 'P', 'C'])}${digits(rng, 8)}` },
  { id: 'account', labels: ['Account number', 'Account no.', 'Customer account number', 'Member ID'], keys: ['Account', 'Account number', 'Acct #', 'Customer number'], names: ['AccountNumber', 'acct_no', 'MemberID'], value: (_w, rng) => `${pick(rng, ['AC', 'CU', 'M'])}-${digits(rng, 6)}` },
  { id: 'eyes', labels: ['Eye color', 'Eyes', 'Colour of eyes'], keys: ['Eyes', 'Eye colour', 'Eye color'], names: ['EyeColor', 'eyes'], value: (_w, rng) => pick(rng, COLORS) },
  { id: 'marital', labels: ['Marital status', 'Civil status'], keys: ['Marital status', 'Married?', 'Status'], names: ['MaritalStatus', 'marital'], value: (_w, rng) => pick(rng, MARITAL) },
  { id: 'vehicleMake', labels: ['Vehicle make', 'Make', 'Make of vehicle'], keys: ['Make', 'Car make', 'Vehicle make'], names: ['VehicleMake', 'make'], value: (_w, rng) => pick(rng, MAKES) },
  { id: 'vehicleModel', labels: ['Vehicle model', 'Model', 'Model of vehicle'], keys: ['Model', 'Car model'], names: ['VehicleModel', 'model'], value: (_w, rng) => pick(rng, MODELS) },
  { id: 'insurer', labels: ['Insurance company', 'Name of insurer', 'Insurance carrier', 'Health plan'], keys: ['Insurance', 'Insurer', 'Insured with', 'Carrier'], names: ['InsuranceCompany', 'insurer'], value: (_w, rng) => pick(rng, INSURERS), prose: ['I am insured with {v}.', 'My insurance is with {v}.'] },
  { id: 'policy', labels: ['Policy number', 'Policy no.', 'Insurance policy #'], keys: ['Policy', 'Policy number', 'Policy #'], names: ['PolicyNumber', 'policy_no'], value: (_w, rng) => `POL-${digits(rng, 7)}` },
  { id: 'school', labels: ['School attended', 'Name of school', 'College or university', 'Institution'], keys: ['School', 'College', 'University', 'Studied at'], names: ['School', 'school_name'], value: (_w, rng) => pick(rng, SCHOOLS), prose: ['I studied at {v}.', 'I graduated from {v}.'] },
  { id: 'employerBlock', via: 'employer', labels: ["Employer's name and address", 'Name and address of employer', 'Employer name and mailing address', 'Name and address of company'], keys: [], names: ['EmployerNameAddress', 'employer_block', 'EmpNameAddr'], value: (w) => `${w.company}, ${w.companyAddress}` },
  { id: 'contactName', via: 'contact', labels: ['{role}', '{role} name', "{role}'s name", 'Name of {role}'], keys: [], names: ['EmergencyContact', 'emergency_name', 'ICEName'], value: (w) => personFull(w.contact, false) },
  { id: 'contactEmail', via: 'contact', labels: ['{role} email', '{role} email address', "{role}'s e-mail", 'Email of {role}'], keys: [], names: ['ContactEmail', 'party_email', 'Email2'], value: (w) => w.contact.email },
  { id: 'contactAddress', via: 'contact', labels: ['{role} address', "{role}'s mailing address", 'Address of {role}', '{role} street address, city, state, ZIP'], keys: [], names: ['ContactAddress', 'party_address', 'Address2'], value: (w) => w.contact.address },
  { id: 'contactPhone', via: 'contact', labels: ['{role} phone', "{role}'s telephone number", 'Phone of {role}', 'Telephone number'], keys: [], names: ['EmergencyPhone', 'emergency_phone', 'ICEPhone'], value: (w) => w.contact.phone },
];

const BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]));

function makeWorld(rng: Rng): World {
  const [city, state, zip] = pick(rng, PLACES);
  const mk = (): Person => {
    const first = pick(rng, FIRST);
    const last = pick(rng, LAST);
    const [c, st, z] = pick(rng, PLACES);
    return {
      first, middle: chance(rng, 0.4) ? pick(rng, MIDDLE) : '', last, phone: phone(rng),
      email: `${first.charAt(0).toLowerCase()}${last.toLowerCase()}@${pick(rng, ['mail.example.com', 'example.org', 'corp.example'])}`,
      address: `${10 + Math.floor(rng() * 990)} ${pick(rng, STREETS)}, ${c}, ${st} ${z}`,
    };
  };
  const person = mk();
  let contact = mk();
  while (contact.first === person.first) contact = mk();
  return {
    person,
    contact,
    street: `${1 + Math.floor(rng() * 9800)} ${pick(rng, STREETS)}`,
    unit: chance(rng, 0.3) ? pick(rng, UNITS) : '',
    city,
    state,
    zip,
    role: pick(rng, ROLES),
    company: pick(rng, COMPANIES),
    companyAddress: (() => {
      const [c, st, z] = pick(rng, PLACES);
      return `${100 + Math.floor(rng() * 900)} ${pick(rng, STREETS)}, ${c}, ${st} ${z}`;
    })(),
    values: new Map(),
  };
}

type NameStyle = 'readable' | 'opaque' | 'snake' | 'generic';

function fieldName(concept: Concept, label: string, style: NameStyle, index: number, rng: Rng): string {
  switch (style) {
    case 'opaque':
      return `topmostSubform[0].Page1[0].f1_${index + 1}[0]`;
    case 'generic':
      return `Text${index + 1}`;
    case 'snake':
      return pick(rng, concept.names);
    default:
      return label.replace(/[^\p{L}\p{N} ]+/gu, '').trim() || `Field ${index + 1}`;
  }
}

function textField(name: string, index: number, tooltip: string | null): FieldInfo {
  const position = { x: 120, y: 60 + index * 26, width: 240, height: 16 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

/** Concepts a form asks for, in a plausible order; name parts and address parts come as blocks. */
function pickFormConcepts(rng: Rng): Concept[] {
  const chosen: string[] = [];
  const nameBlock = rng();
  chosen.push(...(nameBlock < 0.45 ? ['firstName', 'lastName'] : nameBlock < 0.6 ? ['nameLastFirst'] : ['fullName']));
  if (chance(rng, 0.75)) {
    const a = rng();
    chosen.push(...(a < 0.5 ? ['address', 'city', 'state', 'zip'] : a < 0.75 ? ['address', 'cityStateZip'] : ['address']));
  }
  if (chance(rng, 0.15)) chosen.push('employerBlock');
  const others = CONCEPTS.filter((c) => !c.via).map((c) => c.id);
  const count = 2 + Math.floor(rng() * 8);
  for (let i = 0; i < count; i++) {
    const id = pick(rng, others);
    if (!chosen.includes(id)) chosen.push(id);
  }
  if (chance(rng, 0.45)) {
    // A block about another party: their name and some of phone, email, address.
    chosen.push('contactName');
    for (const id of ['contactPhone', 'contactEmail', 'contactAddress']) if (chance(rng, 0.6)) chosen.push(id);
  }
  return chosen.map((id) => BY_ID.get(id)!);
}

/** Instructions printed after labels on government forms; they add words the text never repeats. */
const INSTRUCTIONS = ['(optional)', '(include area code)', '(print clearly)', '(as shown on your ID)', '(see instructions)', '(if applicable)', '(required)', '(do not abbreviate)'];

/** Line numbers and instructions, as real forms print them: "5 Home Telephone (include area code)". */
function decorate(label: string, index: number, rng: Rng): string {
  let out = label;
  if (chance(rng, 0.35)) out = `${index + 1}${chance(rng, 0.3) ? pick(rng, ['a', 'b', 'c']) : ''}${chance(rng, 0.5) ? '.' : ''} ${out}`;
  if (chance(rng, 0.25)) out = `${out} ${pick(rng, INSTRUCTIONS)}`;
  return out;
}

/** Fields the text rarely answers: they should stay empty. */
const UNANSWERED = ['Office use only', 'Case number', 'Reviewed by', 'Approval code', 'Fee paid', 'Comments', 'Reference number', 'Branch'];

export function generateCase(rng: Rng): SyntheticCase {
  const w = makeWorld(rng);
  const concepts = pickFormConcepts(rng);
  const style: NameStyle = pick(rng, ['readable', 'readable', 'opaque', 'snake', 'generic']);
  const fields: FieldInfo[] = [];
  const descriptions: FieldDescription[] = [];
  const expected: Record<string, string> = {};
  const hasCity = concepts.some((c) => c.id === 'city' || c.id === 'cityStateZip');
  const conceptByName = new Map<string, string>();
  const forget = (id: string) => {
    for (const [name, c] of conceptByName) if (c === id) delete expected[name];
  };

  const stated = new Map<string, string>();
  const valueOf = (c: Concept): string => {
    let v = stated.get(c.id);
    if (v === undefined) {
      v = c.value(w, rng);
      stated.set(c.id, v);
    }
    return v;
  };

  const addField = (label: string, tooltip: string | null, concept: Concept | undefined, i: number) => {
    const name = concept ? fieldName(concept, label, style, i, rng) : style === 'opaque' ? `topmostSubform[0].Page1[0].f1_${i + 1}[0]` : style === 'generic' ? `Text${i + 1}` : label.replace(/[^\p{L}\p{N} ]+/gu, '');
    if (fields.some((f) => f.name === name)) return undefined;
    fields.push(textField(name, i, tooltip));
    if (concept) conceptByName.set(name, concept.id);
    // How the describe stage would see it: a printed label most of the time, else the tooltip, else the name.
    const seen = chance(rng, 0.8) ? { text: label, confidence: 0.5 + rng() * 0.45 } : tooltip ? { text: tooltip, confidence: 0.6 } : { text: name, confidence: style === 'opaque' || style === 'generic' ? 0.1 : 0.35 };
    descriptions.push({ name, mainText: seen.text, contextText: seen.text, confidence: Math.round(seen.confidence * 100) / 100, reasoning: 'synthetic' });
    // A field known only by a code ("Text7") cannot be expected to be filled: nothing says what it is.
    if (seen.confidence < 0.3) return { name, informative: false };
    return { name, informative: true };
  };

  let i = 0;
  for (const concept of concepts) {
    let label = pick(rng, concept.labels).replace('{role}', w.role);
    if (label.startsWith('Name of ')) label = label.replace(/Name of (\p{Lu})/u, (_m, c: string) => `Name of ${c.toLowerCase()}`);
    label = decorate(label, i, rng);
    // With city fields beside it "Address" means the street; without them, a street-only label would be
    // a form asking for less than the whole address, which real forms do not do.
    if (concept.id === 'address' && hasCity && label === 'Address') label = 'Street address';
    if (concept.id === 'address' && !hasCity) label = pick(rng, ['Address', 'Home address', 'Mailing address', 'Residence address']);
    const tooltip = chance(rng, 0.35) ? (concept.id === 'address' ? label : pick(rng, concept.labels).replace('{role}', w.role)) : null;
    const added = addField(label, tooltip, concept, i++);
    if (!added?.informative) continue;
    const name = added.name;
    let want = concept.expected ? concept.expected(w, valueOf(concept)) : valueOf(concept);
    if (concept.id === 'address') {
      const street = [w.street, w.unit].filter((x) => x).join(', ');
      want = hasCity ? street : `${street}, ${w.city}, ${w.state} ${w.zip}`;
    }
    expected[name] = want;
  }
  // Signature blocks repeat the name and ask for the date at the end of the form.
  const signatureBlock = chance(rng, 0.3);
  if (signatureBlock) {
    const printed = addField(pick(rng, ['Print name', 'Printed name', 'Name (print)', 'Name of signer']), null, BY_ID.get('fullName'), i++);
    if (printed?.informative) expected[printed.name] = personFull(w.person);
    if (!concepts.some((c) => c.id === 'signDate')) {
      const dated = addField(pick(rng, BY_ID.get('signDate')!.labels), null, BY_ID.get('signDate'), i++);
      if (dated?.informative) expected[dated.name] = valueOf(BY_ID.get('signDate')!);
      concepts.push(BY_ID.get('signDate')!);
    }
  }
  const blanks = Math.floor(rng() * 3);
  for (let b = 0; b < blanks; b++) addField(pick(rng, UNANSWERED), null, undefined, i++);

  // The text: everything the form asks for (most of the time) plus facts it does not ask for.
  const mentioned = new Set<string>();
  const statements: { key: string; value: string; prose?: string }[] = [];
  const formIds = new Set(concepts.map((c) => c.id));
  const distractors = CONCEPTS.filter((c) => !c.via && !formIds.has(c.id));
  const extraCount = Math.floor(rng() * 4);
  const textConcepts = [...concepts.filter((c) => !c.via && chance(rng, 0.9))];
  for (let d = 0; d < extraCount; d++) textConcepts.push(pick(rng, distractors));
  for (const c of textConcepts) {
    if (mentioned.has(c.id)) continue;
    mentioned.add(c.id);
    const v = valueOf(c);
    statements.push({ key: pick(rng, c.keys), value: v, ...(c.prose && chance(rng, 0.5) ? { prose: pick(rng, c.prose).replace('{v}', v) } : {}) });
  }
  // Fields whose fact is left out of the text must stay empty.
  for (const c of concepts) if (!c.via && !mentioned.has(c.id)) forget(c.id);

  const nameStyle = rng();
  const fullName = personFull(w.person);
  if (nameStyle < 0.4) statements.unshift({ key: 'Name', value: fullName, prose: `${pick(rng, ['My name is', "I'm", 'I am'])} ${fullName}.` });
  else if (nameStyle < 0.7) statements.unshift({ key: 'Name', value: fullName });
  else statements.unshift({ key: pick(rng, ['First name', 'Given name', 'First']), value: w.person.first }, { key: pick(rng, ['Last name', 'Surname', 'Family name']), value: w.person.last });
  if (nameStyle >= 0.7) {
    // Only the parts were given: a full-name field gets "First Last".
    for (const [name, want] of Object.entries(expected)) if (want === fullName && w.person.middle) expected[name] = `${w.person.first} ${w.person.last}`;
  }

  const addressGiven = chance(rng, 0.85);
  const street = [w.street, w.unit].filter((x) => x).join(', ');
  const fullAddress = `${street}, ${w.city}, ${w.state} ${w.zip}`;
  if (addressGiven) {
    const a = rng();
    if (a < 0.35) statements.push({ key: pick(rng, ['Address', 'Home address', 'Mailing address']), value: fullAddress });
    else if (a < 0.7) statements.push({ key: 'Address', value: fullAddress, prose: `${pick(rng, ['I live at', 'My address is', 'I reside at'])} ${fullAddress}.` });
    else statements.push({ key: pick(rng, ['Street', 'Street address', 'Address']), value: street }, { key: pick(rng, ['City', 'Town']), value: w.city }, { key: 'State', value: w.state }, { key: pick(rng, ['ZIP', 'Zip code', 'Postal code']), value: w.zip });
  } else {
    for (const c of ['address', 'city', 'state', 'zip']) forget(c);
  }

  if (concepts.some((c) => c.id === 'employerBlock') || chance(rng, 0.1)) {
    statements.push(
      chance(rng, 0.5)
        ? { key: pick(rng, ['Employer', 'Company', 'Work']), value: `${w.company}, ${w.companyAddress}` }
        : { key: 'Employer', value: '', prose: `I work for ${w.company}, ${w.companyAddress}.` },
    );
  }
  const contactFields = concepts.some((c) => c.via === 'contact');
  if (contactFields || chance(rng, 0.3)) {
    // Another party with a phone, email and address of their own: none of it belongs in the applicant's
    // fields. Stated as one composite line, as labelled lines, or in prose.
    const c = w.contact;
    const name = personFull(c, false);
    const role = w.role.toLowerCase();
    const parts = [c.address, c.phone, c.email].filter(() => chance(rng, 0.8));
    const r = rng();
    if (r < 0.35) {
      statements.push({ key: w.role, value: [name, ...parts].join(', ') });
    } else if (r < 0.6) {
      statements.push({ key: `${w.role} name`, value: name });
      if (parts.includes(c.phone)) statements.push({ key: `${w.role} ${pick(rng, ['phone', 'tel', 'telephone'])}`, value: c.phone });
      if (parts.includes(c.email)) statements.push({ key: `${w.role} email`, value: c.email });
      if (parts.includes(c.address)) statements.push({ key: `${w.role} address`, value: c.address });
    } else if (r < 0.8) {
      statements.push({ key: '', value: '', prose: `My ${role} is ${name}${parts.length ? `, ${parts.join(', ')}` : ''}.` });
    } else {
      statements.push({ key: '', value: '', prose: `${w.role}: ${name}${parts.length ? ` (${parts.join(', ')})` : ''}.` });
    }
    if (!parts.includes(c.phone)) forget('contactPhone');
    if (!parts.includes(c.email)) forget('contactEmail');
    if (!parts.includes(c.address)) forget('contactAddress');
  }
  if (!contactFields) for (const id of ['contactName', 'contactPhone', 'contactEmail', 'contactAddress']) forget(id);

  const data = renderText(statements, rng);
  return { fields, descriptions, data, expected };
}

function renderText(statements: { key: string; value: string; prose?: string }[], rng: Rng): string {
  const shuffled = [...statements];
  // Keep the name first most of the time, as people do; shuffle the rest a little.
  for (let k = shuffled.length - 1; k > 1; k--) {
    if (chance(rng, 0.5)) continue;
    const j = 1 + Math.floor(rng() * k);
    [shuffled[k], shuffled[j]] = [shuffled[j]!, shuffled[k]!];
  }
  const style = rng();
  const intro = pick(rng, ['', 'Please fill this out for me.', 'Hi, here are my details.', 'Info for the application:']);
  if (style < 0.15) {
    const obj: Record<string, string> = {};
    for (const s of shuffled) if (s.value && s.key) obj[s.key.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')] = s.value;
    return JSON.stringify(obj, null, chance(rng, 0.5) ? 2 : 0);
  }
  if (style < 0.5) {
    const lines = shuffled.map((s) => (s.value && s.key ? `${s.key}: ${s.value}` : s.prose ?? ''));
    return [intro, ...lines].filter((l) => l !== '').join('\n');
  }
  if (style < 0.6) {
    return shuffled.map((s) => (s.value && s.key ? `${s.key}: ${s.value}` : s.prose ?? '')).filter((l) => l !== '').join(' | ');
  }
  // Prose with some "Key: value" sentences mixed in.
  const sentences = shuffled.map((s) => s.prose ?? `${s.key}: ${s.value}.`.replace(/\.\.$/, '.'));
  return [intro, ...sentences].filter((l) => l !== '').join(' ');
}

export function generateCases(seed: number, count: number): SyntheticCase[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => generateCase(rng));
}
