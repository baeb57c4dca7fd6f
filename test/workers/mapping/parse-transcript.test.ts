import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findUsAddresses, parseAddress } from '../../../workers/mapping/parse-compound.js';
import { withTranscriptPauses } from '../../../workers/mapping/parse-transcript.js';

const VOICEMAIL =
  "hey Terrence it's uh Doug calling about the revolver um so I'm sitting here doing that bill of sale tonight so it's all ready for Saturday um I've got you down as Terrence Vogel V O G E L at the address on the envelope you sent me so holler if that's wrong";

test('a transcript\'s pauses end its sentences, which start with a capital, and letters spelt out after a name go', () => {
  assert.equal(
    withTranscriptPauses(VOICEMAIL),
    "hey Terrence it's. Doug calling about the revolver. So I'm sitting here doing that bill of sale tonight so it's all ready for Saturday. I've got you down as Terrence Vogel at the address on the envelope you sent me so holler if that's wrong",
  );
  // Punctuated text, and a short line, are left as they are.
  const written = 'Hi Doug. Um, I think the price was 450. Uh, see you Saturday. Thanks for sorting out the paperwork for me.';
  assert.equal(withTranscriptPauses(written), written);
  assert.equal(withTranscriptPauses('um ok uh sure'), 'um ok uh sure');
});

test('an address dictated or typed without commas is found and split', () => {
  const text = "I've got you at 88 Carriage Hill Court Belvidere Illinois 61008 that's what was on the envelope";
  const [found] = findUsAddresses(text);
  assert.equal(found?.text, '88 Carriage Hill Court Belvidere Illinois 61008');
  assert.equal(text.slice(found!.start, found!.end), found!.text);
  const address = parseAddress(found!.text);
  assert.deepEqual([address?.street, address?.city, address?.state, address?.zip], ['88 Carriage Hill Court', 'Belvidere', 'IL', '61008']);
  assert.equal(parseAddress('77 Lakeview Terrace Evanston IL 60201')?.city, 'Evanston');
  // Without a street-type word there is no telling the street from the city.
  assert.deepEqual(findUsAddresses('I paid 450 cash Springfield IL 62701'), []);
});
