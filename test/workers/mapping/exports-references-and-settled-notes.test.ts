/**
 * Texts read once fresh v65 was no longer held out (issue 4, fresh v65 and probe batch 81): a messaging app's thread
 * exported as JSON, a haggle's agreed price, notes that point at details given elsewhere, notes that reason their way to
 * a value, a worksheet's lettered lines, and boxes a writer leaves blank by naming them in the sentence before.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withMessageExportRead } from '../../../workers/mapping/message-exports.js';
import { withAgreedPriceKeyed } from '../../../workers/mapping/agreed-prices.js';
import { withDetailsSaidAboveFilled } from '../../../workers/mapping/details-said-above.js';
import {
  withLineEquationsApart,
  withNoteOnValueApart,
  withQuotedValueSentToBoxes,
  withRemarkAfterLooksApart,
  withScratchedValueRedone,
  withSettledValueKept,
  withValueAfterDescriptionApart,
  withWeightConvertedAsAsked,
} from '../../../workers/mapping/lines-said-in-notes.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { findItemDetails } from '../../../workers/mapping/parse-item.js';
import { labelIsPieceOfName } from '../../../workers/mapping/field-profile.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';
import { withTypographyPlain } from '../../../workers/mapping/mail-encoding.js';
import { heightInCentimetres } from '../../../workers/mapping/format-value.js';

/** A Facebook "Download your information" thread: newest first, its text UTF-8 read as Latin-1. */
const MESSENGER_EXPORT = JSON.stringify({
  participants: [{ name: 'Curtis Lemaster' }, { name: 'Romey Tillotson' }],
  messages: [
    { sender_name: 'Romey Tillotson', timestamp_ms: 1760056620000, content: 'My legal name\u00e2\u0080\u0099s Jerome A. Tillotson for the form.' },
    { sender_name: 'Curtis Lemaster', timestamp_ms: 1759102800000, content: 'Deal at 600' },
    { sender_name: 'Romey Tillotson', timestamp_ms: 1759102260000, content: '600 cash and I\u00e2\u0080\u0099ll come get it whenever' },
    { sender_name: 'Curtis Lemaster', timestamp_ms: 1759101060000, content: 'Yep. BPS 12 gauge. Asking 650' },
  ],
  title: 'Romey Tillotson',
}, null, 2);

describe("a messaging app's thread exported as JSON", () => {
  test('is read as a chat, oldest first, its garbled apostrophes mended and the writer\'s own messages "Me"', () => {
    const text = `I'm the seller. This is my Messenger thread with Romey.\n\n${MESSENGER_EXPORT}\n\nThanks, Curt`;
    const lines = withMessageExportRead(text).split('\n');
    assert.equal(lines[0], "I'm the seller. This is my Messenger thread with Romey.");
    assert.deepEqual(lines.slice(2, 6), [
      '[2025-09-28 23:11] Me: Yep. BPS 12 gauge. Asking 650',
      "[2025-09-28 23:31] Romey Tillotson: 600 cash and I’ll come get it whenever",
      '[2025-09-28 23:40] Me: Deal at 600',
      '[2025-10-10 00:37] Romey Tillotson: My legal name’s Jerome A. Tillotson for the form.',
    ]);
    assert.equal(lines.at(-1), 'Thanks, Curt');
  });

  test('a record list without senders and texts is no thread, and the text stays as it is', () => {
    const text = `Here is the export:\n\n${JSON.stringify({ items: [{ sku: 'A1', qty: 2 }, { sku: 'B2', qty: 1 }, { sku: 'C3', qty: 4 }] }, null, 2)}\n`;
    assert.equal(withMessageExportRead(text), text);
  });

  test("the other side's legal name, said in the thread, is the buyer's; the name the app shows is not", () => {
    const text = `I'm the seller. This is my Messenger thread with Romey.\n\n${MESSENGER_EXPORT}\n\nThanks, Curt`;
    const facts = factsOf(text);
    assert.ok(facts.some((f) => f.value === 'Jerome A. Tillotson' && f.party === 'buyer'));
    assert.ok(!facts.some((f) => f.value === 'Romey Tillotson' && f.party === 'buyer'));
  });
});

describe("a haggle's agreed price", () => {
  test('the last sentence that agrees a price is keyed; earlier offers stay as they are', () => {
    const chat = ['[6/13/25 9:00 AM] Dale: Asking 900', '[6/14/25 9:05 AM] Marcus: Fair. 800 it is', '[6/20/25 10:05 PM] Dale: Found a scratch. Knock it to 775 to be fair. Ammo still included'].join('\n');
    assert.equal(withAgreedPriceKeyed(chat), ['[6/13/25 9:00 AM] Dale: Asking 900', '[6/14/25 9:05 AM] Marcus: Fair. 800 it is', '[6/20/25 10:05 PM] Dale: Found a scratch. Agreed price: $775. Ammo still included'].join('\n'));
    assert.equal(withAgreedPriceKeyed('Curtis: Deal at 600 👍'), 'Curtis: Agreed price: $600.');
    assert.equal(withAgreedPriceKeyed('She was asking $900 and we settled on $800.'), 'She was asking $900 and we settled on $800.');
  });
});

describe('notes that point at details given elsewhere', () => {
  const page = ['Questions? Contact the Registration Desk', 'Dana Whitlock, Conference Registrar', 'registration@wafhm.example.org | 208-555-0164', 'www.wafhm.example.org', '', 'Training part:'];

  test("a key list sent to a block above gets each key's detail from it", () => {
    const text = [...page, '- Vendor phone/email/point of contact = the registration desk info above (Dana).'].join('\n');
    assert.deepEqual(withDetailsSaidAboveFilled(text).split('\n').slice(6), ['- Vendor phone: 208-555-0164', '- Vendor email: registration@wafhm.example.org', '- Vendor point of contact: Dana Whitlock']);
  });

  test('a block the text does not have leaves the note as it is', () => {
    const text = [...page, '- Vendor phone = the billing office info above.'].join('\n');
    assert.equal(withDetailsSaidAboveFilled(text), text);
  });

  test("a line's value given as another key's, as a pasted page has it", () => {
    const text = ['Legal business name          Marrow Creek Ceramics LLC', 'Public business name         Kiln & Kettle Pottery', '', "- Line 1 = the LLC's legal name exactly as Stripe has it."].join('\n');
    assert.equal(withDetailsSaidAboveFilled(text).split('\n')[3], '- Line 1: Marrow Creek Ceramics LLC');
  });

  test('lines equated one after another in a paragraph are lines of their own', () => {
    assert.equal(withLineEquationsApart('- Line 1 = the legal name. Line 2 (business name) = Kiln & Kettle Pottery.'), '- Line 1 = the legal name.\nLine 2 (business name) = Kiln & Kettle Pottery.');
  });
});

describe('notes that reason their way to a value', () => {
  test('"…, so violet please, not green" and "…, so Emerald Enclave" keep the value said last', () => {
    assert.equal(withSettledValueKept("hair: the export doesn't have it, but in my old portrait she's moss green. she dyed it violet after the Sandpoint job and it's stayed violet, so violet please, not green"), 'hair: violet');
    assert.equal(withSettledValueKept('faction: the Pathfinder Society lore is Golarion-only. you said there is none in the Realms and told me to put the Emerald Enclave, so Emerald Enclave'), 'faction: Emerald Enclave');
  });

  test('but not what to do, a value the note opens with, nor the last of a list of settings', () => {
    const notes = [
      "- Course title: \"2025 WAFHM Annual Conference\". There's no course number; last year you used the confirmation number, so do the same.",
      'Puesto: IT Specialist (Network), GS-2210-11 step 4, career appointment. No superviso a nadie, so non-supervisory.',
      "7. Codes: purpose = program/mission as Marcus said. Delivery is classroom. Source: non-government. It's just me, so individual.",
      'Languages: I speak German and English. Norwegian of course, and some Swedish, but there are no boxes for those, so never mind.',
    ];
    for (const note of notes) assert.equal(withSettledValueKept(note), note);
  });

  test('a story that ends on whom it is going to be, and a worksheet line that ends on its figure', () => {
    assert.equal(withSettledValueKept("3) Attorney-in-fact: I originally told Jacob it would be my brother Tom, but he's away, so scratch Tom. It's going to be my sister, Olivia M. Hale, of Berwyn, Illinois. (Renee and Jacob are NOT my agents.)"), '3) Attorney-in-fact: my sister, Olivia M. Hale, of Berwyn, Illinois');
    assert.equal(withSettledValueKept('   A - nobody else can claim me, so 1'), '   A - 1');
    assert.equal(withSettledValueKept("   D - Tamara's two boys live with us. My daughter lives with her mom, so she does NOT count. 2 total."), '   D - 2');
  });

  test('a keyed value taken back on the next line takes the value it ends with', () => {
    const text = "6. Favourite colour: your dropdown doesn't have turquoise... put Blue.\n   No wait, scratch that. My sister says I call it basically green. Go with Green.\n7. I'm a woman.";
    assert.equal(withScratchedValueRedone(text), '6. Favourite colour: Green\n\n7. I\'m a woman.');
  });

  test('a height reasoned about, the one measure the sentences give, its half written as decimals', () => {
    const note = withTypographyPlain('• Height: ignore the Fitbit one, I typed that in runners. The nurse measured me properly at 5 ft 3½ in. Your form wants centimetres so convert that one.');
    assert.equal(withSettledValueKept(note), '• Height: 5 ft 3.5 in');
    assert.equal(heightInCentimetres('5 ft 3.5 in'), '161');
    // (Two heights: which is meant is not said this way.)
    const two = 'Height: the profile says 5 ft 4 in. The nurse says 5 ft 3 in.';
    assert.equal(withSettledValueKept(two), two);
  });

  test('a weight said anywhere in the note is converted as asked', () => {
    assert.equal(withWeightConvertedAsAsked("weight: I keep her in kilos in my notebook, she's 18 kg. the 5e sheet is in pounds, so convert it and round to whole pounds please"), 'weight: 40 lb');
    // (Two weights: which to convert is not said.)
    const two = 'weight: 18 kg on the sheet, 20 kg in the notebook, convert to pounds';
    assert.equal(withWeightConvertedAsAsked(two), two);
  });

  test("a remark after a looks attribute, a request after a value, and a value after what it is are apart", () => {
    assert.equal(withRemarkAfterLooksApart('skin: ash grey (umbral gnome thing)'), 'skin: ash grey\numbral gnome thing');
    assert.equal(withRemarkAfterLooksApart('skin: ash grey (pale)'), 'skin: ash grey (pale)');
    assert.equal(withNoteOnValueApart('features & traits: Darkvision 60 ft; Keen Recollection. skip all the PF2 feat names from the export'), 'features & traits: Darkvision 60 ft; Keen Recollection.\nskip all the PF2 feat names from the export');
    assert.equal(withValueAfterDescriptionApart('Line 2 (business name) = the name customers know, Kiln & Kettle Pottery. Ignore the statement descriptor.'), 'Line 2 (business name) = Kiln & Kettle Pottery\nIgnore the statement descriptor.');
    assert.equal(withQuotedValueSentToBoxes('4) The property: It\'s Unit 3F. Please use "1147 W Farragut Ave, Unit 3F, Chicago, IL 60640" in both places the form asks for the address the property is commonly known as. The parcel is there.'), "4) The property: It's Unit 3F.\nthe address the property is commonly known as: 1147 W Farragut Ave, Unit 3F, Chicago, IL 60640\nThe parcel is there.");
  });
});

describe('names, items and counts read more carefully', () => {
  test('two given names before a middle initial are a double first name', () => {
    assert.deepEqual(parsePersonName('Perales, Jo Ann M.'), { full: 'Perales, Jo Ann M.', first: 'Jo Ann', middle: 'M.', last: 'Perales' });
    assert.equal(parsePersonName('Jo Ann M. Perales')?.first, 'Jo Ann');
    assert.equal(parsePersonName('Rachel Anne Thompson')?.first, 'Rachel');
  });

  test('a make keyed as such is not read off the model words after it', () => {
    const details = findItemDetails('make Browning, type/model "BPS Field pump-action shotgun", 12 gauge.');
    assert.deepEqual(details.filter((d) => d.key !== 'caliber gauge').map((d) => [d.key, d.value]), [['model', 'BPS Field pump-action shotgun']]);
  });

  test('"32 duty hours, not 28" mends the 28 duty hours said before', () => {
    const facts = factsOf('- Hours: 28 duty hours, 8 non-duty.\n\nCorrection: the program has Thursday as a full day, so it\'s 32 duty hours, not 28.');
    assert.ok(!facts.some((f) => /duty hours/.test(f.key) && !/non/.test(f.key) && f.value === '28'));
    assert.ok(facts.some((f) => /duty hours/.test(f.key) && f.value === '32'));
  });

  test('"X is the family name and Y is my first name", and a list in a treasure line parted by semicolons', () => {
    const facts = factsOf("Name: in Hungarian order it's Kertész Réka, so Kertész is the family name and Réka is my first name.");
    assert.deepEqual(valuesOf(facts, 'last name'), ['Kertész']);
    assert.deepEqual(valuesOf(facts, 'first name'), ['Réka']);
    assert.deepEqual(valuesOf(factsOf("treasure: 3 pp, 112 gp, 7 sp; a silver-plated locket (worth 25 gp); 3 flasks of alchemist's fire."), 'treasure'), ["3 pp, 112 gp, 7 sp; a silver-plated locket (worth 25 gp); 3 flasks of alchemist's fire."]);
  });

  test("a shop's account name is no couple, a person's name line is", () => {
    const shop = 'Our Stripe page:\nAccount name                 Kiln & Kettle Pottery\n';
    assert.equal(withCoupleApart(shop), shop);
    assert.notEqual(withCoupleApart('Names: Desmond R. & Priya K. Achterberg, we are married.'), 'Names: Desmond R. & Priya K. Achterberg, we are married.');
  });

  test('the bare label "Name" under a box named for whose name it is says less than the name', () => {
    assert.equal(labelIsPieceOfName('NAME', 'Faction Name'), true);
    assert.equal(labelIsPieceOfName('State', 'buyer dl state'), false);
    assert.equal(labelIsPieceOfName('Name', 'Name'), false);
  });
});

describe('pasted pages the notes overrule', () => {
  test("an app's display name is no first name; the name under it is", async () => {
    const fields = [fieldAt('First name', 'text', { x: 40, y: 100 }), fieldAt('Last name', 'text', { x: 240, y: 100 })];
    const text = '――― Fitbit app › You › Personal info ―――\nDisplay name ........ Ro D.\nName ................ Róisín Delaney\n\nNotes, in no particular order:\n• Gender: female.';
    const mapped = await mappedValues(fields, [described('First name', 'First Name'), described('Last name', 'Last Name')], text);
    assert.equal(mapped['First name'], 'Róisín');
    assert.equal(mapped['Last name'], 'Delaney');
  });

  test('a PO box the writer closed is no address of theirs, and the notes below a copy win over it', () => {
    const text = 'Pasted it below; what\'s actually true is underneath.\n\n==== Square Dashboard ====\n  Mailing address                      PO Box 1184, Two Harbors, MN 55616\n====\n\n4) Mail: we closed the Two Harbors PO box in August. Everything comes to the house now — 4410 Jay St, Duluth, MN 55804.';
    const facts = factsOf(text);
    assert.ok(!facts.some((f) => /PO Box 1184/.test(f.value)));
    assert.ok(facts.some((f) => f.address?.street === '4410 Jay St'));
  });
});

describe('filling boxes the notes name', () => {
  test('boxes listed in the sentence before "Leave both blank" are emptied', async () => {
    const fields = [fieldAt('home', 'text', { x: 40, y: 100 }, { currentValue: '1 Old Rd' }), fieldAt('phone', 'text', { x: 40, y: 140 }, { currentValue: '555-0100' }), fieldAt('email', 'text', { x: 40, y: 180 })];
    const labels = [described('home', 'Home Address'), described('phone', 'Home Phone'), described('email', 'Work Email')];
    const mapped = await mappedValues(fields, labels, '- Home address and home phone are optional. Leave both blank please.\n- Work email: jo@example.gov');
    assert.equal(mapped.home, '');
    assert.equal(mapped.phone, '');
    assert.equal(mapped.email, 'jo@example.gov');
  });

  test('boxes named in quotes before "leave both of those boxes empty" are emptied; one quoted phrase names none', async () => {
    const fields = [fieldAt('payee', 'text', { x: 40, y: 100 }, { currentValue: '5' }), fieldAt('fatca', 'text', { x: 40, y: 140 }, { currentValue: 'A' })];
    const labels = [described('payee', 'Exempt payee code (if any)'), described('fatca', 'Exemption from FATCA reporting code (if any)')];
    const mapped = await mappedValues(fields, labels, 'Exemptions: their letter mentions "exempt payee code" and "FATCA exemption code". We aren\'t exempt, so leave both of those boxes empty.');
    assert.equal(mapped.payee, '');
    assert.equal(mapped.fatca, '');
  });

  test('a venue is the location of the training site', async () => {
    const [vendor, site] = ['1a Name and Mailing Address of Training Vendor', '1b location address vendor'];
    const fields = [fieldAt(vendor, 'text', { x: 40, y: 100 }), fieldAt(site, 'text', { x: 40, y: 140 })];
    const labels = [described(vendor, '1a. Name and Mailing Address of Training Vendor'), described(site, '1.b Location of Training Site (if different form 1a)')];
    const mapped = await mappedValues(fields, labels, "Venue: The Coeur d'Alene Resort, 115 S 2nd St, Coeur d'Alene, ID 83814\nMailing address: WAFHM, PO Box 4410, Boise, ID 83711");
    assert.equal(mapped[site], "The Coeur d'Alene Resort, 115 S 2nd St, Coeur d'Alene, ID 83814");
  });
});
