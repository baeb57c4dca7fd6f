/**
 * Texts read once fresh v80 was no longer held out (issue 4, fresh v80 and probe batch 96): a business credit profile
 * under an importer's numbered corrections, a landlord's unit letter under a grandmother's list of what changed, a game
 * master's handout under a player's notes; what each item of such a list settles, and what the pasted part then says
 * that no longer holds.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import {
  withApartmentNumberNowKeyed,
  withEarlierHomeKeyed,
  withFigureOverOldKeyed,
  withFigureSaidRightKeyed,
  withInchesAsFeetAsked,
  withKeyedAddressEndingSentence,
  withMailSentToKeyed,
  withMovedToKeyed,
  withNameSaidRightKeyed,
  withNameUsedAsSaidKeyed,
  withNumberTakenBackAtOnce,
  withOnlyDenialUnkeyed,
  withPositionSaidWithSeriesKeyed,
  withReasonedValueKeyed,
  withSigningDaySaidAfterWhen,
  withValuePutForBoxKeyed,
  withoutRemarksOnListItems,
} from '../../../workers/mapping/items-of-corrections.js';
import { withCountrySaidAfterItsKey, withSettledValueKept, withTodayBeforeDateDropped } from '../../../workers/mapping/lines-said-in-notes.js';
import { withRolesEquated } from '../../../workers/mapping/roles-equated.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { scoreCandidates } from '../../../workers/stages/map-values.js';

const box = (y: number) => ({ x: 40, y });

describe('what an item of a list of corrections settles', () => {
  test('a name said to be right, keyed as the legal name when a tax return writes it so', () => {
    assert.equal(withNameSaidRightKeyed('1. The name is right: Teranga Textiles & Imports Inc., exactly like on our tax return. The street knows us otherwise.'), '1. Legal name: Teranga Textiles & Imports Inc.\nThe street knows us otherwise.');
    assert.equal(withNameSaidRightKeyed('- The name is correct: Harbor Pine Studio'), '- Name: Harbor Pine Studio');
    assert.equal(withNameSaidRightKeyed('The name is long and hard to spell.'), 'The name is long and hard to spell.');
  });
  test('a code said by the box it goes in, or said to stay what it is', () => {
    assert.equal(withValuePutForBoxKeyed('He also said for the exempt payee code we put 5, because we are a corporation.'), 'He also said for the exempt payee code we put 5, because we are a corporation.\nExempt payee code: 5');
    assert.equal(withValuePutForBoxKeyed('She said the exempt payee code stays 5 like before.'), 'She said the exempt payee code stays 5 like before.\nExempt payee code: 5');
    // (A word put in a box is no code.)
    assert.equal(withValuePutForBoxKeyed('In the box we put an X.'), 'In the box we put an X.');
  });
  test('a number taken back at once for another of its length', () => {
    assert.equal(withNumberTakenBackAtOnce('The new one: 1847 Adam Clayton Powell Jr Blvd, New York, NY 10027 — non non, 10026, the 10027 is my apartment, sorry. Send it there.'), 'The new one: 1847 Adam Clayton Powell Jr Blvd, New York, NY 10026. Send it there.');
    assert.equal(withNumberTakenBackAtOnce('Unit 6, Dearborn, MI 48142. Pardon, 48124! My fingers switch them.'), 'Unit 6, Dearborn, MI 48124! My fingers switch them.');
    // (Another length is another number.)
    assert.equal(withNumberTakenBackAtOnce('Box 12 — no, 1200 of them.'), 'Box 12 — no, 1200 of them.');
  });
  test('an address keyed in the middle of a line ends at its ZIP code; one that opens its line is left as it is', () => {
    assert.equal(withKeyedAddressEndingSentence('3. The address is old! We moved in 2024. The new one: 1847 Main St, New York, NY 10026. Send everything to the shop.'), '3. The address is old! We moved in 2024. The new one: 1847 Main St, New York, NY 10026\nSend everything to the shop.');
    assert.equal(withKeyedAddressEndingSentence('We moved. Office: 7400 Leake Avenue, New Orleans, LA 70118. Desk phone (504) 555-0148.'), 'We moved. Office: 7400 Leake Avenue, New Orleans, LA 70118. Desk phone (504) 555-0148.');
    assert.equal(withKeyedAddressEndingSentence('7. Address: we closed last week, new address is 1946 Plainfield Ave NE, Grand Rapids, MI 49505. Burton St was the rental.'), '7. Address: we closed last week, new address is 1946 Plainfield Ave NE, Grand Rapids, MI 49505. Burton St was the rental.');
  });
  test('the day the writer signs, said after when', () => {
    assert.equal(withSigningDaySaidAfterWhen('- I will sign when Vy print it for me, Thursday October 2, 2025.'), '- I will sign when Vy print it for me, Thursday October 2, 2025.\nI will sign on Thursday October 2, 2025.');
    assert.equal(withSigningDaySaidAfterWhen('I will sign when I can.'), 'I will sign when I can.');
  });
  test('where the writer lived before, where the business moved, where the mail goes, the apartment now', () => {
    assert.equal(withEarlierHomeKeyed('- Before, I live with my daughter Lan at 2219 Kollmar Drive, San Jose, CA 95127.'), '- Previous address: 2219 Kollmar Drive, San Jose, CA 95127.');
    assert.equal(withEarlierHomeKeyed('- Before, I stayed with my daughter Rowena in her house: 274 Hillcrest Drive, Daly City, CA 94014.'), '- Previous address: 274 Hillcrest Drive, Daly City, CA 94014.');
    assert.equal(withMovedToKeyed('a) The landlord sold it, so in May 2024 we moved the warehouse and the office: 22151 Michigan Ave, Unit 6, Dearborn, MI 48124.'), 'a) The landlord sold it, so in May 2024 we moved the warehouse and the office.\nNew address: 22151 Michigan Ave, Unit 6, Dearborn, MI 48124.');
    assert.equal(withMailSentToKeyed('So please, the immigration letters send to Lan\'s post office box: PO Box 610245, San Jose, CA 95161.'), 'So please, the immigration letters send to Lan\'s post office box.\nMailing address: PO Box 610245, San Jose, CA 95161.');
    assert.equal(withApartmentNumberNowKeyed('- I live in 614 now, not 2C.'), '- I live in 614 now, not 2C.\nApt. number: 614');
  });
  test('a keyed line reasoned to its value, a figure over the old one, a key only denied, a remark on an item', () => {
    assert.equal(withReasonedValueKeyed('Hair: since the fever in session 9 she cut it, so auburn, cropped short.'), 'Hair: auburn, cropped short');
    assert.equal(withFigureOverOldKeyed('Weight: after the months rowing she got bigger, you approved 158 lb, so not 148 anymore.'), 'Weight: 158 lb');
    assert.equal(withFigureOverOldKeyed('Weight — after the curse he lost a lot; you approved 149 lb. Not 162.'), 'Weight — 149 lb');
    assert.equal(withOnlyDenialUnkeyed('Faction: NOT the Flaming Fist. She is with the Order of the Gauntlet now.'), 'She is with the Order of the Gauntlet now.');
    assert.equal(withoutRemarksOnListItems('Allies: Brother Aldous (he taught her to read) and Captain Ysolde Varn.'), 'Allies: Brother Aldous and Captain Ysolde Varn.');
  });
  test('a height written in feet and inches, as asked', () => {
    assert.equal(withInchesAsFeetAsked('Height: the 69 inches was with boots, so barefoot she\'s 68 inches. Write it the normal way, feet and inches please.'), 'Height: 5\'8"');
    assert.equal(withInchesAsFeetAsked('Height — in those boots, so without boots he is 6\'1" minus 2". Please write it in feet and inches.'), 'Height — 5\'11"');
    assert.equal(withInchesAsFeetAsked('Height: 68 inches.'), 'Height: 68 inches.');
  });
});

describe('what other lines of the notes settle', () => {
  test('a figure said to be right, a name said then to be used as a surname, a position with its series', () => {
    assert.equal(withFigureSaidRightKeyed('The height is correct, 158 — the cap de pinya measured all of us.'), 'Height: 158\nthe cap de pinya measured all of us.');
    assert.equal(withNameUsedAsSaidKeyed('The app writes Vilaró Casals, but on my DNI it\'s Vilaró i Casals, with the "i" in the middle. Please use that as my surname.'), 'The app writes Vilaró Casals, but on my DNI it\'s Vilaró i Casals, with the "i" in the middle. Please use that as my surname.\nMy surname: Vilaró i Casals');
    assert.equal(withPositionSaidWithSeriesKeyed('I am Dietitian, series 0630, GS grade 11, step 3 — my step increase came in January.').split('\n').slice(1).join(' | '), 'Position title: Dietitian | Pay plan: GS | Series: 0630 | Grade: 11 | Step: 3');
  });
  test('a country after a sentence of its line, and a date put as today with its weekday, in Catalan', () => {
    assert.equal(withCountrySaidAfterItsKey('Code postal 66000. Country France, obviously.'), 'Code postal 66000.\nCountry: France.');
    assert.equal(withTodayBeforeDateDropped("Date: put today, dimarts 14 d'octubre de 2025."), "Date: 14 d'octubre de 2025.");
    assert.deepEqual(findTypedValues("14 d'octubre de 2025").map((t) => t.date), [{ year: 2025, month: 10, day: 14 }]);
    // (A month's name is no weekday: "today, February 4, 2025" keeps its month.)
    assert.equal(withTodayBeforeDateDropped('Date: today, February 4, 2025'), 'Date: February 4, 2025');
  });
  test('letters set right in a code read whole take the whole code', () => {
    assert.equal(withSettledValueKept('- The serial: the girl at the office typed it wrong. I read it again on the receiver with a flashlight: 08751PN211. It is PN, not PM.').split('\n')[0], '- The serial: 08751PN211');
  });
  test('a lease that has one side sell and the other buy names the sale\'s sides by its words', () => {
    const text = withRolesEquated('Landlord: Margaret A. Lindqvist\nTenant: Tomás Villarreal\n1. Tenant agrees to sell and Landlord agrees to buy the following firearm owned by Tenant.');
    assert.match(text, /^Buyer: Margaret A\. Lindqvist\nSeller: Tomás Villarreal\n/);
  });
  test('a time of day said instead of another mends no number', () => {
    assert.deepEqual(valuesOf(factsOf('Hello.\n\nGrade: 11\n\nThe session now goes on, so adjourn is 12:30, not 11:30.'), 'Grade'), ['11']);
  });
});

describe('what a pasted part says that no longer holds', () => {
  test('a record\'s address said to be old with an exclamation mark, before the new one', () => {
    const facts = factsOf('----- copied -----\nPhysical Address: 2231 Frederick Douglass Blvd, New York, NY 10026\n----- end -----\n\n3. The address is old! We moved the shop. The new one: 1847 Main St, New York, NY 10026');
    assert.deepEqual(valuesOf(facts, 'Physical Address'), []);
    assert.equal(facts.find((f) => f.key === 'The new one address')?.address?.street, '1847 Main St');
  });
  test('a street said to be the old one sets its address aside', () => {
    const facts = factsOf('Address (PY) ..... 112 WARREN AVE, BROCKTON MA 02301\n\n1. Address: I moved in January. Now it\'s 57 Menlo St, Apt 2, Brockton, MA 02301. Warren Ave is the old one.');
    assert.equal(facts.some((f) => /WARREN/i.test(f.value)), false);
  });
  test('a trade style is no one\'s name, and a tax number said not to be the one is set aside', () => {
    const facts = factsOf('Tradestyle(s)   TERANGA CLOTH HOUSE\n\nLong ago I gave some customers my social security number, 372-58-1149. Not that one, never again, only the EIN. Our EIN is 38-3796621.');
    assert.equal(facts.find((f) => f.value === 'TERANGA CLOTH HOUSE')?.person, undefined);
    assert.equal(facts.some((f) => f.value.includes('372-58-1149')), false);
  });
  test('"exactly like on" in a key after a sentence of its line, and a number the writer calls their own mistake', () => {
    assert.deepEqual(valuesOf(factsOf('c) The names. Legal name exactly like on our tax return: Byblos Fine Foods Inc.'), 'Legal name like on our tax return'), ['Byblos Fine Foods Inc.']);
    const facts = factsOf('Dear Mr. Manalo,\n274 Hillcrest Drive\nDaly City, CA 94014\n\n- On the form for the senior center I wrote 247 Hillcrest, that was my mistake — 274 like in the letter is correct.');
    assert.equal(facts.some((f) => f.value.startsWith('247 Hillcrest Drive')), false);
  });
  test('a handout in leader dots yields to the player\'s notes, whose lines say the real values', () => {
    const text = 'First the paper, then my notes, because a LOT changed since then.\n\n~~~~~~~~~~\nTHE FLAMING FIST\nName of recruit ........ MIRA\nWeight ................. 148 lb\nHair ................... auburn, worn long\nEyes ................... grey\nTrade .................. ostler\n~~~~~~~~~~\n\nWeight: you approved 158 lb, so not 148 anymore.\nHair: since the fever she cut it, so auburn, cropped short.';
    const facts = factsOf(text);
    const strongest = (key: string) => facts.filter((f) => f.key === key).sort((a, b) => b.strength - a.strength)[0]?.value;
    assert.equal(strongest('Weight'), '158 lb');
    assert.equal(strongest('Hair'), 'auburn, cropped short');
  });
});

describe('boxes the corrections decide', () => {
  const w9Boxes = () => ({
    fields: [fieldAt('c1', 'checkbox', box(700)), fieldAt('c2', 'checkbox', box(680)), fieldAt('c3', 'checkbox', box(660))],
    descriptions: [described('c1', 'Individual/sole proprietor or single-member LLC'), described('c2', 'C Corporation'), described('c3', 'S Corporation')],
  });
  test('what the writer once was, denied of them further on, ticks nothing', async () => {
    const { fields, descriptions } = w9Boxes();
    const text = 'On the very old W-9 from 2013 I put my own social security because I was sole proprietor then. Please use only the EIN. We are not sole proprietor since 2014.\n\nOur accountant revoked the S election, so it is a normal C corporation.';
    const values = await mappedValues(fields, descriptions, text);
    assert.notEqual(values.c1, true);
    assert.equal(values.c2, true);
  });
  test('a business-name line "if different from above" is offered neither the legal name nor a record\'s copy of it', async () => {
    const fields = [fieldAt('f1', 'text', box(700)), fieldAt('f2', 'text', box(680))];
    const descriptions = [described('f1', '1 Name (as shown on your income tax return). Name is required on this line'), described('f2', '2 Business name/disregarded entity name, if different from above')];
    const text = 'Marhaba,\n\nI am alone at the warehouse today, so I copy you the Dun & Bradstreet page.\n\n----- D&B (copy) -----\nBusiness Name: BYBLOS FINE FOODS INC\nPrincipal: GEORGES HADDAD, President\n----- end of copy -----\n\nc) The names. Legal name: Byblos Fine Foods Inc.\n\nMerci!\nGeorges Haddad\nPresident';
    const { candidates } = await scoreCandidates({ fields, descriptions, data: text });
    assert.deepEqual(candidates.filter((c) => c.field === 1 && /^byblos fine foods inc\.?$/i.test(String(c.value))), []);
  });
  test('a present physical address that takes no post office box gets none', async () => {
    const fields = [fieldAt('street', 'text', box(700), { tooltip: 'Present Physical Address (No P O Boxes). Enter the Street Number and Name.' })];
    const descriptions = [described('street', 'Street Number and Name')];
    const values = await mappedValues(fields, descriptions, 'Mailing address: PO Box 25871, Skokie, IL 60076');
    assert.equal(values.street, undefined);
  });
  test('a lease dated in its title, its kind in brackets, does not date the bill of sale', async () => {
    const fields = [fieldAt('date', 'text', box(700))];
    const descriptions = [described('date', 'Date')];
    const values = await mappedValues(fields, descriptions, 'ADDENDUM No. 3 TO FARM LEASE (CASH RENT) DATED MARCH 1, 2023\n\nWe both sign on December 8, 2025 at the lawyer\'s office.');
    assert.equal(values.date, 'December 8, 2025');
  });
  test('a name a business trades under is no printed name by a signature', async () => {
    const fields = [fieldAt('print', 'text', box(700))];
    const descriptions = [described('print', 'Print Name', "Buyer's Signature Print Name")];
    const values = await mappedValues(fields, descriptions, 'Buyer: Dale R. Hoffmann, d/b/a Hoffmann Custom Builders, 902 N Main St, Morton, IL 61550');
    assert.notEqual(values.print, 'Hoffmann Custom Builders');
  });
  test('an apartment said by its number ticks the Apt. box; a management office\'s suite ticks none', async () => {
    const fields = [fieldAt('apt', 'checkbox', box(700)), fieldAt('ste', 'checkbox', { x: 80, y: 700 }), fieldAt('unit', 'text', { x: 120, y: 700 })];
    const descriptions = [described('apt', 'Apt.'), described('ste', 'Ste.'), described('unit', 'Apt. Ste. Flr. Number')];
    const text = 'Management Office: 1780 Story Road, Suite 100, San Jose, CA 95122\n\n- I live in 512 now, not 308.';
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values.apt, true);
    assert.notEqual(values.ste, true);
  });
});
