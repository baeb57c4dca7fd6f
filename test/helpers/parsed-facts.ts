/** The facts the text reader (parse-data.ts) finds in a text, and the values it keys one way, for tests. */
import type { Fact } from '../../workers/mapping/parse-data.js';
import { parseData } from '../../workers/mapping/parse-data.js';

/** The facts parse-data.ts reads from a text. */
export const factsOf = (text: string): Fact[] => parseData(text).facts;

/** The values of the facts keyed exactly `key`, in order. */
export const valuesOf = (facts: Fact[], key: string): string[] => facts.filter((f) => f.key === key).map((f) => f.value);
