import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findEuropeanAddress, parseAddress, splitHouseNumber } from '../../../workers/mapping/parse-compound.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { isNegated } from '../../../workers/mapping/normalize-text.js';
import { valueAfter } from '../../../workers/mapping/score-text.js';

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

describe('addresses under a label, in other languages', () => {
  test("a remark in brackets, and a correction after a dash, are no part of the address under its label", () => {
    const lines = ['Endereço anterior:', '1187 Washington St, 2º andar (a gente alugava o andar inteiro, sem número)', 'Somerville, MA 02143 -- ai, não, errei: o CEP é 02144.'];
    assert.deepEqual(linesWithAddressesUnderLabels(lines), ['Endereço anterior: 1187 Washington St, 2º andar, Somerville, MA 02143', 'ai, não, errei: o CEP é 02144.']);
  });

  test('"2º andar" and "3rd floor" are a floor of the address', () => {
    assert.equal(parseAddress('1187 Washington St, 2º andar, Somerville, MA 02143')?.line2, '2º andar');
    assert.equal(parseAddress('12 Elm St, 3rd floor, Boston, MA 02110')?.street, '12 Elm St');
  });

  test('"não", "nicht", "kein" deny', () => {
    assert.ok(isNegated('não tinha número de apartamento') && isNegated('ich habe keinen Führerschein') && !isNegated('tinha número'));
  });

  test('a floor ticks the floor box; the number after several boxes ticks none by itself', async () => {
    const caption = 'Apt. Ste. Flr. Number';
    const fields = [
      fieldAt('Street', 'text', { x: 40, y: 100, width: 200 }),
      fieldAt('Unit[0]', 'checkbox', { x: 250, y: 100, width: 10 }, { options: ['APT'] }),
      fieldAt('Unit[1]', 'checkbox', { x: 280, y: 100, width: 10 }, { options: ['FLR'] }),
      fieldAt('Unit[2]', 'checkbox', { x: 310, y: 100, width: 10 }, { options: ['STE'] }),
      fieldAt('Number', 'text', { x: 330, y: 100, width: 40 }),
    ];
    const descriptions = [described('Street', 'Street Number and Name'), ...['Unit[0]', 'Unit[1]', 'Unit[2]', 'Number'].map((n) => described(n, caption))];
    const values = await mappedValues(fields, descriptions, 'Address: 1187 Washington St, 2º andar, Somerville, MA 02143');
    assert.equal(values['Unit[1]'], true);
    assert.notEqual(values['Unit[0]'], true);
    assert.equal(values.Number, '2');
  });

  test('"height 1,86 m — measured …": a decimal comma before a unit is part of the value, a dash ends it; the box takes centimetres', async () => {
    assert.equal(valueAfter('height 1,86 m — measured at the doctor', 6), '1,86 m');
    assert.equal(valueAfter('paid 8,730, then more', 4), '8,730');
    const values = await mappedValues([fieldAt('Height', 'text', { x: 40, y: 100 }, { currentValue: '150' })], [described('Height', 'Height (cm)')], 'Tobias, height 1,86 m — measured on Monday.');
    assert.equal(values.Height, '186');
  });

  test('"… 1050 Wien — fourth floor, no lift": the dash ends the address', () => {
    const found = findEuropeanAddress('Schönbrunner Straße 118, Top 14, 1050 Wien — fourth floor, no lift.');
    assert.equal(found?.text, 'Schönbrunner Straße 118, Top 14, 1050 Wien');
  });
});
