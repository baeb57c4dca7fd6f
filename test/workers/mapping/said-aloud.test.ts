/**
 * Details said aloud, and a terse note (issue 4, fresh v26 read): a voicemail transcribed by a phone names each
 * detail as a word and "is", with no "my" or "his" before it, and strings several in one sentence with commas; a
 * principal's note lists two witnesses with a plus.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';

const proseFacts = (text: string) =>
  parseData(text).facts.filter((fact) => fact.source === 'prose').map((fact) => [fact.key, fact.value]);

test('"Name is Corwin Thistledown": a one-word key starting the sentence', () => {
  assert.deepEqual(proseFacts('Name is Corwin Thistledown.'), [['Name', 'Corwin Thistledown']]);
  assert.deepEqual(proseFacts('It is fine.'), [], 'a pronoun is no key');
});

test('"Eyes are hazel, skin is ruddy, and hair is auburn": one statement per "word is" after a comma', () => {
  assert.deepEqual(proseFacts('Eyes are hazel, skin is ruddy, and hair is auburn.'), [['Eyes', 'hazel'], ['Skin', 'ruddy'], ['Hair', 'auburn']]);
});

test('"Height is 5 foot 8": a height keyed with a capital is still written the short way', () => {
  assert.deepEqual(proseFacts('Height is 5 foot 8.'), [['Height', '5\'8"']]);
  assert.deepEqual(proseFacts('Weight is 42 pounds.'), [['Weight', '42 lb']]);
});

test('"Witnesses: Rebecca Soto + Jamal Whitaker": a terse note joins the people of a role with a plus', () => {
  const witnesses = parseData('Signing 5/22/2025 in Scottsdale. Witnesses: Rebecca Soto + Jamal Whitaker.').facts.filter((fact) => fact.party === 'witness');
  assert.deepEqual(witnesses.map((fact) => fact.value), ['Rebecca Soto', 'Jamal Whitaker']);
});
