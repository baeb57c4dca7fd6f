import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { movedEpoch } from '../../../workers/mapping/parties.js';
import { parseData } from '../../../workers/mapping/parse-data.js';

describe('texts written in Spanish or French', () => {
  test('dates with the month named in Spanish, French or German', () => {
    const dates = (text: string) => findTypedValues(text).filter((t) => t.kind === 'date').map((t) => t.date);
    assert.deepEqual(dates('Nací el 9 de noviembre de 1990.'), [{ year: 1990, month: 11, day: 9 }]);
    assert.deepEqual(dates('Signature : Mamer, le 27 février 2020'), [{ year: 2020, month: 2, day: 27 }]);
    assert.deepEqual(dates('Eingezogen am 12. März 2024.'), [{ year: 2024, month: 3, day: 12 }]);
  });

  test('"Me llamo …; … son mis apellidos", "Nací el …", and a home left ("antes vivía en") or lived in now ("vivo en")', () => {
    const facts = parseData('Me llamo Teresa Guadalupe Morales Ibarra; Morales Ibarra son mis apellidos. Nací el 9 de noviembre de 1990.').facts;
    assert.equal(facts.find((f) => f.key === 'name')?.value, 'Teresa Guadalupe Morales Ibarra');
    assert.equal(facts.find((f) => f.key === 'family name')?.value, 'Morales Ibarra');
    assert.equal(facts.find((f) => f.key === 'date of birth')?.value, '9 de noviembre de 1990');
    assert.equal(movedEpoch('Antes vivía en '), 'previous');
    assert.equal(movedEpoch('Desde el 2 de octubre de 2025 vivo en '), 'current');
  });
});
