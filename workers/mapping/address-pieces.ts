/**
 * The keys that name one piece of a postal address, as JSON keys, "Key: value" lines and tables' column headings
 * write them ("street", "Address line 2", "ZIP", "City, state, ZIP"): one table, for every reader that puts an
 * address together from its pieces (parse-data.ts addressesFromKeyedParts, parse-address-history.ts).
 */
import type { PostalAddress } from './parse-compound.js';

/** An address's parts before they are joined (PostalAddress without the joined text), and a city line's. */
export type AddressPiece = keyof Omit<PostalAddress, 'full'> | 'cityLine' | 'zipCity' | 'stateZip';

const ADDRESS_PIECE_KEYS: [AddressPiece, RegExp][] = [
  ['street', /^(?:street(?: address)?|street 1|street house(?: no| number)?|street (?:and |& )?(?:no|number|nr)|(?:home |residential |mailing )?addr(?:ess)?(?: line)?(?: 1)?|street line(?: 1)?|line 1)$/],
  // ("APT/SPACE #": a form's box for the apartment or a mobile home's space.)
  ['line2', /^(?:addr(?:ess)?(?: line)? 2|street(?: line)? 2|street line extra|address extra|line 2|apt|apartment|suite|unit|apt space|apt (?:no|number)|apt suite|apt ste)$/],
  ['city', /^(?:city|town|city or town|locality)$/],
  ['state', /^(?:state|province|region|state or province|state province)$/],
  ['zip', /^(?:zip|zip code|zipcode|postcode|post code|postal code|postal|zip postal code)$/],
  ['country', /^(?:country|country of residence)$/],
  // "City, state, ZIP", "City or town, state, and ZIP code", "city line": the rest of the address on one line.
  ['cityLine', /^(?:city(?: or town)? state(?: and)? (?:zip|postal)(?: code)?|city line)$/],
  // "STATE / ZIP: CA 95852": the state and the ZIP code in one box.
  ['stateZip', /^state zip(?: code)?$/],
  // "Postal code/City: 98103 SEATTLE": the postcode, then the city, as most of Europe and business systems write them.
  ['zipCity', /^(?:postal code|post code|postcode|zip(?: code)?) city$/],
];

/**
 * The piece of an address a key names, or undefined. ("addr_line1": the line's number is a word of its own;
 * "addr_city", "address zip", "address_street", "address_city_state_zip": a database's columns name the address
 * before its piece.)
 */
export function addressPieceOfKey(key: string): AddressPiece | undefined {
  const words = key.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').replace(/(\p{L})(\d)/gu, '$1 $2').trim();
  const piece = ADDRESS_PIECE_KEYS.find(([, re]) => re.test(words))?.[0];
  if (piece || !/^addr(?:ess)? /.test(words)) return piece;
  return ADDRESS_PIECE_KEYS.find(([, re]) => re.test(words.replace(/^addr(?:ess)? /, '')))?.[0];
}
