/**
 * Texts read once fresh v81 was no longer held out (issue 4, fresh v81 and probe batch 97): a temple infirmary's
 * admission record under a grandmother's notes, a moving company's bill of lading under a retired dry cleaner's letter,
 * a cashier's check and a deposit notice under a night-shift seller's list, an expired tax interview under an
 * illustrator's list of what changed; what the writer's notes settle, and what the pasted paper then says that no
 * longer holds.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import {
  withCompanyNameSentToLineKeyed,
  withFigureConcludedKeyed,
  withFigureSaidRightKeyed,
  withFirstWhatNowIs,
  withFullNameAfterFirstSaid,
  withHeadedItemNameKeyed,
  withHoursSplitKeyed,
  withKeyedValueSaidRight,
  withNowOverLastTimeKeyed,
  withOfferLetterAsEmployer,
  withOnlyDenialUnkeyed,
  withOwnDateAsSigning,
  withRealOneKeyed,
  withReasonedValueKeyed,
  withRoleDeniedThenRecordKeyed,
  withValueInItsBoxKeyed,
  withWholeNameRemarkBracketed,
} from '../../../workers/mapping/items-of-corrections.js';
import { withMineAndYoursNamed } from '../../../workers/mapping/mine-and-yours.js';
import { withQuotedValueUnderKey } from '../../../workers/mapping/values-quoted-below.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { withFinalPickKept } from '../../../workers/mapping/corrections.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const box = (y: number) => ({ x: 40, y });

describe('what an item of the writer\'s notes settles', () => {
  test('a keyed figure reasoned to at the end of its line', () => {
    assert.equal(withFigureConcludedKeyed('- Weight: the sheet has 46 with the satchel, and the satchel is 8 lb of herbs. So 38 lb.'), '- Weight: 38 lb');
    assert.equal(withFigureConcludedKeyed('- Height: they measured him with his helm on, and the crest is three inches. So 4\'4".'), '- Height: 4\'4"');
    assert.equal(withFigureConcludedKeyed('4(c): at the old job I had $50 extra per paycheck. Now Mehul says $20 is enough. So 20.'), '4(c): 20');
    assert.equal(withFigureConcludedKeyed('- Weight: 46 lb on the sheet.'), '- Weight: 46 lb on the sheet.');
  });
  test('a key whose line ends by telling its box the value', () => {
    assert.equal(withValueInItsBoxKeyed('- Faction: the Harpers is her bluffing (I know them). She\'s Emerald Enclave - her teacher brought her in. Emerald Enclave in the faction box.'), '- Faction: Emerald Enclave');
    // (Another box's words say nothing of this key.)
    const other = '- Faction: the Harpers is her bluff. Emerald Enclave in the allies box.';
    assert.equal(withValueInItsBoxKeyed(other), other);
  });
  test('a keyed value reasoned to after "so it\'s …", asked for', () => {
    assert.equal(withReasonedValueKeyed("- Hair: after the fire she cut off the singed bits, so it's auburn, cropped short now. Put that."), '- Hair: auburn, cropped short');
  });
  test('a keyed value said to be right, then why', () => {
    assert.equal(withKeyedValueSaidRight("- Age: 140 is right - guild papers don't lie. He tells everyone he's 200."), '- Age: 140');
    assert.equal(withKeyedValueSaidRight("- Faction: Order of the Gauntlet, and that one's true - the purser checked the token."), '- Faction: Order of the Gauntlet');
    // (A measure said right without its unit stands as the record wrote it.)
    assert.equal(withKeyedValueSaidRight('- Weight: 168 is right as it is.'), '- Weight: 168 is right as it is.');
  });
  test('a key and its figure said to be right', () => {
    assert.equal(withFigureSaidRightKeyed('- Height 3\'1" is right. Halflings go barefoot.'), '- Height: 3\'1"\nHalflings go barefoot.');
  });
  test('a key denied with a reason, the value said after it', () => {
    assert.equal(withOnlyDenialUnkeyed("- Allies: NOT the sister, they haven't spoken since the row over the cottage. Her allies are Brother Anselm Vey and Mother Rue."), 'Her allies are Brother Anselm Vey and Mother Rue.');
  });
  test('what a thing was first is dropped for what it is now', () => {
    assert.equal(withFirstWhatNowIs('First the appointment was Friday October 17, 2025, but Grace cannot drive me, so now it is Tuesday, October 21, 2025.'), 'First the appointment was another day, but Grace cannot drive me, so now it is Tuesday, October 21, 2025.');
  });
  test('someone denied a role, then the record of the one who has it', () => {
    assert.equal(withRoleDeniedThenRecordKeyed('- Sharon is his wife, she got the check. shes NOT the buyer, Dale is. Dale R. Pruitt, 1143 S. Woodland Ave, Mt. Zion, IL 62549.'), '- Sharon is his wife, she got the check. Sharon is not the buyer.\nBuyer: Dale R. Pruitt, 1143 S. Woodland Ave, Mt. Zion, IL 62549.');
    // (A record of someone else after it is left as written.)
    const other = 'shes NOT the buyer, Dale is. Ann Lee, 12 Elm St, Peoria, IL 61604.';
    assert.equal(withRoleDeniedThenRecordKeyed(other), other);
  });
  test('a first name said, then the name in full', () => {
    assert.equal(withFullNameAfterFirstSaid('- my name is KEISHA, the credit union spelled it wrong on the check. Keisha M. Dorsey.'), '- my name is Keisha M. Dorsey, the credit union spelled it wrong on the check.');
  });
  test('the real code, where the one written is said wrong or said right', () => {
    assert.equal(withRealOneKeyed('- the serial on the memo is wrong!! the real one stamped on the side of the receiver is S862417V.').split('\n')[1], 'Serial: S862417V');
    assert.equal(withRealOneKeyed('- The serial on the memo, DFT4417, is correct.').split('\n')[1], 'Serial: DFT4417');
  });
  test('an item headed by the name asks for the name to put', () => {
    assert.equal(withHeadedItemNameKeyed('- Name. Piquette-Lalonde was my married name. So please put Geneviève Piquette, without the Lalonde.').split('\n')[1], '- Name: Geneviève Piquette');
  });
  test('what a value is now, over what was said last time', () => {
    assert.equal(withNowOverLastTimeKeyed("- Favourite colour: last time I said blue, now it's red. Rosso, like the shirt."), '- Favourite colour: red');
  });
  test('a first name of two words, said to be both words', () => {
    assert.equal(withWholeNameRemarkBracketed("My first name is Maria Bonaria, both words, it's one name (Sardinian thing)."), "My first name is Maria Bonaria (both words, it's one name) (Sardinian thing).");
    const facts = factsOf("Naam / Name: Maria Cossu\n\n- My first name is Maria Bonaria, both words, it's one name (Sardinian thing). Surname Cossu.");
    assert.ok(facts.some((f) => f.key === 'first name' && f.person?.first === 'Maria Bonaria'));
  });
  test('one side\'s own date is the date of their signature', () => {
    assert.equal(withOwnDateAsSigning('So my date is November 10, 2025.'), 'So my signing date is November 10, 2025.');
  });
  test('a course\'s sessions split into duty and non-duty hours', () => {
    assert.equal(withHoursSplitKeyed('10 sessions = 25 duty, 5 non-duty.'), '10 sessions = 25 duty, 5 non-duty.\nTraining duty hours: 25\nTraining non-duty hours: 5');
  });
  test('what the writer copies from an offer letter is the employer\'s', () => {
    assert.equal(withOfferLetterAsEmployer('You asked me to fill the employer lines, so from my offer letter: Middlesex Valley Medical Center, 1 Hospital Plaza, Edison, NJ 08817, EIN 22-1487306.'), 'You asked me to fill the employer lines.\nEmployer: Middlesex Valley Medical Center, 1 Hospital Plaza, Edison, NJ 08817, EIN 22-1487306.');
  });
  test('a company\'s name sent to the form\'s first line', () => {
    assert.equal(withCompanyNameSentToLineKeyed("Marcy says: the LLC's name on the first line, exactly as it is on the 1065 - Tussock & Tide Audio LLC - and NOT my name anywhere.").split('\n')[1], 'Line 1: Tussock & Tide Audio LLC');
  });
});

describe('readers the notes needed', () => {
  test('a keyed paragraph in quotes asked to go in its box, with a remark in brackets', () => {
    assert.equal(withQuotedValueUnderKey('- Backstory, put this in the box (the History line is only the bones of it):\n\n"Maura was midwife to Greengallows for twenty years and delivered half the village."'), '- Backstory: Maura was midwife to Greengallows for twenty years and delivered half the village.');
  });
  test('"mine is …, his is …" gives the writer\'s licence and the other side\'s, the writer\'s side said by a sale', () => {
    const out = withMineAndYoursNamed('i sold it to Mr. Pruitt.\n- licenses: mine is D621-5089-4432, Illinois. his is P630-1178-2206, Illinois too.');
    assert.match(out, /Driver's license number \(seller\): D621-5089-4432/);
    assert.match(out, /Driver's license number \(buyer\): P630-1178-2206/);
  });
  test('the days said to be "the 3rd" take the month and year of the text\'s dates', () => {
    assert.match(withYearsOfBareDates('bill of sale date is Oct 3 2025, so both signature dates are the 3rd.'), /dates are October 3, 2025/);
  });
  test('a weekday after no nearby year that fits takes the year of another date in the text', () => {
    assert.match(withYearsOfBareDates('Signed 09/17/2025. Her commission is good until 08/14/2028. First the appointment was Friday October 17.'), /Friday October 17, 2025/);
  });
  test('a street picked by its name is the whole address given on it', () => {
    assert.equal(withFinalPickKept('- My address: the credit union has it right, 2208 W. Heading Ave, Peoria, IL 61604. My license still says Sheridan Rd. Use Heading.'), '- My address: 2208 W. Heading Ave, Peoria, IL 61604');
  });
  test('after a middle initial, two names are one family name', () => {
    assert.equal(parsePersonName('Luciana A. Ferreira Souza')?.last, 'Ferreira Souza');
    assert.equal(parsePersonName('Dale R. Pruitt')?.last, 'Pruitt');
  });
  test('an Illinois licence number that starts with an O keeps its letter among OCR slips', () => {
    const read = withOcrSlipsRead('Mine is O452-7716-3048. Phone 555-Ol43, SSN 2O8-44-6l37, Gera1d.');
    assert.match(read, /O452-7716-3048/);
    assert.match(read, /555-0143/);
  });
  test('"Mt." of a town ends no sentence', () => {
    assert.equal(splitSentences('Dale R. Pruitt, 1143 S. Woodland Ave, Mt. Zion, IL 62549.').length, 1);
  });
});

describe('what a pasted paper says that no longer holds', () => {
  test('a record between rules yields to notes headed as the truth', () => {
    const text = '=====\nAge (stated): 38\nHeight: 3 ft 1 in\nWeight: 46 lb\nHair: auburn\nEyes: hazel\n=====\n\nNow the truth of it:\n- Age: she\'s 52. Put 52.';
    const facts = factsOf(text);
    const strength = (key: string) => facts.find((f) => f.key === key)?.strength ?? 0;
    assert.ok(strength('Age') > strength('Age (stated)'));
  });
  test('a paper the writer says not to use, and whose phone is someone else\'s, yields', () => {
    const text = 'Here is the paper:\n-----\nShipper: CHO, BEN\nShipper phone: (702) 555-0188\nShipper e-mail: grace@example.com\nOrigin: 8147 N Kolmar Ave, Skokie IL 60076\nLoad date: 09/17/2025\nFinal delivery address: TBD - notify carrier\n-----\n\nPlease do not use that address.\nPhone: (847) 555-0163 - same Illinois cell number, I keep it.';
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Phone'), ['(847) 555-0163']);
    assert.ok((facts.find((f) => f.key === 'Shipper phone')?.strength ?? 1) < 1);
  });
  test('a name the writer says is only what people call them is no name to put', () => {
    const facts = factsOf('Shipper: CHO, BEN\n\nMy name on the deed is BYUNG HO CHO. "Ben" is only what the customers called me, please use the real name.');
    assert.ok(!facts.some((f) => f.person?.first.toLowerCase() === 'ben'));
  });
  test('a person said not to be the buyer gives no name, where the buyer is keyed', () => {
    const facts = factsOf('REMITTER: SHARON L PRUITT\n\n- Sharon is his wife, she got the check. shes NOT the buyer, Dale is. Dale R. Pruitt, 1143 S. Woodland Ave, Mt. Zion, IL 62549.');
    assert.deepEqual(valuesOf(facts, 'REMITTER'), []);
  });
  test('a tax number of a kind the writer says not to put goes; another\'s, set aside, does not take the rest', () => {
    assert.deepEqual(factsOf('The bank made me get an EIN for the LLC, 88-4172903. But please don\'t put the EIN, leave those boxes empty.').filter((f) => f.value.includes('4172903')), []);
    assert.ok(factsOf('Use the operating company, EIN 36-4418207. Do not use the EIN of our parent company (36-3390115).').some((f) => f.value.includes('36-4418207')));
  });
  test('someone the writer says to ignore takes their line with them', () => {
    const facts = factsOf('Abonnement: Premium Duo - duo-partner: Jonas Verhaegen, Tiensestraat 40, 3000 Leuven\n\n- Jonas is my boyfriend and the duo partner, he is NOT joining, ignore all his stuff.');
    assert.ok(!facts.some((f) => f.value.includes('Tiensestraat')));
  });
  test('a postcode and a town under one key are read apart', () => {
    const facts = factsOf('Adres / Address: Naamsestraat 112\nPostcode / Woonplaats: 3000 Leuven');
    assert.deepEqual(valuesOf(facts, 'Postcode'), ['3000']);
    assert.deepEqual(valuesOf(facts, 'City'), ['Leuven']);
  });
});

describe('boxes', () => {
  test('a letter that opens "This is …" names its writer for a certificate\'s "certifies that"', async () => {
    const fields = [fieldAt('who', 'text', box(700))];
    const descriptions = [described('who', 'The undersigned witness certifies that')];
    const values = await mappedValues(fields, descriptions, 'Dear Ms. Kowalczyk,\n\nThis is Byung Ho Cho, the seller of the Kolmar house in Skokie. My daughter Grace is helping me to type this.\n\nDriver: Kevin Duarte\nDispatcher: Ana Ruiz');
    assert.equal(values.who, 'Byung Ho Cho');
  });
  test('a witness named after what they are', async () => {
    const facts = factsOf('So the witness will be the branch manager, Mr. Tyler J. Haugen.');
    assert.ok(facts.some((f) => f.party === 'witness' && f.value === 'Tyler J. Haugen'));
  });
  test('a company the writer made, what it is for between, is the disregarded entity\'s name', () => {
    assert.deepEqual(valuesOf(factsOf('Last spring I made a company for the illustration work, Atelier Piquette LLC, only me inside.'), 'business name disregarded entity name'), ['Atelier Piquette LLC']);
  });
  test('an exemption code\'s box takes no word', async () => {
    const fields = [fieldAt('code', 'text', box(700))];
    const descriptions = [described('code', 'Exempt payee code (if any)')];
    const values = await mappedValues(fields, descriptions, 'Payee type: Individual');
    assert.equal(values.code, undefined);
  });
  test('a card said to be the old one ticks the box for a last name that differs from it', () => {
    const facts = factsOf("For the top part:\nLuciana A. Ferreira Souza - that is my married name and I use it here at work. But my social security card is still the old one, Luciana Aparecida Ferreira, I didn't change it yet.");
    assert.deepEqual(valuesOf(facts, 'name differs from that shown on social security card'), ['Yes']);
  });
});
