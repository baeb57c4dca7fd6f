/**
 * ISO 3166 country codes as the names a form's country box takes: the three-letter codes HL7 v2 writes in an address's
 * sixth part ("BEL"), the two-letter ones FHIR and most exports write ("BE"). One list for every reader of such codes.
 */

/** [two-letter code, three-letter code, name] of the countries records most often give. */
const COUNTRIES: readonly (readonly [string, string, string])[] = [
  ['US', 'USA', 'United States'], ['CA', 'CAN', 'Canada'], ['MX', 'MEX', 'Mexico'], ['GB', 'GBR', 'United Kingdom'],
  ['IE', 'IRL', 'Ireland'], ['BE', 'BEL', 'Belgium'], ['NL', 'NLD', 'Netherlands'], ['LU', 'LUX', 'Luxembourg'],
  ['FR', 'FRA', 'France'], ['DE', 'DEU', 'Germany'], ['AT', 'AUT', 'Austria'], ['CH', 'CHE', 'Switzerland'],
  ['IT', 'ITA', 'Italy'], ['ES', 'ESP', 'Spain'], ['PT', 'PRT', 'Portugal'], ['DK', 'DNK', 'Denmark'],
  ['SE', 'SWE', 'Sweden'], ['NO', 'NOR', 'Norway'], ['FI', 'FIN', 'Finland'], ['PL', 'POL', 'Poland'],
  ['CZ', 'CZE', 'Czech Republic'], ['SK', 'SVK', 'Slovakia'], ['HU', 'HUN', 'Hungary'], ['RO', 'ROU', 'Romania'],
  ['GR', 'GRC', 'Greece'], ['MT', 'MLT', 'Malta'], ['AU', 'AUS', 'Australia'], ['NZ', 'NZL', 'New Zealand'],
  ['IN', 'IND', 'India'], ['CN', 'CHN', 'China'], ['JP', 'JPN', 'Japan'], ['BR', 'BRA', 'Brazil'],
];
const BY_CODE = new Map(COUNTRIES.flatMap(([two, three, name]) => [[two, name], [three, name]] as const));

/** The country a two- or three-letter code names ("BE", "BEL" → "Belgium"); the code as given when it is not listed. */
export function countryOfCode(code: string): string {
  return BY_CODE.get(code.trim().toUpperCase()) ?? code;
}
