/**
 * Texts read once fresh v69 was no longer held out (issue 4, fresh v69 and probe batch 85): a project tool's task
 * fetched from its API (Asana, Jira), e-mail pasted raw (a mailbox file, a downloaded message with its parts and the
 * thread quoted under it), requests captured with curl, a radio logbook in ADIF, an infrastructure plan, a setting
 * whose comment keeps it off the form, a digest post set aside, and the notes that mend what those pasted.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withTaskExportRead } from '../../../workers/mapping/task-export.js';
import { isJiraMarkup } from '../../../workers/mapping/jira-markup.js';
import { jsonBlockInText } from '../../../workers/mapping/json-in-text.js';
import { withRequestPathsDropped } from '../../../workers/mapping/request-paths.js';
import { withRawMailRead } from '../../../workers/mapping/raw-mail.js';
import { withHttpCapturesRead } from '../../../workers/mapping/http-captures.js';
import { withShellSessionRead } from '../../../workers/mapping/shell-session.js';
import { withConsoleSessionRead } from '../../../workers/mapping/console-session.js';
import { withAdifLogRead } from '../../../workers/mapping/adif-log.js';
import { withPlanDiffsApplied } from '../../../workers/mapping/plan-diffs.js';
import { withSettingsKeptOffDropped } from '../../../workers/mapping/settings-kept-off.js';
import { withPostsSetAsideDropped } from '../../../workers/mapping/posts-set-aside.js';
import { withClauseAfterKeyedNameApart, withDatePutOnLinesNamed, withRoleSaidUnchangedKeyed, withValueAsOnPaperKeyed } from '../../../workers/mapping/lines-said-in-notes.js';
import { findItemDetails } from '../../../workers/mapping/parse-item.js';

/** An Asana task as its API returns it, wrapped over lines, with a custom field changed by a system story. */
const ASANA = [
  'Here is the task from the API (GET /tasks/1209911002233445?opt_fields=notes plus /stories). Comments win.',
  '',
  '{"data":{"gid":"1209911002233445","name":"Training request - J. Ruiz",',
  '"notes":"Employee: Ruiz, Jonah P.\\nCourse: Swiftwater Rescue Technician\\nDates: Jun 2-6, 2025",',
  '"custom_fields":[{"name":"Agency code","display_value":"AG12"},{"name":"Delivery","display_value":"1 - Traditional Classroom"},',
  ' {"name":"Level","enum_value":{"name":"Non-supervisory"}}]},',
  '"stories":[',
  ' {"created_at":"2025-03-09T10:00:00Z","created_by":{"name":"Dee Park"},"type":"comment","text":"Second comment."},',
  ' {"created_at":"2025-03-01T10:00:00Z","created_by":{"name":"Jonah Ruiz"},"type":"comment","text":"First comment."},',
  ' {"created_at":"2025-03-05T10:00:00Z","created_by":{"name":"Dee Park"},"type":"system","text":"changed Delivery from \\"1 - Traditional Classroom\\" to \\"5 - Blended\\""}]}',
  '',
  'Thanks!',
].join('\n');

describe("a project tool's task fetched from its API", () => {
  const read = withTaskExportRead(ASANA);

  test('a record wrapped over lines, opening and closing mid-line, is found where its brackets balance', () => {
    const block = jsonBlockInText(ASANA);
    assert.ok(block);
    assert.ok('data' in block.value && 'stories' in block.value);
  });

  test("the description's lines and each custom field are keyed lines, the history's change applied", () => {
    assert.match(read, /^Employee: Ruiz, Jonah P\.$/m);
    assert.match(read, /^Agency code: AG12$/m);
    assert.match(read, /^Delivery: 5 - Blended$/m);
    assert.match(read, /^Level: Non-supervisory$/m);
    assert.doesNotMatch(read, /gid|1209911002233445"/);
  });

  test('the comments are a thread, oldest first, and a system story is none of them', () => {
    assert.ok(read.indexOf('Jonah Ruiz: First comment.') < read.indexOf('Dee Park: Second comment.'));
    assert.doesNotMatch(read, /Dee Park: changed/);
  });

  test("a request's path named in prose gives no number", () => {
    assert.equal(withRequestPathsDropped('I pulled it (GET /tasks/1209911002233445?opt_fields=notes plus /stories) last night.'), 'I pulled it (GET request) last night.');
    assert.ok(!factsOf(ASANA).some((f) => f.value === '1209911002233445'));
  });

  test("Jira's issue: its custom fields by the names the issue gives them, its changelog applied, its markup plain", () => {
    const issue = {
      key: 'TRN-7',
      fields: {
        description: 'h3. Trainee\n*Name:* Ruiz, Jonah P.\n||Item||Amount||\n|Tuition|$900.00|',
        customfield_100: '2025-04-14',
        customfield_101: { value: 'Traditional Classroom' },
        comment: { comments: [{ author: { displayName: 'Dee Park' }, created: '2025-04-02T10:00:00.000-0800', body: '# Moved online.\n[~jonah.ruiz] please confirm.' }] },
      },
      names: { customfield_100: 'Training start date', customfield_101: 'Delivery type' },
      changelog: { histories: [{ items: [{ field: 'Delivery type', fromString: 'Traditional Classroom', toString: 'Technology Based' }] }] },
    };
    const jira = withTaskExportRead(`The API pull:\n${JSON.stringify(issue, null, 2)}\nThanks`);
    assert.match(jira, /^Name: Ruiz, Jonah P\.$/m);
    assert.match(jira, /^Tuition: \$900\.00$/m);
    assert.match(jira, /^Training start date: 2025-04-14$/m);
    assert.match(jira, /^Delivery type: Technology Based$/m);
    assert.match(jira, /Dee Park: - Moved online\./);
    assert.equal(isJiraMarkup('plain words, no markup\n# not a heading here'), false);
  });
});

/** A Thunderbird mailbox: two messages, their bodies quoted-printable, the writer's notes after them. */
const MBOX = [
  "Hi, this is Walt Brenner. Here is the thread with the buyer, exported raw.",
  '',
  'From nate.ferris@example.com  Mon Jun  2 09:00:01 2025',
  'Return-Path: <nate.ferris@example.com>',
  'X-Mozilla-Status: 0001',
  'Date: Mon, 2 Jun 2025 09:00:00 -0500',
  'From: Nate Ferris <nate.ferris@example.com>',
  'Subject: Marlin 336',
  'Content-Type: text/plain; charset="UTF-8"',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'I=E2=80=99ll take it. Full name Nathaniel Ferris, 44 Oak Ln, Peoria, IL 61604. Illinois d=',
  'river=E2=80=99s license F612-5540-2231.',
  '',
  'From walt.b@example.com  Mon Jun  2 10:00:01 2025',
  'Date: Mon, 2 Jun 2025 10:00:00 -0500',
  'From: Walt Brenner <walt.b@example.com>',
  'Subject: Re: Marlin 336',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Deal. My license is B455-7781-9902.',
  '',
  '',
  'Notes: my address is 12 Elm St, Peoria, IL 61603.',
].join('\n');

describe('e-mail pasted raw', () => {
  test("an mbox's messages are written as a reader sees them: From, Date and Subject, the body decoded", () => {
    const read = withRawMailRead(MBOX);
    assert.match(read, /^From: Nate Ferris <nate\.ferris@example\.com>$/m);
    assert.match(read, /I’ll take it\. .*Illinois driver’s license F612-5540-2231\./);
    assert.doesNotMatch(read, /Return-Path|X-Mozilla|^From nate/m);
    assert.match(read, /^Notes: my address is 12 Elm St/m);
  });

  test("each message is its sender's side of the deal, by the thread the writer says is with the buyer", () => {
    const facts = factsOf(MBOX);
    const party = (value: string) => facts.find((f) => f.value.includes(value))?.party;
    assert.equal(party('Nathaniel Ferris'), 'buyer');
    assert.equal(party('44 Oak Ln'), 'buyer');
    assert.equal(party('B455-7781-9902'), 'seller');
  });

  test('a downloaded message: its plain part only, and the thread quoted under it unfolded oldest first', () => {
    const eml = [
      'Delivered-To: me@example.net',
      'Received: by 2002:a05 with SMTP id x11;',
      '        Thu, 15 May 2025 18:41:19 -0700 (PDT)',
      'From: Terry Vale <terry@example.com>',
      'Date: Thu, 15 May 2025 20:41:07 -0500',
      'Subject: Re: Henry for sale',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Deal at $600.\n\nOn Tue, May 13, 2025 at 9:18 PM Ann Lowe <ann@example.net> wrote:\n> Serial is BB041736.\n>\n> On Mon, May 12, 2025 at 8:05 AM Terry Vale <terry@example.com> wrote:\n>> Would you take $550?\n').toString('base64'),
      '',
      '--b1',
      'Content-Type: text/html; charset="utf-8"',
      '',
      '<div>Deal at $600.</div>',
      '--b1--',
    ].join('\n');
    const read = withRawMailRead(`Forwarding the whole .eml.\n\n${eml}`);
    assert.doesNotMatch(read, /<div>|Delivered-To|boundary/);
    const order = ['Would you take $550?', 'Serial is BB041736.', 'Deal at $600.'].map((said) => read.indexOf(said));
    assert.deepEqual([...order].sort((a, b) => a - b), order);
    assert.match(read, /^From: Ann Lowe <ann@example\.net>\nDate: Tue, May 13, 2025 at 9:18 PM$/m);
  });

  test('a thread quoted three deep is no Python session, and its lines stay', () => {
    const quoted = ['On Tue, May 13 Ann Lowe wrote:', '>>> $600 cash and it is yours.', '>>> I have nothing to put a scope on.', '>>> we meet and sign then.'].join('\n');
    assert.equal(withConsoleSessionRead(quoted), quoted);
  });
});

/** Two tries at a supplier portal captured with curl -v: the second's body mends the first's. */
const CURL = [
  'Rahul captured both tries:',
  '$ curl -v https://portal.example.org/graphql \\',
  '    -H "Authorization: Bearer x" -H "Content-Type: application/json" --data @one.json',
  '*   Trying 52.14.201.88:443...',
  '> POST /graphql HTTP/2',
  '> content-type: application/json',
  '>',
  '{"operationName":"Submit","query":"mutation Submit($input: In!) { submit(input: $input) { id } }","variables":{"input":{"legalName":"Kestrel Cal, Inc.","address":{"line1":"PO Box 33","city":"Dayton"},"tin":"31-4487215"}}}',
  '< HTTP/2 200',
  '<',
  '{"data":{"submit":{"status":"REJECTED","errors":[{"message":"TIN mismatch"}]}}}',
  '$ curl -v https://portal.example.org/graphql -H "Content-Type: application/json" --data @two.json',
  '> POST /graphql HTTP/2',
  '>',
  '{"operationName":"Submit","variables":{"input":{"legalName":"Kestrel Cal, Inc.","address":{"line1":"2290 Industrial Pkwy","city":"Dayton"},"tin":"31-4478215"}}}',
  '< HTTP/2 503',
  '<',
  '{"errors":[{"message":"read-only"}]}',
  '',
  'My corrections, line by line:',
  '1) Suite 118 now.',
].join('\n');

describe('requests captured with curl -v', () => {
  const read = withHttpCapturesRead(CURL);

  test("the requests' bodies are one record, the later try's values over the earlier's, a GraphQL body by its input", () => {
    const block = jsonBlockInText(read);
    assert.ok(block);
    assert.deepEqual(block.value, { legalName: 'Kestrel Cal, Inc.', address: { line1: '2290 Industrial Pkwy', city: 'Dayton' }, tin: '31-4478215' });
  });

  test("curl's lines, the headers and the responses go; the writer's notes stay", () => {
    assert.doesNotMatch(read, /Trying|content-type|REJECTED|read-only|^\$ curl/m);
    assert.match(read, /^My corrections, line by line:$/m);
  });

  test("curl at a shell prompt is no tool run of the form's details: the session's text stays", () => {
    assert.equal(withShellSessionRead(CURL), CURL);
  });
});

describe('other pasted records', () => {
  test("an ADIF log gives the logging station's own fields, each as most records give it; the stations worked go", () => {
    const log = [
      'My QSOs:',
      '<ADIF_VER:5>3.1.4 <EOH>',
      '<CALL:6>DL4KMR <NAME:5>Klaus <QTH:7>Koblenz <MY_NAME:11>Anna Visser <MY_STREET:10>Kerkweg 12 <MY_CITY:5>Delft <EOR>',
      '<CALL:5>W4VAX <NAME:4>Russ <MY_NAME:11>Anna Visser <MY_STREET:12>Clubhuis 1a <MY_CITY:6>Zwolle <EOR>',
      '<CALL:5>F5NQT <NAME:8>Jean-Luc <MY_NAME:11>Anna Visser <MY_STREET:10>Kerkweg 12 <MY_CITY:5>Delft <EOR>',
      'The second was from the club.',
    ].join('\n');
    const read = withAdifLogRead(log);
    assert.match(read, /^my street: Kerkweg 12$/m);
    assert.match(read, /^my city: Delft$/m);
    assert.doesNotMatch(read, /Klaus|Koblenz|Zwolle|<EOR>/);
  });

  test("a plan's changes are the values they leave; a removed attribute gives none", () => {
    const plan = ['Terraform will perform the following actions:', '  ~ resource "w4" "me" {', '      ~ filing_status = "single" -> "married"', '      + step3_other = 500', '      - mjw_line1 = 8540 -> null', '        # (6 unchanged attributes hidden)', '    }', 'Plan: 0 to add, 1 to change, 0 to destroy.'].join('\n');
    const read = withPlanDiffsApplied(plan);
    assert.match(read, /filing_status = "married"$/m);
    assert.match(read, /step3_other = 500$/m);
    assert.doesNotMatch(read, /8540|unchanged/);
  });

  test('a setting whose comment says it is not for the form is left out, with its comment', () => {
    const settings = ['name = "Tobias R."', '# our company, for my own records only,', '# do NOT put it on the form', 'employer = "Cirrusgate Systems Inc"', 'extra = 50'].join('\n');
    assert.equal(withSettingsKeptOffDropped(settings), 'name = "Tobias R."\nextra = 50');
  });

  test("a digest's post the writer sets aside goes, and its line in the digest's contents", () => {
    const digest = ['Ignore Gloria\'s post, it is her own question.', 'Contents:', '2. HOH question From: Gloria Esquivel', '____________________', 'Posted by: "Gloria Esquivel"', 'Her SSN is 371-08-5524.', '____________________', 'Posted by: "Hal Brandt"', 'Line 5 = 7.', '____________________'].join('\n');
    const read = withPostsSetAsideDropped(digest);
    assert.doesNotMatch(read, /371-08-5524|From: Gloria/);
    assert.match(read, /Line 5 = 7\./);
  });
});

describe('notes that mend or point', () => {
  test('"Put that date on both "Dated" lines" keys the date the line gave', () => {
    assert.match(withDatePutOnLinesNamed('6. Signing is set for Thursday, July 24, 2025 at the bank. Put that date on both "Dated" lines (witness and notary).'), /\nDated: July 24, 2025$/);
  });

  test('a keyed name and what a "who" clause says of them are apart, under the same key', () => {
    assert.equal(withClauseAfterKeyedNameApart('2. Agent: Kirsten Sorensen Abbate, who lives in Wheaton, Illinois.'), '2. Agent: Kirsten Sorensen Abbate\n2. Agent: lives in Wheaton, Illinois.');
  });

  test('in prose, what a "who" clause says of a person named is a sentence of its own', () => {
    assert.equal(withClauseAfterKeyedNameApart('The witness will be Corinne Abara, who works at the notary office.'), 'The witness will be Corinne Abara. Corinne Abara works at the notary office.');
  });

  test('a role said to be unchanged, then named, is keyed as the role', () => {
    assert.equal(withRoleSaidUnchangedKeyed('1. Principal is the same, Gerald T. Olszewski, still living in Green Valley.'), '1. Principal: Gerald T. Olszewski, still living in Green Valley.');
    assert.equal(withRoleSaidUnchangedKeyed('The price is the same, as agreed.'), 'The price is the same, as agreed.');
  });

  test('a key said to be written some way, then given after a colon, is keyed plainly', () => {
    assert.equal(withValueAsOnPaperKeyed('6. Property is the one in the title, but write it in full with the unit: 2217 W. Belle Plaine Ave., Unit 2'), '6. Property: 2217 W. Belle Plaine Ave., Unit 2');
  });

  test('"I\'m Acting Chief, …" gives no name; "3.0 CEUs, not 3.5" mends the earlier 3.5', () => {
    const facts = factsOf("Credit: 3.5 CEUs.\nTeresa: I'm Acting Chief, Information Technology Services Division while Harold is away.\nRafael: The online section awards 3.0 CEUs, not 3.5.");
    assert.ok(!facts.some((f) => f.key === 'name' && f.value === 'Acting Chief'));
    assert.deepEqual([...new Set(valuesOf(facts, 'training credit'))], ['3.0']);
  });

  test('a key opening a sentence before "for the …" keeps its own words', () => {
    assert.deepEqual(valuesOf(factsOf('Course number for the online section is RCSA-411-LO.'), 'course number for the online section'), ['RCSA-411-LO']);
  });

  test('a range of days after a period with its year takes that year; one before it does not', () => {
    const facts = factsOf('Dates: Apr 12-20, 2025\n\nAnna: the April cohort is cancelled. Jonah moves to the May cohort, Sat May 3 through Sun May 11, same site.');
    assert.deepEqual(valuesOf(facts, 'start from begin'), ['May 3, 2025']);
    const weighed = factsOf('Option 1 runs Aug 4-6. Option 2 runs Oct 6-10, 2025. We are going with option 2.');
    assert.deepEqual(valuesOf(weighed, 'start from begin'), ['Oct 6, 2025']);
  });

  test("a scope's power and lens are no calibre", () => {
    assert.ok(!findItemDetails('Would you take $550 plus my Leupold VX-Freedom 3-9x40?').some((d) => d.key === 'caliber gauge'));
    assert.ok(findItemDetails('an SKS in 7.62x39').some((d) => d.key === 'caliber gauge' && d.value === '7.62x39'));
  });

  test('a country given twice alike still makes the address whole', () => {
    const facts = factsOf('my street: Kerkweg 12\nmy city: Delft\nmy postal code: 2611 AB\nmy country: Netherlands\n\nCountry: Netherlands.');
    assert.ok(facts.some((f) => f.address?.street === 'Kerkweg 12'));
  });
});

describe('choices and blanks the notes settle', () => {
  const colours = ['Blue', 'Green', 'Orange'];

  test('what the template was left on names no choice; the one the writer puts does', async () => {
    const fields = [fieldAt('Favourite Colour', 'dropdown', { x: 40, y: 100 }, { options: colours, currentValue: 'Blue' })];
    const mapped = await mappedValues(fields, [described('Favourite Colour', 'Favourite Colour')], 'Favourite colour: Put green. Whoever made the template left it on blue.');
    assert.equal(mapped['Favourite Colour'], 'Green');
  });

  test('"so untick it please" after a keyed line unticks it, whatever the line says was ticked', async () => {
    const fields = [fieldAt('Language French', 'checkbox', { x: 40, y: 100 }, { currentValue: 'Yes' })];
    const mapped = await mappedValues(fields, [described('Language French', 'French')], 'French: the template has it ticked, but my French is school French, so untick it please.');
    assert.equal(mapped['Language French'], false);
  });

  test("what last year's form said is no statement of now", async () => {
    const boxes = ['Single', 'Married filing jointly'].map((name, i) => fieldAt(name, 'checkbox', { x: 40 + 140 * i, y: 100 }));
    const descriptions = [described('Single', 'Single or Married filing separately'), described('Married filing jointly', 'Married filing jointly')];
    const mapped = await mappedValues(boxes, descriptions, 'Filing status: married filing jointly.\nLast year\'s W-4 at the old job was single.');
    assert.deepEqual(mapped, { Single: false, 'Married filing jointly': true });
    // (Said of the form without saying it is an old one, "single" is stated.)
    const unsaid = await mappedValues(boxes, descriptions, 'Filing status: married filing jointly.\nThe W-4 at the old job was single.');
    assert.equal(unsaid['Single'], true);
  });

  test('"Subtype:" speaks of a list labelled "sub type"', async () => {
    const options = ['Select one', '02 - Medical and Health', '10 - Acquisition'];
    const fields = [fieldAt('9B sub type', 'dropdown', { x: 40, y: 100 }, { options })];
    const mapped = await mappedValues(fields, [described('9B sub type', '9. Training Sub Type Code')], 'Subtype: 02 Medical and Health\nThe book we buy ourselves.');
    assert.equal(mapped['9B sub type'], '02 - Medical and Health');
  });

  test('"My home address and home phone are optional … I\'d rather leave them off" empties both', async () => {
    const fields = [fieldAt('Home address', 'text', { x: 40, y: 100 }), fieldAt('Home phone', 'text', { x: 40, y: 130 })];
    const descriptions = [described('Home address', 'Home Address (Optional)'), described('Home phone', 'Home Telephone (Optional)')];
    const home = 'Home: 61 E Kane Creek Dr, Moab, UT 84532 / 435-555-0311\nMy home address and home phone are optional on the form';
    assert.deepEqual(await mappedValues(fields, descriptions, `${home} and I'd rather leave them off.`), {});
    // (Said to be optional only, both are filled.)
    assert.deepEqual(await mappedValues(fields, descriptions, `${home}.`), { 'Home address': '61 E Kane Creek Dr, Moab, UT 84532', 'Home phone': '435-555-0311' });
  });

  test('"first_name_mi" keeps the middle initial for a box that asks for it', async () => {
    const fields = [fieldAt('f1_01', 'text', { x: 40, y: 100 })];
    const mapped = await mappedValues(fields, [described('f1_01', '(a) First name and middle initial')], 'first_name_mi = "Tobias R."\nlast_name = "Okerlund"');
    assert.equal(mapped['f1_01'], 'Tobias R.');
  });
});
