/**
 * A meeting's auto-transcript (issue 4): Teams' and Otter's name-over-turn blocks, Zoom's offsets, WebVTT captions;
 * whose details the call gives, and answers spelt out or confirmed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { questionKeys, speakerTranscriptLines } from '../../../workers/mapping/parse-chat.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { meetingLines, meetingTurns } from '../../../workers/mapping/parse-transcript.js';

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
});
