import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SELF, contextParty, epochOf, labelParty, movedEpoch, partyRelation, textParty } from '../../../workers/mapping/parties.js';

describe('parties of labels', () => {
  test('a role noun names the party; "your" and "applicant" speak to the writer', () => {
    assert.equal(labelParty('If a joint return, spouse’s first name and initial'), 'spouse');
    assert.equal(labelParty('Spouse’s social security number'), 'spouse');
    assert.equal(labelParty('Buyer’s Name'), 'buyer');
    assert.equal(labelParty('Print/Type preparer’s name'), 'preparer');
    assert.equal(labelParty('Your social security number'), SELF);
    assert.equal(labelParty('Applicant name'), SELF);
    assert.equal(labelParty('Last name'), undefined);
  });

  test('"relationship to you" asks about someone else; an EIN label is not the employer party', () => {
    assert.equal(labelParty('relationship to you'), undefined);
    assert.equal(labelParty('Employer identification number (EIN)'), undefined);
  });

  test('the block: captions nearest the field first, never running text, never two roles at once', () => {
    assert.deepEqual(contextParty(['Print Name:', 'Seller’s Signature:  Date:', 'Driver’s License Number:  State:']), { party: 'seller', depth: 1 });
    assert.equal(contextParty(['Last name', 'Your employer may be required to send a copy of this form to the IRS.']), undefined);
    assert.equal(contextParty(['Buyer’s Signature  Seller’s Signature']), undefined);
  });
});

describe('parties in text', () => {
  test('the last role noun or first-person word before the value wins; back references keep the party', () => {
    assert.equal(textParty('My wife’s name is '), 'spouse');
    assert.equal(textParty('My wife’s name is Karen T. Donnelly, her SSN is '), 'spouse');
    assert.equal(textParty('We have one dependent, our daughter '), 'dependent');
    assert.equal(textParty('My name is Michael and my SSN is '), SELF);
    assert.equal(textParty('The form goes to '), undefined);
    // ("his" is never the writer: the "me" between the son and it is passed over.)
    assert.equal(textParty('My son Jalen Brooks lives with me; his SSN is '), 'dependent');
  });

  test('previous and current addresses', () => {
    assert.equal(epochOf('Previous Physical Address'), 'previous');
    assert.equal(epochOf('Present Physical Address (No P O Boxes)'), 'current');
    assert.equal(epochOf('Mailing Address (Optional)'), undefined);
    assert.equal(movedEpoch('I moved from '), 'previous');
    assert.equal(movedEpoch('I moved from 1450 Lakeshore Dr, Cleveland, OH 44114 to my new home at '), 'current');
    assert.equal(movedEpoch('I live at '), undefined);
    // A home left behind, said without "moved".
    assert.equal(movedEpoch('Until last week I lived at '), 'previous');
    assert.equal(movedEpoch('I used to live at '), 'previous');
    assert.equal(movedEpoch('Before that I was at '), 'previous');
    assert.equal(movedEpoch('I have lived at '), undefined);
  });
});

describe('how parties bear on a pair', () => {
  test('different roles clash; the writer clashes only with a field whose own label names another party', () => {
    assert.equal(partyRelation({ party: 'spouse' }, { party: SELF, partyFromLabel: true }), 'clash');
    assert.equal(partyRelation({ party: SELF }, { party: 'spouse', partyFromLabel: true }), 'clash');
    assert.equal(partyRelation({ party: SELF }, { party: 'spouse', partyFromLabel: false }), 'none');
    assert.equal(partyRelation({ party: 'buyer' }, { party: 'seller', partyFromLabel: false }), 'clash');
    assert.equal(partyRelation({ party: 'seller' }, { party: 'seller', partyFromLabel: false }), 'agree');
    assert.equal(partyRelation({}, { party: 'seller', partyFromLabel: true }), 'none');
  });

  test('a previous address never fills a present-address field, and the same time agrees', () => {
    assert.equal(partyRelation({ party: SELF, epoch: 'previous' }, { party: SELF, partyFromLabel: true, epoch: 'current' }), 'clash');
    assert.equal(partyRelation({ party: SELF, epoch: 'current' }, { party: SELF, partyFromLabel: true, epoch: 'current' }), 'agree');
    assert.equal(partyRelation({ epoch: 'current' }, {}), 'none');
  });
});

describe('approvers', () => {
  test('"Authorizing Official (Name and Title)" is a block of its own, not the applicant\'s', () => {
    assert.equal(labelParty('1a. Authorizing Official (Name and Title)'), 'official');
  });
});

test("a former thing's date is no answer to a form's own date ('Prior power of attorney dated June 3, 2021')", () => {
  assert.equal(partyRelation({ epoch: 'previous', typed: { kind: 'date' } }, {}), 'clash');
  assert.equal(partyRelation({ epoch: 'previous', typed: { kind: 'date' } }, { epoch: 'previous' }), 'agree');
  assert.equal(partyRelation({ typed: { kind: 'date' } }, {}), 'none');
});
