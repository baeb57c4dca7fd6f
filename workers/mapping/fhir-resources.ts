/**
 * A patient portal's export in HL7 FHIR's XML, pasted: a Bundle (or a Patient alone) of resources whose every value is
 * an attribute ("<family value="Kreutzer-Lambotte"/>"):
 *
 *     <Bundle xmlns="http://hl7.org/fhir"> <entry><resource><Patient>
 *       <name><use value="official"/><family value="Kreutzer-Lambotte"/><given value="Liesbeth"/><given value="Marianne"/></name>
 *       <address><use value="home"/><line value="Herbesthaler Straße 27"/>…<period><start value="2023-07-01"/></period></address>
 *     </Patient></resource></entry> <entry><resource><Observation> <status value="final"/> … Body height … <value value="67.7"/>
 *       <unit value="in"/> …
 *
 * Read as XML, the values are keyed by "Bundle entry resource Patient name given" and the codes and ids say as much
 * as the name. Here the export is the lines a clerk copies off the patient's record ("Last name: Kreutzer-Lambotte",
 * "Height: 67.7 in"): the official name over any other (a usual one is the name the patient goes by), the address in
 * use now (one whose period has ended is a previous address), the languages, and each measurement's latest value
 * (one marked "entered-in-error" is none). A contact's name is keyed as theirs. A plain function of the text.
 */
import { countryOfCode } from './country-codes.js';
import { decodeEntities } from './parse-xml.js';

const BUNDLE = /(?:<\?xml[^>]*\?>\s*)?(?:<!--[^>]*-->\s*)?<(Bundle|Patient)\b[^>]*xmlns="http:\/\/hl7\.org\/fhir"[^>]*>[\s\S]*?<\/\1>/;


/** The text with a pasted FHIR export read as a patient's record in lines; the text as it is when it holds none. */
export function withFhirResourcesRead(text: string): string {
  const found = BUNDLE.exec(text);
  if (!found) return text;
  const patient = found[0].match(/<Patient\b[^>]*>([\s\S]*?)<\/Patient>/)?.[1];
  const lines = [...(patient ? patientLines(patient) : []), ...observationLines(found[0])];
  if (lines.length === 0) return text;
  return `${text.slice(0, found.index)}${lines.join('\n')}${text.slice(found.index + found[0].length)}`;
}

/** The value attribute of each element named so, in order: `<given value="Liesbeth"/>` → "Liesbeth". */
function valuesOf(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(String.raw`<${element}\s+value="([^"]*)"\s*/?>`, 'g'))].map((m) => decodeEntities(m[1]!).trim());
}

function blocksOf(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(String.raw`<${element}\b[^>]*>([\s\S]*?)</${element}>`, 'g'))].map((m) => m[1]!);
}

function patientLines(patient: string): string[] {
  const lines: string[] = [];
  // (A contact's own name and address are no part of the patient's: read apart, then taken out.)
  const contacts = blocksOf(patient, 'contact');
  const own = contacts.reduce((rest, contact) => rest.replace(contact, ''), patient);
  const names = blocksOf(own, 'name');
  const official = names.find((name) => valuesOf(name, 'use')[0] === 'official') ?? names.find((name) => valuesOf(name, 'family').length > 0);
  if (official) {
    const [first, ...middle] = valuesOf(official, 'given');
    if (first) lines.push(`First name: ${first}`);
    if (middle.length > 0) lines.push(`Middle name: ${middle.join(' ')}`);
    const family = valuesOf(official, 'family')[0];
    if (family) lines.push(`Last name: ${family}`);
  }
  const usual = names.find((name) => name !== official && valuesOf(name, 'use')[0] === 'usual');
  if (usual) lines.push(`Goes by (nickname): ${[...valuesOf(usual, 'given'), ...valuesOf(usual, 'family')].join(' ')}`);
  for (const telecom of blocksOf(own, 'telecom')) {
    const [system = 'phone'] = valuesOf(telecom, 'system');
    const [value] = valuesOf(telecom, 'value');
    if (value) lines.push(`${system === 'email' ? 'Email' : system === 'phone' ? 'Phone' : system}: ${value}`);
  }
  const [gender] = valuesOf(own, 'gender');
  if (gender) lines.push(`Sex: ${gender}`);
  const [birthDate] = valuesOf(own, 'birthDate');
  if (birthDate) lines.push(`Date of birth: ${birthDate}`);
  for (const address of blocksOf(own, 'address')) {
    const period = blocksOf(address, 'period')[0] ?? '';
    const ended = valuesOf(period, 'end').length > 0;
    lines.push(`${ended ? 'Previous address' : 'Address'}: ${addressLine(address)}`);
  }
  const languages = blocksOf(own, 'communication').map((communication) => valuesOf(communication, 'display')[0]?.replace(/\s*\([^()]*\)$/, '')).filter((language): language is string => language !== undefined);
  if (languages.length > 0) lines.push(`Languages (as the hospital lists them): ${languages.join(', ')}`);
  for (const contact of contacts) {
    const name = valuesOf(contact, 'text')[0] ?? [...valuesOf(contact, 'given'), ...valuesOf(contact, 'family')].join(' ');
    const relation = valuesOf(contact, 'display')[0];
    if (name) lines.push(`Contact (${relation ?? 'contact'}) name: ${name}`);
  }
  return lines;
}

/** "Herbesthaler Straße 27, Appartement 3B, 4700 Eupen, Belgium": an address's lines, postcode and town, and country. */
function addressLine(address: string): string {
  const [postcode = '', city = '', country = ''] = [valuesOf(address, 'postalCode')[0], valuesOf(address, 'city')[0], valuesOf(address, 'country')[0]];
  const town = [postcode, city].filter((part) => part !== '').join(' ');
  return [...valuesOf(address, 'line'), town, countryOfCode(country)].filter((part) => part !== '').join(', ');
}

/** Each measurement's latest value in use ("Height: 67.7 in"): by its code's name, newest first, errors left out. */
function observationLines(bundle: string): string[] {
  const latest = new Map<string, { at: string; value: string }>();
  for (const observation of blocksOf(bundle, 'Observation')) {
    if (valuesOf(observation, 'status')[0] === 'entered-in-error') continue;
    const what = valuesOf(blocksOf(observation, 'code')[0] ?? '', 'display')[0];
    const quantity = blocksOf(observation, 'valueQuantity')[0];
    if (!what || !quantity) continue;
    const [value] = valuesOf(quantity, 'value');
    const [unit = ''] = valuesOf(quantity, 'unit');
    const at = valuesOf(observation, 'effectiveDateTime')[0] ?? '';
    const kind = what.replace(/^body\s+/i, '');
    const known = latest.get(kind);
    if (value !== undefined && (!known || at > known.at)) latest.set(kind, { at, value: `${value} ${unit}`.trim() });
  }
  return [...latest].map(([kind, { value }]) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}: ${value}`);
}
