import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { SIGNING_IN_OTHER_LANGUAGES } from '../../../workers/mapping/other-languages.js';
import { withPostcodeWordsDropped } from '../../../workers/mapping/parse-compound.js';
import { movedEpoch } from '../../../workers/mapping/parties.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

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

describe('the other languages, further (issue 4)', () => {
  test('"apartamento 12" is a unit, "dirección anterior" the previous address, "dos apellidos" the family name', async () => {
    const fields = [
      fieldAt('Family', 'text', { x: 40, y: 700 }),
      fieldAt('Given', 'text', { x: 200, y: 700 }),
      fieldAt('Middle', 'text', { x: 360, y: 700 }),
      fieldAt('PrevStreet', 'text', { x: 40, y: 600 }),
      fieldAt('PrevApt', 'text', { x: 200, y: 600, width: 40 }),
      fieldAt('NewStreet', 'text', { x: 40, y: 500 }),
      fieldAt('SignDate', 'text', { x: 40, y: 100 }),
    ];
    const descriptions = [
      described('Family', 'Family Name (Last Name)'),
      described('Given', 'Given Name (First Name)'),
      described('Middle', 'Middle Name'),
      described('PrevStreet', 'Previous Physical Address: Street Number and Name'),
      described('PrevApt', 'Previous Address: Apt. Ste. Flr. Number'),
      described('NewStreet', 'Present Physical Address: Street Number and Name'),
      described('SignDate', 'Date of Signature (mm/dd/yyyy)', 'Your Signature / Date of Signature (mm/dd/yyyy)'),
    ];
    const values = await mappedValues(fields, descriptions, [
      'Mi nombre completo es Yesenia Paola Villanueva Rojas. Villanueva Rojas son mis dos apellidos.',
      'Mi dirección anterior era 1907 W Pecan St, apartamento 12, Pflugerville, TX 78660.',
      'Desde el 1 de marzo vivimos en 815 Sagebrush Trl, Round Rock, TX 78664.',
      'Voy a pasar a firmar el formulario el jueves 6 de marzo de 2025, así que puede ponerle esa fecha.',
    ].join('\n'));
    assert.equal(values.Family, 'Villanueva Rojas');
    assert.equal(values.Middle, 'Paola');
    assert.equal(values.PrevStreet, '1907 W Pecan St');
    assert.equal(values.PrevApt, '12');
    assert.equal(values.NewStreet, '815 Sagebrush Trl');
    assert.equal(values.SignDate, '03/06/2025');
  });

  test('a German letter: "Herrn Thomas Weber", "wohnt in 27, route d\'Arlon, 8009 Strassen", pairs after amounts, "vom … bis zum …"', () => {
    const facts = parseData([
      'die Angaben unseres Mitarbeiters Herrn Thomas Weber. Herr Weber wohnt in 27, route d\'Arlon, 8009 Strassen.',
      'Er war vom 01/01/2019 bis zum 30/09/2019 bei uns beschäftigt.',
      'Einbehaltene Lohnsteuer: 6.034,00 EUR; Steuerkredit für Arbeitnehmer (CIS): 450,00 EUR.',
      'Certifié exact à Esch-sur-Alzette, le 28/02/2020.',
    ].join('\n')).facts;
    assert.ok(facts.some((f) => f.person?.full === 'Thomas Weber'));
    assert.equal(facts.find((f) => f.key === 'home address')?.address?.city, 'Strassen');
    assert.equal(facts.find((f) => f.key === 'start from begin')?.value, '01/01/2019');
    assert.equal(facts.find((f) => f.key === 'end to until')?.value, '30/09/2019');
    assert.equal(facts.find((f) => f.key === 'Einbehaltene Lohnsteuer')?.value, '6.034,00 EUR');
    assert.equal(facts.find((f) => f.key === 'Steuerkredit für Arbeitnehmer (CIS)')?.value, '450,00 EUR');
    assert.equal(facts.find((f) => f.key === 'place of signature')?.value, 'Esch-sur-Alzette');
  });

  test('"nationale Identifikationsnummer 1979112304567" keys its number; "Steuerklasse 2", "classe d\'impôt 1a" a tax class', () => {
    const facts = parseData('anbei die Angaben (nationale Identifikationsnummer 1979112304567), Steuerklasse 2 laut Steuerkarte.').facts;
    assert.equal(facts.find((f) => f.key === 'nationale Identifikationsnummer')?.value, '1979112304567');
    assert.equal(facts.find((f) => f.key === 'tax class')?.value, '2');
    assert.equal(parseData("Elle a travaillé en classe d'impôt 1a suivant sa fiche.").facts.find((f) => f.key === 'tax class')?.value, '1a');
  });

  test('"période du ___ au ___" boxes are a period\'s ends; "du ___ au" printed before several pairs anchors none', async () => {
    const fields = [fieldAt('DEBPER', 'text', { x: 100, y: 700 }), fieldAt('FINPER', 'text', { x: 300, y: 700 })];
    const descriptions = [described('DEBPER', 'période du', '1 période du au'), described('FINPER', 'au', '1 période du au')];
    const values = await mappedValues(fields, descriptions, 'Elle a travaillé chez nous du 01/03/2019 au 31/12/2019.');
    assert.equal(values.DEBPER, '01/03/2019');
    assert.equal(values.FINPER, '31/12/2019');
  });
});

describe('an e-mail in Italian (issue 4)', () => {
  test('Italian keys, months and unit words; "CAP" before a ZIP code', () => {
    assert.deepEqual(tokenize('Cognome'), tokenize('last name'));
    assert.deepEqual(tokenize('Secondo nome'), tokenize('middle name'));
    assert.deepEqual(tokenize('Data di nascita'), tokenize('date of birth'));
    assert.deepEqual(tokenize('Indirizzo VECCHIO'), tokenize('address previous'));
    assert.deepEqual(tokenize('Indirizzo NUOVO'), tokenize('address current'));
    assert.equal(findTypedValues('nata il 17 settembre 1990').find((t) => t.kind === 'date')?.text, '17 settembre 1990');
    assert.equal(findTypedValues('dal 1° luglio 2025').find((t) => t.kind === 'date')?.text, '1° luglio 2025');
    const old = parseData('Indirizzo VECCHIO: 1550 N Lake Shore Dr, appartamento 12C, Chicago, IL 60610').facts.find((f) => f.address);
    assert.deepEqual([old?.address?.street, old?.address?.line2, old?.address?.city], ['1550 N Lake Shore Dr', 'appartamento 12C', 'Chicago']);
    assert.equal(withPostcodeWordsDropped('418 Linden Avenue, Oak Park, Illinois, CAP 60304'), '418 Linden Avenue, Oak Park, Illinois 60304');
    assert.equal(withPostcodeWordsDropped('City: Portland, Oregon\nZIP: 97211'), 'City: Portland, Oregon\nZIP: 97211');
    assert.ok(SIGNING_IN_OTHER_LANGUAGES.test('Come data della firma metti lunedì 14 luglio 2025'));
  });

  test('a number in groups is no street', async () => {
    const fields = [fieldAt('street', 'text', { x: 100, y: 700 })];
    assert.deepEqual(await mappedValues(fields, [described('street', 'Street Number and Name')], 'A-Number: A-214 876 509'), {});
  });
});

describe('an e-mail in Portuguese (issue 4)', () => {
  test('Portuguese keys and months; "novo"/"antigo" are current/previous; signing is "assinar"', () => {
    assert.deepEqual(tokenize('Sobrenome'), tokenize('last name'));
    assert.deepEqual(tokenize('Endereço antigo'), tokenize('address previous'));
    assert.deepEqual(tokenize('Endereço novo'), tokenize('address current'));
    assert.deepEqual(tokenize('Endereço pra correspondência'), tokenize('mailing address'));
    assert.deepEqual(tokenize('Data de nascimento'), tokenize('date of birth'));
    assert.equal(findTypedValues('a data de assinatura 5 de junho de 2025').find((t) => t.kind === 'date')?.text, '5 de junho de 2025');
    assert.ok(SIGNING_IN_OTHER_LANGUAGES.test('quando eu passo aí pra assinar à mão'));
  });
});
