import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findEuropeanAddress, parseAddress, splitHouseNumber } from '../../../workers/mapping/parse-compound.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('addresses and names as European forms ask for them', () => {
  test('"14, rue des Aubépines, 1145 Luxembourg": the house number before the street belongs to it', () => {
    const address = parseAddress('14, rue des Aubépines, 1145 Luxembourg');
    assert.deepEqual([address?.street, address?.zip, address?.city], ['14, rue des Aubépines', '1145', 'Luxembourg']);
    assert.deepEqual(splitHouseNumber('14, rue des Aubépines'), { number: '14', name: 'rue des Aubépines' });
    assert.deepEqual(splitHouseNumber('Hauptstraße 5'), { number: '5', name: 'Hauptstraße' });
    assert.equal(splitHouseNumber('Main Street'), undefined);
  });

  test('an address of Europe inside a longer value, and the company named before it', () => {
    const value = 'Boulangerie Hoffmann S.à r.l., 3, avenue de la Gare, L-4130 Esch-sur-Alzette, n° dossier 2004 2208 431.';
    assert.equal(findEuropeanAddress(value)?.text, '3, avenue de la Gare, L-4130 Esch-sur-Alzette');
    const facts = parseData(`Employeur : ${value}`).facts;
    assert.equal(facts.find((f) => f.address?.city === 'Esch-sur-Alzette')?.party, 'employer');
    assert.equal(facts.find((f) => f.value === 'Boulangerie Hoffmann S.à r.l.')?.organisation, true);
  });

  test('"Elle habite …" is a home address; "Nom" beside "Prénom" is the family name; a number box beside the street takes the house number', async () => {
    const fields = [
      fieldAt('A.NOM', 'text', { x: 40, y: 100, width: 150 }),
      fieldAt('A.PRENOM', 'text', { x: 200, y: 100, width: 150 }),
      fieldAt('A.NUMERO', 'text', { x: 40, y: 130, width: 40 }),
      fieldAt('A.RUE', 'text', { x: 90, y: 130, width: 260 }),
      fieldAt('A.CODEPOSTAL', 'text', { x: 40, y: 160, width: 60 }),
      fieldAt('A.LOCALITE', 'text', { x: 110, y: 160, width: 200 }),
    ];
    const values = await mappedValues(
      fields,
      [
        described('A.NOM', 'nom'),
        described('A.PRENOM', 'prénom'),
        described('A.NUMERO', 'numéro'),
        described('A.RUE', 'rue'),
        described('A.CODEPOSTAL', 'code postal'),
        described('A.LOCALITE', 'localité'),
      ],
      "Voici les données de notre salariée, Mme Sophie Reuter. Elle habite 14, rue des Aubépines, 1145 Luxembourg.",
    );
    assert.deepEqual(
      [values['A.NOM'], values['A.PRENOM'], values['A.NUMERO'], values['A.RUE'], values['A.CODEPOSTAL'], values['A.LOCALITE']],
      ['Reuter', 'Sophie', '14', 'rue des Aubépines', '1145', 'Luxembourg'],
    );
  });
});
