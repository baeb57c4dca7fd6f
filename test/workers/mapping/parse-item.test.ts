import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CALIBRE_KEY, MAKE_KEY, MODEL_KEY, findItemDetails } from '../../../workers/mapping/parse-item.js';

/** The details a sentence states, as key → value. */
function details(sentence: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of findItemDetails(sentence)) out[d.key === MAKE_KEY ? 'make' : d.key === MODEL_KEY ? 'model' : d.key === CALIBRE_KEY ? 'calibre' : d.key] = d.value;
  return out;
}

describe('make, model and calibre of an item described in prose', () => {
  test('"a Remington, model 870 Express pump-action, 12 gauge"', () => {
    assert.deepEqual(details('The gun is a Remington, model 870 Express pump-action, 12 gauge, serial number W123456M.'), {
      model: '870 Express pump-action',
      make: 'Remington',
      calibre: '12 gauge',
    });
  });

  test('other phrasings: "made by", cartridge names, millimetres, a make and number right before the calibre', () => {
    assert.deepEqual(details('a rifle made by Savage Arms, model 110 Hunter, chambered in .30-06 Springfield'), { model: '110 Hunter', make: 'Savage Arms', calibre: '.30-06 Springfield' });
    assert.deepEqual(details("It's a Glock, model 19 Gen 5, 9mm Luger"), { model: '19 Gen 5', make: 'Glock', calibre: '9mm Luger' });
    assert.deepEqual(details('Firearm: Mossberg 500, 20 gauge'), { calibre: '20 gauge', make: 'Mossberg', model: '500' });
    assert.deepEqual(details('a Ruger, model American Rifle, caliber .308 Win'), { model: 'American Rifle', make: 'Ruger', calibre: '.308 Win' });
    assert.equal(details('a .22 LR target pistol').calibre, '.22 LR');
  });

  test('numbers without a calibre unit, money and a role model are no details', () => {
    assert.deepEqual(details('She pays me $380 in cash today, and .50 of it is tax.'), {});
    assert.deepEqual(details('My role model is my mother.'), {});
    assert.deepEqual(details('I bought 12 boxes of Nitrile Gloves from Acme 500.'), {});
  });
});

describe('model names and metric cartridges (issue 4)', () => {
  test('"Browning X-Bolt Hunter, 6.5 Creedmoor": a model named by a hyphenated word, a cartridge without "mm"', () => {
    const details = findItemDetails('Browning X-Bolt Hunter, 6.5 Creedmoor. scope not included');
    assert.deepEqual(details.map((d) => [d.key, d.value]).sort(), [[CALIBRE_KEY, '6.5 Creedmoor'], [MAKE_KEY, 'Browning'], [MODEL_KEY, 'X-Bolt Hunter']].sort());
    assert.deepEqual(findItemDetails('an SKS in 7.62x39').map((d) => d.value), ['7.62x39']);
    // A plain capitalised word before a calibre is no model.
    assert.deepEqual(findItemDetails('Sold to Dana Hunter, 12 gauge').map((d) => d.key), [CALIBRE_KEY]);
  });
});

describe('calibres said without their point (issue 4)', () => {
  test('"357 magnum" and "22 LR" are written ".357 Magnum" and ".22 LR"', () => {
    assert.deepEqual(findItemDetails('in 357 magnum, six inch').map((d) => d.value), ['.357 Magnum']);
    assert.deepEqual(findItemDetails('a 22 LR rifle').map((d) => d.value), ['.22 LR']);
    assert.deepEqual(findItemDetails('a .44 Magnum').map((d) => d.value), ['.44 Magnum']);
  });
});
