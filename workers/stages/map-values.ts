/**
 * Stage: decide which value from the client's free text goes into which field.
 *
 * Four steps, each a plain function under workers/mapping/: parse the text into facts, profile each field
 * (what it asks for), score (field, value) pairs (rules, embedding similarity and a trained classifier),
 * assign the best pairs under a confidence threshold. Fields it is unsure about stay empty.
 */
import type { ConsideredValue, FieldDescription, FieldInfo, MapValuesInput, MapValuesOutput, Rect, ValueAssignment } from '../../src/shared/protocol.js';
import { embeddingModelAvailable, getEmbedder } from '../embedding/embed-text.js';
import type { Embedder } from '../embedding/embed-text.js';
import { DEFAULT_THRESHOLDS, assignCandidates } from '../mapping/assign-values.js';
import { digitBoxRows, spreadDigitsOverRows } from '../mapping/digit-boxes.js';
import { findTypedValues } from '../mapping/detect-values.js';
import { stateWrittenOut } from '../mapping/us-states.js';
import { candidateFeatures, ruleLeaders } from '../mapping/candidate-features.js';
import type { FeatureContext } from '../mapping/candidate-features.js';
import { sharedFieldClassifier } from '../mapping/field-classifier.js';
import type { FieldClassifier } from '../mapping/field-classifier.js';
import { buildSemanticMatrix } from '../mapping/semantic-match.js';
import type { Chosen } from '../mapping/assign-values.js';
import { STRICT_CONCEPTS, buildProfile, narrowAddressWants, narrowNameWants } from '../mapping/field-profile.js';
import type { FieldProfile } from '../mapping/field-profile.js';
import { digitsOf, spelledAsExample, withFieldDecimal, withoutYear } from '../mapping/format-value.js';
import { parseData } from '../mapping/parse-data.js';
import { fieldsEmptied, fieldsLeftAlone, fieldsTheFormWorksOut, saysTheFormWorksOut, usStateBoxesAbroad, wipesTheRest } from '../mapping/left-blank.js';
import { arrivedWithPlaceholders } from '../mapping/placeholder-prefill.js';
import { splitSentences } from '../mapping/sentences.js';
import type { ParsedData } from '../mapping/parse-data.js';
import { SPLIT_OVER_BOXES, buildMatchContext } from '../mapping/key-match.js';
import { simplify, tokenize } from '../mapping/normalize-text.js';
import type { Candidate } from '../mapping/key-match.js';
import { scoreCheckBox, scoreChoice, unitKindOfCheckBox } from '../mapping/score-choices.js';
import { scoreReplacements } from '../mapping/score-replacements.js';
import { scoreAnchored, scoreBetween, scoreTextField } from '../mapping/score-text.js';
import { isCountForProduct, scoreComputedLines } from '../mapping/score-computed.js';
import { markAmountFields, splitDollarsAndCents } from '../mapping/cents-boxes.js';
import { withDictatedItemsOnLines } from '../mapping/parse-transcript.js';
import { withSlashColumnsNamed } from '../mapping/parse-slash-lists.js';
import { withEuropeanNumbersWritten, withIndianAmountsWritten } from '../mapping/number-conventions.js';
import { withBrokerLotsListed } from '../mapping/broker-lots.js';
import { totalsAskedFor } from '../mapping/totals-asked.js';
import { findBulletedItems, findChatMessageItems, findMarkedBlockItems, findNumberedItems, findParagraphItems, findPlainLineItems, findTableRowItems, findTables, itemWithHeadKeyed, itemsAsCorrected, itemsForTheForm, tableRowOf, withChatItemsOnLines, withCostPerUnitWorkedOut, withCountNowKept, withPartOfLotKept, withoutItems } from '../mapping/table-items.js';
import type { TextItem } from '../mapping/table-items.js';

/**
 * Maps free text onto the form's fields. Never assigns signature fields, nor read-only ones except those the
 * filled copy needs written because it carries no script (unlockedByUnitBox, computedInTableRow), never gives a
 * choice field a value that is not one of its options, and gives each field at most one value.
 *
 * Text-field candidates are decided by the rule scores (DEFAULT_DECISION, measured below); when the embedding
 * model is built, the trained classifier (models/field-classifier.json) scores them too and its probability
 * goes into the reasoning, and MAPPING_COMBINE lets it decide instead.
 */
export async function mapValues(input: MapValuesInput): Promise<MapValuesOutput> {
  const embedder = embeddingModelAvailable() ? await getEmbedder() : undefined;
  const classifier = embedder ? sharedFieldClassifier() : undefined;
  return mapValuesWith(input, embedder && classifier ? { embedder, classifier } : {});
}

/**
 * Who decides a text field: measured on the fill cases (bench/suites/mapping.ts, issue 4), the classifier
 * trained on synthetic forms lowers recall on real ones and adds extra fills, averaged with the rules or not:
 *
 *   decision          shared cases           own cases (5 forms, kept out of training)
 *   classifier        95/105, max 3 extra    47/60, max 3 extra
 *   mean-with-rules   99/105, max 2 extra    49/60, max 3 extra
 *   rules-or-mean     101/105, max 3 extra   49/60, max 4 extra
 *   rules             101/105, max 1 extra   48/60, max 2 extra   (the same without the embedding model)
 *
 * So the rules decide, except that a fill they only just pass is left out when the classifier and the
 * embeddings both reject it (weakOnEveryCount); the classifier's probability is written into the reasoning
 * (and the debug log) so the two can be compared on live traffic. MAPPING_COMBINE overrides it for measurement:
 * "rules", "mean-with-rules", "rules-or-mean" or "classifier".
 */
export const DEFAULT_DECISION = 'rules';

function decision(classifier: FieldClassifier, explicit?: string): string {
  const chosen = explicit ?? process.env.MAPPING_COMBINE ?? DEFAULT_DECISION;
  return chosen === 'model' ? classifier.model.combine : chosen;
}

/**
 * A text candidate the rules only just pass (below RULES_MARGINAL) while the classifier finds it unlikely
 * and the key means something else to the embedding model: three weak signals, so the field stays empty.
 * ("Purpose: to improve my performance …" in "Billing instructions: furnish invoice to", rules 0.50,
 * classifier 0.12, embedding similarity 0.07.)
 */
export function weakOnEveryCount(rules: number, classifier: number, keySim: number): boolean {
  return rules < RULES_MARGINAL && classifier < CLASSIFIER_REJECTS && keySim < KEY_UNRELATED;
}

const RULES_MARGINAL = 0.55;
const CLASSIFIER_REJECTS = 0.2;
const KEY_UNRELATED = 0.15;
/** How sure a box the text asks to leave empty is to be emptied: the text names it outright. */
const EMPTIED_CONFIDENCE = 0.85;
/** How sure a total the text asks to be worked out is: the sum is exact, the lines summed are found by their letters. */
const TOTAL_ASKED_CONFIDENCE = 0.8;

export interface MapModels {
  embedder?: Embedder;
  classifier?: FieldClassifier;
  /** Overrides the classifier's own threshold (used when training chooses it). */
  threshold?: number;
  /** Overrides DEFAULT_DECISION ("model" = the classifier file's own combine; training evaluates with it). */
  combine?: string;
}

/**
 * mapValues with the models given explicitly: rules only when either is missing. Numbered items of the text
 * ("1) …", "2) …") that fill the rows of one of the form's tables are mapped item by item onto their rows;
 * the rest of the text fills the rest of the form.
 */
export async function mapValuesWith(input: MapValuesInput, models: MapModels): Promise<MapValuesOutput> {
  const rows = await mapItemsOntoRows(input, models);
  if (!rows) return mapFieldsWith(input, models);
  // The rest of the text is read against the whole form, so that how telling a word of a key is (how few fields
  // use it: "number" is in every row of the table) is the same as without items; the table's fields are the
  // items' alone.
  const rest = await mapFieldsWith({ ...input, data: withoutItems(rows.text, rows.items) }, models);
  const outsideTable = (a: { name: string }) => !rows.tableFields.has(a.name);
  // ("The Cost Basis column calculates itself.": said outside the items, of the table's own column. The form's
  // profiles are built for it only when the text says so; mapFieldsWith keeps its own.)
  const sentences = splitSentences(input.data);
  const workedOut = new Set<string>();
  if (saysTheFormWorksOut(sentences)) {
    const descriptionOf = new Map(input.descriptions.map((d) => [d.name, d]));
    const profiles = input.fields.map((field, i) => buildProfile(field, descriptionOf.get(field.name), i));
    for (const i of fieldsTheFormWorksOut(profiles, sentences)) workedOut.add(input.fields[i]!.name);
  }
  return {
    assignments: [...rest.assignments.filter(outsideTable), ...rows.assignments.filter((a) => !workedOut.has(a.name))],
    considered: [...rest.considered.filter(outsideTable), ...rows.considered],
  };
}

interface RowsFilled extends MapValuesOutput {
  items: TextItem[];
  /** The text the items were found in (a dictated list's items on lines of their own): where `items` point. */
  text: string;
  /** Every field of the table, filled or not: the rest of the text does not fill them. */
  tableFields: Set<string>;
}

/** Tables tried for the items: a form rarely has more, and each try maps every item. */
const TABLES_TRIED = 3;
/** An item that fills fewer of its row's fields is no record of that table (a numbered remark, a step). */
const ITEM_MIN_FILLS = 2;
/** The most words an item may have to be a row of a table whose rows are unnamed. */
const UNNAMED_ROW_ITEM_WORDS = 30;

/**
 * Each numbered item mapped onto the row of its number alone, with the first row's descriptions (the column
 * headings sit above it; lower rows' labels are often the row's number). The table whose rows the items fill
 * best is taken, and only when every item fills at least ITEM_MIN_FILLS of its row.
 */
async function mapItemsOntoRows(input: MapValuesInput, models: MapModels): Promise<RowsFilled | undefined> {
  // ("1) Johnson & Johnson …", or the rows of a table of lots pasted from a statement.)
  // ("… line one is Apple Inc. symbol AAPL … line two is …": a dictated list's items, each on a line of its own.)
  // ("[3/2/25, 8:35 PM] Nadia: 1) Johnson & Johnson …": or a chat's messages that number them.)
  // ("1.250 Stück zu je 66,8125 USD": with its numbers as a US form takes them, as the rest of the text is read.)
  // ("1. JNJ (Johnson & Johnson) - 150 sh / 03-14-2008 / 61.20 / 9,180.00" under a legend of its columns: each value named.)
  // ("<OFX> … <BUYSTOCK> …", "lot_id,trade_date,…,net_amount": a broker's export, as the table of the lots still held.)
  const data = withBrokerLotsListed(input.data);
  const text = withSlashColumnsNamed(withChatItemsOnLines(withDictatedItemsOnLines(withEuropeanNumbersWritten(withIndianAmountsWritten(data)))));
  // ("Correction: the J&J was 60 shares, not 80.": as the messages under the list mend its items.)
  const numbered = itemsAsCorrected(findNumberedItems(text), text);
  // The first reader, in this order, that finds items: numbered items, then the rows of a table of lots; ("- Johnson &
  // Johnson common stock (JNJ): 150 shares bought April 17, 2009 at $58.42 a share.") a bulleted list of records;
  // ("Coca-Cola (KO): 300 shares bought June 2, 2009 at $24.87" under a line ending with a colon) a list of such lines
  // without bullets; ("The Johnson & Johnson (JNJ). I bought 150 shares on …" / "3M, ticker MMM. 40 shares in …") a
  // paragraph per lot; ("Uncle Hal: Pfizer PFE, 200 shares on March 15 2005, 27.40 a share.") a chat's messages that
  // give a lot each.
  // ("[scan p.1] … YOU BOUGHT 3OO EXXON MOBIL CORP …": documents pasted under marks of their own come before the lines
  // inside them are taken for a list.)
  const readers = [() => numbered, () => findMarkedBlockItems(data), () => findTableRowItems(data), () => findBulletedItems(data), () => findPlainLineItems(data), () => findChatMessageItems(data), () => findParagraphItems(data)];
  // ("1. Filing status. …" … "3. Dependents. Keep Rosalind's two children:" / "- Mason Ferreira, SSN …": where the
  // items one reader finds fill no table, the next reader's may: a memo's numbered paragraphs over a list of people.)
  for (const read of readers) {
    const items = read();
    if (items.length === 0) continue;
    const filled = await rowsFilledBy(itemsForTheForm(items), numbered.length > 0 ? text : data, input, models);
    if (filled) return filled;
  }
  return undefined;
}

/** The rows of the form's table that best take the items, one item a row, or undefined when no table does. */
async function rowsFilledBy(items: TextItem[], text: string, input: MapValuesInput, models: MapModels): Promise<RowsFilled | undefined> {
  // (itemsForTheForm: "…, sold that whole thing in 2019, skip it" is none of them; "Starbucks again, second lot -- …"
  // is a holding's second lot under the name its first had.)
  if (items.length === 0) return undefined;
  const descriptionOf = new Map(input.descriptions.map((d) => [d.name, d]));
  // (Each item's text as the row reads it, worked out once for all the tables tried.)
  // ("was 40 sh, … so it's 80 sh now @ $4.61": the count a lot has now, after a split.)
  const itemData = items.map((item) => withCostPerUnitWorkedOut(itemWithHeadKeyed(withPartOfLotKept(withCountNowKept(item.text)))));
  let best: RowsFilled | undefined;
  let bestFilled = 0;
  // (A table whose rows are unnamed, the 1040's dependents, takes only short items, a person or a thing each: the
  // numbered paragraphs of a memo, "1. Filing status. Untick box 4, …", are no rows of it.)
  const shortItems = items.every((item) => item.text.split(/\s+/).length <= UNNAMED_ROW_ITEM_WORDS);
  for (const table of findTables(input.fields).filter((t) => t.rows.length >= items.length && (!t.unnamed || shortItems)).slice(0, TABLES_TRIED)) {
    const outputs: MapValuesOutput[] = [];
    for (const i of items.keys()) {
      const fields = table.rows[i]!.map((k) => input.fields[k]!);
      const descriptions = table.rows[0]!.flatMap((k, column) => {
        const heading = descriptionOf.get(input.fields[k]!.name);
        return heading ? [{ ...heading, name: fields[column]!.name }] : [];
      });
      outputs.push(await mapFieldsWith({ fields, descriptions, data: itemData[i]! }, models));
    }
    if (outputs.some((o) => o.assignments.length < ITEM_MIN_FILLS)) continue;
    const filled = outputs.reduce((sum, o) => sum + o.assignments.length, 0);
    if (best && filled <= bestFilled) continue;
    bestFilled = filled;
    best = {
      items,
      text,
      tableFields: new Set(table.rows.flat().map((k) => input.fields[k]!.name)),
      assignments: outputs.flatMap((o) => o.assignments),
      considered: outputs.flatMap((o) => o.considered),
    };
  }
  return best;
}

async function mapFieldsWith(input: MapValuesInput, models: MapModels): Promise<MapValuesOutput> {
  const classifier = models.embedder ? models.classifier : undefined;
  const scored = await scoreCandidates(input, classifier ? models.embedder : undefined);
  const { profiles, candidates, parsed, descriptions } = scored;

  let thresholds = DEFAULT_THRESHOLDS;
  if (classifier && scored.features) {
    for (const c of candidates) {
      if (!c.signals) continue;
      const p = classifier.predict(candidateFeatures(c, scored.features));
      // The classifier has only seen synthetic forms, the rules were written against real ones. Measured on
      // real forms the rules alone fill more right values and fewer wrong ones (DEFAULT_DECISION); the mean
      // (the classifier file's own "combine") and the other modes stay available for measurement.
      const combine = decision(classifier, models.combine);
      const mean = (p + c.score) / 2;
      const keySim = scored.features.semantic.keySim(c.field, c.fact);
      const vetoed = combine === 'rules' && weakOnEveryCount(c.score, p, keySim);
      const score = vetoed ? 0 : combine === 'rules-or-mean' ? Math.max(c.score, mean) : combine === 'rules' ? c.score : combine === 'mean-with-rules' ? mean : p;
      c.reasoning += ` Classifier ${p.toFixed(2)}, rules ${c.score.toFixed(2)} (label/key embedding similarity ${keySim.toFixed(2)})${vetoed ? '; the rules barely pass while the classifier and the embeddings both reject it, so it is left out' : combine === 'rules' ? '; the rules decide' : ''}.`;
      c.score = score;
    }
    if (decision(classifier, models.combine) !== 'rules') thresholds = { ...DEFAULT_THRESHOLDS, text: models.threshold ?? classifier.model.threshold };
  }
  // (A number one digit per box is chosen for its row as a whole, before each box's candidates are cut to fit.)
  const digitRows = spreadDigitsOverRows(digitBoxRows(profiles), candidates, thresholds.text);
  const inDigitRows = new Set(digitRows.map((c) => c.field));
  fitToFieldLengths(profiles, candidates, descriptions);

  const waiting = optionNotChosen(profiles, parsed);
  // ("… so leave the image box alone.")
  // ("please leave line 7 empty": a box to be emptied takes no value either; the one it came with is taken out below.)
  const emptied = fieldsEmptied(profiles, parsed.sentences);
  const leftAlone = new Set([...fieldsLeftAlone(profiles, parsed.sentences), ...emptied]);
  const chosen = assignCandidates(profiles, candidates.filter((c) => !waiting.has(c.field) && !leftAlone.has(c.field) && !inDigitRows.has(c.field)), thresholds);
  chosen.push(...digitRows);
  chosen.sort((a, b) => a.field - b.field);
  splitYearSuffix(profiles, descriptions, chosen, parsed);
  completeSplitGroups(profiles, chosen, parsed);
  spreadOverBoxes(profiles, chosen);
  splitDollarsAndCents(profiles, chosen);
  // ("put the totals in the "c. Total" lines … (just add each side up)": the totals the text asks to be worked out.)
  const labels = new Map(profiles.map((p) => [p.index, descriptions.get(p.field.name)?.mainText ?? '']));
  for (const total of totalsAskedFor(profiles, labels, chosen.filter((c) => !leftAlone.has(c.field)), parsed.sentences)) {
    chosen.push({ ...total, score: TOTAL_ASKED_CONFIDENCE, fact: -1, concept: undefined, reasoning: 'The text asks for the totals to be worked out: the sum of the amounts given to the lettered lines above this total in its column.' });
  }
  tickOptionOfFilledBlank(profiles, descriptions, chosen);
  keepOneCheckedPerGroup(profiles, chosen);
  uncheckAlternatives(profiles, descriptions, chosen);
  chooseParentOptions(profiles, descriptions, chosen);

  const assignments: ValueAssignment[] = chosen.map((c) => ({
    name: profiles[c.field]!.field.name,
    // (A number box of a European form shows its decimals after a comma: "3912,45".)
    value:
      typeof c.value !== 'string'
        ? c.value
        : profiles[c.field]!.numeric
          ? withFieldDecimal(c.value, profiles[c.field]!.field.formatAction)
          : (spelledAsExample(c.value, profiles[c.field]!.field.tooltip ?? '') ?? stateWrittenOut(descriptions.get(profiles[c.field]!.field.name)?.mainText ?? '', c.value)),
    confidence: Math.round(c.score * 100) / 100,
    reasoning: c.reasoning,
    // Only a box unlockedByUnitBox lets through is read-only and filled.
    ...(profiles[c.field]!.field.readonly ? { unlocksReadOnly: true } : {}),
  }));
  // ("please leave line 7 empty" on a form that arrives with "7" there: the value it came with is taken out.)
  // (So is a US state the form arrived with, once its country box is given another country and the box that
  // country's state.)
  const abroad = usStateBoxesAbroad(profiles, new Map(assignments.map((a) => [a.name, a.value])));
  for (const index of new Set([...emptied, ...abroad])) {
    const field = profiles[index]!.field;
    const given = assignments.findIndex((a) => a.name === field.name);
    if (given >= 0) assignments.splice(given, 1);
    // ('the "Check if self-employed" box ticked there. Clear both': a check box the text asks to clear is unticked.)
    if (field.type === 'checkbox' && !field.readonly && field.currentValue === true && emptied.has(index)) {
      assignments.push({ name: field.name, value: false, confidence: EMPTIED_CONFIDENCE, reasoning: 'The text asks for this box to be cleared, and the form arrived with it ticked.' });
      continue;
    }
    if (field.type !== 'text' || field.readonly || typeof field.currentValue !== 'string' || field.currentValue.trim() === '') continue;
    const reasoning = emptied.has(index) ? 'The text asks for this box to be left empty, and the form arrived with a value in it.' : 'The country given is not the United States, and no US state is given, so this box for a US state is emptied.';
    assignments.push({ name: field.name, value: '', confidence: EMPTIED_CONFIDENCE, reasoning });
  }
  // ("… template has TEST junk in every box -> wipe whatever we don't use": every box given no value is emptied, and a
  // check box the text does not tick is cleared.)
  // (So is every box of a form that arrived holding a template's test values, "LAST NAME", "1000" … "10000".)
  const placeholders = arrivedWithPlaceholders(profiles.map((p) => p.field));
  if (wipesTheRest(parsed.sentences) || placeholders) {
    const reasoning = placeholders
      ? "The form arrived filled with a template's test values (labels in capitals, figures counting up box by box), and the text gives this box no value, so it is emptied."
      : 'The text asks for every box it gives no value to to be emptied, and the form arrived with a value in this one.';
    const given = new Set(assignments.map((a) => a.name));
    for (const { field } of profiles) {
      if (given.has(field.name) || field.readonly || (field.type !== 'text' && field.type !== 'checkbox')) continue;
      const hasValue = field.type === 'checkbox' ? field.currentValue === true : typeof field.currentValue === 'string' && field.currentValue.trim() !== '';
      if (hasValue) assignments.push({ name: field.name, value: field.type === 'checkbox' ? false : '', confidence: EMPTIED_CONFIDENCE, reasoning });
    }
  }
  return { assignments, considered: bestLeftOut(profiles, candidates, chosen, thresholds, waiting) };
}


/**
 * Follow-up boxes of an option ("Married filing separately. Enter …") whose option the text does not name:
 * they stay empty. The option is a check box or radio button on the box's own line or the one above;
 * without one the words are a plain label.
 */
export function optionNotChosen(profiles: FieldProfile[], parsed: ParsedData): Set<number> {
  const waiting = new Set<number>();
  const conditional = profiles.filter((p) => p.condition && besideAnOption(p, profiles));
  if (conditional.length === 0) return waiting;
  // ("We're a general partnership, not an LLC": an option named only to be denied is not chosen.)
  const withClauses = new Set(parsed.clauses.map((c) => c.sentence));
  const said = new Set([
    ...parsed.clauses.filter((c) => !c.negated).flatMap((c) => tokenize(c.text)),
    ...parsed.sentences.filter((s) => !withClauses.has(s)).flatMap((s) => tokenize(s)),
  ]);
  for (const p of conditional) if (!p.condition!.every((t) => said.has(t))) waiting.add(p.index);
  return waiting;
}

/** How far above a follow-up box its option's button may sit (points): its own line or the one before. */
const OPTION_REACH = 24;

function besideAnOption(profile: FieldProfile, profiles: FieldProfile[]): boolean {
  const box = profile.field.position;
  return profiles.some((p) =>
    (p.field.type === 'checkbox' || p.field.type === 'radio') &&
    p.field.widgets.some((w) => w.page === profile.field.page && w.position.y <= box.y + box.height && box.y - w.position.y <= OPTION_REACH),
  );
}

function bestLeftOut(profiles: FieldProfile[], candidates: Candidate[], chosen: Chosen[], thresholds: typeof DEFAULT_THRESHOLDS, waiting: Set<number>): ConsideredValue[] {
  const filled = new Set(chosen.map((c) => c.field));
  const best = new Map<number, Candidate>();
  for (const c of candidates) {
    if (filled.has(c.field)) continue;
    const b = best.get(c.field);
    if (!b || c.score > b.score) best.set(c.field, c);
  }
  return [...best.values()]
    .sort((a, b) => a.field - b.field)
    .map((c) => {
      const type = profiles[c.field]!.field.type;
      const threshold = type === 'checkbox' ? thresholds.checkbox : type === 'text' ? thresholds.text : thresholds.choice;
      const why = waiting.has(c.field)
        ? `the text does not choose "${profiles[c.field]!.condition!.join(' ')}", the option the box follows`
        : c.score < threshold
          ? `below the threshold ${threshold.toFixed(2)}`
          : 'its value or fact went to a field that matched better';
      return { name: profiles[c.field]!.field.name, value: c.value, score: Math.round(c.score * 100) / 100, reasoning: `Not written: ${why}. ${c.reasoning}` };
    });
}

export interface ScoredCandidates {
  profiles: FieldProfile[];
  descriptions: Map<string, FieldDescription>;
  parsed: ParsedData;
  candidates: Candidate[];
  /** Present when an embedder was given: what the classifier needs beyond the candidates. */
  features?: FeatureContext;
}

/**
 * Parses the text, profiles the fields and scores every (field, value) pair by the rules, with embedding
 * similarity of labels and keys when an embedder is given. Shared with scripts/train-field-classifier.ts,
 * so training sees the candidates the mapper sees.
 */
export async function scoreCandidates(input: MapValuesInput, embedder?: Embedder): Promise<ScoredCandidates> {
  const descriptions = new Map<string, FieldDescription>();
  for (const d of input.descriptions) descriptions.set(d.name, d);
  const profiles = input.fields.map((field, i) => buildProfile(field, descriptions.get(field.name), i));
  narrowAddressWants(profiles);
  narrowNameWants(profiles);
  markAmountFields(profiles);
  // A field no page shows (its widgets in no page's /Annots, as in forms carrying an old copy of their fields
  // next to the visible one) gets no value: nobody would see it, and its twin on the page takes it.
  const fillable = profiles.filter(
    (p) => (!p.field.readonly || unlockedByUnitBox(p, profiles) || computedInTableRow(p, profiles)) && p.field.type !== 'signature' && !shownNowhere(p.field),
  );

  const parsed = parseData(input.data);
  const ctx = buildMatchContext(fillable, parsed);
  if (profiles.some((p) => (p.field.type === 'text' && p.wants.has('line2')) || (p.field.type === 'checkbox' && !p.field.readonly && unitKindOfCheckBox(p) !== undefined))) {
    ctx.unitPlace = true;
  }
  const textFields = fillable.filter((p) => p.field.type === 'text');
  const semantic = embedder ? await buildSemanticMatrix(embedder, textFields, descriptions, parsed.facts) : undefined;
  if (semantic) ctx.semantic = semantic;

  const candidates: Candidate[] = [];
  for (const profile of fillable) {
    switch (profile.field.type) {
      case 'text':
        candidates.push(...[...scoreTextField(profile, ctx), ...scoreAnchored(profile, ctx), ...scoreBetween(profile, ctx)].filter((c) => !isCountForProduct(profile, c.value)));
        // A code box whose label lists the codes ("C=C corporation, S=S corporation") is answered as a choice.
        if (profile.options.length > 0) candidates.push(...scoreChoice(profile, ctx));
        break;
      case 'checkbox':
        candidates.push(...scoreCheckBox(profile, ctx));
        break;
      case 'dropdown':
      case 'radio':
        candidates.push(...scoreChoice(profile, ctx));
        break;
      default:
        break;
    }
  }
  candidates.push(...scoreReplacements(fillable, ctx));
  candidates.push(
    ...scoreComputedLines(fillable, ctx, (p) => ({ label: descriptions.get(p.field.name)?.mainText ?? '', context: descriptions.get(p.field.name)?.contextText ?? '' })),
  );
  const result: ScoredCandidates = { profiles, descriptions, parsed, candidates };
  if (semantic) result.features = { profiles, descriptions, facts: parsed.facts, semantic, fieldRule: ruleLeaders(candidates) };
  return result;
}

/** Split-field parts and max lengths: an SSN over boxes of 3, 2 and 4 digits, a value too long for its box. */
function fitToFieldLengths(profiles: FieldProfile[], candidates: Candidate[], descriptions: Map<string, FieldDescription>): void {
  const groups = splitGroups(profiles);
  for (const c of candidates) {
    if (typeof c.value !== 'string') continue;
    const stripped = withoutPrintedPrefix(c.value, descriptions.get(profiles[c.field]!.field.name)?.mainText);
    if (stripped !== undefined) {
      c.value = stripped;
      c.reasoning += ' The letters printed before the box are not repeated in it.';
    }
  }
  for (const c of candidates) {
    const profile = profiles[c.field]!;
    if (typeof c.value !== 'string') continue;
    const group = groups.get(c.field);
    if (group && c.concept && group.concept === conceptKey(c.concept)) {
      const digits = digitsOf(c.value);
      if (digits.length === group.total) {
        c.value = digits.slice(group.offset, group.offset + group.length);
        c.reasoning += ` Split over ${group.count} boxes; this box holds digits ${group.offset + 1}–${group.offset + group.length}.`;
        continue;
      }
    }
    const max = profile.field.textMaxLength;
    // A whole number for a row of boxes is sliced over the row after assignment (spreadOverBoxes).
    if (c.concept && fitsBoxRow(profiles, profile, conceptKey(c.concept), digitsOf(c.value))) continue;
    // A postal code with letters ("V1Y 9T2" in 6 boxes) loses its space, not its letters. The length a label
    // states ("Postal code. 6 characters.") counts here too; elsewhere only a real max length, which the
    // filler would cut at, does.
    const room = max ?? profile.statedLength ?? 0;
    const compact = c.value.replace(/[\s-]/g, '');
    // (So does a unit's number with letters, "C-212" in a box of 4: "C212".)
    if (room > 0 && c.value.length > room && c.concept && /^(zip|zipcode|line2)$/.test(c.concept) && /\p{L}/u.test(c.value) && /\d/.test(c.value) && compact.length <= room) {
      c.value = compact;
      continue;
    }
    if (max !== null && max > 0 && c.value.length > max) {
      const digits = digitsOf(c.value);
      // ("77479-6642" for a ZIP code box of 5: the ZIP code, without the four the box has no room for.)
      if (c.concept && /^(zip|zipcode)$/.test(c.concept) && max >= 5 && /^\d{5}-\d{4}$/.test(c.value.trim())) {
        c.value = c.value.trim().slice(0, 5);
      } else if (c.concept && /^(phone|ssn|ein|zip|zipcode|fax)$/.test(c.concept) && digits.length <= max) {
        c.value = digits;
      } else {
        // The filler would cut it: a truncated value is a wrong value.
        c.score *= 0.5;
      }
    }
  }
}

/**
 * A box whose label is only a short prefix printed right before it ("A-" before the 9 digits of an alien
 * registration number, "#" before a number) already shows the prefix: "A098765432" goes in as "098765432".
 * Only a prefix of letters followed by a number is dropped, and only when the value starts with it.
 */
export function withoutPrintedPrefix(value: string, label: string | undefined): string | undefined {
  const m = label?.trim().match(/^(\p{L}{1,3})\s*[-#:.]$/u);
  if (!m) return undefined;
  const prefix = m[1]!;
  if (value.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return undefined;
  const rest = value.slice(prefix.length).replace(/^\s*[-#:.]?\s*/, '');
  return /^\d[\d\s-]*$/.test(rest) ? rest : undefined;
}

/**
 * An SSN over three boxes is one answer: when one box of a split group was filled with its slice of a number,
 * the other boxes of the group take theirs from the same number, whatever their own (often empty) labels
 * scored.
 */
function completeSplitGroups(profiles: FieldProfile[], chosen: Chosen[], parsed: ParsedData): void {
  const groups = splitGroups(profiles);
  const byField = new Map(chosen.map((c) => [c.field, c]));
  for (const c of [...chosen]) {
    const part = groups.get(c.field);
    const fact = c.fact >= 0 ? parsed.facts[c.fact] : undefined;
    if (!part || !fact || !c.concept || part.concept !== conceptKey(c.concept)) continue;
    // (An address's ZIP code is its own digits, not those of its house number and unit too, "2916 N Kedzie Ave Apt 12".)
    const digits = digitsOf(fact.address && part.concept === 'zipcode' ? fact.address.zip : fact.value);
    if (digits.length !== part.total) continue;
    for (const [index, other] of groups) {
      if (index === c.field || byField.has(index) || other.concept !== part.concept || profiles[index]!.parent !== profiles[c.field]!.parent) continue;
      const entry: Chosen = {
        ...c,
        field: index,
        value: digits.slice(other.offset, other.offset + other.length),
        part: true,
        reasoning: `${c.reasoning.replace(/ Split over .*$/, '')} Split over ${other.count} boxes; this box holds digits ${other.offset + 1}–${other.offset + other.length}.`,
      };
      chosen.push(entry);
      byField.set(index, entry);
    }
  }
  chosen.sort((a, b) => a.field - b.field);
}

interface SplitPart {
  concept: string;
  offset: number;
  length: number;
  total: number;
  count: number;
}

function splitGroups(profiles: FieldProfile[]): Map<number, SplitPart> {
  const byKey = new Map<string, FieldProfile[]>();
  for (const p of profiles) {
    if (p.field.type !== 'text' || !p.field.textMaxLength || p.parent === '') continue;
    const concept = [...SPLIT_OVER_BOXES.keys()].find((c) => p.wants.has(c));
    if (!concept) continue;
    const key = `${p.parent}\u0000${concept}`;
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  const parts = new Map<number, SplitPart>();
  for (const [key, members] of byKey) {
    if (members.length < 2) continue;
    members.sort((a, b) => a.field.page - b.field.page || a.field.position.y - b.field.position.y || a.field.position.x - b.field.position.x);
    const total = members.reduce((sum, m) => sum + (m.field.textMaxLength ?? 0), 0);
    let offset = 0;
    for (const m of members) {
      const length = m.field.textMaxLength ?? 0;
      parts.set(m.index, { concept: key.split('\u0000')[1]!, offset, length, total, count: members.length });
      offset += length;
    }
  }
  return parts;
}

function conceptKey(concept: string): string {
  return concept === 'zip' ? 'zipcode' : concept;
}

/**
 * Digits of the values that forms print as a row of small boxes: those of key-match.ts SPLIT_OVER_BOXES, but for the
 * ZIP code, which no row of boxes here is spread over.
 */
const BOX_DIGITS: Record<string, number> = Object.fromEntries([...SPLIT_OVER_BOXES].filter(([concept]) => concept !== 'zipcode'));

/**
 * A number printed as a row of boxes whose fields share no parent (`f1_11(0)`, `f1_12(0)`, `f1_13(0)` for an
 * SSN of 3 + 2 + 4 digits): when one box got the whole number and its neighbours on the same line have max
 * lengths adding up to exactly its digits, each box gets its own slice. Only the box that was matched needs
 * the label; the others often carry a line number or nothing.
 */
export function spreadOverBoxes(profiles: FieldProfile[], chosen: Chosen[]): void {
  const byField = new Map(chosen.map((c) => [c.field, c]));
  for (const c of [...chosen]) {
    if (typeof c.value !== 'string' || c.concept === undefined) continue;
    const concept = conceptKey(c.concept);
    const digits = digitsOf(c.value);
    const profile = profiles[c.field]!;
    const row = boxWindow(profiles, profile, concept, digits);
    if (!row) continue;
    let offset = 0;
    for (const member of row) {
      const length = member.field.textMaxLength ?? 0;
      const slice = digits.slice(offset, offset + length);
      offset += length;
      const entry: Chosen = {
        ...c,
        field: member.index,
        value: slice,
        part: true,
        reasoning: `${c.reasoning} Split over ${row.length} boxes on one line; this box holds digits ${offset - length + 1}–${offset}.`,
      };
      const existing = byField.get(member.index);
      if (existing) Object.assign(existing, entry);
      else {
        chosen.push(entry);
        byField.set(member.index, entry);
      }
    }
  }
  chosen.sort((a, b) => a.field - b.field);
}

function fitsBoxRow(profiles: FieldProfile[], profile: FieldProfile, concept: string, digits: string): boolean {
  return boxWindow(profiles, profile, concept, digits) !== undefined;
}

/**
 * The boxes of the row that hold the number: a run of neighbouring boxes, including the matched one, whose
 * max lengths add up to exactly its digits. The row may hold other boxes too ("9 Office code [____]  10 EIN
 * [__]-[_______]"): they are left out, and a box that asks for another kind of value never joins.
 */
export function boxWindow(profiles: FieldProfile[], profile: FieldProfile, concept: string, digits: string): FieldProfile[] | undefined {
  const need = BOX_DIGITS[concept];
  if (need === undefined || digits.length !== need || profile.parent !== '' || !profile.field.textMaxLength) return undefined;
  const row = boxRow(profiles, profile);
  const at = row.indexOf(profile);
  const fits = (p: FieldProfile) => p === profile || ![...p.wants].some((w) => STRICT_CONCEPTS.has(w) && w !== concept && !(concept === 'phone' && w === 'fax'));
  let best: FieldProfile[] | undefined;
  for (let i = 0; i <= at; i++) {
    for (let j = at; j < row.length; j++) {
      const window = row.slice(i, j + 1);
      if (window.length < 2 || !window.every(fits)) continue;
      if (window.reduce((sum, p) => sum + (p.field.textMaxLength ?? 0), 0) !== need) continue;
      if (!best || window.length < best.length) best = window;
    }
  }
  return best;
}

/** The text fields with a max length side by side with this one on its line, left to right. */
function boxRow(profiles: FieldProfile[], start: FieldProfile): FieldProfile[] {
  const boxes = profiles.filter((p) => p.field.type === 'text' && p.field.textMaxLength && p.field.page === start.field.page && p.parent === '');
  const sameLine = (a: FieldProfile, b: FieldProfile) => {
    const ra = a.field.position;
    const rb = b.field.position;
    return Math.abs(ra.y + ra.height / 2 - (rb.y + rb.height / 2)) < Math.max(Math.min(ra.height, rb.height) / 2, 3);
  };
  const row = [start];
  const grow = (direction: 1 | -1) => {
    for (;;) {
      const edge = direction === 1 ? row[row.length - 1]! : row[0]!;
      const e = edge.field.position;
      const gapTo = (p: FieldProfile) => {
        const r = p.field.position;
        return direction === 1 ? r.x - (e.x + e.width) : e.x - (r.x + r.width);
      };
      // The nearest box on that side: a farther one within reach would skip the box in between.
      let next: FieldProfile | undefined;
      for (const p of boxes) {
        if (row.includes(p) || !sameLine(p, edge)) continue;
        const gap = gapTo(p);
        if (gap >= -2 && gap <= 40 && (!next || gap < gapTo(next))) next = p;
      }
      if (!next) return;
      if (direction === 1) row.push(next);
      else row.unshift(next);
    }
  };
  grow(1);
  grow(-1);
  return row;
}

/**
 * "Date: ____________, 20__": a date field followed on its line by a box labelled "20" takes the date without
 * its year, and the box the last two digits of the year.
 */
function splitYearSuffix(profiles: FieldProfile[], descriptions: Map<string, FieldDescription>, chosen: Chosen[], parsed: ParsedData): void {
  const byField = new Map(chosen.map((c) => [c.field, c]));
  for (const profile of profiles) {
    const label = descriptions.get(profile.field.name)?.mainText ?? '';
    // (Its label may be the caption of the line, when the field's name is the "20" printed before it: "20_2".)
    if (profile.field.type !== 'text' || !(/^,?\s*(19|20)$/.test(label.trim()) || /^(19|20)(?:_\d+)?$/.test(profile.field.name.trim()))) continue;
    const y = profile.field.position;
    // (Of two boxes there, a form's own and a hidden duplicate, the one in line with it.)
    const beside = profiles.filter((p) => {
      const x = p.field.position;
      return p !== profile && p.field.page === profile.field.page && p.field.type === 'text' &&
        Math.abs(x.y + x.height / 2 - (y.y + y.height / 2)) < Math.max(y.height, 8) && y.x - (x.x + x.width) >= -2 && y.x - (x.x + x.width) < 40;
    });
    const offset = (p: FieldProfile) => Math.abs(p.field.position.y + p.field.position.height / 2 - (y.y + y.height / 2)) + Math.abs(y.x - (p.field.position.x + p.field.position.width));
    const left = beside.sort((a, b) => offset(a) - offset(b))[0];
    if (!left) continue;
    const date = byField.get(left.index);
    // (A date read right after its label, "no later than October 1, 2025", is the date fact of that value.)
    const fact = date && date.fact >= 0 ? parsed.facts[date.fact] : parsed.facts.find((f) => f.typed?.date && f.value === date?.value);
    // ("Bill of sale date: 2025-03-08": a keyed line's value may be a date without being read as one.)
    const whole = fact && !fact.typed?.date ? findTypedValues(fact.value).find((t) => t.kind === 'date' && t.start === 0 && t.end >= fact.value.trim().length) : fact?.typed;
    if (!date || !fact || !whole?.date) continue;
    date.value = withoutYear(fact.typed?.date ? fact.value : String(date.value), whole.date);
    date.reasoning += ' The year goes into the box after it.';
    const yy = String(whole.date.year % 100).padStart(2, '0');
    const existing = byField.get(profile.index);
    const entry: Chosen = {
      field: profile.index,
      value: yy,
      score: date.score,
      fact: date.fact,
      concept: 'date',
      reasoning: `The last two digits of the year of the date in "${left.field.name}", printed after "20".`,
    };
    if (existing) Object.assign(existing, entry);
    else chosen.push(entry);
  }
  chosen.sort((a, b) => a.field - b.field);
}

/**
 * "[ ] Seller accepts cash payment in the amount of $[______]": a check box and the blank after it on its line,
 * printed under one caption, are one option and its detail. Once the blank is filled (the amount the text
 * gives), the option is the one taken, so its box is ticked, unless the text already answered the box itself;
 * when it answered no, the blank stays empty. A blank after several boxes of one caption belongs to none alone.
 * The same holds for a radio button with the blank on its line: its group takes that button's option.
 */
export function tickOptionOfFilledBlank(profiles: FieldProfile[], descriptions: Map<string, FieldDescription>, chosen: Chosen[]): void {
  const byField = new Map(chosen.map((c) => [c.field, c]));
  /** Radio group → the filled blank whose button it took. */
  const blankOfRadio = new Map<number, Chosen>();
  const caption = (p: FieldProfile) => simplify(descriptions.get(p.field.name)?.mainText ?? '');
  for (const c of [...chosen]) {
    const blank = profiles[c.field]!;
    if (blank.field.type !== 'text' || typeof c.value !== 'string' || c.value.trim() === '' || (c.fact < 0 && !c.signals?.anchored)) continue;
    const words = caption(blank);
    // (A caption of a word or two, "Other", "Number", says too little to tie a box to the blank.)
    const captioned = words.split(' ').length >= 3;
    const b = blank.field.position;
    const boxes = !captioned ? [] : profiles.filter((p) => {
      if (p.field.type !== 'checkbox' || p.field.readonly || shownNowhere(p.field) || p.field.page !== blank.field.page || caption(p) !== words) return false;
      return beforeOnLine(p.field.position, b);
    });
    // ("[ ] Apt. [ ] Ste. [ ] Flr. Number [____]": a number shared by several boxes says none of them.)
    const box = boxes.length === 1 ? boxes[0] : undefined;
    if (!box) {
      // ("( ) Yes ( ) No  If yes, explain: [____]": a blank asking about an option is none of them.)
      if (boxes.length === 0 && captioned && blank.detailOfAnswer === undefined) takeRadioBeforeBlank(profiles, blank, c, byField, blankOfRadio, chosen);
      continue;
    }
    const answered = byField.get(box.index);
    // "… in exchange for: [____]" after a box the text rules out: whatever the blank drew is no detail of it.
    if (answered?.value === false) chosen.splice(chosen.indexOf(c), 1);
    if (answered) continue;
    const entry: Chosen = {
      field: box.index,
      value: true,
      score: c.score,
      fact: c.fact,
      concept: undefined,
      reasoning: `The blank after this box on its line, printed under the same caption ("${clipLabel(descriptions.get(blank.field.name)?.mainText ?? '')}"), was filled with "${clipLabel(c.value)}": that option is the one taken.`,
    };
    chosen.push(entry);
    byField.set(box.index, entry);
  }
  chosen.sort((a, b) => a.field - b.field);
}

/** Above an option named by one word of its own (score-choices.ts PARTIAL_OPTION_SCORE, 0.52). */
const SURE_SUB_OPTION = 0.55;

/**
 * "09 - Project Management" chosen for the sub-type: the type it falls under in the form's own table of codes
 * ("01 - Training Program Area", describe/option-groups.ts) is chosen too, when the text named the sub-type outright.
 * When the text chose another type itself, the two contradict each other and the sub-type goes.
 */
export function chooseParentOptions(profiles: FieldProfile[], descriptions: Map<string, FieldDescription>, chosen: Chosen[]): void {
  const byField = new Map(chosen.map((c) => [c.field, c]));
  for (const c of [...chosen]) {
    const group = descriptions.get(profiles[c.field]!.field.name)?.optionOf;
    const parent = group ? profiles.find((p) => p.field.name === group.list) : undefined;
    const value = group && typeof c.value === 'string' ? group.parentOf[c.value] : undefined;
    if (!parent || value === undefined || parent.field.readonly) continue;
    // ("it's a developmental acquisition course": a sub-type under another type than the one chosen contradicts it;
    // the type, the broader and surer reading, stays.)
    const other = byField.get(parent.index);
    if (other) {
      if (other.value !== value) chosen.splice(chosen.indexOf(c), 1);
      continue;
    }
    // (Only a sub-option the text names outright: one guessed from a single word of it says too little of its type.)
    if (c.score < SURE_SUB_OPTION) continue;
    chosen.push({
      field: parent.index,
      value,
      score: c.score,
      fact: c.fact,
      concept: undefined,
      reasoning: `"${clipLabel(String(c.value))}", chosen for "${clipLabel(descriptions.get(profiles[c.field]!.field.name)?.mainText ?? '')}", falls under this option in the form's own table of codes.`,
    });
    byField.set(parent.index, chosen.at(-1)!);
  }
  chosen.sort((a, b) => a.field - b.field);
}

/**
 * "[x] Single  [ ] Married  [ ] Married, but withhold at higher Single rate": check boxes side by side on one
 * line, each with a short caption, are the options of one question. When the text picks one, the others are
 * written unchecked (a form that arrives with another option ticked would otherwise say both), unless the
 * text says something about them itself.
 */
export function uncheckAlternatives(profiles: FieldProfile[], descriptions: Map<string, FieldDescription>, chosen: Chosen[]): void {
  const byField = new Map(chosen.map((c) => [c.field, c]));
  const boxes = profiles.filter((p) => p.field.type === 'checkbox' && !p.field.readonly);
  const shortCaption = (p: FieldProfile) => {
    const label = descriptions.get(p.field.name)?.mainText ?? '';
    return label.trim() !== '' && label.trim().split(/\s+/).length <= 8;
  };
  const captionWords = (p: FieldProfile) => new Set(simplify(descriptions.get(p.field.name)?.mainText ?? '').split(' ').filter((w) => w !== ''));
  for (const c of [...chosen]) {
    const profile = profiles[c.field]!;
    if (profile.field.type !== 'checkbox' || c.value !== true) continue;
    // ("we want the 'Married, but withhold at higher Single rate' box": naming the longer option names "Married"
    // and "Single" inside it, which are not meant.)
    const own = captionWords(profile);
    const wider = chosen.find((d) => {
      const other = profiles[d.field]!;
      if (d === c || d.value !== true || other.field.type !== 'checkbox' || other.field.page !== profile.field.page) return false;
      const words = captionWords(other);
      return own.size > 0 && words.size > own.size && [...own].every((w) => words.has(w)) && sameRow(profile, other);
    });
    if (wider) {
      c.value = false;
      c.reasoning = `A wider option on the same line ("${clipLabel(descriptions.get(profiles[wider.field]!.field.name)?.mainText ?? '')}"), whose words include this one's, was chosen; the options of one question exclude each other.`;
      continue;
    }
    // Boxes named as one group (`c1_1[0]` … `c1_1[6]`) are one question wherever they sit.
    const group = checkBoxGroup(profile.field.name);
    const grouped = group === undefined ? [] : boxes.filter((p) => p !== profile && checkBoxGroup(p.field.name) === group);
    const sameLine = boxes.filter((p) => p !== profile && p.field.page === profile.field.page && sameRow(profile, p));
    const row = grouped.length > 0 ? grouped : shortCaption(profile) && sameLine.every(shortCaption) ? sameLine : [];
    if (row.length === 0) continue;
    for (const other of row) {
      if (byField.has(other.index)) continue;
      const entry: Chosen = {
        field: other.index,
        value: false,
        score: c.score,
        fact: -1,
        concept: undefined,
        reasoning: `Another option ${grouped.length > 0 ? 'of the same group' : 'on the same line'} ("${clipLabel(descriptions.get(profile.field.name)?.mainText ?? profile.field.name)}") was chosen; the options of one question exclude each other.`,
      };
      chosen.push(entry);
      byField.set(other.index, entry);
    }
  }
  chosen.sort((a, b) => a.field - b.field);
}

/** Two boxes side by side on one line of the page. */
function sameRow(a: FieldProfile, b: FieldProfile): boolean {
  const p = a.field.position;
  const q = b.field.position;
  return Math.abs(p.y + p.height / 2 - (q.y + q.height / 2)) <= Math.max(p.height, q.height) / 2 && Math.abs(p.x - q.x) < 400;
}

function clipLabel(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The group a check box is named as a member of: `…c1_1` for `…c1_1[3]`; none for a name without an index. */
function checkBoxGroup(name: string): string | undefined {
  const base = name.replace(/\[\d+\]$/, '');
  return base === name ? undefined : base;
}

/**
 * The AR-11's "Apt. Ste. Flr. Number" is read-only until one of the "Apt." / "Ste." / "Flr." boxes beside it is
 * ticked (the form's own script unlocks it). A read-only box for an address's unit, on a form with such boxes,
 * is filled like any other: ticking the box is what the text's "Apt 5C" does.
 */
function unlockedByUnitBox(profile: FieldProfile, profiles: FieldProfile[]): boolean {
  return (
    profile.field.type === 'text' &&
    profile.wants.has('line2') &&
    profiles.some((p) => p.field.type === 'checkbox' && !p.field.readonly && p.group === profile.group && unitKindOfCheckBox(p) !== undefined)
  );
}

/**
 * A read-only column of a numbered table among writable ones (the 733's "Cost Basis" beside its quantity and cost
 * per unit) is a total the form's own script works out. The filled copy carries no XFA and runs no script, so
 * without a value the total stays blank on paper: a total the text states is written like any other value.
 */
function computedInTableRow(profile: FieldProfile, profiles: FieldProfile[]): boolean {
  const row = profile.field.type === 'text' ? tableRowOf(profile.field.name) : undefined;
  if (row === undefined) return false;
  return profiles.filter((p) => p !== profile && !p.field.readonly && tableRowOf(p.field.name) === row).length >= 2;
}

/** Check boxes named as one group (`c1_1[0]`, `c1_1[1]` …) are exclusive: the best-supported one stays. */
function keepOneCheckedPerGroup(profiles: FieldProfile[], chosen: Chosen[]): void {
  const groups = new Map<string, Chosen[]>();
  for (const c of chosen) {
    const field = profiles[c.field]!.field;
    if (field.type !== 'checkbox' || c.value !== true) continue;
    const base = checkBoxGroup(field.name);
    if (base === undefined) continue;
    groups.set(base, [...(groups.get(base) ?? []), c]);
  }
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.sort((a, b) => b.score - a.score);
    for (const loser of members.slice(1)) {
      const i = chosen.indexOf(loser);
      if (i >= 0) chosen.splice(i, 1);
    }
  }
}

/**
 * The radio button nearest before a filled blank on its line, with no other field between them, gives its group
 * that button's option, when nothing else answered the group ("(•) Seller accepts cash payment in the amount of
 * $[585.00]"). When two filled blanks point into one group, the surer value's button is taken.
 */
function takeRadioBeforeBlank(
  profiles: FieldProfile[],
  blank: FieldProfile,
  filled: Chosen,
  byField: Map<number, Chosen>,
  blankOfRadio: Map<number, Chosen>,
  chosen: Chosen[],
): void {
  const b = blank.field.position;
  const onLineBefore = (r: Rect) => beforeOnLine(r, b);
  let nearest: { profile: FieldProfile; exportValue: string; right: number } | undefined;
  for (const p of profiles) {
    if (p.field.type !== 'radio' || p.field.readonly) continue;
    for (const w of p.field.widgets) {
      if (w.page !== blank.field.page || w.unlisted || w.exportValue === null || !onLineBefore(w.position)) continue;
      const right = w.position.x + w.position.width;
      if (!nearest || right > nearest.right) nearest = { profile: p, exportValue: w.exportValue, right };
    }
  }
  if (!nearest) return;
  const { profile, exportValue, right } = nearest;
  const between = profiles.some((p) => p !== profile && p !== blank && p.field.widgets.some((w) => w.page === blank.field.page && !w.unlisted && onLineBefore(w.position) && w.position.x >= right));
  if (between) return;
  const answered = byField.get(profile.index);
  if (answered) {
    // The text's own answer stands, and so does the blank (it may be the detail of another option).
    if (answered.value === exportValue || !blankOfRadio.has(profile.index)) return;
    // Two filled blanks beside different buttons of one group: the surer value says which, and the other blank's
    // value is no detail of the option taken.
    if (answered.score >= filled.score) {
      chosen.splice(chosen.indexOf(filled), 1);
      return;
    }
    chosen.splice(chosen.indexOf(answered), 1);
    const loser = blankOfRadio.get(profile.index);
    if (loser && chosen.includes(loser)) chosen.splice(chosen.indexOf(loser), 1);
  }
  blankOfRadio.set(profile.index, filled);
  const entry: Chosen = {
    field: profile.index,
    value: exportValue,
    score: filled.score,
    fact: filled.fact,
    concept: undefined,
    reasoning: `The blank after this option on its line was filled ("${clipLabel(String(filled.value))}"): that option is the one taken.`,
  };
  chosen.push(entry);
  byField.set(profile.index, entry);
}

/** A box (check box or radio button) before a blank, its middle within the blank's height: on the blank's line. */
function beforeOnLine(box: Rect, blank: Rect): boolean {
  const middle = box.y + box.height / 2;
  return box.x + box.width <= blank.x && middle >= blank.y && middle <= blank.y + blank.height;
}

function shownNowhere(field: FieldInfo): boolean {
  return field.widgets.length > 0 && field.widgets.every((w) => w.unlisted === true);
}
