/**
 * A meeting's auto-transcript (issue 4): Teams' and Otter's name-over-turn blocks, Zoom's offsets, WebVTT captions;
 * whose details the call gives, and answers spelt out or confirmed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { questionKeys, speakerTranscriptLines } from '../../../workers/mapping/parse-chat.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { meetingLines, meetingTurns, withoutDisfluencies } from '../../../workers/mapping/parse-transcript.js';

const teams = [
  'Registration call - Transcript',
  '',
  'Tom Becker   0:04',
  'OK, we are recording. First name, I have it down as Neve?',
  '',
  'Niamh Gallagher   0:14',
  "No, no. It's N, I, A, M, H. Niamh.",
  '',
  'Marco Ruiz   0:20',
  "I'm registered under the old address, 46004.",
  '',
  'Tom Becker   0:24',
  'And surname Gallagher?',
  '',
  'Niamh Gallagher   0:27',
  "That's it, yeah.",
  '',
  'Tom Becker   0:30',
  'Height, in centimetres.',
  '',
  'Niamh Gallagher   0:33',
  '163.',
];

describe("a meeting's auto-transcript", () => {
  test('Teams blocks, Zoom offsets and WebVTT voices are turns; a text of two stamped lines is none', () => {
    const turns = meetingTurns(teams)!;
    assert.deepEqual(turns.heading, ['Registration call - Transcript']);
    assert.deepEqual(turns.turns.slice(0, 2), [
      { speaker: 'Tom Becker', text: 'OK, we are recording. First name, I have it down as Neve?' },
      { speaker: 'Niamh Gallagher', text: "No, no. It's N, I, A, M, H. Niamh." },
    ]);
    const zoom = ['00:00:04 Priya Shah: Hi.', '00:00:07 Dev Rao: Name?', '00:00:09 Priya Shah: Priya Shah.', '00:00:12 Dev Rao: Thanks.'];
    assert.equal(meetingTurns(zoom)!.turns.length, 4);
    const vtt = ['WEBVTT', '', '1', '00:00:04.000 --> 00:00:07.000', '<v Dev Rao>Name?', '', '2', '00:00:08.000 --> 00:00:09.000', '<v Priya Shah>Priya Shah.', '', '3', '00:00:10.000 --> 00:00:11.000', '<v Dev Rao>Date of birth?', '', '4', '00:00:12.000 --> 00:00:13.000', '<v Priya Shah>May 2, 1990.'];
    assert.deepEqual(meetingTurns(vtt)!.turns.map((t) => t.speaker), ['Dev Rao', 'Priya Shah', 'Dev Rao', 'Priya Shah']);
    assert.equal(meetingTurns(['Tom Becker   0:04', 'Hi.', 'Notes follow.', 'More notes.', 'And more.']), undefined);
  });

  test('the one who answers and the one who asks are kept; a third speaker speaks of themselves', () => {
    const lines = meetingLines(meetingTurns(teams)!.turns);
    assert.ok(!lines.some((line) => line.startsWith('Marco Ruiz')));
    assert.ok(lines.some((line) => line.startsWith('Niamh Gallagher')) && lines.some((line) => line.startsWith('Tom Becker')));
  });

  test('an answer spelt out gives the word; "That\'s it" confirms what was asked; "Height, in centimetres." asks', () => {
    const read = speakerTranscriptLines(meetingLines(meetingTurns(teams)!.turns), true)!;
    assert.ok(read.includes('First name: Niamh'));
    assert.ok(read.includes('surname Gallagher.'));
    assert.ok(read.includes('Height: 163'));
    const facts = parseData(teams.join('\n')).facts;
    assert.ok(!facts.some((f) => f.value.includes('46004')));
  });

  test('"And the surname, could you spell it for me?" asks for the surname', () => {
    assert.deepEqual(questionKeys('And the surname, could you spell it for me?'), ['surname']);
  });

  test("Ireland's Eircode is a postcode", () => {
    assert.deepEqual(tokenize('Eircode'), tokenize('Postcode'));
  });

  test('a speaker whose surname has a particle is a speaker ("Femke de Vries")', () => {
    const zoom = ['00:00:04 Tom Wells: Name?', '00:00:07 Femke de Vries: Femke de Vries.', '00:00:09 Tom Wells: City?', '00:00:12 Femke de Vries: Utrecht.'];
    assert.deepEqual(meetingTurns(zoom)!.turns.map((t) => t.speaker), ['Tom Wells', 'Femke de Vries', 'Tom Wells', 'Femke de Vries']);
  });

  test('stage notes, fillers, words said twice and a slip taken back are dropped from a spoken turn', () => {
    assert.equal(withoutDisfluencies('Right, I, I registered last year, um, so it\'s an update. [laughs]'), "Right, I registered last year, so it's an update.");
    assert.equal(withoutDisfluencies('170 - uh, 178 actually.'), '178.');
    assert.equal(withoutDisfluencies('small d, d-e, space'), 'small d, d-e, space');
  });
});

describe('a call run without questions', () => {
  const call = [
    '00:00:04 Tom Wells: So, full name first, please.',
    '00:00:07 Femke de Vries: Femke, F-E-M-K-E, and the last name is de Vries, small d, d-e, space, Vries, V-R-I-E-S.',
    '00:00:20 Tom Wells: Then gender - the form only has man or woman, sorry.',
    '00:00:24 Femke de Vries: Woman is fine.',
    '00:00:30 Tom Wells: Driving licence - that box is ticked from last time.',
    '00:00:34 Femke de Vries: Oh, untick that. I let it expire.',
    '00:00:40 Tom Wells: Chinese?',
    '00:00:42 Femke de Vries: No. [laughs] No Chinese.',
    '00:00:50 Tom Wells: Okay. Last one is a silly one, favourite colour.',
    '00:00:53 Femke de Vries: Orange! Of course.',
  ];
  const read = () => speakerTranscriptLines(meetingLines(meetingTurns(call)!.turns), true)!;

  test('a thing named before a dash or after the last comma asks for it; the answer is keyed', () => {
    assert.ok(read().includes('gender: Woman'), read().join(' | '));
    assert.ok(read().includes('favourite colour: Orange'));
    assert.ok(read().includes('Driving licence: No'));
  });

  test('a spelt-out answer gives the word, and what follows is read without its spellings', () => {
    assert.ok(read().includes('full name: Femke'), read().join(' | '));
    assert.ok(read().includes('the last name is de Vries.'));
  });

  test('a yes or no first answers the question; the rest is read as said', () => {
    assert.ok(read().includes('Chinese: No'), read().join(' | '));
  });
});
