/**
 * Parsing the client's free text into facts: a value with the words that say what it is (its key) and how
 * explicitly the text ties the two. JSON objects, "Key: value" lines, short "key VALUE" clauses, a few prose
 * patterns ("my name is …", "I live at …") and typed values found anywhere (emails, phones, dates, SSNs …).
 */
import { expandAbbreviations, isAbbreviation } from './abbreviations.js';
import { findTypedValues, parseBoolean } from './detect-values.js';
import type { TypedValue, ValueKind } from './detect-values.js';
import { escapeRegExp, isNegated, keyAsWords, simplify, tokenize, wordCount, withPlainBullets } from './normalize-text.js';
import { JOB_WORD, isJobTitle, selfIntroduction, selfNameAndTitleApart, titleAfterName } from './job-titles.js';
import { withWritersOwnSectionKeyed } from './writers-own-section.js';
import { withApproversInOrder } from './approvers-in-order.js';
import { withApplicationAddressesRetold } from './retold-applications.js';
import { withAssistantConversationRead } from './assistant-conversations.js';
import { withRelayTranscriptRead } from './relay-transcripts.js';
import { withLastImagePromptOnly } from './image-prompt-logs.js';
import { abbreviatedWeight, compactHeight, heightWithInchMark, plainAge, plainNumber } from './format-value.js';
import { type AddressPiece, addressPieceOfKey } from './address-pieces.js';
import { STREET_TYPE, addressFromParts, capitalsAsName, findEuropeanAddress, findUsAddresses, isCountry, isPostOfficeBox, MIDDLE_NAME_KEY, nameBefore, nameFromParts, parseAddress, parsePersonName, titledPersonName, townAfterName, UNIT_WORDS, withPostcodeWordsDropped, withSpokenAddressPausesTidied } from './parse-compound.js';
import { withBoxNamedBefore } from './box-named-before.js';
import { OTHER_SIDE_LEAD_IN, chatContentLines, isSpelling, linesWithAnswersKeyed, linesWithTextedPairsKeyed, speakerTranscriptLines, withBareStampsDropped, wordSpelt } from './parse-chat.js';
import { lineReferenceOf, worksheetNamed } from './field-profile.js';
import { firearmMakeAndModel, firearmMakerAlone, firearmMakerSaidAlone, mentionsFirearm } from './firearm-makers.js';
import { linesWithCalendarRead } from './parse-calendar.js';
import { withContentLinesUnfolded } from './content-lines.js';
import { RANKS, sentencesOfValue, splitSentences } from './sentences.js';
import { FROM_HEADER, SENDER, SIGNATURE_OPENING, linesWithSignatureRead, linesWithSignedNameSpelledOut, withoutQuotedSignatures } from './parse-signature.js';
import { linesWithVcardRead } from './parse-vcard.js';
import { linesWithWikiRead } from './parse-wiki.js';
import { MAKE_KEY, MODEL_KEY, findItemDetails } from './parse-item.js';
import { findPayGrade } from './parse-pay-grade.js';
import { linesWithYamlRead } from './parse-yaml.js';
import { linesWithFormEncodingRead } from './parse-form-encoded.js';
import { PAUSED, chatBetweenParties, linesWithSpeakersParties, meetingLines, meetingTurns, speakerParties, withRunOnDictationCut, withTranscriptPauses, withYearsCutFromCuesRejoined, withoutCaptionStamps } from './parse-transcript.js';
import { linesWithPrintRRead } from './parse-print-r.js';
import { linesWithTickBoxesRead } from './parse-tick-boxes.js';
import { withEmojiLabelsRead } from './parse-emoji-labels.js';
import { isWrittenInLowerCase, withLowercaseLinesAddressesCased, withLowercaseTextCased, withSentenceStartsCased } from './lowercase-text.js';
import { linesWithConfigRead } from './parse-config.js';
import { linesWithCodeLiteralsRead } from './parse-code-literals.js';
import { linesWithSideBySideBlocksRead } from './parse-side-by-side.js';
import { linesWithSqlDumpRead } from './parse-sql-dump.js';
import { linesWithSqlOutputRead } from './parse-sql-output.js';
import { linesWithAnswersUnderLabels } from './parse-answers-under-labels.js';
import { withFormResponsesRead } from './form-responses.js';
import { withContactCardsKeyed } from './contact-cards.js';
import { withLookupsFilledIn, withRevisionHistoryAsNewest } from './record-views.js';
import { withBenefitPaymentsTotalled } from './benefit-payments.js';
import { withNoteMarkupRead } from './note-markup.js';
import { withBbcodeRead } from './bbcode-source.js';
import { withDokuwikiRead } from './dokuwiki-source.js';
import { withPageSourceRead } from './page-source.js';
import { withWikitextRead } from './wikitext-source.js';
import { withForeignDatesInEnglish } from './foreign-dates.js';
import { withGameScriptRead } from './game-script-source.js';
import { withMessageAmendmentsApplied } from './message-amendments.js';
import { withMessageHeadingsDropped } from './message-headings.js';
import { withAddressBlocksInCapitalsRead } from './address-blocks-in-capitals.js';
import { withFlashcardExportRead } from './flashcard-export.js';
import { withSectionsReferredToFilled } from './sections-referred-to.js';
import { withTranscribedEditsApplied } from './transcribed-edits.js';
import { linesWithFormExcerptRead } from './parse-form-excerpt.js';
import { linesWithLogFieldsRead } from './parse-log-lines.js';
import { linesWithBracketLabelsRead } from './parse-bracket-labels.js';
import { linesWithDefinedParties } from './parse-defined-terms.js';
import { linesWithHtmlRead } from './parse-html.js';
import { withPhotoFileNamesDropped } from './file-captions.js';
import { withFootnoteMarksDropped } from './footnote-marks.js';
import { withEntriesSetAside } from './entries-set-aside.js';
import { withRoutingOrderRead } from './routing-orders.js';
import { withDateAtTopKeyed } from './date-at-top.js';
import { withWorksheetLinesTitled, withWorksheetNamedInPassing, withLetteredLinesOneByOne, withLetteredRunsKeyed, withCoachedLetteredLines } from './worksheet-lines.js';
import { linesWithArrowedAnswers, linesWithInlineAnswers, linesWithNumberedAnswersToQuotedQuestions } from './parse-inline-replies.js';
import { withItemNumbersJoinedToKeys, withLetteredLinesKeyed, withLineNumbersAsLabels, withLinesUnderHeadingsNamed, withSectionItemCodesKeyed } from './line-number-labels.js';
import { withAnswerThenDetailsApart } from './parse-answer-leads.js';
import { withoutSectionsKeptOff } from './sections-kept-off.js';
import { linesWithListsUnderLeadIns, withoutMoreFollowsKey } from './parse-lead-in.js';
import { KEY_WORDS_AT_MOST, isStreetAlone, linesWithAddressRunOn, linesWithAddressesUnderLabels, linesWithCapitalsNameOverRecord, linesWithOrganisationAddressKeyed, linesWithEnvelopeAddressesJoined, linesWithLabelsAbove, linesWithNameUnderLeadIn, linesWithParagraphsUnderLabels, linesWithScreenRead, nameWithoutWhatItGoesBy, withNameSaidToBeMine, withoutListMarker } from './parse-record.js';
import { linesWithDashesKeyed, linesWithLeadersKeyed, linesWithPackedPairsKeyed, withAttributeListKeyed, withDashedAnswerKeyed, withMeasuresOfKeyApart } from './parse-leaders.js';
import { linesWithMarkdownRead } from './parse-markdown.js';
import { withHeightsInMetresWritten } from './heights-in-metres.js';
import { withGapsFilledFromNotes } from './gaps-filled-from-notes.js';
import { withReviewChecklistRead } from './review-checklists.js';
import { withBracketedTranslationsRead } from './translations-in-brackets.js';
import { linesWithPerPersonListsSplit, linesWithSlashListsSplit } from './parse-slash-lists.js';
import { linesWithCodeTitlesKeyed } from './parse-code-titles.js';
import { STORY_KEY, withSpokenNumbers } from './spoken-numbers.js';
import { withDictatedPunctuationWritten } from './dictated-punctuation.js';
import { withNoteRolesAsSaleSides, withRolesEquated } from './roles-equated.js';
import { withEuropeanNumbersWritten, withIndianAmountsWritten } from './number-conventions.js';
import { withReviewCommentsRead } from './review-comments.js';
import { withFaxStripsDropped } from './fax-pages.js';
import { jsonInText } from './json-in-text.js';
import { withOptionsNotChosenDropped, withOtherListItemsDropped, withOtherNumberedParagraphsDropped } from './list-items-chosen.js';
import { withHardWrapsJoined } from './hard-wraps.js';
import { withSumWrittenAsItems } from './parse-sums.js';
import { withInterleavedColumnsApart } from './interleaved-columns.js';
import { withTaglishParticlesDropped } from './taglish.js';
import { withOutlineKeyed } from './parse-outline.js';
import { withCoupleApart } from './couples.js';
import { withRadioAlphabetRead } from './radio-alphabet.js';
import { withNotebookExportRead } from './notebook-export.js';
import { withCodeNotebookRead } from './code-notebooks.js';
import { withSpreadsheetXmlRead } from './spreadsheet-xml.js';
import { withXfdfRead } from './xfdf-export.js';
import { withMainframeScreensRead } from './mainframe-screens.js';
import { withWalletPassRead } from './wallet-passes.js';
import { withNewsThreadRead } from './news-threads.js';
import { withTumblrChainRead } from './tumblr-posts.js';
import { withOwnershipReportsRead } from './ownership-reports.js';
import { withInsuranceCertificateRead } from './insurance-certificates.js';
import { withSignedFirstNameInFull } from './signed-first-name.js';
import { withValuesPutByName } from './values-put-by-name.js';
import { withCompletionCertificateRead } from './completion-certificates.js';
import { withNotaryCommissionsRead } from './notary-commissions.js';
import { withTitlesKeyedBySection } from './titles-by-section.js';
import { withIifListsRead } from './iif-lists.js';
import { withChatbotCardRead } from './chatbot-cards.js';
import { withFhirResourcesRead } from './fhir-resources.js';
import { withFormWebhookRead } from './form-webhooks.js';
import { withSurveyReportRead } from './survey-reports.js';
import { withTabletopSaveRead } from './tabletop-saves.js';
import { withHl7MessagesRead } from './hl7-messages.js';
import { withGedcomRead } from './gedcom-export.js';
import { withDetailsSaidAboveFilled } from './details-said-above.js';
import { AGREED_PRICE_KEY, withAgreedPriceKeyed } from './agreed-prices.js';
import { withMessageExportRead } from './message-exports.js';
import { withAdifLogRead } from './adif-log.js';
import { withHttpCapturesRead } from './http-captures.js';
import { withPlanDiffsApplied } from './plan-diffs.js';
import { withPostsSetAsideDropped } from './posts-set-aside.js';
import { withRawMailRead } from './raw-mail.js';
import { withSettingsKeptOffDropped } from './settings-kept-off.js';
import { withRequestPathsDropped } from './request-paths.js';
import { withTaskExportRead } from './task-export.js';
import { withMessageBackupRead } from './message-backups.js';
import { withMessagePagesRead } from './message-pages.js';
import { isSharePointListItem, sharePointItemInFormWords, withoutODataWrapper } from './sharepoint-item.js';
import { addressLabel, isSchemaOrgRecord, ownerFilesForBusiness, schemaOrgRecordInFormWords } from './schema-org.js';
import { textOfMarkup, withMessageMarkupRead, withQuotedPrintableDecoded, withTextOfHtmlMessage, withTypographyPlain } from './mail-encoding.js';
import { linesWithPipedPairsKeyed, linesWithTablesRead, withSpacedAnswersKeyed } from './parse-table.js';
import { hoursOfSessions } from './session-hours.js';
import { capitalise } from './key-match.js';
import { withBracketRemarksKeptOff, withSemicolonsInBracketsAsCommas } from './bracket-remarks.js';
import { withKeysEquated } from './keys-equated.js';
import { withDiffsApplied } from './unified-diffs.js';
import { withWordDiffsApplied } from './word-diffs.js';
import { withLatexMacrosRead } from './latex-macros.js';
import { withReaderClippingsRead } from './reader-clippings.js';
import { withShellSessionRead } from './shell-session.js';
import { withPowerShellSessionRead } from './powershell-session.js';
import { withIrcLogRead } from './irc-log.js';
import { withX12EnrollmentRead } from './x12-enrollment.js';
import { withPnrRead } from './pnr-booking.js';
import { withLdifRead } from './ldif-records.js';
import { withOrgModeRead } from './org-mode.js';
import { withSheetFormulasRead } from './sheet-dump.js';
import { withLicenceScansRead } from './licence-scans.js';
import { withRtfSourceRead } from './rtf-source.js';
import { withStrikeAndInsertApplied } from './strike-and-insert.js';
import { withLedgerFileRead } from './ledger-file.js';
import { withSignatureBlocksKeyed } from './signature-blocks.js';
import { withIvrSessionRead } from './ivr-session.js';
import { withConsoleSessionRead } from './console-session.js';
import { withMultipartPartsRead } from './multipart-capture.js';
import { withCircledOptionsChosen } from './circled-options.js';
import { withNumberedCorrectionsApplied } from './numbered-corrections.js';
import { withRestatedFiguresApplied } from './restated-numbers.js';
import { withEarlierKeysYieldingToFormSection } from './form-section-overrides.js';
import { withTranscriptsSetAside } from './transcripts-set-aside.js';
import { sideNamedByName, withMineAndYoursNamed } from './mine-and-yours.js';
import { withSigningDayFromInvite } from './signing-day.js';
import { withBrokerLotsListed } from './broker-lots.js';
import { withSignedMessageRead } from './signed-messages.js';
import { withScreenReaderLogRead } from './screen-reader-logs.js';
import { withAccessibilityTreeRead } from './accessibility-trees.js';
import { withStreamChatReplayRead } from './stream-chat.js';
import { withMessagePartsJoined } from './message-parts.js';
import { withJournalEntriesRead } from './journal-entries.js';
import { withArabiziRead } from './arabizi.js';
import { withValuesInPartsJoined } from './values-in-parts.js';
import { withItemsTakenOff } from './items-taken-off.js';
import { withCodesGivenWholeLater } from './codes-given-whole.js';
import { withUnfilledMergeFieldsDropped } from './merge-fields.js';
import { withSaleClauseKeyed } from './sale-clauses.js';
import { withPersonColumnChosen } from './person-columns.js';
import { withAddressHeadingsKeyed } from './address-headings.js';
import type { KeyedCell } from './parse-table.js';
import { linesWithLetterRead } from './parse-letter.js';
import type { PartyCell, PartyLine } from './parse-letter.js';
import { keyOfCodes, spelledOutCode } from './coded-values.js';
import { withDayFirstDatesDotted, withDeedDatesWritten, withOrdinalDaysOfMonthNamed, withYearsOfBareDates } from './bare-dates.js';
import { withCountryNamesInEnglish, withCalquesRead, withForeignKeysInEnglish } from './other-languages.js';
import { withHinglishRead } from './hinglish.js';
import { withCompaniesNamed } from './named-companies.js';
import { withIssueCommentsInThirdPerson } from './issue-threads.js';
import { withWrappedKeysJoined } from './wrapped-keys.js';
import { withBareRecordAddressesYielding, withCapitalAddressesAsRetold, withRecordAddressesYieldingToNew, withRecordSurnamesRetold } from './values-retold.js';
import { withTownSaidOfPersonBefore } from './town-said-after.js';
import { withApartmentNumberNowKeyed, withKeyedValueSaidRight, withEarlierHomeKeyed, withFigureConcludedKeyed, withFigureOverOldKeyed, withFirstWhatNowIs, withRoleDeniedThenRecordKeyed, withFullNameAfterFirstSaid, withRealOneKeyed, withHeadedItemNameKeyed, withNowOverLastTimeKeyed, withWholeNameRemarkBracketed, withOwnDateAsSigning, withHoursSplitKeyed, withOfferLetterAsEmployer, withCompanyNameSentToLineKeyed, withFigureSaidRightKeyed, withValueInItsBoxKeyed, withNameUsedAsSaidKeyed, withPositionSaidWithSeriesKeyed, withInchesAsFeetAsked, withOnlyDenialUnkeyed, withReasonedValueKeyed, withoutRemarksOnListItems, withKeyedAddressEndingSentence, withMailSentToKeyed, withMovedToKeyed, withNameSaidRightKeyed, withNumberTakenBackAtOnce, withSigningDaySaidAfterWhen, withValuePutForBoxKeyed } from './items-of-corrections.js';
import { withQuotedValueUnderKey } from './values-quoted-below.js';
import { withIdTypeAndNumberKeyed } from './id-type-lines.js';
import { withClassHoursWorkedOut, withClassSiteKeyed, withCodeReadAgainKeyed, withDashedKeySettled, withDeniedValueSaidAlone, withDutyHoursSaidApart, withFiguresReadByMonthNamed, withHomeNearSomeoneSaid, withLicenceStateKeyed, withNumberPutInBoxKeyed, withNumberSaidCorrectKeyed, withMailGoesToKeyed, withNamesOnLinesKeyed, withNameWrittenAsSaid, withNumberTakenBackSaidOnce, withRoleAndTheirOfficeKeyed, withStonesInPoundsSaid, withTwoWordFirstNameKeyed, withValueForLineKeyed, withValueSettledAtLineEnd } from './notes-within-lines.js';
import { STARTS_LIKE_ADDRESS, codedItemsApart, withAccountNumbersApart, withAddressLinesPutQuoted, withCountrySaidAfterItsKey, withListsWordLeftToReader, withNameAsOnDocumentKeyed, withoutSameAsRemark, withSettledValueKept, withNoteOnValueApart, withWeightConvertedAsAsked, withTodayBeforeDateDropped, withBracketedRequestApart, withoutFullerNameInBrackets, withRemarkAfterNameApart, withRemarkAfterLooksApart, withValueAfterDescriptionApart, withLineEquationsApart, withScratchedValueRedone, withQuotedValueSentToBoxes, withBoxEquatedToValue, withCourseNumberApart, withFormLinesEquatedApart, withFormLinesSaidToTake, withKeyedAddressApartFromRemarks, withKeyedValueSaidNow, withPayGradeKeysSlashed, withOwnNameToPutSaid,
  withLicenceCopiedKeyed, withQuotedValueUnderKeyedNote, withBlockUnderNamedBoxKeyed, withLineSaidToBeKeyed, withNumberKeyedWithoutWhereRead, withCodeSentToBox, withValueAfterRemarkApart, withOrdinalKeyInWords, withArrowToBlankKeyed, withFigureApartFromDenial, withPlaceSaidOverOld, withDescribedValueKeyed, withoutRemarkOnHowWritten, withNoneBeforeRemark, withPayPlanApartFromTitle, withBoxInBracketsLeading, withLineInstructionsSaid, withQuotedValueArrowedToLine, withoutExactlyInKey, withFigureSaidAgainWithUnit, withValueChosenAtLast, withOwnGenderSaid, withValueAsOnPaperKeyed, withAgeAddedOnLine, withDatePutOnLinesNamed, withClauseAfterKeyedNameApart, withRoleSaidUnchangedKeyed, withRoleAfterColonKeyed, withCodeForThingNamedFirst, withNowBeforeNewValue, withNumberInBracketsAfterEnding, withValueUsedInsteadOfGone, withNumberInBracketsAfterDescription, withShownNamePutOnLine, withOwnValuePutInBox, withCourseCodeApartFromTitle, withPluralMarkInKeyDropped, withStillBeforeValueDropped, withValueAfterSoKeyed, withBlankBoxSaid, withOrganisationAsideDropped, withKeyOfSourceCut, withValueOnThereSaid, withDutyHoursSplit, withBoxNamedAfterFor, withDutyHoursOfWeeksWorkedOut, withWorkedOutFigureKept, withRemarkAfterListDropped, withItemAddedToList, withApprovalRemarkDropped, withMovedDateKeyed, withHalfInchWritten, withWeekdaysDateSaid, withOwnValueAfterRemarkKeyed, withValueAfterSourceSaid, withStepNumberKept, withValueMadeByChange, withAddressInBracketsAfterPointer, withNumberOfKindSentToBox, withEventConfirmationKeyed, withTimesOffDateRanges } from './lines-said-in-notes.js';
import { withKeysInsideLinesApart } from './keys-inside-lines.js';
import { withContactNamedKeyed, withDateRestatedInWords, withNewPlaceKeyed, withUnchangedNumberKeyed, withValueForBothSaid } from './notes-restated.js';
import { withSyllabusCourseKeyed } from './course-syllabus.js';
import { withBoxReferencesResolved, withValuesCopiedFromKeys } from './values-copied.js';
import { withAccentedNamesRestored, withNamesAsToBeWritten } from './names-as-written.js';
import { sectionsSetAside } from './sections-of-others.js';
import { withKeyedClausesApart } from './parse-keyed-clauses.js';
import { linesWithTwoColumnsKeyed } from './parse-two-columns.js';
import { linesWithStackedRecordKeyed } from './parse-stacked-table.js';
import { linesWithValuesFirstKeyed, linesWithValuesNamedInBrackets } from './parse-value-first.js';
import { linesWithFilledBlanksRead } from './parse-filled-blanks.js';
import { linesWithAnswersAboveQuestions } from './parse-answers-above-questions.js';
import { withImperialUnitsAsked } from './imperial-units.js';
import { withRecordsReferredTo } from './records-referred-to.js';
import { OLD_RECORD_HEADING, applyCorrections, applyItemsNotListed, applyNamedItemsTakenOff, applyItemsTakenOut, applyKeyedSwaps, applyKeyedRestatements, applyNameSwaps, applyNamesRespelled, applyHyphensRestored, applyPickedAlternatives, applyRestatedNumbers, applyRevisions, applySwaps, applyUpdates, applyValuesSaidInstead, applyAmountsSaidInstead, applyThingsGone, applyAlliesGone, movesToAnotherDate, withQuotedValuesYielding, withAddressChosenByKind, withSentencesCut, withSpokenRepairsMade, withStarCorrectionsApplied, withoutStruckTextAndNotes, withoutValuesCalledWrong, withoutOldOnes, withoutDatesMovedFrom, withoutDatesDeclined, withFinalPickKept, withNewestOfArrowedValues, withNewOneNamed, withWrongValueSetRight, withoutPeopleTakenOff, withoutValuesRuledOut } from './corrections.js';
import { MONTH, PERIOD_END_KEY, PERIOD_START_KEY, findDateRanges, lastDateRange, periodEnds } from './date-ranges.js';
import { parseXml, xmlInText } from './parse-xml.js';
import { US_STATE_NAME, isUsStateCode, stateCodeOf, usStateCode } from './us-states.js';
import { withOcrSlipsRead } from './ocr-slips.js';
import { linesWithDetailsUnderPartyLine, linesWithIndentedDetailsJoined, withHeadingsOverIndentedKeys, linesWithRoleBlocksKeyed } from './parse-indented.js';
import { lineTargetAfter } from './field-profile.js';
import { CORRESPONDENT, COUNTERPARTS, OTHERS_COUNSEL, RELATION_GENDER, ROLES_BESIDE_SUBJECT, SELF, SELF_WORDS, UNNAMED_PARTY, epochOf, leftStreets, moveEndOf, movedEpoch, namesFormsPerson, onLeftStreet, textParty, withPartiesOfSamePeople } from './parties.js';
import type { Epoch } from './parties.js';
import type { PersonName, PostalAddress } from './parse-compound.js';

export type FactSource = 'json' | 'line' | 'inline' | 'prose' | 'typed';

export interface Fact {
  /** How much the fact's strength dropped as a part pasted under the writer's overriding notes (score-text.ts drops other readings of its sentence as much). */
  gaveWay?: number;
  /** Words that say what the value is, as written; '' when nothing does. */
  key: string;
  /**
   * Words the value inherits from its surroundings (the "Buyer:" a sentence belongs to), weaker than key.
   * Nested topics are separated by " | ", outermost first.
   */
  topic: string;
  value: string;
  source: FactSource;
  /** 0..1: how explicitly the text ties key and value. */
  strength: number;
  typed?: TypedValue;
  person?: PersonName;
  address?: PostalAddress;
  /** The value bundles several facts (name, phone, email …) that were also recorded separately. */
  composite?: boolean;
  /** The detail given with a yes ("yes - a wheelchair-accessible classroom"), for the form's "If yes, describe". */
  detailOfAnswer?: 'yes';
  /** Whose value it is: a role ("spouse", "buyer", "employer" …) or "self" for the writer (see parties.ts). */
  party?: string;
  /** For addresses: the previous or the current one. */
  epoch?: Epoch;
  /** The value this one replaces in its own sentence ("Age 34 (actually make it 43)": 43 replaces 34). */
  replaces?: string;
  /**
   * For the writer's own values (party "self"): the role the writer gives themselves ("I'm the seller"), so a
   * field of that role ("Seller accepts cash payment …") takes them while a "Your name" field still does.
   */
  writerRole?: string;
  /** The value is an organisation's name: its key is the kind of organisation ("company", "business name"). */
  organisation?: boolean;
  /** The text says the line is to read exactly so ('the "Other" line to read: $400 at signing, …'): not taken apart. */
  asWritten?: boolean;
  /** The heading of the part of the text the value is in ("=== vendor catalog page ===" → "vendor catalog page"). */
  section?: string;
  sentence: string;
}

/** A stretch of text that states one thing, with whether it is negated; for check boxes and choices. */
export interface Clause {
  text: string;
  negated: boolean;
  sentence: string;
}

export interface ParsedData {
  facts: Fact[];
  clauses: Clause[];
  sentences: string[];
  /** Written in lower case throughout (lowercase-text.ts): a word without capitals may still be a name. */
  lowerCase?: boolean;
}

/**
 * "=== vendor catalog page (printed 3/3/2025) ===", "--- me / office ---": a heading set off by rules, over the
 * part of the text it names.
 */
// ("---- 2009 return (what we filed) ----": or one that opens with a year.)
// ("==== (2) Notice CP261 ====": or with the number of the item it is among those pasted.)
// ("――― Fitbit app › You › Personal info ―――": or a rule of bars or box-drawing lines.)
const SECTION_HEADING = /^\s*(={2,}|-{3,}|\*{3,}|~{3,}|[―─━]{3,})\s*((?:\(\d{1,2}\)\s*|\d{1,2}[.)]\s+)?(?:\p{L}|\d{4}\s+\p{L})[^=*~―─━]*?)\s*\1?[=*~―─━-]*\s*$/u;

/** "===========", "-----": a line of a rule's marks alone. */
const CLOSING_RULE = /^\s*(?:={3,}|-{3,}|\*{3,}|~{3,}|_{3,})\s*$/;
/** "My notes:", "Our corrections below:": the heading of the writer's own lines under what they pasted. */
const WRITERS_NOTES_HEADING = /^\s*(?:my|our)\s+(?:own\s+)?(?:notes|corrections|fixes|changes|comments)\b[^:\n]{0,30}:?\s*$/i;
/** "Notes, in no particular order:", "My corrections:": a heading of the writer's notes, with its colon. */
const NOTES_HEADING = /^\s*(?:(?:my|our)\s+(?:own\s+)?)?(?:notes|corrections|fixes|comments)\b[^:\n]{0,30}:\s*$/i;
/** "end paste", "end of pasted text", "end quote": a heading that closes a part rather than naming one. */
// ("=== end of recap ===", "--- end of report ---": or the kind of record pasted.)
const END_OF_PART = /^\s*end(?:\s+of)?(?:\s+(?:the\s+)?(?:paste|pasted(?:\s+\p{L}+)?|quote|quoted(?:\s+\p{L}+)?|copy|excerpt|summary|forward(?:ed)?(?:\s+\p{L}+)?|message|attachment|transcript|recap|report|printout|export|listing|thread|chat|log|page|record))?\s*$/iu;

/**
 * "Denise K. Holloway, EA - put my name in the preparer's name box": a name, then where to put it. (A credential
 * after the name, "EA", "CPA", is no part of it.)
 */
const NAME_TO_PUT_IN_BOX = /^\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?:,\s*[\p{Lu}.]{2,8})?\s*[-–—:]\s*(?:please\s+)?(?:put|use|write|enter|type)\s+(?:my|this|that|the)\s+name\s+(?:in|on|for|as|under)\s+(?:the\s+)?([\p{L}'’ -]{3,40}?)(?:\s+(?:box|line|field|blank|spot))?\s*[.!]?\s*$/u;

/**
 * "Like, if it were a Smith and Wesson M&P in nine mil, I'd put Smith & Wesson, M&P, 9mm.": an example of how to
 * answer, made up, gives no value.
 */
const HYPOTHETICAL_EXAMPLE = /(?<=^|[.!?]\s+|:\s+)(?:(?:like|say|so),?\s+)?(?:for\s+example,?\s+|e\.g\.,?\s+)?if\s+(?:it|he|she|they|you|this|that)\s+(?:were|was)\s+(?:an?\s+)?[^.!?]*?,\s+(?:I['’]d|I\s+would|you['’]d|you\s+would|we['’]d)\s+(?:put|write|enter|say)\b[^!?\n]*?(?:[.!?](?=\s|$)|$)/gi;

/** "please put me down as the person the IRS can talk to about his return: Danuta …": the role named, then its value. */
const PUT_DOWN_AS_KEY = /(?:\b(?:also|and|so)\s+)?\b(?:please\s+)?(?:put|list|add|name)\s+(?:me|him|her|them|us)\s+(?:down\s+)?as\s+(?:the\s+|their\s+|his\s+|her\s+)?([^:.;]{3,70}?):\s+(?=\p{Lu})/iu;

/** A line as textLines gives it: text, or a cell or a line already keyed. */
type ReadLine = ReturnType<typeof textLines>[number];

/**
 * "PAID PREPARER", "ORGANIZER p.2 - DEPENDENTS", "ME": a short line of capitals naming someone, no value in it,
 * between a blank and text.
 */
function isCapitalsHeading(line: string, before: ReadLine | undefined, after: ReadLine | undefined): boolean {
  const text = line.trim().replace(/:$/, '');
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = text.match(/\p{Lu}/gu) ?? [];
  if (letters.length < 2 || capitals.length < letters.length * CAPITALS_SHARE || !/\p{Lu}{2,}/u.test(text)) return false;
  if (text.split(/\s+/).length > HEADING_WORDS || /[:@|]|\d{3}/.test(text) || /^[-*•]/.test(text)) return false;
  const blank = (l: ReadLine | undefined) => l === undefined || (typeof l === 'string' && l.trim() === '');
  return blank(before) && !blank(after);
}

/**
 * A heading's word for whose the part under it is: a role, a party, an organisation. ("SECTION 3 - PLANNED
 * ACTIVITIES" says nothing of whose a phone under it is.)
 */
const HEADING_OF_SOMEONE = /\b(?:me|my|us|our|vendor|provider|firm|company|employer|supervisor|official|preparer|buyer|seller|applicant|employee|spouse|dependents?|requester|payee|principal|agent|attorney|witness|notary|taxpayer|member|owner|tenant|landlord|trainee|instructor|contact|billing)\b/i;
/** The share of a heading's letters that are capitals ("ORGANIZER p.1 - PERSONAL"), and its most words. */
const CAPITALS_SHARE = 0.85;
const HEADING_WORDS = 6;

/**
 * "=========== END OCR ===========", "--- end of paste ---" as a text's last line: the rule that closes what was pasted
 * above it, after the pasted letter's sign-off. Left out, so that the sign-off is the text's last words again.
 */
const CLOSING_RULE_AT_END = /\n[ \t]*(?:={2,}|-{3,}|\*{3,}|~{3,})[ \t]*(?:end|eof)\b[^\n]*\s*$/i;

/**
 * "Controlled by: AMC / TEAD Maintenance Directorate" / "CUI Category: PRVCY" / "POC: D. Okafor, 435-…": the designation
 * block a CUI marking puts at a message's end. It names who controls the message, not a form's contact: left out.
 */
const CUI_DESIGNATION_BLOCK = /^[ \t]*(?:Controlled\s+by|CUI\s+Categor(?:y|ies)|Categor(?:y|ies)|Dissemination(?:\s+Control)?|Distribution(?:\s+Statement)?|Limited\s+Dissemination\s+Control|LDC|POC)[ \t]*:.*(?:\r?\n[ \t]*(?:Controlled\s+by|CUI\s+Categor(?:y|ies)|Categor(?:y|ies)|Dissemination(?:\s+Control)?|Distribution(?:\s+Statement)?|Limited\s+Dissemination\s+Control|LDC|POC)[ \t]*:.*)+/gim;

function withoutCuiDesignation(text: string): string {
  return /^[ \t]*CUI[ \t]*$/m.test(text) ? text.replace(CUI_DESIGNATION_BLOCK, (block) => (/^\s*Controlled\s+by\s*:/im.test(block) ? '' : block)) : text;
}

/** "--- me ---", "About me:", "My details": a heading over the writer's own lines. */
// ("Now my part (Rick):": or the writer's part, named.)
const OWN_HEADING = /^\s*(?:[-=#*~]{2,}\s*)?(?:now\s+|and\s+)?(?:me|myself|about\s+me|my\s+(?:own\s+)?(?:info|information|details|data|part|bit|side))(?:\s*\([^()]*\))?\s*(?:[-=#*~]{2,})?\s*:?\s*$/i;
/** "Fairbanks, Owen T.", "Owen T. Fairbanks", "Richard L. Vos, 14 Timber Ridge Ct, …": a person's name opening its line. */
const NAME_ALONE = /^\s*(\p{Lu}[\p{L}'’-]+(?:,\s+|\s+)\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){0,2})\s*(?:$|,\s+(?=\d))/u;

/** "Andre's data (from TWMS plus what he told me):": a heading over a person's own lines, by their given name (1). */
const PERSONS_HEADING = /^\s*(?:[-=#*~]{2,}\s*)?(\p{Lu}[\p{L}-]+)['’]s\s+(?:info|information|details|data|record|particulars|profile)(?:\s*\([^()]*\))?\s*(?:[-=#*~]{2,})?\s*:?\s*$/u;

/**
 * "--- me ---" over "Fairbanks, Owen T." and the writer's details: the name alone on the heading's first line is the
 * writer's own. ("Andre's data (…):" over "Delacroix, Andre P." and "Engineering Technician (NDT), non-supervisory":
 * so is the name of the person a heading names, the line after it their position when it names a job.)
 */
function withOwnNameUnderHeading(text: string): string {
  const lines = text.split('\n');
  for (const [at, line] of lines.entries()) {
    const persons = PERSONS_HEADING.exec(line);
    if (!OWN_HEADING.test(line) && !persons) continue;
    const next = lines.findIndex((l, i) => i > at && l.trim() !== '');
    const name = next < 0 ? null : lines[next]!.match(NAME_ALONE);
    if (persons && !(name && new RegExp(String.raw`\b${persons[1]}\b`, 'u').test(name[1]!))) continue;
    // (An address after the name, "…, 14 Timber Ridge Ct, Chillicothe, IL 61523", is the writer's too.)
    const rest = name ? lines[next]!.slice(name[0].length).trim() : '';
    if (!name || !parsePersonName(name[1]!)) continue;
    // (Under a person's heading, their lines keep their indent: the record's lines go on under it.)
    const indent = persons ? lines[next]!.match(/^\s*/)![0] : '';
    lines[next] = `${indent}Name: ${name[1]}${rest ? `\nAddress: ${rest}` : ''}`;
    const position = lines[next + 1] ?? '';
    // ("ABOUT ME" over "Kristin A. Brandvold" and "Forestry Technician (Fuels)": so is the writer's, under their own.)
    if (JOB_WORD.test(position) && !/[\d@:]/.test(position) && (persons || isJobTitle(position.trim()))) lines[next + 1] = `${position.match(/^\s*/)![0]}Position title: ${position.trim()}`;
    // ("ME" over "Phone: (928) 555-0162 ext. 231": the phone and e-mail under the writer's heading are the writer's, up
    // to the first blank line.)
    if (persons) continue;
    // (A phone with an extension is the office's line: "My office phone".)
    for (let below = next + 1; below < lines.length && lines[below]!.trim() !== ''; below++) {
      lines[below] = lines[below]!.replace(CONTACT_KEY_OF_NO_ONE, (_, indent: string, key: string, rest: string) => `${indent}My ${/^(?:phone|telephone|tel)$/i.test(key) && EXTENSION.test(rest) ? 'office phone' : key.toLowerCase()}:${rest}`);
    }
  }
  return lines.join('\n');
}
/** "Phone:", "E-mail:", "Cell:" (1 the indent, 2 the key, 3 the rest): a contact's key with no owner of its own. */
const CONTACT_KEY_OF_NO_ONE = /^(\s*)(phone|telephone|tel|cell|mobile|work phone|office phone|email|e-mail)\s*:(.*)$/i;
/** "ext. 231", "x231", "extension 12": a phone's extension. */
const EXTENSION = /\b(?:ext\.?|extension|x)\s*\d{1,6}\b/i;

function withoutClosingRule(text: string): string {
  return text.replace(CLOSING_RULE_AT_END, '\n');
}

/**
 * "Owner Contact Information on File:" / "Mailing: …" / "Phone: …" / "Email: …", and "The owner contact block is
 * stale." in the notes, which give a "Current address:" and a "Cell:" of their own: the file's address is the previous
 * one, and its phone and e-mail give way to any the rest of the text gives.
 */
function withStaleFileSetAside(facts: Fact[], stale: ReadonlySet<string>): void {
  // (Its lines under the lead-in, or keyed by it: "Owner Contact Information on File Phone".)
  const onFile = (fact: Fact) => stale.has(fact.sentence) || /\bon\s+file\b/i.test(fact.key);
  for (const fact of [...facts]) {
    if (!onFile(fact)) continue;
    if (fact.address) fact.epoch = 'previous';
    const kind = fact.typed?.kind;
    if ((kind === 'phone' || kind === 'email') && facts.some((other) => !onFile(other) && other.typed?.kind === kind)) facts.splice(facts.indexOf(fact), 1);
  }
}

/** "YN2 Kelsey A. Marchetti from the front office, no relation …": a name (1), then where the person is from. */
const NAME_THEN_WHERE_FROM = /^((?:[A-Z]{2,4}\d\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\s+(?:from|of|at)\s+(?:the|our|my|his|her)\s+\p{Ll}/u;
/** "Owner Contact Information on File:", "Contact details on file:": a lead-in to what an office has on file. */
const ON_FILE_LEAD_IN = /\bon\s+file\s*:\s*$/i;
/** "The owner contact block is stale", "the contact info on file is out of date": the writer calls what is on file old. */
const FILE_CALLED_STALE = /\b(?:on\s+file|contact\s+(?:block|info(?:rmation)?|details|section))\b[^.\n]{0,40}?\b(?:is|are)\s+(?:stale|outdated|out\s+of\s+date|old|no\s+longer\s+(?:current|valid|right))\b/i;

/**
 * "For reference, this is what we sent them last year:", "What I sent you last year (2024):": a line over the record
 * given before, which may be out of date.
 */
// ("What you have in the register now (from your confirmation mail in 2021):" over the lines to change: what a record
// holds now, before the writer's changes.)
const OLD_RECORD_LEAD_IN = /\b(?:this is\s+)?what\s+(?:we|I|you|they)\s+(?:sent|gave|filed|submitted|had)\s+(?:(?:them|you|him|her|us)\s+)?(?:last\s+(?:year|time)|before|previously|in\s+\d{4})(?:\s*\([^()]{1,20}\))?\s*:\s*$|\bwhat\s+(?:you|they|the\s+office)\s+(?:have|has)\s+(?:in\s+(?:the|your|their)\s+(?:register|records?|system|file|database|members?\s+list)|on\s+file)(?:\s+(?:now|currently|today))?(?:\s*\([^()]{1,60}\))?\s*:\s*$/i;

/**
 * "Office phone: (218) 555-0177 ext. 224 | wiremu.ngata@example.gov": an e-mail address alone in a column after a
 * keyed phone number is whose the key says ("Office email"). (So after "Office phone (703) 555-0148", without the colon.)
 */
function withWhoseContactsKeyed(segments: string[]): string[] {
  return segments.map((segment, i) => {
    const whose = segments[i - 1]?.match(/^\s*((?:\p{L}+\s+){1,2})(?:phone|tel|telephone|cell|mobile)\s*(?::|(?=[(+]?\d))/iu)?.[1];
    return whose && /^\s*[\w.+-]+@[\w-]+\.[\w.]+\s*$/.test(segment) ? `${whose}email: ${segment.trim()}` : segment;
  });
}

/**
 * "SURNAME<tab>Novotná", "HEIGHT (CM)<tab>171": a record copied from another system, a label in capitals, a tab,
 * one value. (Lower-case cells apart by one tab are a table's two columns, read as a table.)
 */
const LABEL_TAB_VALUE = /^\s*(\p{Lu}[\p{Lu}\d ()/.#&'’-]{1,40}?)\t+([^\t]*\S[^\t]*)$/u;

/** "Key: value" or "key = value"; a colon between digits is a time ("Thu 09.10.2025 14:20"), not a key's end. */
// ("Step 3 children under 17 x $2,000: 4,000": a worksheet's label may hold the amount it multiplies by, before a colon;
// "so 2 x $2,000 = $4,000" is a sum worked out.)
// ("4(a) other income: 1150": or a step's lettered part first.)
const KEY_VALUE = /^\s*((?:\d{1,2}\([a-z]\)\s+)?[\p{L}](?:[\p{L}\p{N} '’&/()#.+_-]|\s[x×]\s\$\d{1,3}(?:,\d{3})*(?=[^=\n]*:)){0,90}?)\s*(?:(?<!\d):|:(?!\d{2}\b)|=)\s*(\S.*)$/u;
/**
 * "Pay plan GS", "series 2210", "course number CKA-301", "course # PM-2210", "Tuition $1,640.00": lower-case words
 * then one code, number or amount.
 */
const INLINE_KEY_VALUE = /^\s*([\p{L}][\p{Ll} '’-]{1,40}?(?:\s*#)?)\s+(\d[\p{Lu}\d./-]*|\p{Lu}[\p{Lu}\d./-]*[\p{Lu}\d]|[$€£]\s?\d[\d,]*(?:\.\d+)?)\s*$/u;
/** "and the FATCA code is A", "exemption code = B": a code's words, then the one capital letter it is. */
const LETTER_CODE_CLAUSE = /^(?:(?:and|but|so)\s+)?(?:(?:the|my|our|his|her|their|its)\s+)?((?:[\p{L}-]+\s+){0,4}code)\s+(?:is|=|would be|will be)\s+([A-Z])$/u;
/** Words for how one person is related to another, as a form's "Relationship" column takes them. */
const KINSHIP =
  /^(?:(?:step|grand|great[- ]grand|half[- ])?(?:daughter|son|child|mother|father|parent|sister|brother|sibling)|(?:grand)?(?:niece|nephew)|(?:mother|father|son|daughter|brother|sister)[- ]in[- ]law|wife|husband|spouse|partner|aunt|uncle|cousin|foster child|guardian|ward)$/i;
/** "CUSIP 9128283F5", "VIN 1HGCM82633A004352": an acronym naming a code, then the code (with a digit in it). */
const ACRONYM_KEY_CODE = /^\s*(\p{Lu}{2,6})\s+((?=[\p{Lu}\d]*\d)[\p{Lu}\d]{6,17})\s*$/u;
/** "TP yes", "smoker no": one to three words, then yes or no. */
const INLINE_KEY_ANSWER = /^\s*(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+(yes|no)\s*$/iu;
/**
 * "middle initial B", "last name Hopper", "city Eugene", "First name Rosa": words naming a part of a name or a
 * place (the first may open a sentence), then the capitalised value (and perhaps how it is spelt: "middle name Inés
 * with the accent on the E"; a company's legal form after a comma: "Brightwater Mobile Coffee, Inc.").
 */
const INLINE_KEY_NAME =
  /^\s*((?:[\p{L}][\p{Ll}'’-]*\s+){0,3}(?:name|initial|surname|city|town|state|country|county|street|prefix|suffix|nickname))\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}(?:,\s*(?:Inc|LLC|Ltd|LLP|PLLC|Corp)\b\.?)?)(?:\s+(?:with|spelled|spelt|like|as\s+in)\s+[^,;]{1,40})?\s*$/u;
/**
 * A USCIS alien registration number as written: "A-201 884 517", "A# 201-884-517", "A201884517", and as the
 * USCIS number an EAD card or a green card prints for it ("USCIS# 215-448-903"), and as read out on the phone
 * ("A, 208415773").
 */
// ("A-Number: A 214-873-506": the letter may stand apart from the digits by a space.)
// ("my a number is a 204551873", as a phone writes it dictated; "A#: A 214 558 903" after a key, its groups apart.)
// ("A87-654-321": an old eight-digit one, in groups of two, three and three.)
/** ", but that's hers, not mine": a value said after it to be another's. */
const OTHERS_NOT_MINE = /^[^.;]{0,20}?\b(?:that['’]?s|it['’]?s|that\s+is|it\s+is|is)\s+(?:hers|his|theirs)\b/i;
const A_NUMBER = /(?:\bA(?:-|#\s?|\s#\s?|,\s|\s(?=\d{3}-\d{3}-\d{3}\b)|(?<=(?:^|:)\s*A)\s(?=\d{3}\s\d{3}\s\d{3}\b))?|\bUSCIS\s?(?:#|No\.?|number)\s?:?\s?|\b[Aa][-\s]?number\s+(?:is\s+)?(?:[Aa][-\s]?)?)(\d{3}[\s-]?\d{3}[\s-]?\d{3}|\d{2}[\s-]?\d{3}[\s-]?\d{3})\b/g;

/** "Gent, not Ghent" (1 the value): a value of a few words, then the one it is not. */
const SHORT_VALUE_NOT_OTHER = /^([^,;\n]{1,40}?\S),\s+not\s+(?:the\s+)?[^,;\s][^,;\n]{0,40}?[.!]?$/u;

/** "Registrar", "Course registrar", "Registrar's office": a key that names a school's or a vendor's registrar. */
const REGISTRAR_KEY = /^\s*(?:course\s+|program\s+)?registrar(?:['’]s\s+office)?\s*$/i;

/** Parses the free text of a fill request. */
export function parseData(text: string): ParsedData {
  // ("Suite is 140, not 104", "the last two digits swapped. It's T145-6620-8813": figures the writer puts right, before
  // anything is read, a pasted record's JSON too (restated-numbers.ts).)
  // (A phone's message backup pasted as XML is a chat, not an export of values: read as one before XML is looked for;
  // so is a messaging app's thread exported as JSON.)
  let data = withQuotedValueUnderKeyedNote(withBlockUnderNamedBoxKeyed(withNewOneNamed(withSemicolonsInBracketsAsCommas(withRestatedFiguresApplied(withRequestPathsDropped(withPostsSetAsideDropped(withAdifLogRead(withHttpCapturesRead(withSettingsKeptOffDropped(withPlanDiffsApplied(withMessageExportRead(withTaskExportRead(withScreenReaderLogRead(withAccessibilityTreeRead(withJournalEntriesRead(withStreamChatReplayRead(withMessagePartsJoined(withSignedMessageRead(withRawMailRead(withMessageBackupRead(withTabletopSaveRead(withSurveyReportRead(withFormWebhookRead(withFhirResourcesRead(withChatbotCardRead(withSpreadsheetXmlRead(withCodeNotebookRead(withMessagePagesRead(withIifListsRead(withXfdfRead(withMainframeScreensRead(withWalletPassRead(withNewsThreadRead(withTumblrChainRead(withOwnershipReportsRead(withTitlesKeyedBySection(withNotaryCommissionsRead(withValueForBothSaid(withAccentedNamesRestored(withNamesAsToBeWritten(withUnchangedNumberKeyed(withContactNamedKeyed(withSyllabusCourseKeyed(withNewPlaceKeyed(withKeysInsideLinesApart(withCompletionCertificateRead(withValuesPutByName(withSignedFirstNameInFull(withWrappedKeysJoined(withQuotedValueUnderKey(withIdTypeAndNumberKeyed(withInsuranceCertificateRead(text)))))))))))))))))))))))))))))))))))))))))))))))))))));
  // ("Owner Contact Information on File:" over a pasted letter's lines, and the notes under it: "The owner contact block
  // is stale.": the file's lines the writer calls stale are an old record too.)
  const fileCalledStale = FILE_CALLED_STALE.test(data);
  const facts: Fact[] = [];
  const clauses: Clause[] = [];
  const sentences: string[] = [];
  // Sentences of lines whose party the text's layout gives (a letter's blocks): every fact read from them is theirs.
  const sentenceParty = new Map<string, string>();
  // Sentences under a section's heading ("=== vendor catalog page ==="): whose or what their values are.
  const sentenceSection = new Map<string, string>();
  // Sections whose heading says they hold an old record ("2009 return (what we filed)").
  const oldSections = new Set<string>();

  const json = parseJson(data);
  // An XML export reads as a JSON one: each value keyed by the names on its path (parse-xml.ts).
  const xml = json ? undefined : parseXml(data);
  // ("Here's the raw payload …" over a fenced JSON record: the record read as JSON, the prose around it as prose.)
  const pasted = json || xml ? undefined : (jsonInText(data) ?? xmlInText(data));
  if (pasted) {
    const from = facts.length;
    // (A business's record under prose that says its owner files for it: the owner's name comes first, schema-org.ts.)
    if ('value' in pasted) flattenJson(withoutODataWrapper(pasted.value), [], facts, ownerFilesForBusiness(pasted.rest));
    // ("<Return><ReturnHeader>…": the root element wraps the document, as in an XML export below.)
    else for (const { path, value } of pasted.values) if (!(path.length === 2 && GENERIC_KEY.test(path[1]!))) pushJsonFact(path.slice(1), value, facts);
    facts.push(...namesFromKeyedParts(facts.slice(from)), ...namesAndAddressesFromKeyedParts(facts.slice(from)));
    for (const fact of facts.slice(from)) sentences.push(`${fact.key}: ${fact.value}`);
    data = pasted.rest;
  }
  const structured = json !== undefined || xml !== undefined;
  if (structured) {
    if (json) flattenJson(withoutODataWrapper(json), [], facts);
    // The root element wraps the whole document ("TrainingRequest"): it says what the text is, not what a value is.
    // So are its generic attributes (`<TrainingRequest id="TR-2026-00388" status="PENDING">`): the export's, not the form's.
    for (const { path, value } of xml ?? []) if (!(path.length === 2 && GENERIC_KEY.test(path[1]!))) pushJsonFact(path.slice(1), value, facts);
    facts.push(...namesFromKeyedParts(facts), ...namesAndAddressesFromKeyedParts(facts));
    for (const fact of facts) sentences.push(`${fact.key}: ${fact.value}`);
  } else {
    // Titled names alone on their lines are read only when there is one: two of them ("- Mr. A", "- Ms. B")
    // without roles cannot say whose each is.
    const lines = textLines(data);
    const titledNames = lines.filter((line) => typeof line === 'string' && titledNameOfLine(withoutListMarker(line)) !== undefined).length === 1;
    let section: string | undefined;
    let sectionOfCapitals = false;
    // ("For reference, this is what we sent them last year:" over "Name: …", "Address: …": an old record's lines,
    // to the next blank line.)
    let oldRecordLeadIn: string | undefined;
    for (const [at, line] of lines.entries()) {
      const from = sentences.length;
      const heading = typeof line === 'string' ? line.match(SECTION_HEADING)?.[2] : undefined;
      // ("PAID PREPARER" over "Denise K. Holloway, EA …": a heading in capitals alone on its line, after a blank line,
      // names the part under it too. Its line is read as well: a name in capitals alone looks the same.)
      // (One that names no one, "SECTION 3 - PLANNED ACTIVITIES", ends the part a heading in capitals began; a part
      // under a heading set off by rules goes on.)
      const capitalsHeading = typeof line === 'string' && heading === undefined && isCapitalsHeading(line, lines[at - 1], lines[at + 1]);
      if (capitalsHeading && HEADING_OF_SOMEONE.test(line as string)) {
        section = (line as string).trim().replace(/:$/, '').replace(/\s*\([^()]*\)/g, '').trim();
        sectionOfCapitals = true;
      } else if (capitalsHeading && sectionOfCapitals) section = undefined;
      // ("===========" under a pasted summary, "--- end paste ---": a rule alone, or one that says the paste ends, closes
      // the part a heading set off by rules began; what follows is the writer's own.)
      if (section !== undefined && !sectionOfCapitals && typeof line === 'string' && (CLOSING_RULE.test(line) || (heading !== undefined && END_OF_PART.test(heading)))) {
        section = undefined;
        continue;
      }
      // ("EMERGENCY CONTACT" / … / "My notes:": the writer's own notes under a pasted record end whatever part of it
      // a heading in capitals began.)
      // ("――― Busuu › Profile ―――" / … / (blank) / "Notes, in no particular order:": so does a heading of notes after a
      // blank line under a part set off by rules.)
      const notesAfterBlank = typeof line === 'string' && NOTES_HEADING.test(line) && typeof lines[at - 1] === 'string' && (lines[at - 1] as string).trim() === '';
      if (section !== undefined && typeof line === 'string' && ((sectionOfCapitals && WRITERS_NOTES_HEADING.test(line)) || notesAfterBlank)) {
        section = undefined;
        sectionOfCapitals = false;
        continue;
      }
      if (heading !== undefined) {
        section = heading.replace(/\s*\([^()]*\)/g, '').trim();
        sectionOfCapitals = false;
        // ("---- 2009 return (what we filed) ----": a heading whose remark says the record is an old one.)
        if (OLD_RECORD_HEADING.test(heading.trim())) oldSections.add(section);
        continue;
      }
      if (typeof line === 'string' && line.trim() === '') oldRecordLeadIn = undefined;
      if (typeof line === 'string' && (OLD_RECORD_LEAD_IN.test(line) || (fileCalledStale && ON_FILE_LEAD_IN.test(line)))) {
        oldRecordLeadIn = line.trim();
        continue;
      }
      if (typeof line !== 'string' && 'key' in line) {
        const sentence = `${line.key}: ${line.value}`;
        facts.push({ key: line.key, topic: '', value: line.value, source: 'line', strength: 1, sentence });
        // ("CASH $450, pd in full at table" under "TERMS": a cell may say in words what a phrase of prose says.)
        readProse(line.value, line.key, facts, false);
        sentences.push(sentence);
      } else {
        const text = typeof line === 'string' ? line : line.text;
        // "Case #: WC-24-0917          Worker: Dana Whitfield": a record laid out in columns holds one "key: value" pair
        // per column, split where a run of spaces is followed by the next label (as at a tab or a " | ").
        // So does "Impôt retenu : 5120,00 EUR ; crédit d'impôt pour salariés (CIS) : 540,00 EUR", a pair per clause
        // after an amount ("Stonecunning; Channel Divinity: Turn Undead" is one list).
        // ("Caliber: 12 gauge    Serial Number (SN): 41172ZN331": a label may end in its short form in brackets.)
        // ("Eyes: amber · Hair: red · Skin: weathered tan": so is a middle dot before the next label, or a slash after a
        // keyed value with figures, "buyer DL: L523-… IL / seller DL: O216-…"; "dba / biz nm: …" is one key.)
        // ("Taxpayer: Minh Q. Tran   SSN 412-55-8903": a column that opens with a number's name goes on with the value,
        // as after a comma.)
        const segments = text.replace(/\s{3,}(?=(?:SSN|ITIN|EIN|DOB)\s+\d)/g, ', ').split(/\s\|\s|\t|\s{3,}(?=[A-Za-z][\w#&/.' -]{0,30}(?:\([\w ]{1,12}\))?:\s)|\s[·•]\s(?=\p{L}[\p{L}\p{N} '’&/-]{0,30}:\s)|(?<=:[^/\n]*\d[^/\n]*)\s\/\s(?=\p{L}[\p{L}\p{N} '’&/-]{0,30}:\s)|(?<=\d(?:\s?[\p{L}€$£%]{1,4})?)\s*;\s+(?=\p{L}[\p{L}\p{N} '’()/.-]{0,60}?\s?:\s)/u);
        for (const segment of withWhoseContactsKeyed(segments)) readSegment(withoutAfterthoughtLead(withoutListMarker(segment)), facts, sentences, titledNames);
      }
      if (typeof line !== 'string' && 'party' in line) for (const sentence of sentences.slice(from)) sentenceParty.set(sentence, line.party);
      const under = oldRecordLeadIn ?? section;
      if (under) for (const sentence of sentences.slice(from)) sentenceSection.set(sentence, under);
    }
  }
  withLinesCopied(facts);
  const answers = answeredQuestions(sentences);
  for (const sentence of sentences) {
    const answer = answers.get(sentence);
    // "Will I ever let you down? No.": the question states nothing; its answer says yes or no to it.
    // ("Could you do an update request for Jana?": a request put as a question asks for what it says.)
    // ("Two members so taxed as a partnership? or did you elect S corp": nor does one asked without its mark.)
    const asked = /\?["”’)]?$/.test(sentence) || (UNMARKED_QUESTION.test(sentence) && wordCount(sentence) <= UNMARKED_QUESTION_WORDS);
    if (asked && answer === undefined && !(POLITE_REQUEST.test(sentence) && !FORM_ALONE_REQUESTED.test(sentence))) continue;
    if (parseBoolean(sentence) !== undefined && answers.has(`\u0000${sentence}`)) continue;
    // "French - none", "Chinese: not spoken": a list's item denied as a whole (split, "French" would state it).
    if (answer === undefined && ITEM_DENIED.test(sentence)) {
      clauses.push({ text: sentence, negated: true, sentence });
      continue;
    }
    // (A sender's signature, "sender's position: Office Manager", states nothing about the form's person.)
    if (sentence.startsWith(`${SENDER} `)) continue;
    let listDenied = false;
    for (const text of splitClauses(sentence)) {
      // ("I don't speak German, French or Chinese at all": the names listed after a denied one are denied too.)
      const negated: boolean = answer === undefined ? isNegated(text) || (listDenied && LISTED_NAMES.test(text)) : !answer;
      clauses.push({ text, negated, sentence });
      listDenied = negated && answer === undefined && /\b\p{Lu}[\p{L}-]*\s*$/u.test(text);
    }
    if (answer !== undefined) facts.push({ key: sentence.replace(/[?\s]+$/, ''), topic: '', value: answer ? 'Yes' : 'No', source: 'line', strength: 0.9, sentence });
  }
  for (const fact of facts) {
    if (fact.source !== 'line' && fact.source !== 'json') continue;
    fact.value = spelledOutCode(fact.key, fact.value);
    fact.key = keyOfCodes(fact.key);
  }
  // ("SSN 612384471", "EIN: 770512943": nine digits under a key that names the number are that number, written as
  // it is printed.)
  for (const fact of facts) withNumberShapedByKey(fact);
  // ("G: 4, both kids count and we're under $90,000", "Line 3: 5, which goes on line 5 of the W-4": a worksheet's
  // line keyed by its letter or number, given its count and then why; the amounts in the reason are no entry.)
  for (const fact of facts) {
    const counted = fact.source === 'line' && WORKSHEET_LINE_KEY.test(fact.key) ? fact.value.match(COUNT_THEN_WHY) : null;
    if (counted) fact.value = counted[1]!;
  }
  // ("Model: BPS Field, pump-action shotgun": a model with its kind after a comma is written as a bill of sale's
  // "Type/Model" takes it, the kind in brackets.)
  // (A line keyed "Type/Model" gives both as the writer wants them.)
  for (const fact of facts) if (fact.source === 'line' && /\bmodel\b/i.test(fact.key) && !/\btype?\b/i.test(fact.key)) fact.value = fact.value.replace(MODEL_THEN_KIND, '$1 ($2)');
  // ("Age: 43 winters": a character's age in the world's own years is the number.)
  // ("Exempt payee code?  5 - see note below": a short code, then a dash and a pointer to where it is explained.)
  for (const fact of facts) if (fact.source === 'line') fact.value = fact.value.replace(CODE_THEN_POINTER, '$1');
  // ("… City as it is on my post: Gent, not Ghent.": a short value set against the one it is not.)
  for (const fact of facts) if (fact.source === 'line') fact.value = fact.value.replace(SHORT_VALUE_NOT_OTHER, '$1');
  for (const fact of facts) if (fact.source === 'line' && /^\s*age\s*$/i.test(fact.key)) fact.value = fact.value.replace(/^(\d{1,3})\s+(?:winters|summers|years(?:\s+old)?|yrs\.?)$/i, '$1');
  // ("height: 2'11": a height keyed on its line, typed without its inch mark, gets it.)
  for (const fact of facts) if (fact.source === 'line' && /^\s*(?:height|ht)\s*$/i.test(fact.key)) fact.value = heightWithInchMark(fact.value);
  // ("backstory part 1/2: …" / "backstory part 2/2: …": a value sent in parts is one value.)
  facts.splice(0, facts.length, ...withValuesInPartsJoined(facts));
  // ("take Voss off the allies": an item a later sentence takes off a list leaves its value.)
  withItemsTakenOff(facts, sentences);
  // "Sorry, one correction: test_2 should be 4417 …, not 4471": the mended value, with its kind read again.
  const valueBefore = new Map(facts.map((f) => [f, f.value]));
  const mended = applyCorrections(facts, sentences);
  for (const fact of mended) {
    const typed = findTypedValues(fact.value).find((t) => t.start === 0 && t.end === fact.value.length);
    if (fact.typed) fact.typed = typed;
  }
  withSentencesMended(mended, valueBefore, facts, clauses, sentences);
  // ("Serial …: MR2205" then "So whole serial is MR22054419": a code cut short is the whole one given later.)
  withCodesGivenWholeLater(facts, sentences);
  // "the apt is 4D not 4B": the code or amount set against an earlier one replaces it.
  facts.splice(0, facts.length, ...applySwaps(facts, sentences));
  // ("Several things changed since my note below, so please go by this message": the quoted message's values yield.)
  withQuotedValuesYielding(facts, sentences);
  // ("NOTES (these override the export):" under a pasted JSON record: a note's value replaces the record's of its key.)
  // ("My corrections, line by line for the form:" under it: or a heading of the writer's corrections does, and the
  // record's other values lose a tie with theirs.)
  if (pasted && NOTES_OVERRIDE.test(pasted.rest)) withPastedValuesGivingWay(facts, sentences, (fact) => fact.source === 'json', 0);
  else if (pasted && WRITERS_CORRECTIONS_HEADING.test(pasted.rest)) withPastedValuesGivingWay(facts, sentences, (fact) => fact.source === 'json', PASTED_YIELD);
  // ("dropdown_1 should be foobar, not bar": a keyed value replaced, words and all.)
  applyKeyedSwaps(facts, sentences);
  // ("treasure: take out the +1 dagger": an item taken out of a list given before.)
  facts.splice(0, facts.length, ...applyItemsTakenOut(facts, sentences));
  applyThingsGone(facts, sentences);
  applyAlliesGone(facts, sentences);
  // ("do NOT list Captain Harrow as an ally": an item the writer leaves out of a list, wherever it is given.)
  applyItemsNotListed(facts, sentences);
  // ("He also said to take German off": a name taken off the list that gave it.)
  // (The clauses of the list's sentence no longer say it either: "Languages: Deutsch, English, Francais" ticks no
  // "Français" box.)
  // (Nor does the sentence itself, as withSentencesMended writes it.)
  const listsBefore = new Map(facts.map((f) => [f, f.value]));
  for (const { sentence, item } of applyNamedItemsTakenOff(facts, sentences)) {
    const named = new RegExp(String.raw`(?:,\s*)?(?<![\p{L}])${escapeRegExp(item)}(?![\p{L}])`, 'u');
    for (const clause of clauses) if (clause.sentence === sentence) clause.text = clause.text.replace(named, '');
  }
  withSentencesMended(facts.filter((f) => listsBefore.get(f) !== f.value), listsBefore, facts, clauses, sentences);
  // ("Federal tax class is wrong in the sheet": a value called wrong, and one its key says not to send.)
  facts.splice(0, facts.length, ...withoutValuesCalledWrong(facts, sentences));
  // ("The account number on there is the old one.": a value called the old one.)
  facts.splice(0, facts.length, ...withoutOldOnes(facts, sentences));
  // ("Backstory: the XML one, just cut the Ailsa sentence.")
  facts.splice(0, facts.length, ...withSentencesCut(facts));
  // ("Backstory: copy the emcee intro exactly, but WITHOUT the last sentence about the ferryman.")
  withValuesCopiedFromKeys(facts);
  // ("Line 20a: Cora's net benefits (Box 5)" under an SSA-1099's "Box 5  Net benefits for 2010: $11,352.00".)
  withBoxReferencesResolved(facts);
  // ("Requester is Gitchee Marine, use their name and address like it is on the 1099": the name and address it gives.)
  withRecordsReferredTo(facts);
  // ("… it says 178 cm and 72 kg. Your sheets are all feet/inches and pounds, so please convert.")
  withImperialUnitsAsked(facts, sentences);
  // ("The principal is only me, Adaeze N. Okafor.": the writer, named after "me".)
  withWriterNamedAfterMe(facts);
  // ("edit: sorry, hair should just be "red"": a keyed value said again, whatever it was.)
  applyKeyedRestatements(facts, sentences);
  // ("I wrote 178 out of habit, … so please use 181": a number the writer takes back.)
  applyRestatedNumbers(facts, sentences);
  // ("Diane lives in Wheaton, not Naperville": a town or a name given whole, replaced.)
  applyNameSwaps(facts, sentences);
  // ("Harold J. Whitcombe" / "No E. W-H-I-T-C-O-M-B.": a name's spelling fixed by spelling it out.)
  applyNamesRespelled(facts, sentences);
  // ("NAME: IOANA MARIA" / "My name is written with hyphen: Ioana-Maria".)
  applyHyphensRestored(facts, sentences);
  // "CALIBER: 5.56 NATO / .223 Rem" and "put 5.56 NATO as the caliber": the alternative picked.
  facts.splice(0, facts.length, ...applyPickedAlternatives(facts, sentences));
  for (const fact of facts) decompose(fact, facts);
  // ("It was on the calendar for Friday Aug 1 but …, so it moved to Monday, August 4, 2025.": the date moved from.)
  facts.splice(0, facts.length, ...withoutDatesMovedFrom(facts));
  // ("We'll sign Sunday March 30" / "I got stuck with a double on the 30th": a date one side cannot make.)
  facts.splice(0, facts.length, ...withoutDatesDeclined(facts, sentences));
  facts.splice(0, facts.length, ...withoutValuesRuledOut(facts, sentences));
  withHeadsOfKeyedLists(facts);
  facts.splice(0, facts.length, ...applyRevisions(facts, sentences));
  withWorksheetLinesRestated(facts, sentences);
  withLineRangesSpread(facts);
  withExtensionChanged(facts);
  // ("--- from my Oct 2024 SF-182 ---": the sentences of an old record pasted under its heading.)
  // (The lines under a lead-in to what is on file, when the notes call it stale.)
  const staleOnFile = new Set(fileCalledStale ? [...sentenceSection].filter(([, section]) => ON_FILE_LEAD_IN.test(section)).map(([sentence]) => sentence) : []);
  const oldRecord = new Set([...[...sentenceSection].filter(([, section]) => oldSections.has(section) || OLD_RECORD_HEADING.test(section) || OLD_RECORD_LEAD_IN.test(section)).map(([sentence]) => sentence), ...staleOnFile]);
  // (An address whose house number a later sentence mends, "the current street number is 1478, not 1418", is read
  // again from its mended value.)
  const saidBefore = new Map(facts.map((f) => [f, f.value]));
  applyValuesSaidInstead(facts, sentences);
  applyAmountsSaidInstead(facts, sentences);
  for (const fact of facts) {
    if (!fact.address || saidBefore.get(fact) === fact.value) continue;
    const address = parseAddress(fact.value);
    if (address) fact.address = address;
  }
  // ("My A-number is the USCIS# on the green card: 214-556-907": a value said by where it is written, then given after
  // a colon, is what follows the colon.)
  for (const fact of facts) {
    const given = fact.source === 'prose' ? (fact.value.match(SAID_WHERE_THEN_GIVEN) ?? fact.value.match(WRITTEN_HOW_THEN_GIVEN)) : null;
    if (given) fact.value = given[1]!;
  }
  // ("Faction: She's Emerald Enclave now.": a name said under a key of a thing, not a person, is that thing's name.)
  for (const fact of facts) if (fact.source === 'prose' && fact.key === 'name' && fact.topic !== '' && NOT_A_PERSON_KEY.test(fact.topic.toLowerCase())) fact.key = fact.topic;
  if (fileCalledStale) withStaleFileSetAside(facts, staleOnFile);
  const updated = applyUpdates(facts, sentences, oldRecord);
  // ("Favourite colour: Blue" replaced by "my favourite colour is now red": the old line names no option either.)
  const replacedLines = new Set(facts.filter((f) => !updated.includes(f) && f.source === 'line').map((f) => f.sentence));
  facts.splice(0, facts.length, ...updated);
  clauses.splice(0, clauses.length, ...clauses.filter((c) => !replacedLines.has(c.sentence)));
  const pieces = new Set<Fact>();
  facts.push(...addressesFromKeyedParts(facts, pieces));
  if (pieces.size > 0) facts.splice(0, facts.length, ...facts.filter((f) => !pieces.has(f)));
  // ("Use the mailing address, the PO box, for the address on the W-9": the kind of address to use, perhaps one just
  // made of its pieces, "Mailing Street: PO Box 412", "Mailing City: …", with "mail only goes to the PO box".)
  facts.splice(0, facts.length, ...withAddressChosenByKind(facts, sentences));
  for (const fact of facts) if (namesOrganisationKind(fact)) fact.organisation = true;
  if (!structured) facts.push(...nameOfOneKeyedPair(facts));
  if (!structured) for (const sentence of sentences) readRelations(sentence, facts, data);
  if (!structured) withRelativesAppointed(facts, sentences);
  if (!structured) withRelativesInRoles(facts);
  if (!structured) for (const sentence of sentences) readMineAndTheirs(sentence, facts);
  withTownsOfThoseNamed(facts);
  withFloorSaidAfter(facts, sentences);
  withoutListsOfFirstNames(facts);
  withFullerNamesOfOnePerson(facts);
  withPeopleListsSplit(facts);
  withFamilyNamesGiven(facts);
  withCapitalNamesSpelled(facts);
  withSpeltLettersJoined(facts);
  if (!structured) sentences.forEach((sentence, i) => readDateRange(sentence, facts, sentences[i - 1]));
  if (!structured) withThatDayDated(facts, sentences);
  if (!structured) withAccommodationNeedsDescribed(facts, sentences);
  if (!structured) withAmountsPutAs(facts);
  withoutPartsOfStatedTotals(facts);
  withPicksKeyedByTopic(facts);
  withoutDaysKeyedByMonth(facts);
  if (!structured) for (const sentence of sentences) readAmountsThenWhatFor(sentence, facts);
  if (!structured) withTermsWrittenOnOtherLine(facts, sentences);
  if (!structured) for (const sentence of sentences) readRoleNamedInProse(sentence, facts);
  if (!structured) for (const sentence of sentences) readQuotedForLine(sentence, facts);
  const aboutFirearm = sentences.some((sentence) => mentionsFirearm(sentence));
  if (!structured) for (const sentence of sentences) readFirearmMake(sentence, facts, aboutFirearm);
  if (!structured && aboutFirearm) readFirearmAnswers(sentences, facts);
  for (const fact of facts) fact.party = sentenceParty.get(fact.sentence) ?? fact.party;
  for (const fact of facts) fact.section = sentenceSection.get(fact.sentence);
  // ("sheet stuff - my notes win over the mini:" under a forwarded order e-mail: a pasted part's values yield to the
  // writer's own lines.)
  // ("----- pasted from Rio Grande Federal Credit Union online banking … -----" … "----- end of credit union page -----"
  // over "My notes:": or the writer sets off what is pasted by rules that say so, and heads their own notes under them.)
  // ("Please do not use that address." under a moving company's bill of lading: or the writer sets part of it aside.)
  if (!pasted && (NOTES_OVERRIDE.test(data) || (PASTE_DISOWNED.test(data) && pastedPartClosed(data) !== undefined) || (PASTED_RULE.test(data) && END_RULE.test(data) && WRITERS_NOTES_HEADING_IN_TEXT.test(data)))) withPastedPartsYieldingToNotes(facts, sentences, data);
  // ("Present address = the Halvorsen suite" under "Building: Halvorsen Graduate Commons" … "Street Address: …".)
  withAddressesNamedByPlace(facts);
  // ("MY sheet is already done, don't touch Brannoc" over "--- BRANNOC ASHGROVE (me) ---" and "--- WREN TALLOWMERE ---":
  // the record of a person the text sets aside gives nothing.)
  const { aside, subject } = sectionsSetAside([...sentenceSection.values()], sentences.filter((sentence) => !sentenceSection.has(sentence)));
  if (aside.size > 0) facts.splice(0, facts.length, ...facts.filter((fact) => fact.section === undefined || !aside.has(fact.section)));
  if (subject) facts.push({ key: 'name', topic: '', value: subject, source: 'line', strength: 0.85, person: parsePersonName(subject), sentence: `name: ${subject}` });
  withNicknamesDisowned(facts, data);
  withTaxNumbersRefused(facts, sentences);
  // ("Priya Raghunathan, Chief, Hydraulic Design Section — (916) 557-5306, …": a value cut where a dash leads on to the
  // next thing said keeps no dash.)
  for (const fact of facts) if (/\S\s+[—–]$/.test(fact.value)) fact.value = fact.value.replace(/\s+[—–]$/, '');
  // ("The witness will be YN2 Kelsey A. Marchetti from the front office, no relation to me": a party's name, then where
  // they are from and a remark, is the name.)
  for (const fact of facts) {
    const role = fact.party ?? textParty(fact.key.toLowerCase());
    if (fact.person || fact.source !== 'prose' || role === undefined || role === SELF) continue;
    const named = fact.value.match(NAME_THEN_WHERE_FROM);
    const person = named ? parsePersonName(named[1]!) : undefined;
    if (person) {
      fact.value = person.full;
      fact.person = person;
    }
  }
  // A post office box receives mail and nothing else: it answers "Mailing address", not "Home address". (A key
  // that speaks of the building's "mailboxes" does not say so yet.)
  // ("Home Office: PO Box 9100, Des Moines, IA 50306" on an insurer's page is the company's own box, no one's mail.)
  for (const fact of facts) if (fact.address && isPostOfficeBox(fact.address.street) && !/\bmail(?:ing)?\b/i.test(fact.key) && !COMPANY_OFFICE_KEY.test(fact.key) && !COMPANY_OFFICE_KEY.test(fact.topic)) fact.key = `mailing address ${fact.key}`.trim();
  // "property is her condo, 1840 Sheridan Road, …": the address of a property (sold, bought, signed for) is what a
  // deed or a power of attorney calls the property "commonly known as".
  // ("Property: the two-flat at 614 Cass Street, …": so is one found in the line its key names a property.)
  // ("the house is 1418 N Vermilion St …" in a text about its sale's closing: so is the house a sale is of.)
  // (Only in a text about a sale or a closing, and never a "home" or a "home address": where the writer lives.)
  const sale = sentences.some((sentence) => SALE_OF_REAL_ESTATE.test(sentence));
  const propertyKey = (key: string) => PROPERTY_WORD.test(key) || (sale && THE_HOUSE_KEY.test(key));
  for (const fact of facts) if (fact.address && (propertyKey(fact.key) || (fact.source === 'typed' && propertyKey(fact.topic.split(' | ')[0]!))) && !/\bcommonly known as\b/i.test(fact.key)) fact.key = `${fact.key} property commonly known as`;
  readEmailSender(facts);
  withProviderContactsKeyed(facts, sentences);
  withBooksAndMaterialsKeyed(facts);
  withProviderAddressGivenApart(facts, sentences);
  withRemarksNamingTheValue(facts);
  withoutNumbersReadAsEntries(facts);
  withoutLineNumbersAsValues(facts);
  withoutMoneyRefused(facts);
  withCashGivenUpForTrade(facts, clauses, sentences);
  withTailsOfKeyedAddressesWhole(facts);
  withOccupationsOfRecords(facts);
  withCoupleOfOneLine(facts);
  // ("The witness will be Mrs. Grazyna Pietrzak": a name said in a sentence is written without its courtesy title.)
  for (const fact of facts) {
    if (fact.source !== 'prose' || !COURTESY_TITLED_NAME.test(fact.value)) continue;
    fact.value = fact.value.replace(/^\S+\s+/, '');
    if (fact.person) fact.person = parsePersonName(fact.value) ?? fact.person;
  }
  // ("Please take Janet's info off.": what was said about her goes, and what was read off it.)
  // ("SSN Provided: XXX-XX-4418", "EIN: XXXXX7731": a number a transcript masks but for its last digits is none.)
  // ("good that's line 33": a line's number after the word "line" says where a value goes, and is none.)
  const kept = dedupe(withoutPeopleTakenOff(facts, sentences)).filter((fact) => !MASKED_NUMBER.test(fact.value.trim()) && !(LINE_WORD_AT_END.test(fact.key) && LINE_NUMBER.test(fact.value.trim())));
  for (const fact of kept) assignParty(fact);
  withEpochsOfLeadIns(kept, sentences);
  withPartsNamedBySentence(kept);
  withFirstNamesOfTwoWords(kept, sentences);
  // (Once whose each name is is known: "Spouse: Elena M. Duarte" … "Elena is a middle school teacher".)
  if (!structured) readOccupations(sentences, kept);
  // "Opened by: Whitfield, Marcus D. (marcus.whitfield@…)": whoever opened a ticket or a request is its writer.
  for (const fact of kept) if (fact.party === undefined && OPENED_BY.test(fact.sentence)) fact.party = SELF;
  // ("Dear Ms. Kowalczyk, / This is Byung Ho Cho, the seller of the Kolmar house …": the name a letter opens with is the
  // writer's.)
  // (Among its first sentences: the greeting may be read as one or two, "Dear Ms." and "Kowalczyk,".)
  const opening = sentences.slice(0, SENTENCES_OF_GREETING + 1).find((sentence) => LETTER_OPENS_WITH_NAME.test(sentence));
  // (The name as read may have been made whole from another of its mentions: "This is Rosario Castellanos" read as
  // "Rosario D. Castellanos".)
  const namedAtOpening = (p: PersonName) => opening !== undefined && new RegExp(String.raw`\bis\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?${escapeRegExp(p.first)}\b[^,.]*\b${escapeRegExp(p.last)}\b`, 'u').test(opening);
  for (const fact of kept) if (fact.party === undefined && fact.person && fact.sentence === opening && namedAtOpening(fact.person)) fact.party = SELF;
  withPeopleDeniedTheirRole(kept, sentences);
  // ("Assigned to: Priya Natarajan" in a task's header: the staff member handling it, not whom the form is about.)
  for (const fact of kept) if (fact.party === undefined && fact.person && ASSIGNED_TO_KEY.test(fact.key)) fact.party = CORRESPONDENT;
  // ("Registrar: Marisol Vega" on a course's page: the person a school or a vendor names to deal with is its point of
  // contact, whom no form's applicant is.)
  for (const fact of kept) if (fact.person && fact.source === 'line' && REGISTRAR_KEY.test(fact.key)) fact.key = 'registrar point of contact';
  // "… we left Cass St last spring, it's 618 Garland St, … now": the address on the street left is the previous one.
  const left = leftStreets(sentences);
  if (left.length > 0) for (const fact of kept) if (fact.address && onLeftStreet(fact.address.street, left)) fact.epoch = 'previous';
  // ("I moved out of Jackson Heights on March 29 and now I live in Yonkers": so is an address in the town left.)
  const leftTowns = new Set(sentences.flatMap((sentence) => [...sentence.matchAll(MOVED_OUT_OF_TOWN)].map((m) => m[1]!.toLowerCase())));
  if (leftTowns.size > 0) for (const fact of kept) if (fact.address && fact.epoch === undefined && leftTowns.has((fact.address.city ?? '').toLowerCase())) fact.epoch = 'previous';
  withAddressesCalledOld(kept, sentences);
  withPremisesLeftAsPrevious(kept, sentences);
  withApplicationAddressesRetold(kept, sentences);
  withPastHomesAndTheirUnits(kept);
  referBackAcrossLines(kept, sentences);
  withDealRolesOfRelations(kept);
  // ("My driver's license: Illinois, H556-1043-2290": a line keyed as the writer's own is theirs, as "my …" in prose is.)
  for (const fact of kept) if (fact.party === undefined && fact.source === 'line' && /^\s*my\s/i.test(fact.key) && (textParty(fact.key.toLowerCase()) ?? SELF) === SELF) fact.party = SELF;
  withWritersNameKeysOwned(kept);
  withAbbreviatedTitlesSpelledOut(kept);
  const writerRole = writerRoleOf(sentences);
  withSendersContactsApart(kept, sentences, writerRole);
  // (A writer who sends the form for someone else is not whom it is about: their role is not the form's person's.)
  // ("Employee: Ortega-Baptiste, Luis M." in a supervisor's text: a value keyed by the form's person's own role is
  // that person's, not the writer's.)
  if (writerRole && !writesForAnother(sentences)) for (const fact of kept) if (fact.party === SELF && !(ROLES_BESIDE_SUBJECT.has(writerRole) && (SUBJECT_ROLE_KEY.test(fact.key.trim()) || SUBJECT_ROLE_KEY.test(fact.topic.split(' | ')[0]!.trim())))) fact.writerRole = writerRole;
  if (!structured && !writerRole) withWritersOfParagraphs(kept, data);
  withEmailsOfNamedPeople(kept);
  withPossessiveNamesOfParties(kept);
  // ("In exchange I'm giving her my Honda EU2200i generator": what a trade gives is the deal's, whoever says it.)
  // (So is the cash paid: "We settled on $720.00, which I'm paying Walter in cash" is the sale's, said by its buyer.)
  for (const fact of kept) {
    if (fact.key !== TRADE_KEY && fact.key !== CASH_PAID_KEY) continue;
    delete fact.party;
    delete fact.writerRole;
  }
  if (writerRole) assignCounterparty(kept, writerRole);
  else withClientInCounterRole(kept);
  withLicencesByShape(kept, writerRole);
  withRelativeWritingFor(kept, sentences);
  withSignOffApartFromSubject(kept, sentences);
  withWriterAsRequester(kept, sentences);
  withPastedMessagesOfSubject(kept, sentences);
  assignMessageWriters(kept, sentences);
  assignBySubject(kept);
  withPronounLinesOfPersonAbove(kept, sentences);
  // ("… my nephew, Javier A. Rosado. He lives in Berwyn": the town of someone just named.)
  withTownSaidOfPersonBefore(kept, sentences);
  // ("2418 S 57TH CT, CICERO IL 60804" on a statement, "2418 S. 57th Ct., Cicero, IL 60804" in the writer's words.)
  withCapitalAddressesAsRetold(kept);
  // ("Last name(s): CHATZIPAVLOU" on the agreement, "Name: please write Chrysanthi Hadjipavlou." in the notes.)
  withRecordSurnamesRetold(kept);
  // ("Address: Archbishop Kyprianou 30, …" in the pasted agreement, "Here in Gent I live at Stropkaai 41, …" in the notes.)
  withBareRecordAddressesYielding(kept);
  withRecordAddressesYieldingToNew(kept);
  withAddressesOfNamedPlaces(kept);
  withMiddleNamesSpelledOut(kept, sentences);
  // ('Please put "Corso Giovecca 112" in the first address line and "Scala B" in the second one.')
  withSecondLineAsPut(kept);
  // ("PRESENT physical address: line 7 on the IRS form is our P.O. box, … We actually live at 5521 Palmer Crossing Cir, …")
  withLivedAtAddressKeyed(kept, sentences);
  // ("Dale Prochaska: Deal at 340 cash.": a price both sides agreed is neither's alone, whoever said it.)
  for (const fact of kept) if (fact.key === AGREED_PRICE_KEY) delete fact.party;
  // ("Tradestyle(s)  TERANGA CLOTH HOUSE": a name a business trades under is no one's own name, however it looks.)
  for (const fact of kept) if (fact.person && TRADE_NAME_KEY.test(fact.key)) delete fact.person;
  // ("PLEDGOR: WHITFIELD, DOLORES" and "My name the way I sign it is Dolores Whitfield": the same person, the writer.)
  withPartiesOfSamePeople(kept, (f) => f.person ?? (f.source === 'line' ? parsePersonName(f.value) : undefined));
  return { facts: withoutNumbersTakenOut(withoutKeptOff(kept), sentences), clauses, sentences, ...(!structured && isWrittenInLowerCase(data) ? { lowerCase: true } : {}) };
}

/**
 * "Federal income tax withheld: $4,905.00." then "… the withholding figure above is wrong, it's $4,950.00": the
 * sentence that gave a corrected value says the mended one too, so that a value read off the sentence after a
 * form's label (score-text.ts scoreAnchored) is the mended one. Facts and clauses keep pointing at their sentence.
 */
function withSentencesMended(mended: Fact[], valueBefore: Map<Fact, string>, facts: Fact[], clauses: Clause[], sentences: string[]): void {
  for (const fact of mended) {
    const old = valueBefore.get(fact);
    if (old === undefined || old === fact.value) continue;
    const at = sentences.findIndex((s) => s === fact.sentence && s.includes(old));
    if (at < 0) continue;
    const was = sentences[at]!;
    const now = was.split(old).join(fact.value);
    sentences[at] = now;
    for (const f of facts) if (f.sentence === was) f.sentence = now;
    for (const c of clauses) if (c.sentence === was) c.sentence = now;
  }
}

/**
 * "Position: Contract Specialist, GS-1102-11, step 3, non-supervisory", "Course: Advanced Contract Pricing, course
 * no. CP-240": a keyed line that goes on, after a comma, with values read as values of their own (a pay grade, a
 * keyed number) is its first part; the rest answers other questions. An address's parts are the address's own.
 */
function withHeadsOfKeyedLists(facts: Fact[]): void {
  for (const fact of facts) {
    if (fact.source !== 'line' || fact.typed || fact.address || fact.person || fact.composite) continue;
    // ("treasure: 3 pp, 112 gp; a silver-plated locket …": a semicolon parts a list as a comma does.)
    const parts = fact.value.split(/(?<=[,;])\s+/).map((part) => part.replace(/[,;]$/, ''));
    // ("Office: Bureau of Reclamation, …, Bldg 67, Denver, CO 80225": a building's number is the address's.)
    if (parts.length < 2 || findUsAddresses(fact.value).length > 0 || STATE_AND_ZIP.test(fact.value)) continue;
    const inner = facts.filter((f) => f !== fact && f.topic === fact.key && fact.sentence.includes(f.sentence) && f.source !== 'typed');
    // Only a part holding a number or a code is cut at ("step 3", "GS-1102-11", "course no. CP-240"): a list of
    // descriptions ("tall and wiry, dark hair tied back") is one answer, and so is a list with a count and the
    // words it counts in it ("lute, 12 gp, a forged writ").
    const holdsOwnValue = (part: string) => !COUNTED_PART.test(part) && inner.some((f) => /\d/.test(f.value) && part.includes(f.value));
    // ("Skills: athletics 4, light weapons 3, …": a list whose first part is of the same kind is one list.)
    if (holdsOwnValue(parts[0]!)) continue;
    const cut = parts.findIndex((part, i) => i > 0 && holdsOwnValue(part));
    // ('"Leading People", course no. LP-101': the quotes were the title's.)
    if (cut > 0) fact.value = withoutWholeQuotes(fact.value.split(/(?<=[,;])\s+/).slice(0, cut).join(' ').replace(/[,;]$/, ''));
  }
}

/**
 * "Witnesses: Dana M. Ortiz and Raymond Whitfield", "Witnesses, both signed same day: …": people listed under a
 * role's plural are each that role's, one name a value, in the order given (a form's first and second witness).
 */
function withPeopleListsSplit(facts: Fact[]): void {
  for (let i = 0; i < facts.length; i++) {
    const fact = facts[i]!;
    // (The plural may come before the key's own words: "Witnesses, both signed same day: …".)
    const at = fact.sentence.indexOf(fact.value);
    // ("My neighbors Patricia Loomis and Robert Loomis have agreed to act as my witnesses": or the key read after it.)
    const lead = at > 0 ? `${fact.sentence.slice(0, at)} ${fact.key}` : fact.key;
    const plural = lead.toLowerCase().split(/[^\p{L}]+/u).find((w) => /s$/.test(w) && textParty(w) !== undefined && textParty(w) !== SELF);
    if (plural === undefined || fact.person) continue;
    // (Up to the end of its sentence: "… and Hector Villanueva. Karen was present but did not sign".)
    const listed = splitSentences(fact.value.replace(/\s*\([^()]*\)/g, ''))[0] ?? '';
    // ("Witnesses: Rebecca Soto + Jamal Whitaker": a terse note joins them with a plus.)
    const names = listed.replace(/[.;]\s*$/, '').split(/\s*[,;]\s*(?:and\s+)?|\s+(?:and|&|\+)\s+/);
    const people = names.map((name) => parsePersonName(name));
    if (names.length < 2 || people.some((p) => !p || p.first === '' || p.last === '')) continue;
    const party = textParty(plural)!;
    const split = people.map((person): Fact => ({ key: `${plural.replace(/e?s$/, '')} name`, topic: fact.topic, value: person!.full, source: fact.source, strength: fact.strength, person, sentence: fact.sentence, party }));
    facts.splice(i, 1, ...split);
    i += split.length - 1;
  }
}

/**
 * A person's name, an address, a phone number or an e-mail address: whose it is matters. (Narrower than parties.ts
 * identifies: an SSN or EIN a role's sender writes without saying whose is usually that of whom the form is about.)
 */
function identifiesSomeone(fact: Fact): boolean {
  return fact.person !== undefined || fact.address !== undefined || ['phone', 'email'].includes(fact.typed?.kind ?? '');
}

/**
 * A thread of e-mails: "I", "me" and "my" are each message's sender. A sender who gives themselves a role in their
 * own message ("I'm his supervisor and I approve. Put me down as first-line: …") writes that role's values there,
 * while the message they forward ("-----Original Message----- From: Okafor, Chidi E.") is its writer's own.
 */
/** A line of a message's or a memorandum's heading: "Date: …", "To: …", "MEMORANDUM", "Colorado State Office". */
const HEADING_LINE = /^\s*(?:(?:date|to|cc|bcc|sent|attn|attention|thru|through|via)\s*:.*|[\p{Lu}\d\s,.&'’-]+|(?:\p{Lu}[\p{L}'’.-]*\s*)+)$/u;

function assignMessageWriters(facts: Fact[], sentences: string[]): void {
  const messageOf = new Map<string, number>();
  const messages: string[][] = [[]];
  for (const sentence of sentences) {
    // ("On Tue, Sep 30, 2025 at 8:14 PM Walter Brzezinski <…> wrote:": the message a reply quotes is its writer's.)
    // (A memorandum's heading, "MEMORANDUM / Date: … / To: … / From: …", is one message's head, not two messages.)
    if ((/^From:\s/i.test(sentence) || QUOTED_MESSAGE_HEADER.test(sentence)) && messages.at(-1)!.some((s) => !HEADING_LINE.test(s))) messages.push([]);
    messages.at(-1)!.push(sentence);
    messageOf.set(sentence, messages.length - 1);
  }
  if (messages.length < 2) return;
  // (A keyed line giving the quoted message's own writer a role, "Seller: Raymond Kessler, …" under "On … Raymond
  // Kessler <…> wrote:", is the role that message is written in.)
  const roles = messages.map((message) => writerRoleOf(message) ?? roleOfQuotedWriter(message, facts));
  withSendersRolesSaid(messages, roles, facts);
  // (A buyer's reply to the seller's message: one side's role gives the other's.)
  if (messages.length === 2) {
    roles[0] ??= COUNTERPARTS[roles[1] ?? ''];
    roles[1] ??= COUNTERPARTS[roles[0] ?? ''];
  }
  // (A keyed line's fact keeps the whole line as its sentence, which the thread's sentences begin.)
  const messageIndex = (sentence: string) => messageOf.get(sentence) ?? messages.findIndex((message) => message.some((s) => sentence.startsWith(s)));
  for (const fact of facts) {
    const role = roles[messageIndex(fact.sentence)];
    // ("From: Ben Whitacre <ben@…>": a message's sender, whatever side the word "From" seemed to give them, is in the
    // role their message is written in.)
    // (Its display name, "Terry Vukovich", is what the mail program shows; the name the sender says for the paper,
    // "Terrence J. Vukovich", is the one a form takes.)
    if (role !== undefined && FROM_HEADER.test(fact.sentence)) {
      fact.party = role;
      if (fact.person !== undefined) fact.strength = Math.min(fact.strength, DISPLAY_NAME_STRENGTH);
    }
    // ("For section D-1 please use: Keisha Broussard, …, (303) 555-0271": the details such a sender gives for
    // no one in particular are theirs too.)
    if (fact.party === undefined && role !== undefined && identifiesSomeone(fact)) fact.party = role;
    if (fact.party !== SELF) continue;
    // (A role one sender gives themselves is not the other senders'.)
    delete fact.writerRole;
    // ("Darnell is the primary taxpayer: first name and initial …" in a preparer's memo: a key that names the form's
    // person keeps the value theirs, whoever sends it.)
    if (role !== undefined && ROLES_BESIDE_SUBJECT.has(role) && (SUBJECT_ROLE_KEY.test(fact.key.trim()) || SUBJECT_ROLE_KEY.test(fact.topic.split(' | ')[0]!.trim()))) continue;
    if (role !== undefined) fact.party = role;
  }
  messages.forEach((message, index) => {
    const role = roles[index];
    if (role !== undefined) for (const sentence of message) readRoleRecord(sentence, facts, role);
  });
}

/** How strong a sender's name as their message's header shows it is: less than a name said in words. */
const DISPLAY_NAME_STRENGTH = 0.7;
/** "Terry Vukovich (buyer)": a person named with their side of a deal in brackets (1 the name, 2 the side). */
const NAME_WITH_SIDE = /(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}\p{Ll}+)+)\s*\((buyer|seller|purchaser)\)/gu;
/** "for me (seller)": the writer named with their side (1). */
const ME_WITH_SIDE = /\bme\s*\((buyer|seller|purchaser)\)/i;
/** "the whole email thread with the buyer": the other side of a deal the writer's thread is with (1). */
const THREAD_WITH_SIDE = /\b(?:thread|e-?mails?|messages?|conversation|back-and-forth|correspondence|texts)\s+(?:with|from)\s+(?:the|my)\s+(buyer|seller|purchaser)\b/i;

/**
 * A thread of e-mails each under its "From:" header, in a text whose writer says who is which side of the deal ("the
 * bill of sale … for me (seller) and Terry Vukovich (buyer)", "the whole email thread with the buyer" from a writer
 * who names themselves): each message whose own words give no role is written in its sender's.
 */
function withSendersRolesSaid(messages: string[][], roles: (string | undefined)[], facts: Fact[]): void {
  const text = messages.flat().join('\n');
  const sideOf = new Map([...text.matchAll(NAME_WITH_SIDE)].map((m) => [m[1]!.toLowerCase(), textParty(m[2]!.toLowerCase())] as const));
  const otherSide = textParty(text.match(THREAD_WITH_SIDE)?.[1]?.toLowerCase() ?? '');
  const writersSide = textParty(text.match(ME_WITH_SIDE)?.[1]?.toLowerCase() ?? '') ?? COUNTERPARTS[otherSide ?? ''];
  if (sideOf.size === 0 && writersSide === undefined) return;
  const writersNames = facts.filter((f) => f.party === SELF && f.person !== undefined && /\bname\b/i.test(f.key)).map((f) => f.value.toLowerCase());
  const senders = messages.map((message) => message[0]?.match(FROM_HEADER)?.[1]?.trim());
  const named = [...new Set(senders.filter((sender): sender is string => sender !== undefined && sender !== ''))];
  const roleOf = (sender: string): string | undefined => {
    const name = sender.toLowerCase();
    const said = [...sideOf].find(([person]) => person === name || person.split(/\s+/).at(-1) === name.split(/\s+/).at(-1))?.[1];
    if (said) return said;
    if (writersSide !== undefined && writersNames.includes(name)) return writersSide;
    // (Of two senders, the one no role was given to is the other side from the one given one.)
    const other = named.find((n) => n !== sender);
    const othersRole = named.length === 2 && other !== undefined ? (sideOf.get(other.toLowerCase()) ?? (writersNames.includes(other.toLowerCase()) ? writersSide : undefined)) : undefined;
    return othersRole !== undefined ? COUNTERPARTS[othersRole] : writersNames.length > 0 && otherSide !== undefined ? otherSide : undefined;
  };
  senders.forEach((sender, i) => {
    if (sender !== undefined && sender !== '' && roles[i] === undefined) roles[i] = roleOf(sender);
  });
}

/** The sides of a sale, whose names carry their side wherever they are said again. */
const SALE_SIDES = new Set(['seller', 'buyer']);

/**
 * "Jennings' DL still shows his prior address …; he stated his current mailing address is …": a sentence that
 * opens with the name of someone the text gave a role ("BUYER Marcus A. Jennings") is about them, and so are its
 * values no word gave to anyone; a side of a sale named again is that side wherever the name stands.
 */
function assignBySubject(facts: Fact[]): void {
  const named = new Map<string, string>();
  for (const f of facts) {
    if (!f.person || !f.party || f.party === SELF || f.person.last === '') continue;
    for (const name of [f.person.full, f.person.last]) named.set(name, named.has(name) && named.get(name) !== f.party ? '' : f.party);
  }
  if (named.size === 0) return;
  // ("Customer: Harold J. Sorensen" on a pasted repair ticket, then "Seller is Harold J. Sorensen": a person named
  // again with no role, or taken for whom the form is about as a customer or client, is that side of the sale.)
  for (const fact of facts) {
    const open = fact.person !== undefined && (fact.party === undefined || (fact.party === SELF && fact.key === 'client name'));
    const side = open ? named.get(fact.person!.full) : undefined;
    if (side !== undefined && SALE_SIDES.has(side)) fact.party = side;
  }
  for (const fact of facts) {
    if (fact.party !== undefined || fact.person) continue;
    const opening = fact.sentence.trimStart().replace(/^(?:Mr|Mrs|Ms|Dr)\.?\s+/, '');
    const subject = [...named.keys()].find((name) => opening.startsWith(name) && /^(?:['’]s?)?[\s,]/u.test(opening.slice(name.length)));
    if (subject !== undefined && named.get(subject) !== '') fact.party = named.get(subject);
  }
}

/** "I'm getting a Browning Citori 12-gauge over/under shotgun in exchange": what the writer receives in a trade. */
// ("Gene takes Carla's Ruger 10/22 carbine (serial 0012-84471) in exchange for the revolver": or the seller, named.)
const TRADE_RECEIVED = /\b(?:(?:I['’]m|I am|I['’]ll be|I will be|we['’]re|we are|(?:he|she|they)\s+(?:is|are))\s+(?:getting|receiving|taking)|(?:\p{Lu}\p{Ll}+|[Hh]e|[Ss]he)\s+(?:gets|receives|takes))\s+(?:a|an|his|her|their|\p{Lu}\p{Ll}+['’]s)\s+((?:[^.;,]|\.(?=\d))+?)\s+(?:in exchange|in trade|as a trade|as the trade)\b/u;

/**
 * "Tobi tried to hand me $300 "for gas" at Easter and I told him to put it back in his wallet": money offered and
 * refused was never paid, so it is no price.
 */
function withoutMoneyRefused(facts: Fact[]): void {
  for (let i = facts.length - 1; i >= 0; i--) {
    const fact = facts[i]!;
    if (fact.typed?.kind === 'money' && MONEY_REFUSED.test(fact.sentence)) facts.splice(i, 1);
  }
}

/** "BPS Field, pump-action shotgun": a firearm's model, then its kind after a comma. */
const MODEL_THEN_KIND = /^([\p{Lu}\d][^,]{1,40}?),\s*((?:[\p{Ll}\d/-]+\s+){0,3}(?:shotgun|rifle|pistol|revolver|handgun|carbine))\.?$/u;

/**
 * "the parties agreed on $650 cash" and then "he would rather have the transferee's generator than the cash … No
 * money changes hands": a deal for cash that became a trade. The cash said before is no price of it, and its sentence
 * states nothing of the deal.
 */
function withCashGivenUpForTrade(facts: Fact[], clauses: Clause[], sentences: string[]): void {
  const trade = facts.find((f) => f.key === TRADE_KEY);
  if (!trade) return;
  const givenUp = sentences.findIndex((s) => CASH_GIVEN_UP.test(s));
  if (givenUp < 0) return;
  // (Nor does the sentence state when it would have been paid: "$650 cash, to be paid at signing".)
  const cashBefore = new Set(sentences.slice(0, givenUp).filter((s) => /\bcash\b/i.test(s) && /\$\s?\d/.test(s)));
  clauses.splice(0, clauses.length, ...clauses.filter((c) => !cashBefore.has(c.sentence)));
  for (let i = facts.length - 1; i >= 0; i--) {
    const fact = facts[i]!;
    const at = sentences.findIndex((s) => s === fact.sentence || s.includes(fact.sentence));
    const money = fact.typed?.kind === 'money' || /\$\s?\d/.test(fact.value);
    if (money && at >= 0 && at < givenUp && /\bcash\b/i.test(fact.sentence)) facts.splice(i, 1);
  }
}
const CASH_GIVEN_UP = /\bno\s+(?:money|cash)\b|\bthan\s+the\s+(?:cash|money)\b|\binstead\s+of\s+(?:the\s+)?(?:cash|money)\b/i;

const MONEY_REFUSED = /\btried to (?:hand|pay|give|slip)\b|\b(?:refused|turned (?:it |that )?down|declined|wouldn['’]t take|would not take|put it back|gave it back)\b/i;

/**
 * Replies to a clerk's numbered questions, without the questions, in a text about a firearm: "4. Smith & Wesson" /
 * "5. M&P Shield Plus, compact pistol" / "6. 9mm" / "7. JKR8842 - it's on the frame". The reply after a maker said
 * alone is its model (with its kind in brackets), and a reply that opens with a code of letters and digits is the
 * serial number, when nothing else in the text is keyed as either.
 */
function readFirearmAnswers(sentences: string[], facts: Fact[]): void {
  const keyed = (word: RegExp) => facts.some((f) => word.test(f.key));
  sentences.forEach((sentence, i) => {
    const next = sentences[i + 1]?.trim().replace(/[.!]+$/, '') ?? '';
    if (firearmMakerSaidAlone(sentence) !== undefined && !keyed(/\bmodel\b/i) && MODEL_REPLY.test(next) && !CALIBRE_WORDS.test(next) && firearmMakerSaidAlone(next) === undefined) {
      const [model, kind] = next.split(/,\s*/);
      facts.push({ key: 'model', topic: '', value: kind ? `${model} (${kind})` : model!, source: 'prose', strength: 0.8, sentence: sentences[i + 1]! });
    }
    const code = sentence.trim().match(SERIAL_REPLY)?.[1];
    if (code && /\d/.test(code) && /[A-Z]/.test(code) && !keyed(/\bserial\b|\bSN\b/i)) facts.push({ key: 'serial number', topic: '', value: code, source: 'prose', strength: 0.8, sentence });
  });
}

/** A model as a reply: a few words with a capital or a digit first, perhaps its kind after a comma, and no verb. */
const MODEL_REPLY = /^[\p{Lu}\d][\p{L}\d&.'’/-]*(?:\s+[\p{L}\d&.'’/-]+){0,4}(?:,\s*\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})?$/u;
const CALIBRE_WORDS = /\b(?:\d+\s?mm|gauge|ga|caliber|calibre|cal|ACP|Magnum|Win|Rem)\b|^\.\d{2,3}\b/i;
/** "JKR8842 - it's on the frame": a code of capitals and digits opening a reply, alone or before a remark. */
const SERIAL_REPLY = /^([A-Z0-9]{5,14})(?:\s*$|\s+[-–—(]|,)/;

/**
 * "The gun is a Remington 870 Express, a pump-action shotgun": a firearm named by its maker gives the make and the
 * model (firearm-makers.ts), unless the text keys them already.
 */
function readFirearmMake(sentence: string, facts: Fact[], aboutFirearm = false): void {
  // ("I'm getting a Browning Citori … in exchange": the firearm the writer receives is what the trade gives, not
  // the one the bill of sale is for.)
  const received = sentence.match(TRADE_RECEIVED);
  if (received) {
    const item = received[1]!.trim();
    const same = (f: Fact) => f.sentence === sentence || sentence.includes(f.sentence) || f.sentence.includes(sentence);
    // ("Carla's Ruger": nor is a make read with its owner's name before it.)
    const partOfItem = (f: Fact) => (item.includes(f.value) && f.value !== item) || (/\b(?:make|model|serial)\b/i.test(f.key) && f.value.split(/\s+/).some((w) => item.startsWith(w)));
    for (let i = facts.length - 1; i >= 0; i--) if (same(facts[i]!) && partOfItem(facts[i]!)) facts.splice(i, 1);
    facts.push({ key: TRADE_KEY, topic: '', value: item, source: 'prose', strength: 0.85, sentence });
    return;
  }
  const named = firearmMakeAndModel(sentence);
  // ("The gun: Remington / model 870 Wingmaster / …": a list's maker alone, its model keyed in the next item.)
  // ("4. A Remington. Model 870 Express, the pump shotgun.": or a maker said alone in a text about a firearm.)
  const makerAlone = named ? undefined : (firearmMakerAlone(sentence) ?? (aboutFirearm ? firearmMakerSaidAlone(sentence) : undefined));
  if (makerAlone && !facts.some((f) => /\bmake\b/i.test(f.key))) facts.push({ key: 'make', topic: '', value: makerAlone, source: 'prose', strength: 0.85, sentence });
  if (!named) return;
  // ("Browning Citori 725 Field, 12 ga": the maker's name says where the make ends, which a guess from the words
  // around a calibre, "Browning Citori", does not.)
  for (let i = facts.length - 1; i >= 0; i--) {
    const f = facts[i]!;
    const same = f.sentence === sentence || sentence.includes(f.sentence) || f.sentence.includes(sentence);
    // (A model guessed short, "725 Field" of "Citori 725 Field", goes; one that says more, "19 Gen5 pistol", stays.)
    const guessed = (f.key === MAKE_KEY && f.value !== named.make) || (f.key === MODEL_KEY && f.value !== named.model && named.model.includes(f.value));
    if (same && f.source === 'inline' && guessed) facts.splice(i, 1);
  }
  if (facts.some((f) => /\bmake\b/i.test(f.key) && f.value === named.make)) return;
  // ("Make: Henry Repeating Arms" keyed on a line of its own: the maker's full name, over the "Henry" of a sentence.)
  if (facts.some((f) => f.source === 'line' && /^\s*make\s*$/i.test(f.key) && f.value.startsWith(`${named.make} `))) return;
  facts.push({ key: 'make', topic: '', value: named.make, source: 'prose', strength: 0.85, sentence });
  facts.push({ key: 'model', topic: '', value: named.model, source: 'prose', strength: 0.85, sentence });
  // ("M&P Shield Plus pistol": with its kind, for a "Type/Model" box.)
  if (named.modelWithKind) facts.push({ key: 'type model', topic: '', value: named.modelWithKind, source: 'prose', strength: 0.85, sentence });
}

/**
 * 'The crews use "Harbor & Pine Outdoor", which is the registered trade name, so that goes on line 2': a phrase
 * in quotes that the sentence then sends to a line of the form is that line's value. (A quoted phrase alone says
 * nothing of where it goes, and is left to the keys around it.)
 */
function readQuotedForLine(sentence: string, facts: Fact[]): void {
  for (const m of sentence.matchAll(/["“]([^"”]{2,80})["”]/g)) {
    const value = m[1]!.trim();
    if (facts.some((f) => f.sentence === sentence && f.value === value)) continue;
    const after = sentence.slice((m.index ?? 0) + m[0].length);
    // ('we just go by "Harbor & Pine", so put that as the business name': sent to a box by the box's words.)
    const named = after.match(PUT_AS_NAMED_BOX)?.[1];
    if (named) {
      facts.push({ key: named, topic: '', value, source: 'prose', strength: 0.9, sentence });
      continue;
    }
    const line = lineTargetAfter(after);
    if (line === undefined) continue;
    // (Keyed by its line, as a "line 1: …" line would be, which says what the value is wherever the words around it
    // do not: a company's name sent to the line for a person's.)
    const numbered = /^\d{1,2}[a-z]?$/.test(line);
    facts.push({ key: numbered ? `line ${line}` : 'quoted', topic: '', value, source: numbered ? 'line' : 'prose', strength: 0.9, sentence });
  }
}

/** "…, so put that as the business name", "use it for the DBA line": a value sent to a box named by its words. */
// ("… and he wants tax taken on it - put that as other income": with no article too.)
// ("$1,800 a year of interest from a CD my grandma left me, and my sister (she's an accountant) said to put that as
// other income": the clause may run on a while before it.)
const PUT_AS_NAMED_BOX = /^[^.;"“]{0,120}?\b(?:put|use|enter|write)\s+(?:that|it|this)\s+(?:as|for|in|on)\s+(?:(?:the|our|my)\s+)?(\p{L}[\p{L} -]{1,30}?)(?:\s+(?:line|box|field|blank))?\s*(?=[.;,!]|$)/iu;

/**
 * "… in cash over three months: $240 on June 1, $240 on July 1 and $240 on August 1, 2025. … Please check "Other" and
 * write those three instalments on that line.": the terms a sentence sends to the "Other" line are what a sentence
 * just before gives after its colon.
 */
function withTermsWrittenOnOtherLine(facts: Fact[], sentences: string[]): void {
  sentences.forEach((sentence, i) => {
    if (i === 0 || !WRITE_ON_OTHER_LINE.test(sentence)) return;
    // (Within the two sentences before: "So it isn't paid on the date of the bill of sale, …" may come between.)
    const terms = sentences.slice(Math.max(0, i - 2), i).reverse().map((before) => before.match(/:\s+([^:]{10,120}?)\.?$/)?.[1]).find((t) => t !== undefined);
    if (terms && /\d/.test(terms)) facts.push({ key: 'other', topic: '', value: terms, source: 'prose', strength: 0.85, sentence });
  });
}

/** 'Please check "Other" and write those three instalments on that line': terms sent to the box after "Other". */
const WRITE_ON_OTHER_LINE = /\b(?:check|tick|mark)\s+(?:the\s+)?["“]?other["”]?\b[^.]{0,60}\b(?:write|put|enter)\s+(?:that|those|these|them|it|the)\b[^.]{0,40}\b(?:on|in)\b/i;

/**
 * "$1,250 tuition", "$1,335 total": an amount and, right after it, what it is for. ("$500 for her": an amount said
 * to be for someone or something is keyed by the words before it, as any.)
 */
const AMOUNT_THEN_WHAT = /(?<![\w$€£])([$€£]\s?\d[\d,]*(?:\.\d{2})?)\s+(?!(?:for|in|per|each|a|an|the|to|from|and|or|of|on|at|paid|cash|check|now|up|off)\b)(\p{Ll}[\p{Ll}-]+(?:\s+(?:fee|fees|cost|costs|charge|charges))?)(?=\s*(?:[,+;)&/=]|\band\b|\(|[.!]?\s*$))/gu;
/** "… + $95.00 materials = $1,745.00": the sum after the listed costs. */
const SUM_OF_LISTED = /=\s*([$€£]\s?\d[\d,]*(?:\.\d{2})?)(?![\d,])/u;
/** How many such amounts make a list of costs rather than one amount in passing. */
const AMOUNTS_LISTED = 2;

/**
 * "Cost: $1,250 tuition + $85 books ($1,335 total)": costs listed each with what it is for after it, each keyed by
 * that ("tuition: $1,250"). Read alone, each amount would be keyed by the words before it, the last item's.
 */
function readAmountsThenWhatFor(sentence: string, facts: Fact[]): void {
  const listed = [...sentence.matchAll(AMOUNT_THEN_WHAT)];
  if (listed.length < AMOUNTS_LISTED) return;
  const amounts = new Set(listed.map((m) => m[1]!));
  const sum = sentence.match(SUM_OF_LISTED)?.[1];
  if (sum) amounts.add(sum);
  facts.splice(0, facts.length, ...facts.filter((f) => !(f.source === 'typed' && f.sentence === sentence && amounts.has(f.value))));
  for (const [key, value] of [...listed.map((m) => [m[2]!, m[1]!] as const), ...(sum ? [[`${listed.map((m) => m[2]!).join(' and ')} total`, sum] as const] : [])]) {
    const typed = findTypedValues(value).find((t) => t.start === 0 && t.end === value.length);
    facts.push({ key, topic: '', value, source: 'inline', strength: 0.95, sentence, ...(typed ? { typed } : {}) });
  }
}

/**
 * "box 2 federal withheld $3,904.00" / "federal withheld $234.00" / "So total federal withheld should be $4,138.00
 * (3,904 + 234)": amounts keyed by the words of a total the text states, which they add up to exactly, are its parts;
 * the form's one line for them takes the total, so the parts are dropped.
 */
function withoutPartsOfStatedTotals(facts: Fact[]): void {
  const amountOf = (f: Fact) => (f.typed?.kind === 'money' || /^\$\s?\d/.test(f.value.trim()) ? Number(plainNumber(f.value)) : NaN);
  for (const total of facts.filter((f) => TOTAL_OF_KEY.test(f.key) && !Number.isNaN(amountOf(f)))) {
    const words = tokenize(total.key.replace(TOTAL_OF_KEY, '$1'));
    if (words.length === 0) continue;
    const parts = facts.filter((f) => f !== total && f.sentence !== total.sentence && !TOTAL_OF_KEY.test(f.key) && !Number.isNaN(amountOf(f)) && words.every((w) => tokenize(f.key).includes(w)));
    const distinct = [...new Map(parts.map((f) => [`${f.sentence}\u0000${amountOf(f)}`, amountOf(f)])).values()];
    if (distinct.length < 2 || Math.abs(distinct.reduce((sum, n) => sum + n, 0) - amountOf(total)) > 0.005) continue;
    facts.splice(0, facts.length, ...facts.filter((f) => !parts.includes(f)));
  }
}
/** "total federal withheld", "so the total tax withheld": a key that says its amount is the whole of what it names (group 1). */
const TOTAL_OF_KEY = /^(?:so\s+)?(?:the\s+|my\s+|our\s+)?total\s+(\p{L}.*)$/iu;

/** "pays around 3200 a year in interest … - put that as other income": an amount the sentence sends to a box by its words. */
function withAmountsPutAs(facts: Fact[]): void {
  for (const fact of facts) {
    if (fact.typed?.kind !== 'money' && fact.typed?.kind !== 'number') continue;
    const at = fact.sentence.indexOf(fact.value);
    const named = at < 0 ? undefined : fact.sentence.slice(at + fact.value.length).match(PUT_AS_NAMED_BOX)?.[1];
    if (named && !/^(?:the\s+)?(?:same|one|it)\b/i.test(named)) fact.key = named;
  }
}

/**
 * "Early-bird registration closes August 15, and …": a day read as the value of the words before it, its month last
 * among them, is a date's piece, not a value of its own (the date is read whole).
 */
const MONTH_LAST = new RegExp(String.raw`\b${MONTH}\s*$`, 'i');

function withoutDaysKeyedByMonth(facts: Fact[]): void {
  facts.splice(0, facts.length, ...facts.filter((f) => !(f.source === 'inline' && MONTH_LAST.test(f.key) && /^(?:[12]?\d|3[01])$/.test(f.value.trim()))));
}

/**
 * "price: we talked anywhere from 450 to 500 and never really settled it, put 475, …": a value a keyed line settles
 * on with "put" (or "use", "go with") is the line's key's, not a value of "put".
 */
function withPicksKeyedByTopic(facts: Fact[]): void {
  for (const fact of facts) {
    if (fact.topic === '' || !/^(?:put|use|go with|write|enter|make it)$/i.test(fact.key.trim())) continue;
    fact.key = fact.topic.split(' | ')[0]!;
    // (Its number read again under the key: "475" under "price" is an amount.)
    withNumberShapedByKey(fact);
  }
}

/** "French or Chinese at all", "and Italian": names only, the rest of a list a clause before began. */
const LISTED_NAMES = /^(?:(?:and|or|nor)\s+)?\p{Lu}[\p{L}-]*(?:\s+(?:and|or|nor)\s+\p{Lu}[\p{L}-]*)*(?:\s+(?:at all|either|neither))?[.!]?$/u;

/** "French - none", "Chinese: not spoken", "Driving licence – no": an item and a word that denies it. */
// ("French no please, the A2 is only school French and I cannot have a conversation.": or a name, "no", and why not.)
const ITEM_DENIED = /^[\p{L}][\p{L} '’()-]{0,40}?\s*(?:\s[-–—]|:)\s*(?:none|no|nope|not spoken|not at all|nil|n\/a)\.?$|^\p{Lu}\p{Ll}+\s+no(?:\s+please)?\s*,\s+(?:the|it['’]?s|it\s+is|my|I|that['’]?s)\b[^.!?]*[.!]?$/iu;

/** "my legal first name": a first name said to be the legal one (a first name under any key is read as written). */
const LEGAL_FIRST_NAME_KEY = /^(?:(?:my|his|her|their|the)\s+)?legal\s+(?:first|given)\s+name$/iu;
// ("the family name is "Carvalho Nunes"": with the article too; "Employee Last name": or the block's role.)
const FAMILY_NAME_KEY = /^(?:\p{L}+\s+)?(?:(?:my|his|her|their|the)\s+)?(?:(?:family|last)\s+names?|surnames?)$/iu;

/**
 * "I'm Lucía Fernanda Morales Ortega, Morales Ortega is my family name": a family name of several words the text
 * gives on its own ends the whole name given elsewhere; the words between it and the first name are the middle
 * name ("Fernanda", not "Fernanda Morales").
 */
function withFamilyNamesGiven(facts: Fact[]): void {
  // ("my legal first name is Johannes": a first name given alone is a name's first part.)
  for (const fact of facts) if (!fact.person && LEGAL_FIRST_NAME_KEY.test(fact.key.trim()) && /^\p{Lu}[\p{L}'’-]+$/u.test(fact.value.trim())) fact.person = { full: fact.value.trim(), first: fact.value.trim(), middle: '', last: '' };
  const families = facts.filter((f) => FAMILY_NAME_KEY.test(f.key.trim()) && /\s/.test(f.value.trim()));
  for (const family of families) {
    const last = family.value.trim();
    // The family name is one whole: none of its words is a first name.
    if (family.person) family.person = { full: last, first: '', middle: '', last };
    // ("Middle name: Ospina" / "Last name: Restrepo" on a site with one box for a last name, and "My family name is
    // Ospina Restrepo": the keyed last name is the whole family name, and its first word no middle name.)
    const [head, tail] = [last.slice(0, last.lastIndexOf(' ')).trim(), last.slice(last.lastIndexOf(' ') + 1)];
    for (const fact of [...facts]) {
      if (fact === family || fact.source === 'prose') continue;
      if (FAMILY_NAME_KEY.test(fact.key.trim()) && fact.value.trim().toLowerCase() === tail.toLowerCase()) fact.value = last;
      else if (/^(?:\p{L}+\s+)?middle\s+names?$/iu.test(fact.key.trim()) && fact.value.trim().toLowerCase() === head.toLowerCase()) facts.splice(facts.indexOf(fact), 1);
    }
    for (const fact of facts) {
      const p = fact.person;
      if (!p || fact === family || p.full === last || !p.full.endsWith(` ${last}`) || p.first === '') continue;
      const middle = p.full.slice(p.first.length, p.full.length - last.length).trim();
      fact.person = { ...p, middle, last };
    }
  }
}

/**
 * "Transferor: KRUEGER, DIANE M" on a printout and "I'm the seller: Diane M. Krueger" below it: one person, whose
 * name a form takes as the writer spelt it, not in the printout's capitals.
 */
function withCapitalNamesSpelled(facts: Fact[]): void {
  const same = (a: PersonName, b: PersonName) => a.first.toLowerCase() === b.first.toLowerCase() && a.last.toLowerCase() === b.last.toLowerCase();
  const spelt = facts.filter((f) => f.person && /\p{Ll}/u.test(f.person.full) && f.person.first !== '' && f.person.last !== '');
  for (const fact of facts) {
    const p = fact.person;
    if (!p || /\p{Ll}/u.test(fact.value) || p.first === '') continue;
    const written = spelt.find((f) => same(f.person!, p));
    if (!written) continue;
    // ("NWOSU, ADAEZE CHIDINMA" on a green card, "Adaeze C. Nwosu" on a site that shows the initial only: the middle
    // name the capitals give in full, spelt as a name.)
    const w = written.person!;
    const fuller = /^\p{L}{2,}$/u.test(p.middle) && (w.middle === '' || w.middle.replace(/\.$/, '').toLowerCase() === p.middle[0]!.toLowerCase());
    // ("TYLER J BRANDENBURG" on a licence, "Tyler Brandenburg" in the writer's words: the initial the capitals give, with
    // its full stop.)
    const initial = w.middle === '' && /^\p{Lu}\.?$/u.test(p.middle) ? `${p.middle[0]!}.` : undefined;
    const middle = fuller ? `${p.middle[0]!.toUpperCase()}${p.middle.slice(1).toLowerCase()}` : initial;
    const person = middle !== undefined ? { ...w, middle, full: `${w.first} ${middle} ${w.last}` } : w;
    fact.person = person;
    fact.value = person.full;
    // (The writer's own "Tyler Brandenburg" is the same person, written in full wherever it stands for the name.)
    if (initial === undefined) continue;
    for (const sameOne of spelt.filter((f) => same(f.person!, p) && f.person!.middle === '' && f.value === f.person!.full)) {
      sameOne.person = { ...sameOne.person!, middle: initial, full: `${sameOne.person!.first} ${initial} ${sameOne.person!.last}` };
      sameOne.value = sameOne.person.full;
    }
  }
}

/**
 * "spelled surname B-R-U-N-N-H-U-B-E-R": a word spelt out letter by letter is the word, written as a name; so are
 * words spelt one after the other with "space" said between ("F-E-R-N-A-N-D-E-Z space O-R-T-E-G-A").
 */
function withSpeltLettersJoined(facts: Fact[]): void {
  for (const fact of facts) {
    // (". two surnames, father's then mother's, …": a remark in lower case after the spelling is no part of it.)
    const words = fact.value.trim().replace(/\.(?:\s+\p{Ll}.*)?$/u, '').split(/\s+space\s+/i);
    if (words.every(isSpelling)) fact.value = words.map(wordSpelt).join(' ');
  }
}

/**
 * "… will send her own registration, so please don't add her details to mine", "… but it doesn't go on this form",
 * "… but she's not my dependent".
 */
const KEEP_OFF =
  /\b(?:(?:do(?:n['’]t| not)|should(?:n['’]t| not)|must not|never)\s+(?:add|put|include|use|list|enter|write)\s+(?:her|his|their|them|it|any of (?:it|that|this))\b|(?:it|they|this|that|these|those|she|he)\s+(?:do(?:es)?(?:n['’]t| not)|should(?:n['’]t| not)|must not)\s+(?:go|belong|appear)\b|(?:is|['’]s|are|['’]re)\s+not\s+(?:my|our|a|his|her|their)\s+dependents?\b|\bkeep\s+(?:her|his|their|them|it)\b[^.;]{0,30}\soff\b)/i;

/**
 * Someone else's details in a sentence that says to keep them off the form: left out. The writer's own values
 * in such a sentence stay ("my SSN is …, don't use the old one").
 */
function withoutKeptOff(facts: Fact[]): Fact[] {
  // ("my husband, Gregory P. Lindqvist (SSN …), is doing his own return, so please keep his income off mine": only
  // his amounts stay off; a separate return still names the spouse.)
  // (Only the sentence the value is in counts, where a keyed line runs on over several: "Exemptions: … their son
  // Mateo (SSN …). Lucia's mother … is NOT a dependent.")
  const ownSentence = (f: Fact) => sentencesOfValue(f.sentence).find((part) => part.toLowerCase().includes(f.value.toLowerCase())) ?? f.sentence;
  const keptOff = (f: Fact) => KEEP_OFF.test(ownSentence(f)) && (!KEEP_INCOME_OFF.test(f.sentence) || f.typed?.kind === 'money');
  // (So is the relation such a sentence names: "My sister … stays with me, but she's not my dependent".)
  // ("The LLC has its own EIN (87-4410932) but that's only for his helper's payroll, it doesn't go on the W-9": a
  // taxpayer number said to stay off is left out too, when the text gives another to use.)
  const numbers = facts.filter((f) => TAX_NUMBER_KINDS.has(f.typed?.kind ?? ''));
  const numberKeptOff = (f: Fact) => f.party === undefined && TAX_NUMBER_KINDS.has(f.typed?.kind ?? '') && keptOff(f) && numbers.some((other) => other.value !== f.value && !keptOff(other));
  // ("my own address is 77 Elm Court, … - please don't put mine on her form": the writer's own values, said to stay
  // off the form of the person it is for.)
  const mineKeptOff = (f: Fact) => MINE_KEPT_OFF_THEIR_FORM.test(ownSentence(f));
  return facts.filter((f) => !((((f.party !== undefined && f.party !== SELF) || (f.party === undefined && f.key === 'relationship')) && keptOff(f)) || numberKeptOff(f) || mineKeptOff(f)));
}
/**
 * "Employee: Tolentino, Maricel D." and "Full name is Maricel Dizon Tolentino (… that's the D in Concur)": a middle
 * initial where the text spells the same person's middle name out elsewhere is that name, as a form asking for the
 * middle name wants it.
 */
function withMiddleNamesSpelledOut(facts: Fact[], sentences: readonly string[]): void {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  // ("The M. is Marguerite. Spell my middle name out": an initial the text says what it stands for.)
  const saidOut = new Map(sentences.flatMap((sentence) => [...sentence.matchAll(INITIAL_SPELLED_OUT)].map((m) => [m[1]!, m[2]!] as const)));
  for (const fact of facts) {
    const person = fact.person;
    if (!person || !/^\p{Lu}\.?$/u.test(person.middle)) continue;
    const spelled = facts.find((other) => other.person && same(other.person.first, person.first) && same(other.person.last, person.last) && other.person.middle.length > 2 && other.person.middle.startsWith(person.middle[0]!) && !/\s|\./.test(other.person.middle));
    const middle = spelled?.person!.middle ?? saidOut.get(person.middle[0]!);
    if (middle) fact.person = { ...person, middle };
  }
}
/** "The M. is Marguerite", "the D stands for Dizon" (1 the initial, 2 the name). */
const INITIAL_SPELLED_OUT = /\b[Tt]he\s+(\p{Lu})\.?\s+(?:is|stands\s+for|is\s+for)\s+(\p{Lu}\p{Ll}{2,})\b/gu;

/**
 * "Take my Social Security number OUT. It only went in the TIN box because of the sole-prop thing. Use the company EIN
 * only": a kind of taxpayer number the writer takes out of what a pasted record gave, when the text gives a number of
 * another kind to use. Every number of that kind is left out.
 */
function withoutNumbersTakenOut(facts: Fact[], sentences: string[]): Fact[] {
  const takenOut = new Set(sentences.flatMap((sentence) => [...sentence.matchAll(NUMBER_TAKEN_OUT)].map((m) => numberKindNamed(m.slice(1).find((named) => named !== undefined)!))));
  // ("… and the bank put my Social on top. No use dat number, was for the old setup.": a number named, then set aside.)
  sentences.forEach((sentence, at) => {
    const named = sentence.match(NUMBER_NAMED_AT_END)?.[1];
    if (named && NOT_THAT_NUMBER.test(sentences[at + 1] ?? '')) takenOut.add(numberKindNamed(named));
  });
  const kinds = new Set(facts.map((f) => f.typed?.kind ?? '').filter((kind) => TAX_NUMBER_KINDS.has(kind)));
  const out = [...takenOut].filter((kind) => [...kinds].some((other) => other !== kind));
  return out.length === 0 ? facts : facts.filter((f) => !out.includes(f.typed?.kind ?? ''));
}
/** "Take my Social Security number OUT", "remove the SSN" (1 or 2, the number's name). */
// ("do NOT put Tobias's SSN anywhere on it": or said to stay off, whoever's it is; not "Do not use the EIN of our parent
// company", which sets aside one number of that kind; "so no EIN on this W-9": none of that kind on the form; "… is Rick's
// personal SSN -> must NOT be on the new W-9, SSN boxes stay empty": or said to be kept off it.)
const NUMBER_TAKEN_OUT = /\b(?:take|pull|leave)\s+(?:my|our|the|his|her)\s+(social\s+security\s+(?:number|no\.?)|ssn|ein|employer\s+identification\s+number|itin)\s+(?:out|off)\b|\b(?:(?:remove|delete|drop)\s+(?:my|our|the|his|her|their)|(?:do\s+not|don['’]t|never)\s+(?:put|use|include|enter|list)\s+(?:my|his|her|their|\p{Lu}[\p{L}'’-]+['’]s))\s+(social\s+security\s+(?:number|no\.?)|ssn|ein|employer\s+identification\s+number|itin)\b(?!\s+of\b)|\bno\s+(social\s+security\s+(?:number|no\.?)|ssn|ein|employer\s+identification\s+number|itin)\s+(?:on|in)\s+(?:this|the|my|our)\s+(?:W-?9|form)\b|\b(social\s+security\s+(?:number|no\.?)|ssn|ein|itin)\b[^.;]{0,30}?\b(?:must|should|can)\s*(?:not|n['’]t)\s+(?:be|go)\s+(?:on|in)\s+(?:the|this|our|my)\s+(?:new\s+)?(?:W-?9|form)\b|\b(social\s+security\s+(?:number|no\.?)|ssn|ein|itin)\s+box(?:es)?\s+(?:stay|remain|should\s+(?:stay|be)|are\s+to\s+(?:stay|be))\s+(?:empty|blank)\b/giu;
/** "… the bank put my Social on top.": a sentence that ends naming a tax number (1). */
const NUMBER_NAMED_AT_END = /\b(?:my|our|his|her|the)\s+(social(?:\s+security(?:\s+(?:number|no\.?))?)?|ssn|ein)\b[^.!?]{0,30}[.!?]?$/iu;
/** "No use dat number", "Don't use that number": the number just named set aside. */
// ("Not that one, never again, only the EIN.": or said not to be the one.)
const NOT_THAT_NUMBER = /^(?:(?:no|don['’]t|do\s+not|never)\s+use\s+(?:dat|that|this|the)\s+(?:number|one)\b|not\s+(?:that|this|dat)\s+(?:one|number)\b)/i;
const numberKindNamed = (name: string): string => (/^s/i.test(name) ? 'ssn' : /^e/i.test(name) ? 'ein' : 'tin');
const MINE_KEPT_OFF_THEIR_FORM = /\b(?:don['’]?t|do not|never)\s+(?:put|use|write|list|include)\s+(?:mine|my\s+[\p{L}\s]{1,20}?|me)\s+(?:on|in)\s+(?:her|his|their)\s+(?:form|card|application|paperwork)\b/iu;
const TAX_NUMBER_KINDS: ReadonlySet<string> = new Set(['ssn', 'ein', 'tin']);
const KEEP_INCOME_OFF = /\bkeep\s+(?:her|his|their)\s+(?:income|wages|earnings|salary|pay|money|amounts)\b/i;

/** Header lines of an e-mail: who sent it, when and to whom ("Sent: Monday, February 17, 2025 9:15 AM"). */
// (A fax cover's too: "Fax:", "Phone:", "Pages (incl. cover):", "Re:" between its "To:", "From:" and "Date:".)
const EMAIL_HEADER = /^\s*(from|sent|date|to|cc|bcc|subject|reply-to|fax|phone|pages(?:\s*\([^)]*\))?|re)\s*:/i;
const EMAIL_ROUTING = /^\s*(sent|date|to|cc|bcc|reply-to)\s*:/i;

/**
 * An e-mail's routing lines left out: when it was sent and to whom are about the message, not the form ("Sent:
 * Sun 2 Nov 2025" is no signature date, "To: Carvajal, Linda" no applicant). A line counts as a header only
 * in a block of at least two header lines with a "From:" among them; the sender and the subject stay.
 */
function withoutEmailRouting(lines: string[]): string[] {
  const drop = new Set<number>();
  let i = 0;
  while (i < lines.length) {
    let end = i;
    while (end < lines.length && EMAIL_HEADER.test(lines[end]!)) end++;
    if (end - i >= 2 && lines.slice(i, end).some((l) => /^\s*from\s*:/i.test(l))) {
      for (let j = i; j < end; j++) if (EMAIL_ROUTING.test(lines[j]!)) drop.add(j);
    }
    i = Math.max(end, i + 1);
  }
  // ("To: <dilani.wickramasinghe@va.example.gov>" over a message the writer forwards, then "e-mail as above" in their
  // notes: the address it was sent to is the writer's own, said so.)
  if (lines.some((line) => EMAIL_AS_ABOVE.test(line))) {
    const emailsOf = (line: string) => findTypedValues(line).filter((t) => t.kind === 'email');
    const to = [...drop].find((j) => /^\s*to\s*:/i.test(lines[j]!) && emailsOf(lines[j]!).length === 1);
    if (to !== undefined) {
      drop.delete(to);
      lines = lines.map((line, j) => (j === to ? `My e-mail: ${emailsOf(line)[0]!.text}` : line));
    }
  }
  return drop.size === 0 ? lines : lines.filter((_, j) => !drop.has(j));
}
/** "e-mail as above", "email is the same as above": the writer's address given by the message above. */
const EMAIL_AS_ABOVE = /\be-?mail(?:\s+address)?\s+(?:is\s+)?(?:(?:the\s+)?same\s+)?as\s+(?:above|on\s+the\s+(?:e-?mail|message)\s+above)\b/i;

/** Words that name a shared mailbox, not a person: "NACPP Meetings", "Training Requests", "Registration Team". */
const MAILBOX_WORD = /\b(?:Meetings|Events|Registration|Registrations|Requests|Team|Office|Support|Info|Noreply|No-?Reply|Desk|Admin|Billing|Sales|Services|Conference|Conferences|Training|Notifications|Alerts)\b/i;

/** How strong a name read off an e-mail's "From:" header is: below a name the text states (0.9). */
const HEADER_NAME_STRENGTH = 0.8;

/**
 * "From: Irina V. Sokolova <irina.sokolova@example.net>": an e-mail's header names its writer. A thread
 * (forwarded, or quoted in replies) keeps the first message at the bottom, and that message is the request the
 * others pass on or answer: its writer is whom the form is about, the senders above are correspondents
 * ("fwding Chidi's 182 info below. I'm his supervisor").
 */
function readEmailSender(facts: Fact[]): void {
  const headers = facts.filter((f) => f.source === 'line' && /^from$/i.test(f.key.trim()));
  // (A mailbox's name, "From: Training Requests <…>", is no writer: the first message a person sent is.)
  // ("From: NACPP Meetings <meetings@…>": nor is a name of a mailbox's kind, read as a person's.)
  const sentByPerson = (header: Fact) => facts.some((f) => f.sentence === header.sentence && f.person && !MAILBOX_WORD.test(f.person.full));
  const byPerson = headers.findLastIndex(sentByPerson);
  // ("---------- Forwarded message --------- / From: NACPP Meetings <meetings@…>": a mailbox's message the writer
  // forwards is no one's own; its address is the mailbox's, not the writer's.)
  if (byPerson < 0 && headers.length > 0 && headers.every((h) => /\bforwarded\b/i.test(h.section ?? ''))) return;
  // ("My details: / Annika R. Delgado-Pierce, Contract Specialist, …" above a quoted approval: a reply whose writer
  // gives their own full name outside the messages it quotes is the request; the quoted writers are correspondents.)
  // ("My info: Eugene P. Haskett, 22 Larkspur Ln, …": so is one that gives its writer's own details.)
  const quoted = headers.some((h) => h.section !== undefined);
  const namedAbove = (f: Fact) => (f.party === SELF || (f.party === undefined && (/^name$/i.test(f.key.trim()) || /^my\b/i.test(f.key) || /^my\b/i.test(f.topic)))) && f.person !== undefined && f.person.first !== '' && f.person.last !== '' && f.section === undefined && !headers.some((h) => h.sentence === f.sentence);
  // (Another person than the original message's sender: "My details …: Kevin J. Albright" under "From: Kevin
  // Albright" is that sender's own.)
  const originalSender = byPerson >= 0 ? facts.find((f) => f.sentence === headers[byPerson]!.sentence && f.person)?.person : undefined;
  // (Nor is someone named in a role of their own: "I'm his first-line supervisor: Sandra Whitfield, …".)
  const someoneElse = (f: Fact) => (originalSender === undefined || f.person!.last.toLowerCase() !== originalSender.last.toLowerCase()) && [undefined, SELF].includes(textParty(f.topic));
  const writerNamedAbove = quoted && facts.some((f) => namedAbove(f) && someoneElse(f));
  // ("From: Okafor, Daniel C" over a quoted read-back "From: Birch, Hannah … Name: Okafor, Daniel C.": the sender the
  // record's own name line names is the person the form is about, wherever in the thread they wrote.)
  const recordName = facts.find((f) => f.source === 'line' && /^(?:full\s+)?name$/i.test(f.key.trim()) && f.person && f.person.last !== '' && !headers.some((h) => h.sentence === f.sentence))?.person;
  const namedInRecord = recordName === undefined ? -1 : headers.findIndex((h) => facts.some((f) => f.sentence === h.sentence && f.person?.last.toLowerCase() === recordName.last.toLowerCase()));
  const last = writerNamedAbove ? -1 : namedInRecord >= 0 ? namedInRecord : byPerson >= 0 ? byPerson : headers.length - 1;
  for (const [i, header] of headers.entries()) {
    const original = i === last;
    for (const fact of facts) {
      if (fact.sentence !== header.sentence || fact.party !== undefined) continue;
      // (The sender's address is the writer's own e-mail, not a vendor's.)
      // ("From: Okafor, Daniel T CIV USARMY AMC (USA) <daniel.t.okafor.civ@army.mil>": keyed as an e-mail address, not by
      // the office marks of the display name before it.)
      if (original && fact.typed?.kind === 'email') {
        fact.party = SELF;
        if (/^\p{Lu}{2,}$/u.test(fact.key.trim())) fact.key = 'email';
      }
      else if (original && fact.person) {
        fact.key = 'name';
        // ("FROM: TSgt Teodora M. Bakshi": the name without the rank written before it.)
        fact.value = fact.person.full;
        fact.party = SELF;
        // (A mailbox's name is weaker than a name the text states: "From: Priya Raman" over "Her name is Wren
        // Ashdown", a character's sheet.)
        fact.strength = Math.min(fact.strength, HEADER_NAME_STRENGTH);
        // (A mailbox's message below it, the vendor's invitation forwarded, is nobody's in particular.)
      } else if (i < last || last < 0) fact.party = CORRESPONDENT;
    }
  }
}

/**
 * Lines as their layout says to read them: lists under lead-ins, addresses under labels, answers under questions.
 * ("Provider phone / email …… 916-555-0172 / registrar@…": two keys and their two values apart, once the dots have
 * keyed the line as a colon does.)
 */
function linesOfLayout(lines: string[]): string[] {
  return linesWithAnswersKeyed(linesWithLabelsAbove(linesWithParagraphsUnderLabels(linesWithAddressesUnderLabels(linesWithOrganisationAddressKeyed(linesWithAddressRunOn(linesWithScreenRead(linesWithDetailsUnderPartyLine(linesWithIndentedDetailsJoined(linesWithLeadersKeyed(linesWithDashesKeyed(linesWithPackedPairsKeyed(linesWithListsUnderLeadIns(linesWithYamlRead(linesWithMarkdownRead(linesWithWikiRead(linesWithCodeTitlesKeyed(linesWithSlashListsSplit(linesWithPerPersonListsSplit(linesWithNameUnderLeadIn(lines)))))))))))).flatMap((line) => codedItemsApart(withCourseNumberApart(slashedPairsApart(line))).split('\n'))))))))));
}

/**
 * "Name: Joaquim Ferreira Santos - first name Joaquim, surname Ferreira Santos (two surnames …)": the name's parts
 * after a dash are a remark on it, read as the same words in brackets are.
 */
const NAME_PARTS_AFTER_DASH = /^(\s*(?:[-*•]\s+)?[\p{L} ]{0,30}\bname\s*:\s*[^-–—(]+?)\s+[-–—]\s+((?:first|given|last|middle|family)\s+names?|surname)\b([^(]*?)(\s*\(.*)?$/iu;

/**
 * "6 (was 2)", "Married now (last year: Single)", "Castellanos-Webb (was Castellanos)": the value a value replaces, in
 * brackets after it, is no value. (A former address in brackets is kept: a form may ask for the previous one.)
 */
// ("I don't speak German or French (the old form had French ticked, that was a mistake)": or what an old form had.)
const FORMER_VALUE_REMARK = /\s*\((?:(?:was|were|previously|formerly|last year)\b:?|(?:the\s+|my\s+)?(?:old|previous|last|former)\s+(?:form|one|version|entry|record)\s+(?:had|has|shows?|showed|said|says)\b)\s[^)]*\)/giu;
const STREET_NUMBER_THEN_NAME = /\d+\s+\p{Lu}/u;

/**
 * "Your salary is $52,000/yr, paid biweekly. For the Employers Only box please use:": a lead-in naming the form's box
 * that ends a line after a sentence of its own, on a line of its own, to key the lines under it.
 */
const LEAD_IN_AFTER_SENTENCE = /^(.*[.!?])\s+(\p{Lu}[^.!?:]{0,60}\b(?:box|field|section|block)\b[^.!?:]{0,30}:)\s*$/u;

/** "Address: Rua de Cedofeita 318, and on the second line 2º Esq.": the address's second line, said in passing. */
const SECOND_ADDRESS_LINE_SAID = /^(\s*(?:[-*•]\s+)?[\p{L} ]{0,30}\baddress\s*:\s*.+?),?\s+(?:and\s+)?(?:on\s+)?(?:the\s+)?(?:second|2nd)\s+line(?:\s+(?:is|reads|should\s+(?:be|read)))?\s*:?\s+(\S*\d.*)$/iu;
/**
 * "My address is Egnatia 112, and on the second line 3rd floor, flat 7. Postcode 54630, …": said in a sentence, the
 * second line is the address's next part, the postcode and town after it (a keyed line's is set apart, above).
 */
const SECOND_ADDRESS_LINE_IN_PROSE = /(?<=\baddress\s+is\s+[^.\n]{0,40}\d[^.\n]{0,40}),?\s+and\s+(?:on\s+)?the\s+(?:second|2nd)\s+line(?:\s+is)?,?\s+(?=\S)/gi;
/**
 * 'New address: Oudegracht 231, second line "2e verdieping", 3511 NK Utrecht, Netherlands': the second line quoted in
 * the middle, the rest of the address after it.
 */
const SECOND_ADDRESS_LINE_QUOTED = /^(\s*(?:[-*•]\s+)?[\p{L} ]{0,30}\baddress\s*:\s*.+?),?\s+(?:and\s+)?(?:on\s+)?(?:the\s+)?(?:second|2nd)\s+line(?:\s+(?:is|reads|should\s+(?:be|read)))?\s*:?\s+["“]([^"”]+)["”](.*)$/iu;
/**
 * 'New address: Calle de Alcalá 214, piso 3, puerta B — put "Piso 3, puerta B" on the second line': the address
 * without the instruction, whose unit the address's own reading puts on the second line.
 */
const SECOND_ADDRESS_LINE_PUT = /^(\s*(?:[-*•]\s+)?[\p{L} ]{0,30}\baddress\s*:\s*.+?)\s*[—–-]+\s*(?:please\s+)?put\s+["“]([^"”]+)["”]\s+(?:on|in|as)\s+(?:the\s+)?(?:second|2nd)\s+(?:address\s+)?line\b.*$/iu;


/**
 * "Me: Okafor, Daniel J. Hydrologist, GS-1315-11": a name written family name first, its middle initial, then a job
 * title with no comma between; the comma goes in, so the name ends at the initial and the title is a part of its own.
 */
const SORTED_NAME_THEN_TITLE = /\b(\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+\s+\p{Lu}\.)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|for|the|&)){0,5})(?=\s*(?:[,;]|\.(?:\s|$)|$))/gu;

/**
 * 'We live in Via Guglielmo Marconi 42, and in the second line of the address put "Scala B, interno 7" otherwise the
 * postman don't find us': the address's second line quoted in passing, in a sentence that gives the address without a
 * key; said on a line of its own, in its quotes (its commas are its own), the rest of the sentence (why) with it.
 */
const SECOND_LINE_IN_PASSING = /,?\s+(?:and\s+)?(?:in|on|for)\s+(?:the\s+)?(?:second|2nd)\s+(?:address\s+)?line(?:\s+of\s+the\s+address)?,?\s+(?:(?:please\s+)?(?:put|write|add)\s+)?["“]([^"”]+)["”][^.!?\n]*/iu;

/**
 * "…, Chicago, Illinois, and the ZIP code is 60647", "…, Miami FL. zip she gave at the end of the call: 33145": the ZIP
 * code said after the address it ends, put in its place.
 */
const ZIP_SAID_AFTER = new RegExp(String.raw`((?:,|\s)\s*(?:${US_STATE_NAME}|[A-Z]{2}))\s*[,.]?\s+(?:and\s+)?(?:the\s+|my\s+|our\s+|her\s+|his\s+)?(?:zip|ZIP|Zip)(?:\s*code)?(?:\s+[^:\d\n]{1,50}:|\s+is)?\s+(\d{5}(?:-\d{4})?)\b`, 'gu');

/** "Dorothy Jean Kaczmarek is the one giving the power": the principal of a power of attorney, said by what they do. */
const ONE_GIVING_THE_POWER = /\b(is|was|will be)\s+the\s+one\s+(?:giving|granting|signing)\s+(?:the\s+)?(?:power(?:\s+of\s+attorney)?|poa|authority)\b/giu;

/** Rewrites of one line, in the order they apply (each reads what the one before wrote). */
/** "Account no. to list:  your vendor no. HPM-10877": a keyed code led by words that name it again. */
const CODE_NAMED_AGAIN = /^([^:\n]{2,60}:\s*)(?:your|our|my|the)\s+(?:[\p{L}-]+\s+){0,2}(?:no\.|number|#|id)\s*:?\s*(?=[A-Z0-9][A-Z0-9-]{3,}\s*$)/iu;

/** "READBACK - seller corrects SN: BB045127": a note that a key's value was corrected, the key then its new value. */
// (Words one space apart: "Envelope Corrected          Sender: …" is a report's two columns.)
const KEY_CORRECTED_LEAD = /^[^:\n]{0,40}?\b(?:corrects|corrected|fixes|fixed|updates|updated) (?:the |his |her |their )?([\p{L}#][\p{L}#'’]*(?: [\p{L}#'’]+){0,3}):\s+(?=\S)/iu;
/** "cx = Raymond J. Okafor, SELLER, calling from …": a call's customer named, then the part they have in the deal. */
const CALLER_NAMED_WITH_ROLE = /^(\s*)(?:cx|cust|customer|caller|client)\s*[:=]\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}),\s*(seller|buyer|purchaser|transferor|transferee|principal|employee|employer|applicant)\s*,\s*/iu;
/** "Curtis Lindqvist (L-I-N-D-Q-V-I-S-T)": a name with its spelling given letter by letter in brackets after it. */
const NAME_SPELT_AFTER = /(\p{Lu}[\p{L}'’-]+)\s*\(((?:\p{L}[-\s]){2,}\p{L})\)/gu;
/**
 * 'Poll 2 "Age?"  -> 67 (52%) | 19 (48%)': a poll's question and its answers with their shares, the winner first; the
 * question keys the winner.
 */
const POLL_RESULT = /^\s*(?:Poll|Q|Question)\s*#?\d{1,2}:?\s+["“]([^"”]{2,40}?)\??["”]\s*(?:->|→|=>|:)\s*([^|]+?)\s*\(\d{1,3}(?:\.\d)?\s?%\).*$/u;
/** "buyer DL L523-7710-4468 IL / seller DL O216-…": a party's licence or card keyed without a colon, before its code. */
const PARTY_ID_BEFORE_CODE = /\b((?:buyer|seller|purchaser|transferee|transferor|applicant|employee|spouse)(?:['’]s)?\s+(?:DL|FOID|driver['’]?s?\s+licen[cs]e)(?:\s+(?:no\.?|#|number))?)\s+(?=[A-Z]?\d[\d-]{5,}\b)/gi;
/**
 * "OLD address - we lived in Jersey City before, the New Jersey side not New York: 88 Bright St, …": an address's key,
 * a remark after a dash, then the address after a colon; the remark is said on its own line before the keyed one.
 */
const ADDRESS_KEY_DASHED_REMARK = /^(\s*(?:[-*•]\s+)?(?:[\p{L}]+\s+){0,2}address)\s+[-–—]\s+([^:\n]{5,120}?):\s+(?=\d|P\.?\s?O\.?\s+Box)/iu;

/** A sentence, a dash, then three or more items of a word or two and a code of up to three digits, commas between. */
const CODES_AFTER_DASH = /^(.{10,200}?)\s+[-–—]\s+((?:\p{L}[\p{L}&/-]*(?:\s+\p{L}[\p{L}&/-]*)?\s+\d{1,3}\b[^,;]{0,30},\s*){2,}\p{L}[\p{L}&/-]*(?:\s+\p{L}[\p{L}&/-]*)?\s+\d{1,3}\b.*)$/u;
/** "… is Brandt Piano Works LLC. That's the legal name": a name, then a sentence that calls it the legal one. */
const NAME_THEN_CALLED_LEGAL = /\bis\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d&'’.-]*|&|and|of|the)){1,6})\.\s+(?:That['’]s|That\s+is|It['’]s|It\s+is)\s+(?:the|our|my|its)\s+(legal|full|official|registered)\s+name\b[^.]*[.]?\s*/u;
/** '"The Piano Doctor" which is just a trade name': a quoted name called a trade name, a DBA or a brand. */
const QUOTED_TRADE_NAME = /["“]([^"”]{2,50})["”],?\s+(?:which|that)\s+(?:is|['’]s)\s+(?:just|only|simply|really)?\s*(?:a|my|the|our)\s+(?:trade\s+name|DBA|d\/b\/a|brand(?:\s+name)?|business\s+name)\b[^.]*\./iu;
/** Emoji, skin tones and joiners at a line's end, after a word or a figure. */
const EMOJI_AT_LINE_END = /(?<=[\p{L}\p{N}.!?)])[ \t]*[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D][\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D \t]*$/u;
/**
 * "Third party designee: yes, me. Joanne Reyes-Whitaker, …": a key the writer answers with themselves, then their name.
 * Not a chat's own lines ("Me: Yes, me. Lucía …"), where "Me" is who speaks and the question was someone else's.
 */
const YES_ME_THEN_NAME = /^(\s*(?:[-*•]\s+)?(?!me\s*:)\p{L}[\p{L} '’/-]{1,40}:\s*)yes,?\s+(?:me|that['’]s me|it['’]s me|myself)[.,;:]?\s+(?=\p{Lu}[\p{L}'’-]+\s+\p{Lu})/iu;
const STAMPED_SENDER = /^\s*\[[^\]\n]{1,25}\]\s*[^:\n]{1,30}:\s/u;
/** Whether a line has a key mark (":", "=" or a tab) once a chat's "[19:05] tobes:" is set aside. */
function hasKeyMark(line: string): boolean {
  return /[:=\t]/.test(line.replace(STAMPED_SENDER, ''));
}
/**
 * "Mine you know, but for the form it should read Dolores M. Pruitt, 406 W. Oak Street, …": the writer's own name and
 * address, as the form is to show them.
 */
const MINE_SHOULD_READ = /\b(?:[Mm]ine|[Mm]y (?:details|info|name and address))\b([^.?!]{0,60}?\bit\s+should\s+(?:read|say|be))\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}),\s+(?=\d)/u;
/** "Unit 204 - that's an apartment number, not a suite or a floor - Venice, …": the unit, as the kind it is said to be. */
const UNIT_SAID_TO_BE = /\b(?:[Uu]nit|#)\s*([\p{L}\d-]{1,6})\s+[-–—]\s+(?:that['’]?s|it['’]?s|which is)\s+(?:an?\s+)?(apartment|apt|suite|floor)\b[^-–—\n]{0,60}?\s[-–—]\s+/giu;
const UNIT_KIND_WORD: Readonly<Record<string, string>> = { apartment: 'Apt', apt: 'Apt', suite: 'Suite', floor: 'Floor' };
/** "About me: Okonkwo, Adaeze N. - Chemist, GS-1320-12, …": the writer's name, last name first, then their job title. */
const ME_NAME_THEN_TITLE = /^(\s*(?:About me|Me|Employee|Applicant|Trainee)\s*:\s*)(\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?)\s+[-–—]\s+(\p{Lu}[\p{L} -]{1,40}?)(?:,\s+|$)/u;
/** "Skill/learning objective, something like: "…"": a label hedged before its colon; the hedge is no part of it. */
const HEDGED_LABEL = /^(\s*[^:\n"“]{2,40}?),?\s+(?:something like|roughly|more or less|along the lines of)\s*:/;
/** "legal name on our tax return is …": the name the W-9's first line asks for, said with where it is shown. */
const NAME_ON_TAX_RETURN = /\b(?:[Tt]he\s+)?(?:(legal|business)\s+)?name\s+(?:(?:as\s+(?:it\s+)?(?:is\s+|appears\s+)?)?(?:shown\s+)?on)\s+(our|my|his|her|their|the)\s+(?:income\s+)?(?:tax\s+)?returns?\s+is\b/;
/** "Employer part, Rick said to put Desert Star Towing & Recovery, 3340 E Main St, …": a part of the form, then what to put in it. */
const PART_THEN_PUT = /^(\s*(?:[-*•]\s+)?(?:[Tt]he\s+)?(?:[Ee]mployer|[Rr]equester|[Pp]reparer|[Vv]endor|[Bb]uyer|[Ss]eller|[Ww]itness|[Nn]otary|[Aa]gent|[Pp]rincipal)(?:['’]s)?(?:\s+(?:part|section|info|block|box|side|details|stuff|bit))?),\s+(?:(?:\p{Lu}\p{Ll}+|[Ss]?he|[Tt]hey)\s+(?:said|says|told me|wants? me|asked me)\s+)?(?:to\s+|please\s+|just\s+)?put\s+(?=\p{Lu}|\d)/u;
/**
 * "3. My supervisor changed when Tom Hadley retired. It's now Carla Mendes, Supervisory Realty Specialist, …": the
 * person a role has now, said after the change, keyed by the role.
 */
const ROLE_CHANGED_NOW = /(?<=^|[.!?]\s+|^\s*\d{1,2}[.)]\s+)(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er)\s+((?:[\p{Ll}-]+\s+){0,2}(?:supervisor|manager|agent|preparer|contact|doctor|physician|attorney|lawyer|designee|approver))\s+(?:has\s+)?changed\b[^.!?\n]{0,80}[.!?]\s+(?:[Ii]t['’]s|[Ii]t\s+is|[Ss]he['’]s|[Hh]e['’]s|[Ss]he\s+is|[Hh]e\s+is)\s+now\s+(?=\p{Lu})/gu;
/**
 * "For the employer lines use ours as always: Kessler Mechanical …", "put our info on lines 8 and 10, since this one
 * goes to the IRS …: Little Acorns …": an employer's office giving its own details for the employer's part of the
 * form, read as the employer's line.
 */
// ("For the Employers Only strip, from my offer letter: Front Range …": the strip the form keeps for the employer.)
const EMPLOYER_LINES_OURS = /(?<=^|[.!?]\s+)(?:(?:[Ff]or|[Oo]n)\s+(?:the\s+)?[Ee]mployers?(?:['’]s)?\s+[Oo]nly\s+(?:strip|part|section|block|box(?:es)?|lines?|bit)|(?:[Ff]or|[Oo]n)\s+(?:the\s+)?[Ee]mployer(?:['’]s)?\s+(?:lines?|part|section|info|block|box(?:es)?|details|bit)\s*,?\s+(?:please\s+|just\s+)?(?:use|put)\s+(?:ours|our\s+(?:info|details|company|business))|[^.!?\n]{0,60}?\b(?:put|use)\s+our\s+(?:info|details|company(?:['’]s)?\s+info)\s+(?:on|in|for)\s+(?:lines?\s+8(?:\s*(?:,|and|&)\s*(?:9|10))*|the\s+employer(?:['’]s)?\s+(?:lines?|part|section|block)))\b[^:\n]{0,80}:\s+(?=\p{Lu})/gu;
/**
 * "So children under 17 = $2,000, other dependents = $1,000, total Step 3 = $3,000": amounts set equal to what they
 * are for, several to a line, each read as its own keyed line.
 */
const AMOUNT_PAIR = String.raw`\p{L}[\p{L}\d ()'’-]{1,40}?\s*=\s*\$?\d[\d,]*(?:\.\d{2})?`;
// (After a chat's stamp and speaker, "[Viber 8:59 PM] Oksana: So …": the pairs after the first continue the message.)
const AMOUNT_PAIRS_LINE = new RegExp(String.raw`^(\s*(?:[-*•]\s+)?(?:\[[^\]\n]{1,40}\]\s*)?(?:\p{Lu}[\p{L}'’-]{0,20}(?:\s\p{Lu}[\p{L}'’-]{0,20})?:\s+)?)(?:(?:[Ss]o|[Aa]nd|[Tt]hen)\s+)?(${AMOUNT_PAIR}(?:,\s+(?:and\s+)?${AMOUNT_PAIR})+)\s*[.!]?\s*$`, 'u');
function withAmountPairsApart(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const m = line.match(AMOUNT_PAIRS_LINE);
      if (!m) return line;
      return m[2]!
        .split(/,\s+(?:and\s+)?/)
        .map((pair, i) => `${i === 0 ? m[1] : ''}${pair.replace(/\s*=\s*/, ': ')}`)
        .join('\n');
    })
    .join('\n');
}

/**
 * "Line 1 should be our legal name, Halvorsen & Quist Baking Company LLC.": a line of the form named by its number,
 * then what the writer calls its value; keyed by what they call it.
 */
// (The value runs to its sentence's end; the sentences after it are the line's own.)
const NUMBERED_LINE_SHOULD_BE_OUR = /(?:^|(?<=[.!?]\s+))(?:[Ll]ine|[Bb]ox)\s+\d{1,2}[a-z]?\s+should\s+(?:be|say|read|have)\s+(?:our|my|the|his|her|their|its)\s+([\p{Ll}\s]{3,40}?),\s+([\p{Lu}\d][^\n]*?)(?:[.!?](?=\s+\p{Lu}\p{Ll})|[.!?]?\s*$)/gu;
/** '"Declared age" is a lie she told the purser …. She's actually 29. Put 29.': a pasted key called false, then the value to put. */
const QUOTED_KEY_CALLED_A_LIE = /^(\s*(?:[-*•]\s+)?)["“]([\p{L}][\p{L} '’-]{1,30})["”]\s+(?:is|was)\s+(?:a\s+lie|wrong|made\s+up|false|fake|not\s+(?:true|right|real))\b[^\n]*?[.!]\s+(?:[Pp]ut|[Uu]se|[Ww]rite|[Ee]nter)\s+([\p{L}\d][^.;,\n]{0,30}?)\s*[.!]?\s*$/u;
/** "Treasure box = her declared goods: …": a key, an equals sign, what the writer calls the value, a colon. */
const KEY_EQUALS_WHAT_IT_IS = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’-]{1,30}?)\s*=\s*(?:(?:her|his|their|my|our|the)\s+)?\p{Ll}[\p{Ll} '’-]{2,30}:\s+(?=\S)/u;
/**
 * "SN H902177 - bore clean, no rust on the bolt", "Serial: 71034PN352 (matches the Gander receipt from 2019)": a
 * code, then a remark in lower case after a dash or in brackets, to the line's end.
 */
const CODE_THEN_LOWER_CASE_REMARK = /(\b(?:SN|S\/N|[Ss]erial(?:\s+(?:[Nn]umber|[Nn]o\.?|#))?)\s*[:#]?\s+(?=[\p{Lu}\d-]*\d)[\p{Lu}\d][\p{Lu}\d-]{3,})\s+(?:[-–—]\s+\p{Ll}[^\n]*|\(\p{Ll}[^()\n]*\)[.;]?\s*)$/u;
/** "Postcode / Woonplaats: 3000 Leuven", "PLZ/Ort: 80331 München": a key of a postcode and a town (1 the lead), then each (2, 3). */
const POSTCODE_AND_TOWN = /^(\s*(?:[-*•]\s+)?)(?:post\s*code|postal\s+code|zip(?:\s+code)?|plz|cp|code\s+postal|c[oó]digo\s+postal|cap)\s*\/\s*(?:woonplaats|plaats|city|town|ort|wohnort|ville|localit[eé]|ciudad|localidad|citt[aà]|gemeente|place)\s*:\s*(\d{4,5})\s+(\p{Lu}[\p{L}'’ -]{1,40}?)\s*$/iu;
/** "Phone: (847) 555-0163 - same Illinois cell number, I keep it.": a keyed phone number (1), a remark in lower case after a dash. */
const PHONE_THEN_LOWER_CASE_REMARK = /^(\s*(?:[-*•]\s+)?[\p{L} ]{0,20}\b(?:[Pp]hone|[Cc]ell|[Mm]obile|[Tt]el(?:ephone)?)(?:\s+(?:number|no\.?|#))?\s*:\s*(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})\s+[-–—]\s+\p{Ll}[^\n]*$/u;
/** "…, IL 61820 - IL DL W325-…", "… 60510 - cell 312-…": a ZIP code, a dash, then a number said by its kind. */
const ZIP_THEN_DASHED_NUMBER = /(\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?)\s+[-–—]\s+(?=(?:[A-Z]{2}\s+)?(?:DL|D\/L|[Dd]river['’]?s?\s+[Ll]icen[cs]e|FOID|[Pp]hone|[Tt]el|[Cc]ell|[Mm]obile|SSN|EIN|[Ee]-?mail)\b)/gu;
/** "Treasure box: a, b, c. Not the boot dagger - …": a keyed list, then a sentence that leaves something out of it. */
const KEYED_LIST_THEN_NOT = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’-]{1,30}:\s+[^.:\n]*,[^.:\n]*)\.\s+(Not\s+(?:the|a|an|his|her|my|their)\s+[^\n]*)$/u;
/** "So line 1 is the company, Tidewater Marine Survey LLC, not my own name": a line given an organisation's name by its kind. */
const LINE_IS_THE_KIND = /(?:^|(?<=[.!?]\s+))(?:[Ss]o\s+|[Aa]nd\s+)?(?:[Ll]ine|[Bb]ox)\s+(\d{1,2}[a-z]?)\s+(?:is|should be|gets|will be)\s+(?:the|our|my)\s+(company|business|LLC|corporation|firm|entity|partnership|trust|estate)(?:['’]s(?:\s+legal)?\s+name)?,\s+(\p{Lu}[^,\n]*?)(?:,\s+not\s+[^.\n]*)?(?:[.!?](?=\s|$)|\s*$)/gu;
/** "Account number line: my vendor number with you, V-0457": a keyed code after the writer's words for it. */
// ("Line 2: your DBA, Kessler Drain Pros.": or a name that runs to the sentence's end.)
const KEYED_CODE_AFTER_WHAT_IT_IS = /(?:^|(?<=[.!?]\s+))(\s*(?:[-*•]\s+)?[^:.!?\n]{2,40}:\s+)(?:my|our|his|her|their|the|your)\s+(?:\p{Ll}[\p{Ll}\s'’#-]{2,40}?|DBA|d\/b\/a|EIN|LLC)(?:\s+\p{Ll}[\p{Ll}\s'’#-]{1,30}?)?,\s+(?=[\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*(?:[.;]?\s*$|[.;,]\s)|\p{Lu}[\p{L}&'’.-]*(?:\s+[\p{Lu}&][\p{L}&'’.-]*){0,5}\s*[.;]?\s*$)/u;
/**
 * "5. For line 5, the street address, taken from the letterhead on her March invoice: 2218 Larkspur Avenue", "For
 * line 2, the business name …, which in their case is the name on their website, put Fjordline Language Lab.", "For
 * the requester's name and address box …, use our standard block - University of …", "For line 7, …, put the supplier
 * ID our system assigned, S-0048817, so …": the line or box named first,
 * what the form says of it and where the value came from in between, then the value. Keyed by the line or box.
 */
const FOR_LINE_AFTER_LONG_LEAD_IN = /^(\s*(?:\d{1,2}[.)]\s+)?)For\s+(?:the\s+)?(line\s+\d{1,2}[a-z]?|(?=[^,:;\n]{0,60}\b(?:box|line|field|blank|space)\b)(?:(?!\b(?:please|type|write|enter|fill|following)\b)[^,:;\n]){3,100}?)(?:\s*,\s+(?![^:\n]{0,300}\bI['’]?m\b|[^:\n]{0,300}\bI am\b)[^:\n]{0,300}?)?(?:(?::\s+|,?\s+(?:put|use|enter|write|list)\s+(?:(?:our|the|my)\s+(?:standard|usual|normal|regular|default)\s+(?:block|address|info)\s*[-–—:]\s*)?)(?=[\p{Lu}\d])|,\s+(?=(?:put|use|enter|write|list)\s+(?:the|our|my|his|her|their)\s+\p{Ll}[^,\n]{0,60},\s+[\p{Lu}\d]))/u;
/** "the apartment is not 12, it is 21": a value set right, said the other way round from "21, not 12". */
const NOT_THIS_IT_IS_THAT = /\b(is|are|was)\s+not\s+([\p{L}\d][\p{L}\d-]{0,11}),?\s+(?:it\s+is|it['’]s|but)\s+([\p{L}\d][\p{L}\d-]{0,11})\b/giu;
/** "Names/SSNs: Theodore M. Vashchenko, SSN …; spouse Priya R. Vashchenko, SSN …": the spouse's part, a line of its own. */
const SPOUSE_AFTER_SEMICOLON = /;\s+(spouse|wife|husband)\s+(?=\p{Lu})/gu;
/**
 * "Address: his W-2 still shows 2207 E 4th St. He has moved since - use the CURRENT address: 318 Birchwood Ave, …": a
 * keyed line that first tells what the old papers say, then the value to use.
 */
const KEYED_OLD_THEN_CURRENT = /^(\s*(?:[-*•]\s+)?[^:\n]{2,40}:\s+).{0,200}?\b[Uu]se\s+the\s+(?:current|new|correct|right|updated|CURRENT|NEW)(?:\s+(?:one|address|value|number|name|amount))?\s*:\s+(\S.*)$/u;
/** "Pas d'anglais - not English: she asked me to say so clearly, …": a denial, then why; no key and its value. */
const DENIAL_THEN_WHY = /(?:^|(?<=[.!?)]\s+))(\s*[^:.!?\n]{0,40}?\b(?:not|no)\s+\p{L}[\p{L}-]*(?:\s+either)?)\s*:\s+(?=\p{Ll})/u;
/**
 * 'Payee name: NOT her personal name. She bills through her company, registered as "Lakeshore Accord Mediation, LLC" -
 * that exact name on line 1.': a keyed line that first says what its value is not, then gives it in quotes.
 */
const KEYED_NOT_THIS_BUT_QUOTED = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?[^:\n"“]{2,40}:\s+)(?:NOT|[Nn]ot)\s+[^.;:\n"“]{2,40}[.;]\s+[^"“\n]{0,120}["“]([^"”\n]{2,80})["”][^"“\n]*$/u;
/**
 * "Account number: your AP lady said to list our vendor number, KWR-11872.": who asked for the value, and what they
 * called it, said before it on its keyed line; the value is what follows the comma. So with the writer asking for it
 * ("Account number(s): put the case number, 24-CV-03317, so you can match …").
 */
const KEYED_VALUE_SOMEONE_ASKED_FOR = /^(\s*(?:[-*•]\s+)?[^:\n]{2,40}:\s+)(?:(?:[Yy]our|[Oo]ur|[Mm]y|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s+)?(?:(?:[\p{L}'’]+\s+){0,3}?(?:said|says|told\s+(?:me|us)|wants?|asked(?:\s+(?:me|us))?)\s+(?:(?:me|us)\s+)?to\s+(?:list|put|use|write|enter|give)\s+(?:(?:our|my|the|his|her|their|your)\s+)?|(?:[Pp]lease\s+)?(?:[Ll]ist|[Pp]ut|[Uu]se|[Ww]rite|[Ee]nter|[Gg]ive)\s+(?:our|my|the|his|her|their|your)\s+)(?:(?:\p{Ll}[\p{Ll}'’-]*|\p{Lu}{2,4}|#)\s*){1,7}?,\s+(?=[\p{Lu}\d])/u;
/** "Account number(s): put the case number, 24-CV-03317, so you can match …": the value alone, without why. */
function withValueSomeoneAskedForKeyed(line: string): string {
  if (!KEYED_VALUE_SOMEONE_ASKED_FOR.test(line)) return line;
  return line.replace(KEYED_VALUE_SOMEONE_ASKED_FOR, '$1').replace(/^([^:\n]{2,40}:\s+[^\s,]+),\s+(?:so|because|since|as|that way)\b.*$/u, '$1');
}
/** "Requester's name and address: our standard block - Marlow County Circuit Court, …": the block, not what it is called. */
const KEYED_OUR_USUAL_BLOCK = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?[^:\n]{2,80}:\s+)(?:our|the|my)\s+(?:standard|usual|normal|regular|default)\s+(?:block|address|info|details)\s*(?:[-–—:]|\bis\b)\s*(?=[\p{Lu}\d])/u;
/**
 * "And the account number line should be our grant agreement number, ENV-2025-118.": what a line of the form should
 * say, keyed by the line's words (what the writer calls the value, before its comma, is no part of it).
 */
const FORM_LINE_SHOULD_SAY = /(?:^|(?<=[.!?]\s+))(?:(?:[Aa]nd|[Ss]o|[Aa]lso)\s+)?(?:[Tt]he|[Yy]our)\s+((?:[\p{Ll}]+\s+){0,3}[\p{Ll}]+)\s+(?:line|box|field|blank)\s+should\s+(?:be|say|read|have)\s+(?:(?:our|my|the|his|her|their|its)\s+[\p{Ll}\s]{3,40}?,\s+)?(?=[\p{Lu}\d])/gu;
/**
 * "but the class itself is here, Denver Federal Center Building 53, Lakewood, CO 80225": where a course takes place,
 * said as where it "is", is where it is held.
 */
const COURSE_IS_AT = /\b((?:[Cc]lass|[Cc]ourse|[Tt]raining|[Ww]orkshop|[Ss]eminar|[Ss]ession)(?:\s+itself)?)\s+is\s+(?:here,?\s+(?:at\s+|in\s+)?|at\s+|in\s+)(?=(?:the\s+)?\p{Lu}[^.;]*\b[A-Z]{2}\s+\d{5}\b)/gu;
/**
 * "W-2 from Platte Valley Fabrication. Box 1 wages $38,412.57, box 2 federal withheld $3,904.00.": the box of the
 * statement an amount is copied from is where it was read, no word of what it is (the form's own line has its own
 * number).
 */
const STATEMENT_BOX_BEFORE_KEY = /(?<=^|[,.;:]\s+|\s[-–—]\s+)[Bb]ox\s+\d{1,2}[a-z]?\s+(?=\p{Ll}[\p{Ll} ]{1,40}?\s*[:=]?\s*\$\s?\d)/gu;
/**
 * 'Line 1, "Name (as shown on your income tax return)": Harbor Light …', 'Line 2, the "Business name/disregarded entity
 * name" line, should say …': a form's line named by its number and its printed words, then what goes on it.
 */
const QUOTED_FORM_LINE = /(?:^|(?<=[.!?]\s+))(\s*)(?:(?:[Ll]ine|[Bb]ox|[Ii]tem)\s+\d{1,2}[a-z]?,\s+)(?:the\s+)?["“]([^"”\n]{2,80})["”](?:\s+(?:line|box|field))?(?:,?\s+should\s+(?:say|be|read)\s+|\s*:\s+)/gu;
/**
 * 'For the requester box ("Requester's name and address (optional)") use: …': the box's printed words quoted in
 * brackets after the writer's name for it say the same again; the sentence reads on without them.
 */
const BOX_WORDS_QUOTED_AFTER = /(\b(?:box|line|field|section|block))\s*\(\s*["“]?[^()"”\n]*(?:\([^()\n]*\))?[^()"”\n]*["”]?\s*\)\s*(?=(?:use|put|write|enter|should)\b|:)/giu;
/**
 * "His name is Thanh Van Nguyen - Nguyen is the family name, Thanh is his first name …": the parts of a name said after
 * a dash are read in a sentence of their own after the whole name.
 */
const NAME_THEN_ITS_PARTS = /(\b\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})\s+[-–—]\s+(?=(?:\p{Lu}[\p{L}'’-]+\s+)+is\s+(?:the|his|her|my|their)\s+(?:family name|surname|last name|first name|given name|middle name)\b)/gu;
/**
 * "For mail, please use my address, because the mailboxes at his new place aren't working yet …: 45 Orchard Terrace, …":
 * the address that follows is the mailing address, whatever the reasons said before its colon.
 */
const FOR_MAIL_USE_ADDRESS = /\b[Ff]or\s+(?:(?:his|her|their|the)\s+)?mail(?:ing)?(?:\s+address)?,?\s+(?:please\s+)?(?:use|put|send\s+it\s+to)\s+(?:my|our|his|her|their|the)\s+(?:own\s+)?address\b[^:.\n]*:\s+(?=\d)/gu;
/** "The country is of course still Croatia.": the writer's asides between "is" and the value are no part of it. */
const ASIDE_BEFORE_VALUE = /\b(is|are|was)\s+(?:(?:of course|still|obviously|naturally)\s+)+(?=\p{Lu}|\d)/gu;
/** "direct deposit to my checking at Hilltop": the kind of account a refund goes into (group 1). */
const DEPOSIT_INTO_KIND = /\b(?:deposit(?:ed)?|refund|put\s+it)\b[^.;:]{0,40}?\b(?:to|into|in)\s+(?:my|our|the|his|her|their)\s+(checking|savings)\b(?!\s+(?:and|or)\b)/i;
/** "School: Southern Roads CDL Academy, …, admissions contact is Tammy Boswell.": the contact a keyed line names last. */
const CONTACT_ENDS_KEYED_LINE = /^(\s*(?:[-*•]\s+)?)([\p{L}][\p{L} '’]{1,30}?):\s+(.+?),\s+(?:(?:the|their|our|my)\s+)?(?:[\p{Ll}]+\s+)?contact(?:\s+person)?\s+(?:is|will be|=|:)\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2})\.?\s*$/u;
/** "hey lorna its dale hutchins.", "Hi, it's Dale Hutchins": a text message that opens by saying who sends it. */
// (A chat's time and sender may stand before it: "[7:42 AM] Dale: hey lorna its dale hutchins.")
const GREETING_THEN_WHO = /^(\s*(?:\[[^\]\n]{1,30}\]\s*)?(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?:\s+)?)(?:hey|hi|hello|yo)\b(?:\s+\p{L}+)?[,!]?\s+(?:it['’]?s|this is)\s+(?!(?:me|just|only|your|the|a|an|about|from|in|on|so|not|really|still)\b)(\p{L}[\p{L}'’-]+\s+\p{L}[\p{L}'’-]+)\s*(?:[.!]|$)/iu;
/** "My A-number, it starts A and then 213447908": a number said by its letter first, then its digits. */
const NUMBER_STARTS_WITH_LETTER = /\b((?:[\p{L}-]+\s+)?(?:number|no\.?|#)),\s+it\s+(?:starts|begins)\s+(?:with\s+)?(?:an?\s+)?(\p{Lu})\s+(?:and\s+)?then\s+(?=\d)/u;
/** "My social is 472-18-5039", "social 391-44-2087": a person's social security number called by its first word. */
const SOCIAL_BEFORE_SSN = /\b[Ss]ocial(?:\s+(?:#|no\.?|number))?\s*[:#]?\s+(?=\d{3}-\d{2}-\d{4}\b)/g;
const OWNERS_SOCIAL = /\b([Mm]y|[Hh]is|[Hh]er|[Tt]heir)\s+social\b(?!\s+(?:security|media|worker|club|life|skills|circle|events?|services?|studies))/g;
/** "your vendor # for us is VN-00417": the number the reader's office keeps for the writer is the writer's. */
const YOUR_NUMBER_FOR_US = /\b[Yy]our\s+(vendor|supplier|customer|account|member|client)\s*(?:#|number|no\.?|ID)\s+for\s+(?:us|me)\s+is\b/;
/** "5 - see note below", "C (per our CPA)": a code of a few characters (1), then a pointer to a note or a source. */
const CODE_THEN_POINTER = /^([\p{L}\d]{1,4})\s*(?:[-–—]\s*|\(\s*)(?:see|per|as\s+per|cf\.?)\s+(?:the\s+|our\s+|my\s+)?(?:note|notes|below|above|CPA|accountant|attached|item|email|e-mail)\b[^()]*\)?\s*$/iu;
/** "Basics: Priya K. Raman, SSN …": the basics a writer opens with are their own. */
const BASICS_HEADING = /^(\s*)(?:[Tt]he\s+)?[Bb]asics\s*:/;
/** "Apartment moved again, sorry: 1420 Hillcrest Ave, …": a move said as the label of the address moved to. */
const MOVED_LABEL = /(^|[.!?]\s+)(?:[Aa]partment|[Ff]lat|I|We|[Ww]e['’]ve|I['’]ve)\s+(?:moved|have moved)(?:\s+again)?(?:,\s*[\p{L} ]{1,20})?\s*:\s*(?=\d)/u;
/** "Age: she's playing her as 34 even though Hannah is 22 lol": the age a character is played at, not the player's. */
const AGE_PLAYED_AS = /^(\s*(?:age|how old)\s*:\s*)(?:she['’]?s|he['’]?s|they['’]?re|I['’]?m|we['’]?re)\s+(?:playing|running)\s+(?:her|him|them|it)\s+as\s+(\d{1,3})\b.*$/i;
/** "Age: 52, which is basically a teenager for a dwarf", "weight: 210 lb, he's stout": a measure, then a remark on it. */
const MEASURE_THEN_REMARK = /^(\s*(?:age|weight|height|how old|ht|wt)\s*:\s*\d[\d.,'"′″]*(?:\s*(?:lbs?|kg|cm|m|ft|in|years?(?: old)?|yrs?|yo)\b)?)\s*,\s+(?:which|who|he['’]s|she['’]s|it['’]s|they['’]re|that['’]s|thats|I|I['’]m|he|she|they|but|so|lol)\b.*$/i;
/**
 * "My name for the form is Kasprzak, Teodora M. I'm a Food Inspector": a name said in the form's order, family name
 * first (group 2), then the given name (3) and an initial (4), after "my name … is" (1).
 */
const MY_NAME_FAMILY_FIRST = /\b([Mm]y\s+(?:full\s+|legal\s+)?name\s+(?:(?:for|on)\s+the\s+form\s+|as\s+it\s+(?:goes|should\s+go)\s+on\s+the\s+form\s+)?is)\s+(\p{Lu}[\p{L}'’-]+),\s+(\p{Lu}[\p{L}'’-]+)((?:\s+\p{Lu}\.?)?)(?=(\s+\p{Lu}|\s*$|[,;.]))/gu;
/** "first-line supervisor", "manager", "approving official": a role whose holder a form asks for by name and title. */
const SUPERVISOR_ROLE = String.raw`(?:first-line\s+|immediate\s+|direct\s+|second-line\s+)?(?:supervisor|manager|approving\s+official|training\s+officer)`;
/** "Dr. Rashid Kanaan", "Dale Whitfield": a person's name, an honorific perhaps before it. */
const HONORED_NAME = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*)){1,3}`;
/** "Supervisory Public Health Veterinarian", "Chief of Staff": a job title in capitalised words. */
const JOB_TITLE_WORDS = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|for|the|&)){0,6}`;
/**
 * "My first-line supervisor is Dr. Rashid Kanaan, Supervisory Public Health Veterinarian, and he has …": someone in a
 * role (group 2) named (3) with their title (4) after a comma, as a form's "Name and Title" line writes them.
 */
const ROLE_IS_NAME_AND_TITLE = new RegExp(String.raw`(^|[.!?]\s+)(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+(${SUPERVISOR_ROLE})\s+is\s+(${HONORED_NAME}),\s+(${JOB_TITLE_WORDS})(?=,\s+(?:and|who)\s|\.(?:\s|$)|$)[,.]?\s*`, 'gu');
/** "My family name is both surnames together (Valdivia Rojas)": what the name is said to be, then the name in brackets. */
const NAME_DESCRIBED_THEN_GIVEN = /\b((?:family|last|first|given|middle|full|legal)\s+name\s+is)\s+(?:\p{Ll}[\p{Ll}'’-]*\s+){1,6}\((\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})\)/gu;
/** "The date of signature can be today, 02/10/2025.": a date a sentence says a dated line may take, and the date. */
const DATE_LINE_CAN_BE = /(^|[.!?]\s+)(?:[Tt]he\s+)?((?:date\s+of\s+signature|signature\s+date|signing\s+date|date\s+signed))\s+(?:can|could|may|should|will)\s+(?:just\s+)?be\s+(?:today|the\s+same\s+day|that\s+day)?,?\s*(?=\d{1,2}[/.-]\d|\p{Lu}\p{Ll}+\.?\s+\d)/gu;
/** "Redbud Valley College through its Department of Atmospheric and Geographic Sciences": a body, then its part. */
const BODY_THROUGH_ITS_PART = /(\b\p{Lu}[\p{L}'’&-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}'’&-]*){0,5})\s+(?:through|via)\s+(?:its|their)\s+(?=\p{Lu})/gu;
/** "My supervisor, Dr. Lorraine Pickett, the Meteorologist-in-Charge, has approved …": the same said between commas. */
const ROLE_NAME_AND_TITLE_BETWEEN_COMMAS = new RegExp(String.raw`(^|[.!?]\s+)([Mm]y|[Oo]ur|[Tt]he)\s+(${SUPERVISOR_ROLE}),\s+(${HONORED_NAME}),\s+(?:(?:the|our|my)\s+)?(${JOB_TITLE_WORDS}),\s+(?=(?:has|have|had|is|was|will|would|can|already|approved|signed|agreed|said)\b)`, 'gu');
/** "Dolores A. Vachon, EA -- PTIN P01482736": a dash before a number named by its kind, which is a value of its own. */
const DASH_BEFORE_NAMED_NUMBER = /\s+[-–—]{1,2}\s+(?=(?:PTIN|EIN|SSN|ITIN|TIN|CAF)\s*(?:#|no\.?)?\s*[\dA-Z])/g;
/** 'first name and initial "Darnell K"': a name's part, its value in quotes as the form's box is to show it. */
const NAME_PART_QUOTED = /\b((?:first|last|middle|given|family)\s+name(?:\s+and\s+(?:middle\s+)?initial)?|middle\s+initial)\s+["“]([^"”\n]{1,40})["”]/giu;
/** 'Spouse: "Rosalind M", Whitcomb': a key, the given name and initial in quotes (2), then the family name (3). */
const GIVEN_QUOTED_THEN_FAMILY = /((?:^|[.!?]\s+)\s*(?:[-*•]\s+)?[\p{L}][\p{L}' ]{1,30}:\s*)["“](\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}\.?)?)["”],\s*(\p{Lu}[\p{L}'’-]+)(?=[\s.,;(]|$)/u;
/**
 * "Dale Whitfield, Supervisory Hydrologist (my first-line)", "Alan Whitcomb, Supervisory Hydrologist (current first-line
 * supervisor), (303) 555-0117 …": a name (2) and title (3), then a remark in brackets that says the person is the
 * writer's supervisor; what follows (4) is that person's contact.
 */
const NAME_TITLE_THEN_SUPERVISOR_REMARK = new RegExp(String.raw`^(\s*(?:[-*•]\s+)?)(${HONORED_NAME}),\s+(${JOB_TITLE_WORDS})\s*\((?:my|current|our|his|her)?\s*(?:first[- ]line|immediate|direct)(?:\s+supervisor)?\)\s*,?\s*(.*)$`, 'u');
/** "First name + MI:", "legal first name & M.I.:": a key for the first name and the middle initial in shorthand. */
// ("first and mi: Teodoro R.", "first_mi": or with "name" left out.)
const FIRST_NAME_PLUS_INITIAL_KEY = /^(\s*(?:legal\s+)?)first(?:\s+name)?\s*(?:\+|&|\/|\band\b|\s)\s*(?:MI|M\.I\.)\s*:/i;

/** "Country: Germany, of course." (1 the line up to its value). */
const VALUE_THEN_OF_COURSE = /^(\s*(?:[-*•]\s+)?[\p{L}][^:\n]{0,40}:\s*[^,.\n]*?\S),\s*(?:of course|obviously|naturally)(?=\s*[.!]?(?:\s|$))/u;
/** "      <- that's the second address line": a note after a run of spaces, an arrow pointing back at the line. */
// (A sentence of three words or more: "Harbor Pine Studio      <- d/b/a" says what the value is.)
const ARROWED_NOTE_AT_END = /(?<=\S)\s{2,}(?:<-+|<=+|←)\s+\S+(?:\s+\S+){2,}$/u;
/** "is my birth name, Moreau", ": her maiden name, Kowalski" (1 the verb or the colon). */
const NAME_CALLED_THEN_GIVEN = /(\b(?:is|was)|:)\s+(?:my|her|his|their)\s+(?:birth|maiden|married|family|legal|usual|real|full|given|first|middle|last)\s+name\s*,\s+(?=\p{Lu}[\p{L}'’-]+(?:\s*[.;]|\s*$))/u;
/** "Prénom(s): CLAIRE, HÉLÈNE", "Prénom(s)      CLAIRE, HÉLÈNE" (1 a bullet, 2 the first given name, 3 the others). */
const GIVEN_NAMES_LISTED = /^(\s*(?:[-*•]\s+)?)(?:pr[ée]noms?|pr[ée]nom\(s\)|vornamen?|vorname\(n\)|nombres?|given\s+names|first\s+names|forenames)(?:\s*:\s*|\s{2,})(\p{Lu}[\p{L}'’-]+)\s*,\s*(\p{Lu}[\p{L}'’-]+(?:\s*,\s*\p{Lu}[\p{L}'’-]+)*)\s*$/iu;
/** "first: Desmond K." (1 what goes before the key: a bullet, whose first name it is). */
const FIRST_GIVEN_WITH_INITIAL = /^(\s*(?:[-*•]\s+)?(?:\p{Ll}+\s+)?)first(?:\s+name)?\s*:\s*(?=\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}\.\s*$)/u;

/** "City, ST ZIP:", "city/st/zip:": a key for the city, the state and the ZIP, the state in shorthand. */
const CITY_ST_ZIP_KEY = /^(\s*city)\s*[,/]?\s*ST\.?\s*[,/]?\s*ZIP\s*:/i;

/** "Ded. wksht L5 -> Step 4(b): 2,200": a key (1), the line its entry is carried to (2), the entry (3). */
const KEY_CARRIED_TO_LINE = /^(\s*[^:\n]{2,60}?)\s*(?:->|→|=>)\s*((?:step|line)\s+\d{1,2}(?:\([a-z]\)|[a-z])?)\s*:\s*(\S.*)$/i;
/** "Ded. wksht L3", "wkst L4": a worksheet (the deductions one, 2) and its line (3), in shorthand, opening a key. */
const WORKSHEET_LINE_SHORTHAND = /^(\s*)(?:(ded(?:uctions?)?)\.?\s+)?(?:wksht|wkst|worksheet)\.?\s+L(\d{1,2}[a-z]?)\b/i;

/**
 * "please use the new address now:", "so use my current phone number instead:": a request naming the thing (2) to use,
 * before its value, in a line with no key of its own before it ("Address: … use the CURRENT address: …" is keyed).
 */
const USE_THE_THING_NOW = /(?<=^[^:\n]*[^:\s][^:\n]*)\s*\b(?:so\s+)?(?:please\s+)?(?:use|put)\s+(?:the|my|our|his|her|their)\s+((?:new|current|updated|correct)\s+)?(address|phone(?:\s+number)?|e-?mail(?:\s+address)?|mailing\s+address|home\s+address)(?:\s+(?:now|instead|from\s+now\s+on|going\s+forward))?:\s+(?=\S)/i;

/** "Line C: put 1 for Jess after all, not 0.": a key (1), then the value to put (2) and the one it replaces. */
const KEYED_PUT_NOT_OLD = /^(\s*[^:\n]{1,40}:\s*)(?:please\s+)?(?:put|make it|use|enter|write)\s+(-0-|\$?\d[\d,.]*\d|\$?\d)(?:\s+(?:for|on|in)\s+[^,.;\d]{1,30}?)?(?:\s+after\s+all)?,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:-0-|\$?\d[\d,.]*)(?![\d,])\.?/i;
/** "Make the extra withholding $25 a check instead of $10.": the thing (1) made an amount (2) instead of another. */
const MADE_AMOUNT_INSTEAD = /\b(?:please\s+)?(?:make|change|set)\s+(?:the|my|our)\s+(\p{L}[\p{L} -]{2,30}?)\s+(?:to\s+)?(\$\d[\d,]*(?:\.\d{2})?)(?:\s+(?:a|per|each)\s+(?:check|paycheck|pay\s*period|payday))?,?\s+(?:instead\s+of|not|rather\s+than)\s+\$?\d[\d,]*(?:\.\d{2})?(?![\d,])\.?/iu;
/** "which makes H 4", "that makes H = 9": a worksheet line's letter (1) and the entry the change makes it (2). */
const MAKES_LETTER_LINE = /,?\s*\b(?:which|that|so that|this)\s+makes\s+([A-HJ-Z])\s*(?:=\s*)?(\d{1,2})\b/;

/** ", if different from line 1", " (if any)", " (circle one)", ", exactly as on your federal tax return": how a label asks, before its colon. */
const LABEL_QUALIFIER = /^(\s*(?:\d{1,2}[a-z]?[.)]\s+)?[\p{L}][^:\n]{1,60}?)(?:,?\s+(?:if\s+(?:different|any|applicable)\b[^:\n]{0,30}|\((?:if\s+(?:any|different|applicable)[^)\n]{0,30}|circle\s+one|check\s+one|please\s+print|(?:exactly\s+)?as\s+(?:it\s+)?appears\s+on[^)\n]{3,50})\)|(?:exactly\s+)?as\s+(?:it\s+appears\s+)?on\s+your\s+[\p{L} ]{3,30}))\s*:/iu;
/** "Address where we should mail your 1099 and other tax forms:": a thing's noun (1), then the words that say which. */
const NOUN_THEN_WHERE_CLAUSE = /^(\s*(?:\d{1,2}[a-z]?[.)]\s+)?(?:[\p{L}-]+\s+){0,2}?(?:address|phone(?:\s+number)?|e-?mail(?:\s+address)?))\s+(?:where|to\s+which|at\s+which)\s+[^:\n]{5,80}:/iu;
/** 'Requester name and address box should read exactly: "…"': the box named (2) and what it should read. */
const BOX_SHOULD_READ = /^(\s*(?:[-*•]\s+)?)(\p{L}[^:\n]{1,60}?)\s+(?:box|line|field|block)\s+should\s+(?:read|say)(?:\s+exactly)?\s*:\s*/iu;

/**
 * "Harold B Sorensen": a given name, a capital alone (1) and a family name, as a transcript writes a middle initial.
 * Not after a number or in a street's name ("1200 Blvd N Dr", "Route A Main").
 */
const BARE_MIDDLE_INITIAL = new RegExp(
  String.raw`(?<![\d#]\s*|\b(?:${STREET_TYPE}|Route|Unit|Apt|Suite|Building|Section|Part|Line|Step|Box|Item|Plan|Type|Class|Grade|Form|Schedule|Exhibit|Lot|Block|Level|Floor|Phase|Vitamin|Hepatitis|Group|Team|Option)\s+)(\b(?!${STREET_TYPE}\b)\p{Lu}\p{Ll}+\s+\p{Lu})(?=\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\b(?!\s+${STREET_TYPE}\b))`,
  'gu',
);
/** "; B.S. in Geology before that", ". No bachelor's.": a degree said as an earlier one, or one not held. */
const EARLIER_DEGREE = /;\s*[^;\n]*?\bbefore\s+that\b[^;\n]*?(?=\.?\s*$)|\.?\s+No\s+(?:bachelor|master|associate|doctor)['’]?s?(?:\s+degree)?\b\.?/gi;
/** "Desk phone (414) 555-0163 x41877 / colin.abernathy@…": a phone's key and number (1), whether it is an office's (2), the e-mail (3). */
const PHONE_THEN_EMAIL = /^(\s*(?:\d{1,2}[.)]\s+)?((?:desk|office|work|business)\s+)?(?:phone|tel|telephone)\b[^@\n]*?)\s*[/,;]\s*([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*$/i;
/** "no non-duty hrs", "no overtime hours": hours of a kind (1) there are none of. */
const NO_HOURS_OF_KIND = /,?\s*\bno\s+(non-?duty|duty|overtime)\s+(?:hours|hrs)\b\.?/i;
/** "No travel or per diem - …": the things there are none of (1), then a dash. */
const NONE_OF_THEN_WHY = /\b([Nn]o\s+[\p{L} ]{2,30}?\s+or\s+[\p{L} ]{2,20}?)\s+[-–—]\s+(?=\p{Lu})/u;
/** "Vendor is commercial", "the provider is a private company": a vendor that is no government's. */
const COMMERCIAL_VENDOR = /\b(?:the\s+)?(?:vendor|provider|training\s+provider)\s+is\s+(?:a\s+)?(?:commercial|private|for-profit)\b[^.\n]*\.?/i;
/** "Vendor: <name>. Their office / mailing address is <address>.": the line's lead (1), the role (2), its name (3), the address (4). */
const ROLE_THEN_THEIR_ADDRESS = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(\p{L}[\p{L} ]{1,30}?):\s*(\p{Lu}[^.;:\n]{2,80}?)\.\s+(?:Their|Its|His|Her)\s+(?:(?:office|business|mailing|street|main)\s*(?:\/\s*|and\s+)?)*address\s+is\s+(\d[^.;\n]{5,80}?\d{5}(?:-\d{4})?)\.\s*/u;
/** "Class is NOT held at that address - it's at their Keystone Technical Training Center, 2310 …": the site (1). */
const HELD_ELSEWHERE = /\b(?:the\s+)?(?:class|course|training|session)(?:\s+itself)?\s+is\s+not\s+(?:held\s+)?(?:at|in)\s+[^-–—.;]{2,40}?\s*[-–—,;]\s*(?:it['’]s|it\s+is)\s+(?:held\s+)?(?:at|in)\s+(?:their\s+|the\s+|our\s+)?(.+?\d{5}(?:-\d{4})?)\.?\s*$/i;
/** "Deb Flanagan from our front desk will witness, Deborah Flanagan": the one who will witness (1), named again in full (2). */
const WILL_WITNESS = /\b(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,2})\s+(?:from\s+[^,.;]{1,40}?\s+)?(?:will|is going to|can|agreed to)\s+(?:be\s+(?:the|our)\s+)?witness\b(?:,\s*(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,2})(?=\s*[.;]|\s*$))?/u;
/** "Seller is …. Use his NEW address from … (77 Pheasant Run Ct, …, IL 60451)": the party (1) and the address in brackets (2). */
const PARTY_THEN_THEIR_ADDRESS = /\b(seller|buyer|principal|agent|employee|applicant|tenant|landlord)\s+is\s+[^.\n]{2,60}\.\s+(?:please\s+)?use\s+(?:his|her|their)\s+(?:new\s+|current\s+|updated\s+)?address\b[^(\n]{0,60}?\((\d[^()\n]{5,80}?\d{5}(?:-\d{4})?)\)/iu;
/** "Attorney in fact is <name>. She lives in Mahomet, Illinois.": the role's sentence (1) and the town and state (2). */
const ROLE_THEN_WHERE_THEY_LIVE = /(\b(?:[Aa]ttorney[- ]in[- ]fact|[Aa]gent)\s+is\s+.*?)\.\s+(?:She|He|They)\s+(?:lives|resides)\s+in\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)*,\s*\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)(?:\s+now)?\./u;
/** "daughter", "stepson", "mother-in-law", "nephew", "neighbour": what someone is to someone else. */
const KIN_WORDS = String.raw`(?:(?:step|grand|great[- ]grand|half[- ])?(?:daughter|son|mother|father|sister|brother)(?:[- ]in[- ]law)?|(?:grand)?(?:niece|nephew)|wife|husband|spouse|partner|aunt|uncle|cousin|friend|neighbou?r)`;
/** "… is his granddaughter Kirsten A Sorensen-Blake": a verb (1), whose relative (2), the relative's name (3). */
const ROLE_IS_RELATIVE_NAMED = new RegExp(String.raw`\b(is|will be)\s+((?:my|his|her|their|our)\s+${KIN_WORDS})\s+(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.?|\p{Lu}[\p{L}'’-]+)){1,3})(?=\s*[.,;]|\s*$)`, 'u');
/** "symbol: assets/factions/lords-alliance.png", "portrait: img/wrenna.webp": a key whose value is a path to a picture. */
const IMAGE_PATH_VALUE = /^\s*(?:[-*•]\s+)?[\p{L}][\p{L}\d _-]{0,40}:\s*["']?(?:[\w.-]+\/)+[\w.-]+\.(?:png|jpe?g|gif|webp|svg|heic|bmp|tiff?)["']?,?\s*$/iu;
/** "Other: ______", "Date: ____": a label whose printed blank is left as it was. */
const EMPTY_BLANK = /(?<=^|\s)\p{L}[\p{L} ]{0,30}:\s*_{3,}(?=\s|$)/gu;
/** "Exemption from FATCA reporting code: N/A - all accounts are U.S.": a key (1), "none" (2), then why. */
const NONE_THEN_WHY = /^(\s*(?:[-*•]\s+|\d{1,2}[a-z]?[.)]\s+)?\p{L}[^:\n]{1,60}:\s*)(N\/A|n\/a|none|not applicable)\s*[-–—(,;]\s*\S.*$/iu;
/** 'Requester box: use us, "Sierra Foothills Medical Center, Attn: …".': a key (1), words that say to use it, the quoted value (2). */
const USE_QUOTED = /^(\s*(?:[-*•]\s+|\d{1,2}[a-z]?[.)]\s+)?\p{L}[^:"“\n]{1,60}:\s*)(?:(?:please\s+)?(?:use|put|write|enter)\s+(?:us|me|this|them|the\s+following|ours)\s*[,:-]?\s*)["“]([^"”\n]{3,200})["”]\.?\s*$/iu;

/** "  Seller — Sharon L. Whitlock, 618 N Walnut St, …": a party's role, then after a dash who they are (1 the role). */
const ROLE_THEN_DASHED_PARTY = /^(\s*(?:[-*•]\s+)?(?:buyer|seller|purchaser|landlord|tenant|employer|employee|principal|agent|witness(?:\s+\d)?|notary|requester|vendor|transferor|transferee))\s+[—–-]{1,2}\s+(?=\S)/iu;

/**
 * "height: the 171 was measured in ski boots, so it's off. I'm 168 – put that.": a keyed remark that ends with the
 * value to put (1 the key, 2 the value).
 */
const KEYED_REMARK_THEN_PUT_THAT = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} ]{1,30}:\s+).*[.;,]\s+(?:I['’]m|I am|it['’]s|it is|make it|use)\s+(\d[\d.,]*(?:\s?(?:cm|kg|m|lbs?|in|ft))?)\s*[–—,-]\s*(?:so\s+)?(?:please\s+)?(?:put|use|write|enter)\s+(?:that|this|it)(?:\s+instead)?\s*[.!]?\s*$/u;

/**
 * "Provider phone / email: 916-555-0172 / registrar@wohi.example.org": two keys and two values, each pair set apart by a
 * slash. (A longer run, "Pay plan / Ser / Gr / Step: GS / 0343 / 11 / 3", is a pay grade's, read whole.)
 */
// ("Appointment / pay plan / series / grade / step: Career-conditional / GS / 0150 / 11 / 3": a longer run whose keys
// are all whole words is read pair by pair too.)
const SLASHED_KEYS_AND_VALUES = /^(\s*(?:[-*•]\s+)?)(\p{L}[\p{L} ]{0,30}?(?:\s+\/\s+\p{L}[\p{L} -]{0,20}?){1,5})\s*:\s+(\S[^/\n]*?(?:\s+\/\s+\S[^/\n]*?){1,5})\s*$/u;
const SLASHLESS_NA = 'N\u2044A';
const SLASHLESS_SCHEME = ':\u2044\u2044';
/** Keys of a longer slashed run that are whole words: "step", "grade", "series", "pay plan", not "Ser", "Gr". */
// ("Vendor phone / email / website / POC": or a capitalised acronym.)
const WHOLE_KEY_WORDS = /^(?:\p{L}{4,}|step|pay plan|\p{Lu}{2,5})(?:[\s-]+\p{L}+)*$/u;

/**
 * "Provider phone / email: 916-555-0172 / registrar@…" → "Provider phone: 916-555-0172", "Provider email: registrar@…":
 * each key its value; a second key of one word after one of several takes the first one's lead words.
 */
function slashedPairsApart(written: string): string {
  // ("Duty hours / non-duty hours: 40 / N/A": "N/A" is one value, its slash no separator.)
  // (Nor are the slashes of a web address, "https://meridian-a11y.example.org".)
  const line = written.replace(/\bN\/A\b/g, SLASHLESS_NA).replace(/:\/\//g, SLASHLESS_SCHEME);
  const m = line.match(SLASHED_KEYS_AND_VALUES);
  if (!m) return written;
  const keys = m[2]!.split(/\s+\/\s+/).map((k) => k.trim());
  const values = m[3]!.split(/\s+\/\s+/).map((v) => v.trim());
  // ("Adresse / Address: Gaisbergstraße 21, 5020 Salzburg, Österreich / Austria": a key in two languages over a value
  // of several parts is one key's.)
  if (keys.length !== values.length || values.some((v) => v.includes(','))) return written;
  if (keys.length > 2 && !keys.every((k) => WHOLE_KEY_WORDS.test(k))) return written;
  const lead = keys[0]!.split(/\s+/).slice(0, -1).join(' ');
  return keys.map((key, i) => `${m[1]}${i > 0 && lead !== '' && !key.includes(' ') ? `${lead} ${key}` : key}: ${values[i]!.split(SLASHLESS_NA).join('N/A').split(SLASHLESS_SCHEME).join('://')}`).join('\n');
}

/**
 * "my step is 03 now": a value with "now" after it, the word that says it is the new one (1 the verb, 2 the value).
 * ("F is 0 now, which makes H 4": not a worksheet's line, read as such.)
 */
const VALUE_THEN_NOW = /(?<!(?:^|\s)[A-H]\s)\b(is|are)\s+(\d[\d.,/-]{0,12}|[A-Z][A-Z\d-]{0,12})\s+now\b/g;

/** "age: 41 — he lies in the poster, …": a number keyed, then after a dash a remark about someone (1 key, 2 number). */
const NUMBER_THEN_REMARK_ON_SOMEONE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} ]{0,20}:\s+)(\d{1,3}(?:[.,]\d+)?)\s+[—–]\s+(?:he|she|they|I|it|that|this|which)\b.*$/u;
/** "allies: Petra Vell and Grumm Oakhand. NOT Ansel — he died …": a keyed value, then a sentence that sets someone aside. */
const VALUE_THEN_NOT_SENTENCE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &+]{0,30}:\s+[^.\n]+?)\.\s+NOT\s+\p{Lu}.*$/u;
/** "Hair: black, streaked with grey (not all grey)" (1 the keyed value). */
/**
 * "- approved, eyes are amber now.": a trait said to be a word now, inside a sentence (1 the trait, 2 the word); not
 * "her hair is silver now, not black", which mends the value it names.
 */
const TRAIT_IS_NOW = /(?:^|(?<=[,;:.–—-]\s))(?:(?:his|her|their|the)\s+)?(eyes|hair|skin|height|weight|age|alignment|faction|class|level)\s+(?:is|are)\s+(\p{L}[\p{L}-]{1,20})\s+now\b(?!\s*,?\s*not\b)\.?/giu;
/** "and tuition went up to 1,480 (lost the early-bird rate)", "workbook still 95": a thing and its amount now (1, 2). */
const AMOUNT_NOW = /^\s*(?:and\s+|but\s+|so\s+)?(?:the\s+)?(\p{L}[\p{L} -]{1,30}?)\s+(?:went\s+(?:up|down)\s+to|(?:was\s+)?(?:raised|lowered|increased|reduced|changed)\s+to|(?:is\s+)?still)\s+(\$?\d[\d,]*(?:\.\d{2})?)(?=\s*(?:\(|[.;,]|$))/iu;
/** "PS - colour: she says put green, the grey is just the default …": a key, then the word to put (1 the key, 2 the word). */
const KEY_THEN_SAYS_PUT = /^\s*(?:P\.?S\.?\s*[-–—:]\s*)?([\p{L}][\p{L} ]{1,30}:\s*)(?:(?:she|he|they)\s+says?\s+|(?:please\s+)?)(?:put|use|make\s+it)\s+([\p{L}][\p{L}-]*)(?=\s*[,.;]|\s*$)[^.\n]*\.?/iu;
/** "Our part: line 8 = Tri-County Sheet Metal Inc., …": a lead before a form's line and its value (1 the line). */
const LEAD_THEN_LINE_VALUE = /^\s*(?:[-*•]\s+)?\p{L}[\p{L}'’ ]{1,30}:\s+(line\s+\d{1,2}[a-z]?)\s*=\s*/iu;
/** "Witness: my assistant, Tamika R. Hollis": a keyed person's relation to the writer before their name (1 the key). */
// (Not a relative, "Attorney-in-fact: my brother, Matthew J. Soren, …": whose relative the person is says who they are.)
const KEYED_RELATION_THEN_NAME = /^(\s*(?:[-*•]\s+)?[\p{L}][\p{L} '’-]{1,30}:\s*)(?:my|our|his|her|their)\s+(?!(?:brother|sister|husband|wife|spouse|son|daughter|mother|father|mom|mum|dad|uncle|aunt|nephew|niece|cousin|partner|fianc\p{L}*|grand\p{L}*|step\p{L}*|\p{L}+-in-law)\b)[\p{L}-]+(?:\s+[\p{L}-]+)?,\s+(?=\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}\s*(?:[.;,]|$))/u;
/** "Asking 2,100, they settled at $1,950": the price the two sides agreed, without the one first asked (1). */
// (Only opening its sentence: "Price: she originally asked $650 but we agreed on $600 cash" is read as it stands.)
// ("We settled on $720.00, which I'm paying …" is the writer's own deal, read as a cash payment elsewhere.)
const SETTLED_AT = /(?<=^\s*|[.!?]\s+)(?:Asking\s+\$?\d[\d,]*(?:\.\d{2})?,?\s+)?(?:they|both of them|the two of them)\s+(?:settled|agreed)\s+(?:at|on)\s+(\$\s?\d[\d,]*(?:\.\d{2})?)/i;
/**
 * "Luis A. Serrano, SSN 512-38-7764", "Dana Whitfield, DOB 04/11/1988": a line that opens with a person's whole name,
 * then one of their numbers by its key (1 the name, 2 the rest).
 */
const NAME_THEN_KEYED_NUMBER = /^\s*(?!\p{L}+['’]s\b)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?|\s+\p{Lu}[\p{L}'’-]+){1,3}),\s+((?:SSN|SS#|SIN|TIN|ITIN|DOB|D\.O\.B\.|born|date of birth)\b.*)$/u;
/** A line opening with a person's name and one of their keyed numbers, as a name line and the rest. */
function nameThenKeyedNumberApart(line: string): string {
  const m = line.match(NAME_THEN_KEYED_NUMBER);
  return m && parsePersonName(m[1]!) ? `name: ${m[1]}\n${m[2]}` : line;
}
/** "they gave me consignor # C-0419 and said to put it on the account number(s) line": a number, and the line it goes on. */
const NUMBER_GIVEN_FOR_LINE = /\b(?:they|she|he|we|you)\s+(?:gave|assigned|issued)\s+(?:me|us|him|her|them)\s+(?:an?\s+|our\s+|my\s+|the\s+)?(?:[\p{L}-]+\s+){0,3}?(?:#|[Nn]o\.|number)\s*([A-Z0-9][\w-]*\d[\w-]*)\s+and\s+(?:said|asked|told\s+(?:me|us))\s+to\s+(?:put|write|enter|use)\s+it\s+(?:on|in)\s+the\s+([^.;\n]{2,40}?\s(?:line|box|field))\b/gu;
/** "Their vendor number for me is BOS-V-04417 — put that on the account number line": a code, then the line it goes on. */
// ("… gave us a vendor reference, BHN-V-20931 — they want it in the account numbers box": or the one who asks for it there.)
const CODE_THEN_PUT_THAT_ON = /\b(?:is|:|,)\s+([A-Z0-9][\w-]*\d[\w-]*)\s*(?:[—–-]{1,2}|,|;)\s*(?:please\s+|so\s+)?(?:put|use|write|enter|(?:they|she|he)\s+(?:want|wants|need|needs|would\s+like|asked\s+for))\s+(?:that|it|this)\s+(?:on|in)\s+the\s+([^.;\n]{2,40}?\s(?:line|box|field))\b/gu;

/** "Mailing address: please put my PO box, because mail … keeps getting lost: PO Box 3371, Urbana, IL 61803.": a keyed remark that ends on the address after a colon. */
const KEYED_REMARK_THEN_ADDRESS = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?\p{L}[\p{L} ]{1,30}address):\s+(?=\p{Ll})[^:\n]{10,140}:\s+((?:\d|P\.?\s?O\.?\s+Box\b)[^:\n]*)$/iu;

/** '"BYT 14" is her flat number: write it as Flat 14 on address line 2': the value, as the writer says to write it. */
const WRITE_IT_AS_ON = /\b(?:write|put|enter)\s+it\s+as\s+([^.;:\n]{1,40}?)\s+(?:on|in)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,3}(?:line|box|field)(?:\s+\d{1,2}[a-z]?)?)(?=\s*[.;]|\s*$)/gu;
/**
 * "- Age: the 5-year time skip happened in session 15 → he's 34 now, not 29.", "- Hair: the Shadowfell curse got him —
 * it's "iron grey, cropped short" now.": a note keyed by a word or two, whose story (in lower case, no value of its
 * own) ends on what the value is now.
 */
const KEYED_STORY_THEN_NOW = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L}/&]*(?:\s+[\p{L}/&]+){0,2}):\s+(?=\p{Ll}).*?\b(?:it['’]s|he['’]s|she['’]s|they['’]re|it\s+is|he\s+is|she\s+is)\s+(?:["“]([^"”]{1,60})["”]|([^"“.,;:]{1,40}?))\s+now\b(?:,?\s+not\s+[^.;]{1,30})?\s*[.!]?\s*$/u;
/** "- Faction: he defected. Zhentarim is OUT, put The Harpers.", "hair: she dyed it … Just put black.": a keyed note that ends by saying what to put. */
const KEYED_STORY_THEN_PUT = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L}/&]*(?:\s+[\p{L}/&]+){0,2}):\s+(?=\p{Ll})[^\n]*?[.,;]\s+(?:[Ss]o\s+|[Jj]ust\s+)?put\s+(?!(?:it|them|that|this|those)\b)(\p{L}(?:(?!\s(?:for|on|in)\s+the\s)[^.;,]){0,60}?)\s*[.!]?\s*$/u;

/** "- she had a birthday in-game, she's 24 now": a person's age now, said of them. */
// (A note of its own that ends so; not "he's 44 now, not 43", which corrections.ts reads, nor one in brackets.)
const AGE_NOW = /^\s*[-*•]\s+[^()\n]*\b(?:[Ss]he['’]s|[Hh]e['’]s|[Ss]he\s+is|[Hh]e\s+is)\s+(\d{1,3})\s+now\s*[.!]?\s*$/;

/** "We settled on cash. $1,875, handed over …": how it was paid, then the amount in a sentence of its own. */
const SETTLED_ON_CASH_THEN_AMOUNT = /\b([Ww]e|[Tt]hey)\s+(settled|agreed)\s+on\s+cash\.\s+(\$\s?\d[\d,]*(?:\.\d{2})?)(?=[,.;\s])/g;

/** 'Seller is "ridgeline_jt" = James Thomas Ridgley': a forum handle said to be a person, the person named. */
const HANDLE_IS_NAME = /(["“][\w.-]{2,30}["”])\s*(?:=|is)\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})/gu;

/** "French NO — last year somebody ticked French for me by mistake": an item, a yes or a no, then the reason after a dash. */
const ITEM_ANSWERED_THEN_DASH = /(^|[.;]\s+|^\s*(?:\d{1,2}[.)]|[-*•])\s+[^.;\n]*?[.;]\s+)(\p{Lu}\p{Ll}+)\s+(YES|NO|[Yy]es|[Nn]o)\s+[—–-]{1,2}\s+(?=\p{L})/gu;
/**
 * "Agent: -- Renata says much better if the agent lives in Illinois …. So it's my brother: Dennis M. Pruitt, of
 * Naperville": a keyed line that talks its value over, then settles it with "so it's …:" and the value.
 */
const KEYED_TALK_THEN_SETTLED = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:)\s*\S.*?[.!?]\s+(?:[Ss]o\s+)?(?:[Ii]t['’]s|[Ii]t\s+is|[Ii]t['’]ll\s+be|[Ii]t\s+will\s+be|[Nn]ow\s+it['’]s)\s+((?:my|our|his|her|their)\s+\p{L}[\p{L}-]*)\s*:\s*(\p{Lu}.*)$/u;
/** "Witness: Marisol Ortega (Dad's neighbor) confirmed.": a keyed name, then the word that it is settled. */
const KEYED_NAME_CONFIRMED = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:\s*\([^()]*\))?)\s+(?:is\s+|has\s+)?(?:confirmed|booked|agreed|signed\s+up|said\s+yes)(?=\s*[.!]|\s*$)/u;

/** "- Favourite colour — she laughed and said purple": a bullet's few words of a key, then a dash and its answer. */
const BULLET_KEY_THEN_DASH = /^(\s*[-*•]\s+)(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,3})\s+[—–]\s+(?=\S)/u;
/** "Favourite colour: she laughed and said purple.": a keyed answer that is what someone said, a word or three. */
const KEYED_WHAT_SOMEONE_SAID = /^(\s*(?:[-*•]\s+)?[^:\n]{1,40}:\s*)(?:[Ss]?he|[Tt]hey|I)\s+(?:\p{Ll}+\s+and\s+)?(?:said|says|picked|chose|went\s+with)\s+["“]?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})["”]?\s*[.!]?\s*$/u;

/** "Attorney-in-fact:  → me, Teresa M. Pellegrino-Hart": a keyed line whose struck value is gone, its arrow left. */
const KEY_THEN_BARE_ARROW = /^(\s*(?:[-*•]\s+)?\p{L}[^:\n]{0,40}:)\s*(?:→|->|=>)\s*/u;

/** "How will this training help your work?: …": a form's question as a key, a question mark before its colon (a
 * question in words, not a label asked, "Exempt (line 7)?"). */
const QUESTION_KEY = /^(\s*(?:[-*•]\s+)?(?:how|what|why|when|where|which|who|whose|do|does|did|is|are|was|were|will|would|can|could|have|has|should)\s[^:?\n]{2,80})\?:(?=\s)/iu;

/** "so use where I actually get mail: 27 Wickenden Street, …": the address the writer's mail comes to. */
const WHERE_MAIL_COMES = /\b(?:use\s+)?where\s+(?:I|we)\s+(?:actually\s+|really\s+)?(?:get|receive|pick\s+up)\s+(?:my\s+|our\s+|the\s+)?mail(?=\s*:)/g;
const NOT_REMARK_AFTER_VALUE = /^(\s*(?:[-*•]\s+)?[^:\n]{1,40}:\s*\S[^()\n]*?)\s*\((?:not|but not|never)\s[^()\n]{1,40}\)\s*[.;]?\s*$/i;
/** "Per diem: was 1,073.50, now 1,121.00." (1 the key, 2 the value it is now). */
const WAS_THEN_NOW = /^(\s*(?:[-*•]\s+)?[^:\n]{1,60}:\s*)(?:it\s+)?was\s+(?:[^,;\n]|,(?=\d{3}))+?[,;]?\s+(?:and\s+)?(?:is\s+)?now\s+(\S(?:[^,;\n]|,(?=\d{3}))*?)[.!]?\s*$/i;
/** "hair: NOT fox-red anymore — after the fire it's red streaked with grey" (1 the key, 2 the value it is now). */
const NOT_ANYMORE_NOW = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &+]{0,30}:\s+)NOT\s+[^—–\n]+?\s+any\s?more\s*[—–-]\s+.*?\b(?:it['’]s|it is|they['’]re|now)\s+(\p{L}.*?)\.?\s*$/u;

/** "XXX-XX-4418", "XXXXX7731", "***-**-1234", "Number:XXX-XX-8837": a number masked but for its last digits. */
export const MASKED_NUMBER = /(?:^|[:\s])(?:[X*•#]{3}-[X*•#]{2}-\d{4}|[X*•#]{4,}-?\d{2,4}|[X*•#]{2,}(?:[- ][X*•#]{2,})+[- ]\d{2,4})$/;

/** "Home Office", "Head office", "Corporate headquarters": the key of a company's own office on its papers. */
const COMPANY_OFFICE_KEY = /^(?:home|head|main|corporate|registered)\s+office$|\bheadquarters\b/i;

/** "Two things in it are stale: my step is 04 now, …": a lead-in that says what follows is wrong, a sentence of its own. */
const WRONG_THINGS_LEAD_IN = /(^|[.!?]\s+)([\p{Lu}][^:.\n]{3,60}\b(?:are|is|were|was)\s+(?:stale|wrong|out of date|outdated|off|incorrect|old)):\s+(?=\p{Ll})/u;

/** "my desk extension changed to x4472": the new extension, with the "x" a phone number writes before it. */
const EXTENSION_CHANGED_TO_X = /\b(extension\s+(?:changed|is\s+now|moved)\s+to\s+)x(\d{2,6})\b/gi;

/** "Führerschein / Driving licence: nein / no": a bilingual form's answer in both its languages (1 the English one). */
const ANSWER_IN_TWO_LANGUAGES = /(:\s*)(?:nein|non|ja|oui|sí|si|nee)\s*\/\s*(yes|no)\s*$/i;

/** "- Appointment: still career-conditional": a keyed line (1) whose value opens with "still". */
const STILL_BEFORE_VALUE = /^(\s*(?:[-*•]\s*)?\p{Lu}[\p{L} ]{1,30}:\s+)still\s+(?=\p{Ll})/u;

const LINE_REWRITES: ((line: string) => string)[] = [
  withNumberTakenBackAtOnce,
  withEarlierHomeKeyed,
  withMovedToKeyed,
  withMailSentToKeyed,
  withApartmentNumberNowKeyed,
  withReasonedValueKeyed,
  withFigureOverOldKeyed,
  withFigureConcludedKeyed,
  withKeyedValueSaidRight,
  withValueInItsBoxKeyed,
  withOnlyDenialUnkeyed,
  withoutRemarksOnListItems,
  withInchesAsFeetAsked,
  withFigureSaidRightKeyed,
  withNameUsedAsSaidKeyed,
  withPositionSaidWithSeriesKeyed,
  withKeyedAddressEndingSentence,
  withNameSaidRightKeyed,
  withValuePutForBoxKeyed,
  withSigningDaySaidAfterWhen,
  withFirstWhatNowIs,
  withRoleDeniedThenRecordKeyed,
  withFullNameAfterFirstSaid,
  withRealOneKeyed,
  withHeadedItemNameKeyed,
  withNowOverLastTimeKeyed,
  withWholeNameRemarkBracketed,
  withOwnDateAsSigning,
  withHoursSplitKeyed,
  withOfferLetterAsEmployer,
  withCompanyNameSentToLineKeyed,
  withDeniedValueSaidAlone,
  withStonesInPoundsSaid,
  withDashedKeySettled,
  withNumberPutInBoxKeyed,
  withCodeReadAgainKeyed,
  withTwoWordFirstNameKeyed,
  withMailGoesToKeyed,
  withRoleAndTheirOfficeKeyed,
  withNumberTakenBackSaidOnce,
  withClassSiteKeyed,
  withClassHoursWorkedOut,
  withLicenceStateKeyed,
  withNameWrittenAsSaid,
  withDutyHoursSaidApart,
  // ("Appointment: still career-conditional (I came on board in 2024).": what something still is, without "still".)
  (line) => line.replace(STILL_BEFORE_VALUE, '$1'),
  withValueSettledAtLineEnd,
  withNamesOnLinesKeyed,
  withFiguresReadByMonthNamed,
  withValueForLineKeyed,
  withHomeNearSomeoneSaid,
  withNumberSaidCorrectKeyed,
  (line) =>
    line.replace(NAME_TITLE_THEN_SUPERVISOR_REMARK, (_, lead: string, name: string, title: string, rest: string) =>
      [`${lead}First-line supervisor: ${name}, ${title}`, ...(rest.trim() !== '' ? [`${lead}First-line supervisor contact: ${rest.trim()}`] : [])].join('\n'),
    ),
  // (Read as the parts of a name are when keyed: 'first name and initial Darnell K', 'first name and initial Rosalind
  // M, last name Whitcomb'.)
  (line) => line.replace(NAME_PART_QUOTED, '$1 $2'),
  // ("First name + MI: Imani R.": the first name with the middle initial, as a form asks for them in one box.)
  (line) => line.replace(FIRST_NAME_PLUS_INITIAL_KEY, '$1first name and middle initial:'),
  // ("Prénom(s): CLAIRE, HÉLÈNE", "Vorname(n): ANNA, LENA": an ID card's given names, the first of them the first name
  // and the others middle names, not a family name and a given one.)
  (line) => line.replace(GIVEN_NAMES_LISTED, (_, lead: string, first: string, others: string) => `${lead}first name: ${first}\n${lead}middle name: ${others.replace(/\s*,\s*/g, ' ')}`),
  // ("Country: Germany, of course.": the value, without the aside after it.)
  (line) => line.replace(VALUE_THEN_OF_COURSE, '$1'),
  // ("2. OG links (Hinterhaus)      <- that's the second address line": the line, without the note pointing at it.)
  (line) => line.replace(ARROWED_NOTE_AT_END, ''),
  // ("Last name is my birth name, Moreau.": the name, without what the writer calls it.)
  (line) => line.replace(NAME_CALLED_THEN_GIVEN, '$1 '),
  // ("first: Desmond K.", "spouse first: Lucia P.": a first name given with its initial is both, as forms ask them.)
  (line) => line.replace(FIRST_GIVEN_WITH_INITIAL, '$1first name and middle initial: '),
  // ("City, ST ZIP: Eugene, OR 97408": "ST" between a city and a ZIP is the state.)
  (line) => line.replace(CITY_ST_ZIP_KEY, '$1, state, ZIP:'),
  // ("Line C: put 1 for Jess after all, not 0.": the value to put, without the one it replaces.)
  (line) => line.replace(KEYED_PUT_NOT_OLD, '$1$2.'),
  // ("Make the extra withholding $25 a check instead of $10.": a thing made an amount instead of another, keyed by it.)
  (line) => line.replace(MADE_AMOUNT_INSTEAD, (_, thing: string, amount: string) => `\n${capitalise(thing)}: ${amount}\n`),
  // ("F is 0 now, which makes H 4": a worksheet's total line, said as what the change makes it.)
  (line) => line.replace(MAKES_LETTER_LINE, '\nLine $1: $2\n'),
  // ("symbol: assets/factions/lords-alliance.png": a path to a picture is no value a form's box is typed with.)
  (line) => line.replace(IMAGE_PATH_VALUE, ''),
  // ("Attorney in fact is his granddaughter Kirsten A Sorensen-Blake.": the name first, who they are to someone after.)
  (line) => line.replace(ROLE_IS_RELATIVE_NAMED, '$1 $3, $2'),
  // ("Seller is our client Garrett. Use his NEW address from the updated affidavit (77 Pheasant Run Ct, …), not …": the
  // address "his" gives is the party's just named.)
  (line) => line.replace(PARTY_THEN_THEIR_ADDRESS, (whole: string, party: string, address: string) => `${whole}\n${capitalise(party)}'s address: ${address}\n`),
  // ("Attorney in fact is Kirsten A Sorensen-Blake. She lives in Mahomet, Illinois.": where the one just named lives.)
  (line) => line.replace(ROLE_THEN_WHERE_THEY_LIVE, '$1 of $2.'),
  // ("Principal is Harold B Sorensen": a middle initial written as a form writes it, with its full stop.)
  (line) => line.replace(BARE_MIDDLE_INITIAL, '$1.'),
  // ("Vendor: Intermountain Hydro Training Group LLC. Their office / mailing address is 1010 W Jefferson St, …": the
  // address "their" gives is the one named before it.)
  (line) => line.replace(ROLE_THEN_THEIR_ADDRESS, (_, lead: string, role: string, name: string, address: string) => `${lead}${role}: ${name}, ${address}\n`),
  // ("Education: M.S. in Hydrologic Sciences (2016); B.S. in Geology before that", "…. No bachelor's.": the highest
  // degree is the level; the one before it, or one denied, is no part of it.)
  (line) => (/^\s*(?:\d{1,2}[.)]\s+)?(?:highest\s+)?education(?:\s+level)?\s*:/i.test(line) ? line.replace(EARLIER_DEGREE, '') : line),
  // ("Desk phone (414) 555-0163 x41877 / colin.abernathy@va.example.gov": an office phone's line that gives the e-mail
  // too gives the work e-mail.)
  (line) => line.replace(PHONE_THEN_EMAIL, (_, phone: string, office: string | undefined, email: string) => `${phone}\n${office ? 'Work e-mail' : 'E-mail'}: ${email}`),
  // ("40 duty hrs, no non-duty hrs.": none of the hours is a count of nought.)
  (line) => line.replace(NO_HOURS_OF_KIND, (_, kind: string) => `\n${kind.toLowerCase()} hours: 0\n`),
  // ("No travel or per diem - Waukesha is 25 min from the hospital": what there is none of, then why; no key and value.)
  (line) => line.replace(NONE_OF_THEN_WHY, '$1. '),
  // ("Vendor is commercial, IACET accredited": a commercial vendor is a non-government source of training.)
  (line) => line.replace(COMMERCIAL_VENDOR, (whole: string) => `${whole}\nTraining source type: Non-government\n`),
  // ("The class itself is NOT at their office - it's held at their field station, 4875 Kimberly Rd, …": where the
  // training is held, apart from the vendor's address.)
  (line) => line.replace(HELD_ELSEWHERE, (_, site: string) => `\nLocation of training site: ${site.replace(/^\p{Ll}[\p{Ll} ]*,\s*(?=\d)/u, '')}`),
  // ("Deb Flanagan from our front desk will witness, Deborah Flanagan.": who will witness, by the name said last.)
  (line) => line.replace(WILL_WITNESS, (whole: string, name: string, again: string | undefined) => `${whole}\nWitness: ${again ?? name}\n`),
  // ("Other: ______": a printed blank left empty gives nothing; "FATCA code: N/A - all accounts are U.S.": nor does a
  // "none" with the reason after it; 'Requester box: use us, "Sierra Foothills …"': what to use is what is quoted.)
  (line) => line.replace(EMPTY_BLANK, '').replace(NONE_THEN_WHY, '$1$2').replace(USE_QUOTED, '$1$2'),
  // (A questionnaire's printed label, read as the key it names: "Trade name / DBA, if different from line 1:", "Address
  // where we should mail your 1099 and other tax forms:", 'Requester name and address box should read exactly: "…"'.)
  (line) => line.replace(LABEL_QUALIFIER, '$1:').replace(NOUN_THEN_WHERE_CLAUSE, '$1:').replace(BOX_SHOULD_READ, '$1$2: '),
  // ("… so please use the new address now: 2290 Larkspur Trl, …": a request to use a thing, keyed by the thing.)
  (line) => line.replace(USE_THE_THING_NOW, (_, fresh: string | undefined, thing: string) => `\n${capitalise(`${fresh ?? ''}${thing}`)}: `),
  // ("Ded. wksht L5 -> Step 4(b): 2,200": a line's entry carried to another line is the entry of both.)
  (line) => line.replace(KEY_CARRIED_TO_LINE, '$1: $3\n$2: $3'),
  // ("Ded. wksht L3: -0-": a worksheet's line in shorthand, written out as the form prints it.)
  (line) => line.replace(WORKSHEET_LINE_SHORTHAND, (_, lead: string, deductions: string | undefined, number: string) => `${lead}${deductions ? 'Deductions ' : ''}Worksheet line ${number}`),
  (line) => line.replace(GIVEN_QUOTED_THEN_FAMILY, '$1first name and initial $2, last name $3'),
  (line) => line.replace(DASH_BEFORE_NAMED_NUMBER, ', '),
  (line) => line.replace(ROLE_NAME_AND_TITLE_BETWEEN_COMMAS, (whole: string, lead: string, _whose: string, role: string, name: string, title: string) => `${lead}\n${capitalise(role)}: ${name}, ${title}\n${whole.slice(lead.length)}`),
  // (Written as the name line of an address writes them, the body, then its part.)
  (line) => line.replace(BODY_THROUGH_ITS_PART, '$1, '),
  (line) => line.replace(DATE_LINE_CAN_BE, (_, lead: string, key: string) => `${lead}\n${capitalise(key)}: `),
  (line) => line.replace(NAME_DESCRIBED_THEN_GIVEN, '$1 $2'),
  // (Written as the keyed line of the role first, so that the name and the title are read as one value; the sentence
  // stays after it, as what follows it may speak of the person it names: "Her number changed with the move too".)
  (line) => line.replace(ROLE_IS_NAME_AND_TITLE, (whole: string, lead: string, role: string, name: string, title: string) => `${lead}\n${capitalise(role)}: ${name}, ${title}\n${whole.slice(lead.length)}`),
  // (Written in its reading order, as "my name is Teodora M. Kasprzak" is read, and the sentence's full stop kept
  // where the initial's was it.)
  (line) => line.replace(MY_NAME_FAMILY_FIRST, (_, lead: string, family: string, given: string, initial: string, next: string) => `${lead} ${given}${initial} ${family}${initial.endsWith('.') && next !== '' && !/^[,;.]/.test(next) ? '.' : ''}`),
  (line) => line.replace(KEYED_NOT_THIS_BUT_QUOTED, '$1$2'),
  (line) => line.replace(DENIAL_THEN_WHY, '$1. '),
  (line) => line.replace(KEYED_OLD_THEN_CURRENT, '$1$2'),
  (line) => (/^[^:\n]{2,40}:\s/.test(line) ? line.replace(SPOUSE_AFTER_SEMICOLON, '\n$1: ') : line),
  (line) => line.replace(NOT_THIS_IT_IS_THAT, '$1 $3, not $2'),
  (line) => line.replace(FOR_LINE_AFTER_LONG_LEAD_IN, '$1$2: '),
  withoutQuoteMarks,
  withoutMoreFollowsKey,
  withKeyedClausesApart,
  withFinalPickKept,
  (line) => line.replace(YES_ME_THEN_NAME, '$1'),
  // ("faction = emerald enclave 🌿": the emoji a keyed line ends with is no part of its value. On a line with no key the
  // emoji ends a remark ("one at a time tobes 😅") and stays, so the remark is not read as a label over the next line.)
  (line) => (hasKeyMark(line) ? line.replace(EMOJI_AT_LINE_END, '') : line),
  // ("The business is Brandt Piano Works LLC. That's the legal name, …": the name the next sentence calls the legal one.)
  (line) => line.replace(NAME_THEN_CALLED_LEGAL, (whole, name: string, kind: string) => `${whole.replace(/[.,;\s]+$/, '')}. The ${kind.toLowerCase()} name is ${name}. `),
  // ('On the invoices I put "The Piano Doctor" which is just a trade name': a name in quotes the sentence calls a trade name.)
  (line) => line.replace(QUOTED_TRADE_NAME, (whole, name: string) => `${whole} We do business as ${name}.`),
  // ("Codes I used on my last 182 (same kind of thing) - purpose 03, type 01, subtype 14 trade & craft, …": the list of
  // keyed codes after a dash on a line of its own, each item keyed by its word.)
  (line) => line.replace(CODES_AFTER_DASH, '$1.\n$2'),
  // (The rest of the line is still about the writer.)
  // (Whose title it is: the writer's, or the trainee's or the employee's the line names.)
  (line) =>
    line.replace(ME_NAME_THEN_TITLE, (whole, lead: string, name: string, title: string) => {
      const whose = /\b(?:about me|me)\b/i.test(lead) ? 'My' : `${lead.replace(/:\s*$/, '').trim()}'s`;
      return `${lead}${name}\n${whose} position title: ${title}\n${lead}`;
    }),
  (line) => line.replace(HEDGED_LABEL, '$1:'),
  (line) => line.replace(BASICS_HEADING, '$1My basics:'),
  (line) => line.replace(MOVED_LABEL, '$1New address: '),
  (line) => line.replace(NAME_ON_TAX_RETURN, (_, kind: string | undefined, owner: string) => `${owner === 'the' ? 'the' : owner} ${(kind ?? 'legal').toLowerCase()} name is`),
  (line) => line.replace(PART_THEN_PUT, '$1: '),
  withValueSomeoneAskedForKeyed,
  (line) => line.replace(KEYED_OUR_USUAL_BLOCK, '$1'),
  (line) => line.replace(EMPLOYER_LINES_OURS, '\nEmployer: '),
  (line) => line.replace(NUMBERED_LINE_SHOULD_BE_OUR, '\n$1: $2\n'),
  // ('"Declared age" is a lie she told the purser … She's actually 29. Put 29.': the pasted key's value is wrong, and the
  // value to put is its own.)
  (line) => line.replace(QUOTED_KEY_CALLED_A_LIE, (_, lead: string, key: string, value: string) => `${lead}${key} is wrong.\n${key.trim().split(/\s+/).pop()}: ${value}`),
  // ("Treasure box = her declared goods: a lockbox …, and a sealed letter.": what the value is called, then the value.)
  (line) => line.replace(KEY_EQUALS_WHAT_IT_IS, '$1: '),
  // ("Darnell Whitcomb, 907 W Church St, Champaign, IL 61820 - IL DL W325-6610-4401": a number named after the address
  // is another part of the record, as after a comma.)
  (line) => line.replace(ZIP_THEN_DASHED_NUMBER, '$1, '),
  // ("…, SN H902177 - bore clean, no rust on the bolt", "(matches the receipt)": a remark in lower case after a code, at
  // the line's end, is none of it.)
  (line) => line.replace(CODE_THEN_LOWER_CASE_REMARK, '$1'),
  // ("Phone: (847) 555-0163 - same Illinois cell number, I keep it.": so is one after a keyed phone number.)
  (line) => line.replace(PHONE_THEN_LOWER_CASE_REMARK, '$1'),
  // ("Postcode / Woonplaats: 3000 Leuven": a postcode and a town under one key, each on its own line.)
  (line) => line.replace(POSTCODE_AND_TOWN, (_, lead: string, code: string, town: string) => `${lead}Postcode: ${code}\n${lead}City: ${town}`),
  // ("Treasure box: the brass astrolabe, …, the sealed leather map case. Not the boot dagger - she didn't declare it …":
  // what the line's last sentence leaves out is no part of the value; it stays, a sentence of its own.)
  (line) => line.replace(KEYED_LIST_THEN_NOT, '$1.\n$2'),
  // ("So line 1 is the company, Tidewater Marine Survey LLC, not my own name.": the line, and what the writer calls its value.)
  (line) => line.replace(LINE_IS_THE_KIND, (_, number: string, kind: string, value: string) => `\nline ${number} ${kind.toLowerCase()} name: ${value}\n`),
  // ("Account number line: my vendor number with you, V-0457.": what the writer calls the value, before its comma, goes.)
  (line) => line.replace(KEYED_CODE_AFTER_WHAT_IT_IS, '$1'),
  (line) => line.replace(PERSON_SAID_TO_BE_AGENT, agentLine).replace(AGENT_SAID_TO_BE_PERSON, agentLine).replace(AGENT_APPOINTED, agentLine),
  (line) => line.replace(NAME_THEN_SHE_WILL_WITNESS, (whole, name: string) => `${whole}\nWitness: ${name}\n`),
  (line) => line.replace(ROLE_CHANGED_NOW, (_, role: string) => `\n${role[0]!.toUpperCase()}${role.slice(1)}: `),
  (line) => line.replace(FORM_LINE_SHOULD_SAY, '\n$1: '),
  // (One that opens a later sentence of the line starts a line of its own.)
  (line) => line.replace(QUOTED_FORM_LINE, (_whole, space: string, label: string, at: number) => `${at === 0 ? space : '\n'}${label}: `),
  (line) => line.replace(BOX_WORDS_QUOTED_AFTER, '$1 '),
  (line) => line.replace(COURSE_IS_AT, '$1 is held at '),
  (line) => line.replace(FOR_MAIL_USE_ADDRESS, 'Mailing address: '),
  (line) => line.replace(ASIDE_BEFORE_VALUE, '$1 '),
  (line) => line.replace(NAME_THEN_ITS_PARTS, '$1. '),
  (line) => line.replace(STATEMENT_BOX_BEFORE_KEY, ''),
  // (Said as its own keyed line: a form's "Checking" box is named by the kind, wherever the sentence goes on.)
  (line) => {
    const deposit = line.match(DEPOSIT_INTO_KIND);
    return deposit && !isNegated(line.slice(0, deposit.index)) ? `${line}\nAccount type: ${deposit[1]![0]!.toUpperCase()}${deposit[1]!.slice(1).toLowerCase()}` : line;
  },
  (line) => line.replace(NAME_PART_THEN_COMMA, '$1 is '),
  (line) => line.replace(NUMBER_STARTS_WITH_LETTER, '$1 is $2'),
  (line) => line.replace(OWNERS_SOCIAL, '$1 SSN').replace(SOCIAL_BEFORE_SSN, 'SSN '),
  (line) => line.replace(GREETING_THEN_WHO, (_, lead: string, name: string) => `${lead}My name is ${name.replace(/(^|\s)(\p{Ll})/gu, (__, space: string, letter: string) => space + letter.toUpperCase())}.`),
  (line) => line.replace(CONTACT_ENDS_KEYED_LINE, '$1$2: $3\n$1$2 contact person: $4'),
  (line) => line.replace(YOUR_NUMBER_FOR_US, (_, what: string) => `our ${what.toLowerCase()} number is`),
  (line) => line.replace(MEASURE_THEN_REMARK, '$1'),
  (line) => line.replace(AGE_PLAYED_AS, '$1$2'),
  (line) => line.replace(UNIT_SAID_TO_BE, (whole, unit: string, kind: string) => `${UNIT_KIND_WORD[kind.toLowerCase()]} ${unit}, `),
  (line) => line.replace(MINE_SHOULD_READ, 'Mine$1: my name is $2, and I live at '),
  withWrongValueSetRight,
  withNewestOfArrowedValues,
  withNameSaidToBeMine,
  (line) => line.replace(NAME_PARTS_AFTER_DASH, '$1 ($2$3)$4'),
  (line) => line.replace(FORMER_VALUE_REMARK, (remark) => (STREET_NUMBER_THEN_NAME.test(remark) ? remark : '')),
  (line) => line.replace(LEAD_IN_AFTER_SENTENCE, '$1\n$2'),
  (line) => line.replace(ADDRESS_KEY_DASHED_REMARK, '$2.\n$1: '),
  (line) => line.replace(PARTY_ID_BEFORE_CODE, '$1: '),
  (line) => line.replace(POLL_RESULT, '$1: $2'),
  // (The reason in brackets after the new value, "(last two swapped)", is no part of it.)
  (line) => (KEY_CORRECTED_LEAD.test(line) ? line.replace(KEY_CORRECTED_LEAD, '$1: ').replace(/^([^:]+:\s+\S+)\s+\([^()]*\)/u, '$1') : line),
  (line) => line.replace(CALLER_NAMED_WITH_ROLE, (_, lead: string, name: string, role: string) => `${lead}${role.toLowerCase()}: ${name}, `),
  (line) => line.replace(NAME_SPELT_AFTER, (spelt, word: string, letters: string) => (letters.replace(/[-\s]/g, '').toLowerCase() === word.toLowerCase() ? word : spelt)),
  withAddressLinesPutQuoted,
  withFormLinesSaidToTake,
  withPayGradeKeysSlashed,
  withKeyedValueSaidNow,
  withKeyedAddressApartFromRemarks,
  withFormLinesEquatedApart,
  withAccountNumbersApart,
  withCountrySaidAfterItsKey,
  withListsWordLeftToReader,
  withNameAsOnDocumentKeyed,
  withoutSameAsRemark,
  withSettledValueKept,
  withWeightConvertedAsAsked,
  withTodayBeforeDateDropped,
  withNoteOnValueApart,
  withBracketedRequestApart,
  withoutFullerNameInBrackets,
  withRemarkAfterNameApart,
  withRemarkAfterLooksApart,
  withValueAfterDescriptionApart,
  withQuotedValueSentToBoxes,
  withBoxEquatedToValue,
  withOrdinalKeyInWords,
  withArrowToBlankKeyed,
  withFigureApartFromDenial,
  withPlaceSaidOverOld,
  withoutRemarkOnHowWritten,
  withNoneBeforeRemark,
  withPayPlanApartFromTitle,
  withBoxInBracketsLeading,
  withLineInstructionsSaid,
  withQuotedValueArrowedToLine,
  withoutExactlyInKey,
  withFigureSaidAgainWithUnit,
  withValueChosenAtLast,
  withOwnGenderSaid,
  withValueAsOnPaperKeyed,
  withAgeAddedOnLine,
  withDatePutOnLinesNamed,
  withRoleSaidUnchangedKeyed,
  withClauseAfterKeyedNameApart,
  withRoleAfterColonKeyed,
  withCodeForThingNamedFirst,
  withNowBeforeNewValue,
  withNumberInBracketsAfterEnding,
  withValueUsedInsteadOfGone,
  withNumberInBracketsAfterDescription,
  withShownNamePutOnLine,
  withOwnValuePutInBox,
  withCourseCodeApartFromTitle,
  withPluralMarkInKeyDropped,
  withStillBeforeValueDropped,
  withValueAfterSoKeyed,
  withBlankBoxSaid,
  withOrganisationAsideDropped,
  withKeyOfSourceCut,
  withValueOnThereSaid,
  withDutyHoursSplit,
  withBoxNamedAfterFor,
  withDutyHoursOfWeeksWorkedOut,
  withWorkedOutFigureKept,
  withRemarkAfterListDropped,
  withItemAddedToList,
  withApprovalRemarkDropped,
  withMovedDateKeyed,
  withHalfInchWritten,
  withWeekdaysDateSaid,
  withDateRestatedInWords,
  withOwnValueAfterRemarkKeyed,
  withValueAfterSourceSaid,
  withStepNumberKept,
  withValueMadeByChange,
  withAddressInBracketsAfterPointer,
  withOwnNameToPutSaid,
  withLicenceCopiedKeyed,
  withLineSaidToBeKeyed,
  withNumberKeyedWithoutWhereRead,
  withCodeSentToBox,
  withValueAfterRemarkApart,
  (line) => (SECOND_ADDRESS_LINE_QUOTED.test(line) ? line.replace(SECOND_ADDRESS_LINE_QUOTED, '$1$3\nAddress line 2: $2') : line.replace(SECOND_ADDRESS_LINE_SAID, '$1\nAddress line 2: $2')).replace(SECOND_ADDRESS_LINE_PUT, '$1').replace(SECOND_ADDRESS_LINE_IN_PROSE, ', '),
  (line) => {
    const said = line.match(SECOND_LINE_IN_PASSING);
    // (After the street it belongs to: "above the bicycle shop, so for the second address line please write …" is a
    // remark between an address's lines, read with them.)
    if (!said || !/\d/.test(line.slice(0, said.index))) return line;
    // (Right after its sentence, so that a later "it is stan 6, not 5" mends it as it mends what was said before.)
    const rest = line.slice(said.index! + said[0].length);
    const end = rest.search(/[.!?](?:\s|$)/) + 1;
    return `${line.slice(0, said.index)}${rest.slice(0, end)}\nAddress line 2: "${said[1]}"\n${rest.slice(end).trim()}`.replace(/\n$/, '');
  },
  (line) => line.replace(LABEL_TAB_VALUE, '$1: $2'),
  (line) => line.replace(ZIP_SAID_AFTER, '$1 $2'),
  (line) => line.replace(ONE_GIVING_THE_POWER, '$1 the principal'),
  (line) => line.replace(NAME_TO_PUT_IN_BOX, '$2: $1'),
  // ("the person the IRS can talk to about his return": a key that long is a tax return's third-party designee.)
  (line) => line.replace(HYPOTHETICAL_EXAMPLE, ''),
  (line) => line.replace(PUT_DOWN_AS_KEY, (_, key: string) => `\n${key.replace(/^(?:person|one|someone)\s+(?:that\s+|who\s+)?(?:the\s+)?IRS\s+(?:can|may|could)\s+(?:talk|speak)\s+(?:to|with)\b.*$/i, 'third party designee')}: `),
  (line) => line.replace(SORTED_NAME_THEN_TITLE, (whole, name: string, title: string) => (isJobTitle(title) ? `${name}, ${title}` : whole)),
  withBoxNamedBefore,
  withLineNumbersAsLabels,
  withSumWrittenAsItems,
  // ("Account no. to list:  your vendor no. HPM-10877": the code, without the words that name it again.)
  (line) => line.replace(CODE_NAMED_AGAIN, '$1'),
  // ("the Two-Earners work sheet": one word, as the form prints it.)
  (line) => line.replace(/\bwork\s+sheet(s?)\b/gi, 'worksheet$1'),
  withDashedAnswerKeyed,
  withMeasuresOfKeyApart,
  withAttributeListKeyed,
  withAnswerThenDetailsApart,
  withTranscriptPauses,
  withEmojiLabelsRead,
  // ("  Seller — Sharon L. Whitlock, 618 N Walnut St, …": the party keyed by their role.)
  (line) => line.replace(ROLE_THEN_DASHED_PARTY, '$1: '),
  // ("height: the 171 was measured in ski boots, so it's off. I'm 168 – put that.": the value the remark ends with.)
  (line) => line.replace(KEYED_REMARK_THEN_PUT_THAT, '$1$2'),
  // ("my step is 03 now (WGI went through in January …)": "now" before the value, where it is no part of it.)
  (line) => line.replace(VALUE_THEN_NOW, '$1 now $2'),
  // ("age: 41 — he lies in the poster": the number, without the remark after it.)
  (line) => line.replace(NUMBER_THEN_REMARK_ON_SOMEONE, '$1$2'),
  // ("allies: Petra Vell and Grumm Oakhand. NOT Ansel — he died …": the value, without the one set aside after it.)
  (line) => line.replace(VALUE_THEN_NOT_SENTENCE, '$1'),
  // ("hair: NOT fox-red anymore — after the fire in session 9 it's red streaked with grey": what it is now.)
  (line) => line.replace(NOT_ANYMORE_NOW, '$1$2'),
  // ("Two things in it are stale: my step is 04 now …": the sentences after it say the values, keyed by nothing before.)
  (line) => line.replace(WRONG_THINGS_LEAD_IN, '$1$2. '),
  // ("extension changed to x4472": the number, as an extension said alone is read.)
  (line) => line.replace(EXTENSION_CHANGED_TO_X, '$1$2'),
  // ("Driving licence (Parkkarte / parking card): nein / no": the answer in English.)
  (line) => line.replace(ANSWER_IN_TWO_LANGUAGES, '$1$2'),
  // ("Me: Oyelaran, Temitope K. - HR Specialist (Classification), GS-0201-11, …": the name, the title, the rest.)
  selfNameAndTitleApart,
  // ("Per diem redone at the KC rate: was 1,073.50, now 1,121.00.": the value it is now.)
  (line) => line.replace(WAS_THEN_NOW, '$1$2'),
  // ("Hair: black, streaked with grey (not all grey)": the value, without what the brackets say it is not.)
  (line) => line.replace(NOT_REMARK_AFTER_VALUE, '$1'),
  // ("Luis A. Serrano, SSN 512-38-7764": the name, then the number by its key.)
  nameThenKeyedNumberApart,
  // ("Mateo asked for amber eyes - approved, eyes are amber now.": the trait keyed on a line of its own.)
  (line) => line.replace(TRAIT_IS_NOW, (_, trait: string, word: string) => `\n${trait}: ${word}\n`),
  // ("and tuition went up to 1,480 (lost the early-bird rate)", "workbook still 95": the amount now, keyed.)
  (line) => line.replace(AMOUNT_NOW, '$1: $2'),
  // ("PS - colour: she says put green, the grey is just the default …": the word to put.)
  (line) => line.replace(KEY_THEN_SAYS_PUT, '$1$2.'),
  // ("Our part: line 8 = Tri-County Sheet Metal Inc., …": the line and its value.)
  (line) => line.replace(LEAD_THEN_LINE_VALUE, '$1: '),
  // ("Witness: my assistant, Tamika R. Hollis.": the name, without who they are to the writer.)
  (line) => line.replace(KEYED_RELATION_THEN_NAME, '$1'),
  // ("Asking 2,100, they settled at $1,950.": the agreed price.)
  (line) => line.replace(SETTLED_AT, 'Agreed price: $1'),
  // ("so use where I actually get mail: 27 Wickenden Street, …": the mailing address.)
  (line) => line.replace(WHERE_MAIL_COMES, 'mailing address'),
  // ("Age: … → he's 34 now, not 29", "Faction: he defected. Zhentarim is OUT, put The Harpers.": the value now.)
  (line) => line.replace(KEYED_STORY_THEN_NOW, (_, key: string, quoted: string | undefined, plain: string | undefined) => `${key}: ${quoted ?? plain}`),
  (line) => line.replace(KEYED_STORY_THEN_PUT, '$1: $2'),
  // ("she had a birthday in-game, she's 24 now": the age, keyed.)
  (line) => line.replace(AGE_NOW, (whole, age: string) => `${whole}\nage: ${age}`),
  // ("We settled on cash. $1,875, handed over …": the amount settled on, in cash.)
  (line) => line.replace(SETTLED_ON_CASH_THEN_AMOUNT, '$1 $2 on $3 cash'),
  // ('Seller is "ridgeline_jt" = James Thomas Ridgley': the person, the handle after in brackets.)
  (line) => line.replace(HANDLE_IS_NAME, '$2 ($1)'),
  // ("French NO — last year somebody ticked French …": the item's answer, a sentence of its own.)
  (line) => line.replace(ITEM_ANSWERED_THEN_DASH, (_, before: string, item: string, answer: string) => `${before}${item}: ${answer.toLowerCase()}.\n`),
  // ('write it as Flat 14 on address line 2': that line's value.)
  (line) => line.replace(WRITE_IT_AS_ON, '\n$2: $1\n'),
  // ("Mailing address: please put my PO box, because …: PO Box 3371, Urbana, IL 61803.": the address keyed.)
  (line) => line.replace(KEYED_REMARK_THEN_ADDRESS, '$1: $2'),
  // ("they gave me consignor # C-0419 and said to put it on the account number(s) line": that line's value.)
  // (Keyed by the line's words, "account number", without "line".)
  (line) => line.replace(NUMBER_GIVEN_FOR_LINE, (_, code: string, box: string) => `\n${box.replace(/\s+(?:line|box|field)$/, '')}: ${code}\n`).replace(CODE_THEN_PUT_THAT_ON, (_, code: string, box: string) => `is ${code}.\n${box.replace(/\s+(?:line|box|field)$/, '')}: ${code}\n`),
  // ("Agent: … So it's my brother: Dennis M. Pruitt, of Naperville" → "Agent: my brother Dennis M. Pruitt, of Naperville".)
  (line) => line.replace(KEYED_TALK_THEN_SETTLED, '$1 $2 $3'),
  // ("Witness: Marisol Ortega (Dad's neighbor) confirmed." → "Witness: Marisol Ortega (Dad's neighbor)".)
  (line) => line.replace(KEYED_NAME_CONFIRMED, '$1'),
  // ("- Favourite colour — she laughed and said purple." → "- Favourite colour: purple".)
  (line) => line.replace(BULLET_KEY_THEN_DASH, '$1$2: ').replace(KEYED_WHAT_SOMEONE_SAID, '$1$2'),
  // ("Attorney-in-fact:  → me, Teresa …", its struck value gone, → "Attorney-in-fact: me, Teresa …".)
  (line) => line.replace(KEY_THEN_BARE_ARROW, '$1 '),
  // ("How will this training help your work?: Learn to plan …" → "How will this training help your work: Learn …".)
  (line) => line.replace(QUESTION_KEY, '$1:'),
];

/**
 * The lines of a free text to read: a chat transcript's stamps and other speakers' messages left out, a call's
 * speaker labels left out and its questions keying their answers (parse-chat.ts), a table replaced by its subject
 * row as "key: value" lines (parse-table.ts), a letter's address blocks and signature as records of the writer or
 * the addressee (parse-letter.ts), a YAML-like paste as flat keyed lines (parse-yaml.ts), a web form's URL-encoded
 * submission as keyed lines (parse-form-encoded.ts), a record copied with each label above its value, or a
 * paragraph under its label, as keyed lines (parse-record.ts), a receipt's labels set apart by dots or spaces, and
 * a list of "Label - value" lines, as keyed lines (parse-leaders.ts), Markdown's headings and emphasis
 * (parse-markdown.ts), details indented under a keyed line as part of it (parse-indented.ts), a question answered
 * on the next line as a keyed line (parse-chat.ts), a form's numbered labels copied with each answer on the line
 * under it as keyed lines (parse-answers-under-labels.ts),
 * a database dump's rows as keyed lines (parse-sql-dump.ts),
 * a record on one keyed line with slashes between its parts as one keyed line per part (parse-slash-lists.ts), a
 * code and its title after a key without a colon ('CFDA 11.463 — Habitat Conservation') keyed (parse-code-titles.ts),
 * a dictation typed with its commands written with its marks (dictated-punctuation.ts), a form's items named by
 * section and number ("A7 - …") keyed as those items (line-number-labels.ts), and a meeting's speakers whom its
 * heading gives a part ("Frank Dombrowski (seller)") each keeping that party (parse-transcript.ts speakerParties).
 */
function textLines(data: string): (string | KeyedCell | PartyCell | PartyLine)[] {
  // "> Sent: Sun 2 Nov 2025": an e-mail quoted in a reply is read as written; numbers dictated as words as digits;
  // OCR's "Gera1d" as "Gerald" (ocr-slips.ts); "sign it on July 2" with the year of the text's dates (bare-dates.ts);
  // a text typed all in lower case with its names' and addresses' capitals, a transcript's sentences with their first
  // letters' (lowercase-text.ts); "age is 42, no wait, 43" said as meant (corrections.ts withSpokenRepairsMade).
  // First, what the way the text came did to it: a word processor's dashes and spaces, a mail gateway's encoding and
  // markup, and an HTML message's pictures and link marks once turned to text (mail-encoding.ts), a fax's page strips
  // (fax-pages.ts), OCR's slips, a PDF's two columns copied line by line in turn (interleaved-columns.ts), its hard
  // line breaks and a mail client's wrapping (hard-wraps.ts); the items and options the text does not choose
  // (list-items-chosen.ts); a deal's word for the form's party, where the text equates them, as the form's ("SELLER /
  // PRINCIPAL", roles-equated.ts); numbers as India and Europe write them, as a US form takes them
  // (number-conventions.ts); a draft's reviewer comments (review-comments.ts); a step's lettered parts and a
  // worksheet's lines named with it (line-number-labels.ts). Among the first: a broker's export as a table of its
  // lots (broker-lots.ts), a mail merge's unfilled fields (merge-fields.ts), the part "for the sheet" read before the
  // in-world text (form-section-overrides.ts), IRS transcripts the writer sets aside (transcripts-set-aside.ts), the
  // other side's "mine" and "yours" (mine-and-yours.ts) and an invitation's day for the signatures (signing-day.ts).
  // First of all: a browser's capture of a form post as its fields (multipart-capture.ts), a word diff of two drafts as
  // the later one (word-diffs.ts), the keys of each side's signature block as that side's (signature-blocks.ts), a
  // phone line's call log as its questions and confirmed answers (ivr-session.ts), and an R or Python console session
  // as its named values and the writer's comments (console-session.ts); before those, an IRC log read as a chat
  // (irc-log.ts), and the values an X12 834 file (x12-enrollment.ts), an LDIF export after its changes
  // (ldif-records.ts), an org-mode file (org-mode.ts), a spreadsheet with its formulas shown (sheet-dump.ts), licence
  // barcode scans (licence-scans.ts), RTF source (rtf-source.ts) and a PowerShell transcript (powershell-session.ts)
  // leave; and before all of them, an airline booking record as its passenger's lines (pnr-booking.ts), a calendar's
  // folded lines joined (content-lines.ts), a name under a heading that names the writer keyed as theirs, days of a
  // month named by their ordinals written as dates before their years are found (bare-dates.ts), a GEDCOM export as its
  // person's lines (gedcom-export.ts), HL7 v2 messages as their patient's lines (hl7-messages.ts), a notebook
  // export's notes as text, oldest edit first (notebook-export.ts), a brew's or a linked-notes app's markup as the text
  // it shows (note-markup.ts), an online form's mailed answers as keyed lines, a later receipt's over an earlier one's
  // (form-responses.ts), and an unemployment office's payment history added up for the return's year
  // (benefit-payments.ts). With the amendments: a retyped paper's hand edits made (transcribed-edits.ts); with the
  // deal's words: a promissory note's or a security agreement's for the sale's sides (roles-equated.ts).
  const written = linesWithFormEncodingRead(
    linesWithTickBoxesRead(withoutEmailRouting(linesWithAnswersAboveQuestions(linesWithInlineAnswers(linesWithNumberedAnswersToQuotedQuestions(linesWithArrowedAnswers(linesWithValuesFirstKeyed(linesWithValuesNamedInBrackets(linesWithTwoColumnsKeyed(linesWithStackedRecordKeyed(linesWithTextedPairsKeyed(withCompaniesNamed(withYearsOfBareDates(withDayFirstDatesDotted(withDeedDatesWritten(withLowercaseLinesAddressesCased(withSpokenAddressPausesTidied(withSpokenRepairsMade(withSpokenNumbers(withRadioAlphabetRead(withCalquesRead(withForeignKeysInEnglish(withCountryNamesInEnglish(withForeignDatesInEnglish(withHeadingsOverIndentedKeys(withTaglishParticlesDropped(withHinglishRead(withArabiziRead(withPostcodeWordsDropped(withoutStruckTextAndNotes(withStarCorrectionsApplied(withSentenceStartsCased(withLowercaseTextCased(withRunOnDictationCut(withoutSectionsKeptOff(withoutCaptionStamps(withYearsCutFromCuesRejoined(withBareStampsDropped(withoutQuotedSignatures(withDictatedPunctuationWritten(withLetteredLinesKeyed(withLinesUnderHeadingsNamed(withReviewCommentsRead(withPlainBullets(withHardWrapsJoined(withInterleavedColumnsApart(withAddressBlocksInCapitalsRead(withOcrSlipsRead(withTextOfHtmlMessage(withMessageMarkupRead(withQuotedPrintableDecoded(withoutClosingRule(withoutCuiDesignation(withFaxStripsDropped(withOtherListItemsDropped(withOtherNumberedParagraphsDropped(withEuropeanNumbersWritten(withHeightsInMetresWritten(withIndianAmountsWritten(withRolesEquated(withNoteRolesAsSaleSides(withDealSidesOfMeAndYou(withOptionsNotChosenDropped(withCoupleApart(withOutlineKeyed(withAmountPairsApart(withKeysEquated(withBracketRemarksKeptOff(withSpacedAnswersKeyed(withItemNumbersJoinedToKeys(withAddressHeadingsKeyed(withPhotoFileNamesDropped(withWorksheetLinesTitled(withWorksheetNamedInPassing(withLetteredLinesOneByOne(withCoachedLetteredLines(withLetteredRunsKeyed(withReviewChecklistRead(withGapsFilledFromNotes(withBracketedTranslationsRead(withRoutingOrderRead(withEntriesSetAside(withDateAtTopKeyed(withFootnoteMarksDropped(withPersonColumnChosen(withSaleClauseKeyed(withSigningDayFromInvite(withMineAndYoursNamed(withTranscriptsSetAside(withEarlierKeysYieldingToFormSection(withNumberedCorrectionsApplied(withUnfilledMergeFieldsDropped(withCircledOptionsChosen(withDiffsApplied(withBrokerLotsListed(withLedgerFileRead(withStrikeAndInsertApplied(withTranscribedEditsApplied(withShellSessionRead(withPowerShellSessionRead(withReaderClippingsRead(withLatexMacrosRead(withConsoleSessionRead(withIvrSessionRead(withSignatureBlocksKeyed(withWordDiffsApplied(withMultipartPartsRead(withRtfSourceRead(withLicenceScansRead(withSheetFormulasRead(withOrgModeRead(withLdifRead(withX12EnrollmentRead(withOwnNameUnderHeading(withContentLinesUnfolded(withPnrRead(withIrcLogRead(withOrdinalDaysOfMonthNamed(withGedcomRead(withHl7MessagesRead(withNotebookExportRead(withSectionsReferredToFilled(withNoteMarkupRead(withBbcodeRead(withDokuwikiRead(withPageSourceRead(withWikitextRead(withGameScriptRead(withFlashcardExportRead(withMessageHeadingsDropped(withMessageAmendmentsApplied(withIssueCommentsInThirdPerson(withLookupsFilledIn(withRevisionHistoryAsNewest(withLastImagePromptOnly(withRelayTranscriptRead(withAssistantConversationRead(withApproversInOrder(withWritersOwnSectionKeyed(withContactCardsKeyed(withFormResponsesRead(withBenefitPaymentsTotalled(withDetailsSaidAboveFilled(withLineEquationsApart(withDescribedValueKeyed(withNumberOfKindSentToBox(withEventConfirmationKeyed(withTimesOffDateRanges(withScratchedValueRedone(withAgreedPriceKeyed(withTypographyPlain(data)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))).split(/\r?\n/).flatMap((line) => withSectionItemCodesKeyed(line).split('\n'))))))))))).flatMap((line) => LINE_REWRITES.reduce((text, rewrite) => rewrite(text), line).split('\n')))),
  );
  const signed = linesWithSignatureRead(linesWithSignedNameSpelledOut(linesWithDefinedParties(linesWithVcardRead(linesWithCalendarRead(linesWithConfigRead(linesWithHtmlRead(linesWithBracketLabelsRead(linesWithFormExcerptRead(linesWithFilledBlanksRead(linesWithLogFieldsRead(linesWithRoleBlocksKeyed(linesWithSqlOutputRead(linesWithSideBySideBlocksRead(linesWithCodeLiteralsRead(linesWithPrintRRead(linesWithAnswersUnderLabels(linesWithNameUnderLeadIn(linesWithCapitalsNameOverRecord(linesWithSqlDumpRead(written))))))))))))))))))));
  // (A chat between a deal's two sides, exported from an app: read as a meeting whose speakers each keep their side.)
  const recorded = meetingTurns(written);
  const exported = recorded ? undefined : chatBetweenParties(written);
  const meeting = recorded ?? exported;
  // ("Participants: …, Frank Dombrowski (seller, our client), Elijah Brandt (buyer)": what each says is their party's.)
  const parties = exported?.parties ?? (meeting ? speakerParties(meeting.heading, meeting.turns) : new Map<string, string>());
  const meetingRead = meeting ? speakerTranscriptLines([...meeting.heading, ...meetingLines(meeting.turns, parties), ...(exported?.closing ?? [])], true) : undefined;
  // ("My info:" / "Dmitri A. Volkov" / "SSN …" pasted under a thread: the writer's block of a name, read as anywhere.)
  const chat = withOtherSideNamed(chatContentLines(written), written);
  const lines = meetingRead ?? (chat && linesWithNameUnderLeadIn(chat)) ?? speakerTranscriptLines(written) ?? linesOfLayout(signed);
  // ("Account Name | Harrow & Finch Mechanical, LLC": a details tab's label and value lines, keyed first.)
  const withTables = linesWithTablesRead(linesWithPipedPairsKeyed(lines));
  const read: (string | KeyedCell | PartyCell | PartyLine)[] =
    parties.size > 0 && lines === meetingRead ? linesWithSpeakersParties(meetingRead, meeting!.turns, parties) : withTables.some((line) => typeof line !== 'string') ? withTables : linesWithLetterRead(lines);
  return linesWithEnvelopeAddressesJoined(read);
}

/**
 * A chat's line of another speaker's details for the paper (parse-chat.ts's OTHER_SIDE_LEAD_IN) keyed by the role of
 * the writer's counterpart ("Buyer: …" where the writer says "Me (seller): …"); gone where the writer's side is not said.
 */
function withOtherSideNamed(chat: string[] | undefined, written: string[]): string[] | undefined {
  if (!chat || !chat.some((line) => line.startsWith(OTHER_SIDE_LEAD_IN))) return chat;
  const counterpart = COUNTERPARTS[writerRoleOf(written) ?? ''];
  const role = counterpart ? `${counterpart.charAt(0).toUpperCase()}${counterpart.slice(1)}:` : undefined;
  return chat.flatMap((line) => (!line.startsWith(OTHER_SIDE_LEAD_IN) ? [line] : role ? [line.replace(OTHER_SIDE_LEAD_IN, role)] : []));
}

/**
 * A line of a quoted e-mail as written, without its quote marks. The closing of a quoted e-mail ("> Thanks,") goes:
 * the signature under it is the quoted writer's, not that of whoever sent the text.
 */
function withoutQuoteMarks(line: string): string {
  const unquoted = line.replace(/^\s*(?:>\s?)+/, '');
  return unquoted !== line && SIGNATURE_OPENING.test(unquoted) ? '' : unquoted;
}

/** "Line 5 allowances: same as H", "same as line 3": a value given as another line's. */
const SAME_AS_LINE = /^(?:the\s+)?same\s+as\s+(?:(?:on\s+)?line\s+)?([A-HJ-Z]|\d{1,2}[a-z]?)\b/iu;

/**
 * A value given as another line's ("Line 5 allowances: same as H") is that line's number, when the text gives
 * the line ("H  total: … = 10"): the form wants the number in both.
 */
function withLinesCopied(facts: Fact[]): void {
  for (const fact of facts) {
    const line = fact.value.match(SAME_AS_LINE)?.[1];
    if (line === undefined) continue;
    const named = (key: string) => key.trim().replace(/^line\s+/i, '').toLowerCase() === line.toLowerCase();
    const source = facts.filter((f) => f !== fact && named(f.key) && /^[$€£]?\s?\d[\d,]*(?:\.\d+)?$/u.test(f.value.trim())).pop();
    if (source) fact.value = source.value.trim();
  }
}

/**
 * Questions answered by the next sentence alone ("Will I ever let you down? No."): question → the answer
 * (true for yes). The answer sentences themselves are marked with a leading NUL so they are not read again.
 */
function answeredQuestions(sentences: string[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (let i = 0; i + 1 < sentences.length; i++) {
    const question = sentences[i]!;
    if (!/\?["”’)]?$/.test(question)) continue;
    const answer = parseBoolean(sentences[i + 1]!.replace(/[,.!]\s*$/, ''));
    if (answer === undefined) continue;
    out.set(question, answer);
    out.set(`\u0000${sentences[i + 1]!}`, answer);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Parties

/** "I moved out of Jackson Heights on March 29": a town (1) the writer no longer lives in. */
const MOVED_OUT_OF_TOWN = /\b(?:I|we)\s+(?:moved|have\s+moved|just\s+moved)\s+(?:out\s+of|away\s+from)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?=\s+(?:on|in|last|this|and|to|at)\b|[.,;]|$)/gu;

/** Kinship and other relations a text states ("our daughter Emily", "my wife"), for "Relationship" fields. */
const RELATION = /\b(?:my|our|his|her|their)\s+(wife|husband|spouse|son|daughter|child|mother|father|brother|sister|partner|fianc[ée]e?|grandson|granddaughter|stepson|stepdaughter|nephew|niece|cousin|uncle|aunt|grandmother|grandfather|friend)\b/giu;

/** A person's name as written in prose: capitalised words and initials, two to four of them. */
// ("Principal is Harold B Sorensen": a dictated middle initial has no full stop, and stands between two names.)
const PERSON_WORDS = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}(?=\s+\p{Lu}[\p{L}'’-]+)|\p{Lu}[\p{L}'’-]+)){1,3}`;
/**
 * "My nephew Tomasz Wojcik from Niles, Illinois will do the closing for me, he is my attorney-in-fact.", "My agent
 * will be my son Piotr Nowak, who lives in Skokie, Illinois.": the agent a power of attorney names, and their town,
 * said in a sentence about them, read as the agent's line.
 */
const TOWN_AND_STATE = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2},\s+(?:${US_STATE_NAME}|[A-Z]{2})\b`;
const PERSON_SAID_TO_BE_AGENT = new RegExp(String.raw`(?<=^|[.!?]\s+)(?:[Mm]y\s+(?:\p{Ll}+\s+){1,2})?(${PERSON_WORDS})(?:,?\s+(?:from|of|in|who\s+lives\s+in)\s+(${TOWN_AND_STATE}))?[^.!?\n]{0,80}?,?\s+(?:and\s+)?(?:he|she)(?:['’]s|\s+is|\s+will\s+be)\s+my\s+(?:attorney[- ]in[- ]fact|agent)\b[^.!?\n]*[.!?]?`, 'u');
const AGENT_SAID_TO_BE_PERSON = new RegExp(String.raw`(?<=^|[.!?]\s+)[Mm]y\s+(?:attorney[- ]in[- ]fact|agent)\s+(?:is|will\s+be)\s+(?:my\s+(?:\p{Ll}+\s+){1,2})?(${PERSON_WORDS}),?\s+(?:who\s+lives\s+in|from|of|in)\s+(${TOWN_AND_STATE})[^.!?\n]*[.!?]?`, 'u');
// ("For my Attorney-in-Fact I want to appoint my nephew, Pawel Zielinski, of Schaumburg, Illinois.")
const AGENT_APPOINTED = new RegExp(String.raw`(?<=^|[.!?]\s+)(?:[Ff]or|[Aa]s)\s+my\s+(?:[Aa]ttorney[- ]in[- ][Ff]act|[Aa]gent),?\s+I\s+(?:(?:want|would\s+like|wish)\s+to\s+|will\s+)?(?:appoint|name|choose)\s+(?:my\s+\p{Ll}+(?:\s+\p{Ll}+)?,?\s+)?(${PERSON_WORDS}),?\s+(?:(?:who\s+lives\s+in|from|of|in)\s+(${TOWN_AND_STATE}))?[^.!?\n]*[.!?]?`, 'u');
const agentLine = (_: string, name: string, town: string | undefined) => `My attorney-in-fact: ${name}${town ? ` of ${town}` : ''}.`;
/** "My neighbour Dolores Fenn comes with me and she will be the witness": the witness, named before the role. */
const NAME_THEN_SHE_WILL_WITNESS = new RegExp(String.raw`(${PERSON_WORDS})\b[^.!?\n]{0,60}?\b(?:and\s+)?(?:she|he)(?:['’]ll|\s+will)\s+be\s+(?:the|my|our)\s+witness\b`, 'u');

/** "- Tyler Whitfield, our son, …": a name right before the relation, as a list of people writes it. */
const NAME_BEFORE_RELATION = new RegExp(String.raw`(?:^|[:;]\s*|\.\s+)(${PERSON_WORDS}),\s*$`, 'u');

/** "on behalf of one of our hydrologists,", "on behalf of our employee": before a name, someone the writer speaks for. */
// ("on behalf of one of our HR specialists, Marcus D. Whitfield": the staff's kind may take a word or two more.)
const ON_BEHALF_OF = String.raw`on behalf of (?:one of )?(?:our|my) (?:[\p{L}-]+ ){0,2}[\p{Ll}-]+,?`;

/**
 * "Attorney-in-Fact: my brother, Rafael A. Bakshi, of Edwardsville, Illinois": a role's line that names its person
 * before what else it says about them (a relation, a town) gives the person's name on its own too.
 */
const PERSON_OPENING_LINE = new RegExp(String.raw`^(?:(?:my|our|his|her|their)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?,?\s+)?(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(${PERSON_WORDS})(?=,\s|\s+of\s+\p{Lu})`, 'u');

function personOpeningRoleLine(key: string, value: string): { person: PersonName; town?: { city: string; state: string } } | undefined {
  if (textParty(key.trim().toLowerCase()) === undefined) return undefined;
  const m = value.match(PERSON_OPENING_LINE);
  const person = m ? parsePersonName(m[1]!) : undefined;
  if (!m || !person) return undefined;
  const town = townAfterName(value.slice((m.index ?? 0) + m[0].length));
  // (A name then a title, a phone, an e-mail — "Karen Alvarez, Supervisory Contract Specialist, (303) …" — is read
  // part by part where the line's parts are read.)
  if (!town && !/^(?:my|our|his|her|their)\s/i.test(value)) return undefined;
  return { person, ...(town ? { town } : {}) };
}

/** "We act for Ms Sigrun Solvang", "we represent Mr. …": an agent, a firm or a lawyer names whom they write for. */
const ACTING_FOR = String.raw`\b(?:[Ww]e|I)\s+(?:(?:are|am)\s+)?(?:act(?:ing)?\s+for|represent(?:ing)?)`;

/**
 * "Clients are Desmond R. Achterberg and his wife …", "Client Rania S. Haddad came in …", "our client, Mr. Desmond …": a preparer, a clerk or a
 * case worker names whom the form is about, who stands in the writer's place.
 */
const CLIENT_INTRODUCTION = new RegExp(String.raw`(?:\b(?:[Cc]lients?|[Cc]ustomer|[Pp]atient)(?:\s+(?:is|are)|:|,)?|${ON_BEHALF_OF}|${ACTING_FOR})\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(${PERSON_WORDS})`, 'u');
/** "on behalf of one of our hydrologists, Keisha M. Harlan", "on behalf of my employee,": someone the writer speaks for. */
const ON_BEHALF_OF_STAFF = new RegExp(String.raw`\b${ON_BEHALF_OF}\s+\p{Lu}`, 'u');

/**
 * "Please prepare an SF-182 so that Anjali Raman can attend …", "Subject: SF-182 request - conference attendance
 * for Anjali Raman": the person a request is for, named by someone else (a supervisor, an office). ("We hired a
 * new installer, Daniela R. Costa, who starts Monday": an employer's new hire, whose certificate it is.)
 */
/** The key of the name of whom a request is for ("… so that Anjali Raman can attend"), which score-text.ts ranks. */
export const REQUEST_SUBJECT_KEY = 'name of whom the request is for';
const REQUEST_SUBJECT = new RegExp(
  String.raw`\bso(?:\s+that)?\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(${PERSON_WORDS})\s+(?:can|could|may|might|will be able to)\b|\b(?:request|application|registration|nomination|enrollment|enrolment|paperwork|[Ff]orm\s+[A-Z]+-?\d+[A-Z]?)\b[^.;:?!]{0,60}?\bfor\s+(?:(?:our|the|a|an)\s+)?(?:\p{Ll}[\p{Ll}-]*\s+){0,3}(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(${PERSON_WORDS})(?=\s*(?:[,.;)]|$))|\b(?:hired|hiring|hire|taken on|taking on|onboarding|brought on|bringing on)\s+(?:a|an|our)\s+(?:new\s+)?(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+,\s+(${PERSON_WORDS})(?=\s*[,.;(]|\s+(?:who|to|as)\b)`,
  'u',
);

// ("the catering name we use (dba) is Harbor & Vine Catering": the abbreviation in brackets, then "is".)
const DOING_BUSINESS_AS = new RegExp(String.raw`\b(?:(?:doing|do|does|did)\s+business\s+as|(?:trade|trades|trading|operates|operating)\s+(?:as|under\s+the\s+name(?:\s+of)?)|(?<=\b(?:trucks|rigs|vans|crews|boats|fleet)\s+)(?:run|operate|go\s+out)\s+(?:as|under)|[Dd]\/[Bb]\/[Aa]|DBA|dba)\)?(?:\s+is)?\s*:?\s+["“]?((?:\p{Lu}[\p{L}\d&'’.-]*|&|and|of|the)(?:\s+(?:\p{Lu}[\p{L}\d&'’.-]*|&|and|of|the|y|de|del|la|et)){0,6})`, 'u');
/** "Ararat Solar & Roofing is the dba", "Harbor Light is our DBA" (1 the name, opening its sentence). */
// ("- … Chuckanut Bay Oysters is what's on the totes and our invoices": or what the business's goods and papers show.)
const NAME_IS_THE_DBA = /^\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?((?:\p{Lu}[\p{L}\d&'’.-]*)(?:\s+(?:\p{Lu}[\p{L}\d&'’.-]*|&|and|of|the)){0,6})\s+is\s+(?:(?:the|our|my|his|her|their)\s+(?:dba|DBA|d\/b\/a|trade\s+name)\b|what['’]s\s+(?:on|painted\s+on|printed\s+on)\s+(?:the|our|my)\s+(?:trucks|vans|totes|boxes|boats|doors|signs?|invoices|labels|packaging|website)\b)/u;

/**
 * "I, Margaret L. Whitfield, currently living …": the writer names themselves the way legal forms do; "Names and
 * SSNs: me, Daniel J. Whitaker, 287-55-1043; my wife, …": or as the first of a list of people.
 */
// ("That's me, Harold Brooks.": an answer that names the writer.)
/** "do hereby certify", "being first duly sworn, depose and say": the words of a sworn statement or a certificate. */
const SWORN_STATEMENT = /\b(?:(?:do\s+)?hereby\s+(?:certify|declare|state|affirm)|(?:duly\s+)?sworn\b|depose(?:s)?\s+and\s+say|make\s+oath)/i;
/** "/s/ Consuelo Arriaga, Witness": a signature line, the signer's name then their part. */
const SIGNED_WITH_ROLE = /^\s*\/s\/\s*([^,\n]+?),\s*(\p{L}[\p{L} ]{2,30}?)\s*$/gmu;

/** The part ("witness", "notary") a signature line of the text gives the person named, or undefined. */
function signerRole(person: PersonName, text: string): string | undefined {
  for (const m of text.matchAll(SIGNED_WITH_ROLE)) {
    const role = m[2]!.toLowerCase().split(/\s+/)[0]!;
    if (m[1]!.toLowerCase().includes(person.last.toLowerCase()) && textParty(role) !== undefined) return role;
  }
  return undefined;
}

const SELF_INTRODUCTION = new RegExp(String.raw`(?:^|[.;:]\s+)(?:I|me|myself|[Tt]hat['’]s me|[Tt]hat would be me|[Tt]hat is me),\s+(${PERSON_WORDS})(?=[,.]|$)`, 'u');

/**
 * "… my son Robert J. Whitfield of Wheaton, Illinois, as my attorney-in-fact": the role given after the
 * person ("as my attorney") is what the text appoints them to, and a form asks about them in that role.
 */
const APPOINTED_ROLE = /^(?:[^.;]|(?<=\b\p{Lu})\.)*?\b(?:as|to be)\s+(?:my|our|his|her|their|the)\s+([\p{L}-]+)/u;

/** "with Dale Moretti as my attorney-in-fact", "naming Ana Ruiz as our agent": a name, then the role it is given. */
const NAMED_AS_ROLE = new RegExp(String.raw`\b(?:with|naming|name|appoint|appointing|make|making|designate|designating)\s+(${PERSON_WORDS})\s+as\s+(?:my|our|his|her|their|the)\s+(attorney-in-fact|agent|attorney|witness|executor|guardian|representative|successor agent)\b`, 'u');

/** "put it as Ortega, Marisol V. on the form", "write my name as Ortega, Marisol V.": a name, family name first. */
const NAME_ASKED_AS = /\b(?:put|write|enter|list)\s+(?:it|me|my\s+name|the\s+name)\s+(?:down\s+)?as\s+(\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?)(?=[\s.,;)]|$)/u;

/** "… will act for me", "to act on my behalf": the words that make someone the writer's agent. */
const ACTS_FOR_WRITER = /^(?:[^.;]|(?<=\b\p{Lu})\.)*?\b(?:will|to|can|shall|would)\s+act\s+(?:for\s+me|on\s+my\s+behalf|in\s+my\s+place)\b/u;

/** Ranks and offices written before a name (sentences.ts): "before one witness, SSgt. Carla M. Benavides". */
const RANK_TITLES = RANKS.join('|');

/**
 * "Present were SELLER Dale R. Whitcomb (…) and BUYER Marcus A. Jennings", "the witness Harold Brennan": a report
 * names people after their roles, the role in capitals or not, the name as names are written. (A role, not a
 * pronoun: "told me Harold …" is no introduction of the writer; "my son Robert J. Whitfield" is a relation, read as
 * such, whatever role the sentence goes on to give him.)
 */
const ROLE_BEFORE_NAME = new RegExp(
  String.raw`(?<![\p{L}'’-]|\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+)(\p{Lu}{3,}|\p{Ll}{3,}(?:-\p{Ll}+)*)\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|${RANK_TITLES})\.?\s+)?(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.|\p{Lu}\p{Ll}[\p{L}'’-]*)){1,3})`,
  'gu',
);

/**
 * "I'm selling my old shotgun to my neighbour across the street, Tomasz Nowicki, 1411 W Elm St, …", "we bought the
 * rifle from Dale Pruitt": whom the writer sells to is the buyer, whom they buy from the seller, and the details
 * written after the name are theirs, not the writer's. ("He is selling a Smith & Wesson Model 686 Plus, a .357
 * Magnum revolver, …, to Ms. Janet Okonkwo of …": the firearm may be described at length between. "to the Hendricks
 * boy from church - well, he's 31 now - Tyler Hendricks": the name may come after who they are and an aside.)
 */
const SALE_COUNTERPARTY = new RegExp(
  String.raw`\b(?:(sell|selling|sold)|(buy|buying|bought|purchas(?:e|ing|ed)))\b(?:[^.;:]|\.(?=\d)){0,100}?\b(?:(to)|(from))\s+(?:(?:my|our|a|an|the)\s+[\p{Ll}'’ -]{2,50}?,?\s+|the\s+\p{Lu}[\p{L}'’ -]{2,50}?(?:,\s+|\s+[-–—]\s+(?:[^.;:–—]{1,60}\s[-–—]\s+)?)|(?:fellow\s+)?(?:member|client|customer|neighbou?r|friend|colleague|coworker|co-worker)\s+)?(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(${PERSON_WORDS})`,
  'u',
);

/**
 * "my mother, Dorothy Haas, wants to sell my late father's shotgun to our neighbor": someone named who means to
 * sell is the seller, and one who means to buy the buyer, whoever writes; so is one who is taking or buying it ("our
 * neighbor Gary Pruitt is taking it") and one who is selling or getting rid of it.
 */
const NAMED_PARTY_TO_SALE = new RegExp(
  // ("Member Dale Hadley, 1807 Garfield Ave, Belvidere, IL 61008, is selling his …": with the address between.)
  String.raw`(${PERSON_WORDS}),?\s+(?:(\d{1,6}\s+[^.;]{3,80}?\b\d{5}(?:-\d{4})?),\s+)?(?:who\s+)?(?:(?:wants|plans|intends|would like|is going|has decided|has agreed|agreed)\s+to\s+(?:(sell)|(buy|purchase))\b|is\s+(?:privately\s+)?(?:(selling|getting rid of|parting with)|(buying|taking|purchasing))\s+(?:it|the|his|her|their|my|our|one|a|an)\b)`,
  'u',
);

function readNamedPartyToSale(sentence: string, facts: Fact[]): void {
  const m = sentence.match(NAMED_PARTY_TO_SALE);
  const person = m ? parsePersonName(m[1]!.replace(ROLE_NOUN_BEFORE_NAME, '')) : undefined;
  if (!m || !person) return;
  const role = m[3] || m[5] ? 'seller' : 'buyer';
  facts.push({ key: `${role} name`, topic: '', value: person.full, source: 'prose', strength: 0.85, person, sentence, party: role });
  // (The address written between the name and the deed is that party's.)
  if (m[2]) for (const fact of facts) if (fact.sentence === sentence && fact.party === undefined && m[2].includes(fact.value)) fact.party = role;
}

/** "Member Dale Hadley": a word for what someone is to the writer's club or firm, before the name. */
const ROLE_NOUN_BEFORE_NAME = /^(?:Member|Client|Customer|Neighbou?r|Brother|Sister|Resident|Tenant|Owner)\s+(?=\p{Lu})/u;

function readSaleCounterparty(sentence: string, facts: Fact[]): void {
  const m = sentence.match(SALE_COUNTERPARTY);
  if (!m) return;
  const role = m[1] && m[3] ? 'buyer' : m[2] && m[4] ? 'seller' : undefined;
  const person = role ? parsePersonName(m[5]!) : undefined;
  if (!role || !person) return;
  const from = m.index! + m[0].length - m[5]!.length;
  for (const fact of facts) {
    if (fact.sentence === sentence && (fact.party === undefined || fact.party === SELF) && sentence.indexOf(fact.value, from) >= 0) fact.party = role;
  }
  facts.push({ key: `${role} name`, topic: '', value: person.full, source: 'prose', strength: 0.85, person, sentence, party: role });
}

/**
 * A person introduced by the role they play: "I'm the seller, Gregory Alan Pike, of …", "the buyer is my
 * neighbour Dana Whitfield", "the tenant will be a friend of ours, Ana Ruiz". The role is whose name a form's
 * "Seller's name" asks for.
 */
const ROLE_INTRODUCTIONS = [
  new RegExp(String.raw`\b(?:I am|I'm|I’m|[Ww]e are|[Ww]e're|[Ww]e’re)\s+the\s+(\p{Ll}+),\s+(${PERSON_WORDS})`, 'gu'),
  // "our employee, Ms. Jane Doe", "notre salariée, Mme Sophie Reuter", "mi esposo, Aníbal José Tovar Pérez",
  // "before one witness, Harold Brennan".
  new RegExp(
    String.raw`\b(?:[Mm]y|[Oo]ur|[Mm]on|[Mm]a|[Nn]otre|[Mm]i|[Nn]uestr[oa]|[Mm]ein(?:e)?|[Uu]nser(?:e)?|[Oo]ne|[Tt]he|an?)\s+(\p{Ll}+),\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Mme|Mlle|M|Herr|Frau|Sr|Sra|Srta|${RANK_TITLES})\.?\s+)?(${PERSON_WORDS})`,
    'gu',
  ),
  // ("unseres Mitarbeiters Herrn Thomas Weber": German writes the role with a capital, and the title tells the name.)
  new RegExp(String.raw`\b(?:[Uu]nser(?:es|er|em|en|e)?|[Mm]ein(?:es|er|em|en|e)?)\s+(\p{Lu}\p{Ll}+),?\s+(?:Herrn?|Frau)\s+(${PERSON_WORDS})`, 'gu'),
  // ("Buyer is Chinedu E. Okafor, …": a sentence may start with the role, without its article; "principal is
  // Margaret L. Donnelly", "witness is her neighbor Luis Ortega": in a chat's lower case too; "the buyer is me
  // Gregory Palmisano", said aloud.)
  new RegExp(
    // ("The witness will be Mrs. Grazyna Pietrzak": the name without the courtesy title before it.)
    // ("My attorney-in-fact will be my nephew, Javier A. Rosado", "My witness will be my neighbor, …": the writer's own.)
    // ("So the witness will be the branch manager, Mr. Tyler J. Haugen": or what they are, then the name.)
    String.raw`(?:\b(?:[Tt]he|[Mm]y|[Oo]ur)\s+(\p{Ll}+(?:-\p{Ll}+)*)|(?:^|[.;]\s+)(\p{L}\p{Ll}+))\s+(?:is|will be|was)\s+(?:(?:my|our|his|her|their)\s+\p{Ll}+,?\s+|an?\s+\p{Ll}+\s+of\s+(?:mine|ours),?\s+|the\s+\p{Ll}+(?:\s+\p{Ll}+)?,\s+|me,?\s+)?(?:(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+)?(${PERSON_WORDS})`,
    'gu',
  ),
  ROLE_BEFORE_NAME,
];

/** "first-line:", "Second-line is", "my supervisor is": a role whose record follows, in words any case. */
// ("Second-line approval goes to Marcus Bell, HR Director, …": whom an approval goes to holds that role.)
// ("sup: Maria Castellanos, Project Leader, …": the role's shorthand too; "First-line approver is …": or the one who
// approves in that line.)
const ROLE_RECORD_LEAD = /\b((?:(?:first|second|third)[- ]line|immediate)(?:\s+(?:supervisor|manager|approver))?|supervisor|manager|supv?|mgr|approving official)\s*(?::|\s(?:is|will be)\s|\s(?:approval|sign-?off)\s+(?:goes|go)\s+to\s)\s*/i;
/** "My details in case you need them:", "About me:": a line that gives the writer's own record. */
const OWN_RECORD_LEAD = /^(?:my (?:details|info|information|particulars)|about me|me)\b[^:]{0,40}:\s+/i;
/** A person's name, then a job title before the next comma. */
const OWN_NAME_TITLE = new RegExp(String.raw`^(${PERSON_WORDS}),\s+([^,@\d]{3,60}?)(?:,|$)`, 'u');
/** A person's name, their title, then their numbers: "Linda Carvajal, Supervisory Program Analyst, 202.555.0461 x204, …". */
/** Words in capitals, as a title or an office is written: "Supervisory Geographer", "Contracting Division". */
const TITLE_WORDS = new RegExp(String.raw`^${JOB_TITLE_WORDS}$`, 'u');
const NAME_TITLE_REST = new RegExp(String.raw`^(${PERSON_WORDS}),\s+([^,@\d]{3,60}?),\s+(.+?)\.?$`, 'u');

/**
 * "Put me down as first-line: Linda Carvajal, Supervisory Program Analyst, 202.555.0461 x204, linda@…", "Second-line is
 * Raymond Tso, Division Director, (202) 555-0400, raymond@…": a role's record in one sentence. Its name, title,
 * name and title, phone and e-mail are keyed by the role's words, so the first and second line keep theirs apart.
 */
function readRoleRecord(sentence: string, facts: Fact[], writerRole?: string): void {
  // (A sender who gave themselves a role: "For section D-1 please use: Keisha Broussard, …" is that role's record.)
  const lead = writerRole === undefined ? sentence.match(ROLE_RECORD_LEAD) : sentence.match(/^([^:]{0,60}?):\s+/);
  if (!lead || lead.index === undefined) return;
  const record = sentence.slice(lead.index + lead[0].length).match(NAME_TITLE_REST);
  const person = record ? parsePersonName(record[1]!) : undefined;
  if (!record || !person) return;
  // (The rest is the title's words, then the numbers: "Gary Lindqvist, Chief, Contracting Division, (412) 555-0102,
  // …" has a title past its comma. Between a name and the numbers, words in capitals are a title: "Supervisory
  // Geographer".)
  const parts = [record[2]!, ...record[3]!.split(/,\s*/)].map((part) => ({ part: part.trim(), kind: findTypedValues(part.trim()).find((t) => t.start === 0 && t.end === part.trim().length)?.kind }));
  const firstNumber = parts.findIndex(({ kind }) => kind === 'email' || kind === 'phone');
  if (firstNumber < 1) return;
  const title = parts.slice(0, firstNumber).map(({ part }) => part).join(', ');
  const numbers = parts.slice(firstNumber);
  if (!numbers.every(({ kind }) => kind === 'email' || kind === 'phone')) return;
  if (!parts.slice(0, firstNumber).every(({ part }) => JOB_WORD.test(part) || TITLE_WORDS.test(part))) return;
  const role = writerRole ?? expandAbbreviations(lead[1]!).toLowerCase().replace(/-/g, ' ');
  facts.push(...roleRecordFacts(role, person, title, numbers.map(({ part, kind }) => [kind!, part] as const), { source: 'line', strength: 1, sentence }));
}

/**
 * A role's record as facts keyed by the role's words: its name, title, name and title, then its numbers ("first line
 * supervisor phone"). Whose they are is the role's party (a first or second line, a manager: a supervisor).
 */
function roleRecordFacts(role: string, person: PersonName, title: string, numbers: readonly (readonly [string, string])[], read: Pick<Fact, 'source' | 'strength' | 'sentence'>): Fact[] {
  const party = textParty(/supervisor|manager|line|immediate/.test(role) ? 'supervisor' : role);
  // (Read after the facts were typed: a phone or an e-mail is typed here.)
  const fact = (key: string, value: string): Fact => {
    const typed = findTypedValues(value).find((t) => t.start === 0 && t.end === value.length && t.kind !== 'number');
    return { key: `${role} ${key}`, topic: '', value, ...read, ...(key === 'name' ? { person } : {}), ...(typed ? { typed } : {}), ...(party ? { party } : {}) };
  };
  return [fact('name', person.full), fact('position title', title), fact('name and title', `${person.full}, ${title}`), ...numbers.map(([kind, part]) => fact(kind, part))];
}

/**
 * "My supervisor Daniel Whitcomb, Agricultural Counselor, already signed it …": a supervisor named in prose with the
 * title after the name, keyed as a role's record is (readRoleRecord), without the numbers a record needs.
 */
function readRoleNamedInProse(sentence: string, facts: Fact[]): void {
  const m = sentence.match(ROLE_NAMED_IN_PROSE);
  const person = m ? parsePersonName(m[2]!) : undefined;
  // (The title's own words make it one: "Associate Chief", whatever office follows it.)
  if (!m || !person || !isJobTitle(m[3]!.split(',')[0]!)) return;
  const role = m[1]!.toLowerCase().replace(/-/g, ' ');
  if (facts.some((f) => f.key === `${role} name`)) return;
  facts.push(...roleRecordFacts(role, person, m[3]!, [], { source: 'prose', strength: 0.9, sentence }));
}
/** "Service", "Office", "Division": the last word of the office a title is of ("Associate Chief, Pharmacy Service"). */
const OFFICE_WORD = String.raw`(?:Service|Office|Division|Branch|Department|Section|Unit|Program|Team|Center|Centre|Laboratory|Lab|Bureau)`;
const ROLE_NAMED_IN_PROSE = new RegExp(String.raw`\b[Mm]y\s+((?:first-line\s+|immediate\s+|direct\s+|second-line\s+)?supervisor)\s*,?\s+(?:is\s+)?(${PERSON_WORDS}),\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|for|the|&)){0,6}(?:,\s+(?:\p{Lu}[\p{L}'’-]*\s+){0,3}${OFFICE_WORD})?)(?=\s*[,.;]|\s*$|(?<=${OFFICE_WORD})\s*\()`, 'u');

/** "My details in case you need them: Kevin J. Albright, HR Specialist, GS-0201-11 …": the writer's own name and job title. */
function readOwnRecord(sentence: string, facts: Fact[]): void {
  const lead = sentence.match(OWN_RECORD_LEAD);
  if (!lead) return;
  const record = sentence.slice(lead[0].length).match(OWN_NAME_TITLE);
  const person = record ? parsePersonName(record[1]!) : undefined;
  if (!record || !person || !JOB_WORD.test(record[2]!)) return;
  facts.push({ key: 'my name', topic: '', value: person.full, source: 'line', strength: 1, sentence, person, party: SELF });
  facts.push({ key: 'my position title', topic: '', value: record[2]!.trim(), source: 'line', strength: 1, sentence, party: SELF });
}

/** "Harold Fenn will be the witness", "Dana Ruiz is our notary": a name, then the role it is or takes. */
// ("My neighbour Alicia Moreno has agreed to act as witness, and … Thomas Greer will come along as a second witness.")
// ("Dolores Quintero (8420 E. Via de Ventura, Apt 2114), has kindly agreed to be my witness": her address between.)
// ("his neighbor Gloria Mendez will come in as the witness".)
const NAME_THEN_ROLE = new RegExp(
  String.raw`(${PERSON_WORDS})(?:\s*\([^()]{1,80}\))?,?\s+(?:has\s+(?:kindly|graciously|already|also)\s+(?=agreed))?(?:(?:will be|is|was|serves as|will serve as|acts as|will act as|agreed to be|has agreed to be|is going to be)\s+(?:the|our|my|his|her)|(?:has agreed to act as|agreed to act as|will act as|will come(?:\s+(?:in|along|by|over))?\s+as|is coming(?:\s+(?:in|along|by|over))?\s+as|will sign as|signs as)(?:\s+(?:the|our|my|his|her|a|an))?)\s+(?:(?:first|second|other)\s+)?(\p{Ll}+)\b`,
  'gu',
);

/**
 * "I'm the seller, Gregory Alan Pike, …", "As the buyer, I …", "I'm selling my pistol to …": the role the
 * writer gives themselves. Their own values ("my phone", "she pays me $380") then also fill that role's fields
 * (Fact.writerRole); a text that gives the writer two roles leaves it open.
 */
export function writerRoleOf(sentences: string[]): string | undefined {
  const roles = new Set<string>();
  for (const [i, sentence] of sentences.entries()) {
    // ("Current owner: Gwendolyn M. Asher, …" / "That's me.": a role's line the writer says is theirs.)
    const keyedRole = /^that['’]s me\b/i.test(sentences[i + 1] ?? '') ? sentence.match(/^\s*([\p{L} ]{2,30}):/u)?.[1] : undefined;
    const party = keyedRole ? textParty(keyedRole) : undefined;
    if (party && party !== SELF) roles.add(party);
    for (const m of sentence.matchAll(WRITER_ROLE)) {
      const party = textParty((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7]!).toLowerCase());
      if (party && party !== SELF) roles.add(party);
    }
    for (const [deed, role] of WRITER_DEED) if (deed.test(sentence)) roles.add(role);
  }
  // ("Buyer: Raymond T. Gillespie, …" and "Me: Howard E. Brandt, …": the writer, keyed apart from one side of a deal,
  // is the other side.)
  const sideKeyed = roles.size === 0 ? sentences.map((sentence) => sentence.match(DEAL_SIDE_LINE)?.[1]).find((side) => side !== undefined) : undefined;
  const otherSide = sideKeyed ? COUNTERPARTS[textParty(sideKeyed.toLowerCase()) ?? ''] : undefined;
  if (otherSide && sentences.some((sentence) => ME_LINE.test(sentence))) return otherSide;
  // ("Terry is the buyer and it is his check": where the writer names only the other side by someone's name, the writer
  // is the side left.)
  const named = roles.size === 0 ? sideNamedByName(sentences.join('\n')) : undefined;
  if (named) return COUNTERPARTS[named];
  return roles.size === 1 ? [...roles][0] : undefined;
}

/**
 * "Me:" over the writer's block and "What I've got on you so I can fill it in:" over the reader's, in a text whose
 * writer is one side of a deal: each lead-in as that side's role ("Seller:", "Buyer:"), so that the block under it
 * is read as that side's, as under a role's own lead-in.
 */
export function withDealSidesOfMeAndYou(data: string): string {
  if (data.search(ME_LEAD_IN) < 0 && data.search(YOU_LEAD_IN) < 0) return data;
  const writerRole = writerRoleOf(data.split(/\n/));
  const otherSide = COUNTERPARTS[writerRole ?? ''];
  if (writerRole === undefined || otherSide === undefined) return data;
  const capital = (role: string) => `${role.charAt(0).toUpperCase()}${role.slice(1)}:`;
  return data.replace(ME_LEAD_IN, capital(writerRole)).replace(YOU_LEAD_IN, capital(otherSide));
}
/** "Me:", "My details:", "Mine:" alone on a line over the writer's block. */
const ME_LEAD_IN = /^[ \t]*(?:me|mine|myself|(?:and\s+)?my\s+(?:info|details|information|side))[ \t]*:[ \t]*$/gim;
/** "You:", "Your info:", "What I've got on you so I can fill it in:" alone on a line over the reader's block. */
const YOU_LEAD_IN = /^[ \t]*(?:you|(?:and\s+)?your\s+(?:info|details|information|side)|what\s+I(?:['’]ve|\s+have)\s+(?:got\s+)?(?:on|for)\s+you\b[^:\n]{0,40})[ \t]*:[ \t]*$/gim;

/** "Buyer: Raymond T. Gillespie, …": one side of a deal keyed on its line. */
const DEAL_SIDE_LINE = /^\s*(?:[-*•]\s+)?(buyer|seller|purchaser)\s*:\s*\p{Lu}/iu;
/** "Me: Howard E. Brandt, …", "Me, in case you don't have it handy: Walter J. Kubiak, …": the writer's own line. */
const ME_LINE = /^\s*(?:[-*•]\s+)?me\b(?:,[^:\n]{0,40})?\s*:\s*\p{Lu}/iu;

// "SELLER (me): Gerald W. Pruitt", "SELLER (that's me)": a role the writer marks as their own; so does "me = buyer",
// "me: seller"; "I'm the servicing training officer" says it with the words of the office.
// ("I'm Darnell, the seller": the writer's name may come first. "ME (seller)": a notes' heading for the writer's block.)
// ("- Attorney-in-fact: me, Daniel P. Reardon, of Oak Park": a role's line whose value the writer says is "me".)
// ("Me = Caleb (buyer), Ray = Ray Sutter (seller)": a chat's legend, the writer's name and side.)
// ("- Buyer is me, Gregory A. Paulsen.": a note that says which side is the writer's.)
const WRITER_ROLE = /\b(?:I am|I'm|I’m|I will be|I'll be|I’ll be|I(?: will|['’]ll| am going to) sign as)\s+(?:\p{Lu}[\p{L}'’-]+,\s+)?(?:the|his|her|their|\p{Lu}\p{Ll}+['’]s)\s+(?:(?:first|second)[- ]line\s+|direct\s+|immediate\s+|(?:servicing|assigned|designated|acting|responsible)\s+(?:training\s+)?)?(\p{Ll}+)\b|\b[Aa]s\s+the\s+(\p{Ll}+),?\s+I\b|\b(\p{L}+)\s*\((?:(?:that|this|it)(?:['’]s|\s+is)\s+)?(?:me|myself)\)|\b[Mm]e\s*[=:]\s*(?:the\s+)?(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}\s*\(\s*)?(buyer|seller|purchaser|landlord|tenant|employee|applicant)\b|^\s*(?:ME|Me)\s*\(\s*(buyer|seller|purchaser|landlord|tenant|employee|applicant)\s*\)|^\s*(?:[-*•]\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})\s*:\s*me\b(?=\s*[,(–—-])|^\s*(?:[-*•]\s+)?(?:[Tt]he\s+)?([Bb]uyer|[Ss]eller|[Pp]urchaser|[Ll]andlord|[Tt]enant)\s+is\s+me\b/gu;
/** The writer selling, in Spanish, Portuguese, French, German, Italian, Polish, Ukrainian or Russian. */
const WRITER_SELLS_IN_OTHER_LANGUAGES =
  /(?<!\p{L})(?:yo\s+(?:vendo|estoy\s+vendiendo)|soy\s+(?:el\s+vendedor|la\s+vendedora)|eu\s+(?:vendo|estou\s+vendendo)|sou\s+(?:o\s+vendedor|a\s+vendedora)|je\s+vends|je\s+suis\s+(?:le\s+vendeur|la\s+vendeuse)|ich\s+verkaufe|ich\s+bin\s+(?:der\s+verkäufer|die\s+verkäuferin)|sono\s+(?:il\s+venditore|la\s+venditrice)|ja\s+sprzedaję|jestem\s+sprzedającym|я\s+(?:продаю|продавець|продавец))(?!\p{L})/iu;
/** The writer buying, in the same languages. */
const WRITER_BUYS_IN_OTHER_LANGUAGES =
  /(?<!\p{L})(?:yo\s+(?:compro|estoy\s+comprando)|soy\s+(?:el\s+comprador|la\s+compradora)|eu\s+(?:compro|estou\s+comprando)|sou\s+(?:o\s+comprador|a\s+compradora)|j['’]achète|je\s+suis\s+(?:l['’]acheteu(?:r|se))|ich\s+kaufe|ich\s+bin\s+(?:der\s+käufer|die\s+käuferin)|sono\s+(?:il\s+compratore|la\s+compratrice|l['’]acquirente)|ja\s+kupuję|jestem\s+kupującym|я\s+(?:купую|покупець|покупаю|покупатель))(?!\p{L})/iu;

/**
 * "I'm selling my shotgun to Dana", "I bought the car from Ann": the writer's role told by a sale to or a
 * purchase from someone ("I sell furniture" describes a trade, not this sale).
 */
const WRITER_DEED: [RegExp, string][] = [
  // ("[ ] Pay Darnell - cash, the full $575, no later than …" on the buyer's own list: whoever pays is buying.)
  [/(?:^|[.;!]\s+)(?:[Pp]ay|I(?:['’]ll|\s+will)?\s+pay)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*(?:[-–—,:]\s*)?(?:the\s+(?:full\s+)?)?(?:\$\s?\d|cash\b|in\s+cash\b|in\s+full\b)/u, 'buyer'],
  // ("I'm selling my late father's shotgun to his old hunting partner": or to someone named by who they are.)
  // ("Im selling it to Marcus Bell": typed on a phone, without the apostrophe.)
  // ("I'm selling the 10/22 to Tomás": the thing sold may be named by its model's number.)
  // ("i sold it to Mr. Pruitt from the men's ministry": or in lower case, typed at 3 a.m.)
  [/\b(?:I am|I'm|I’m|Im|I|i['’]m|i)\s+(?:selling|sold)\s+(?:[\p{L}\d'’/.-]+\s+){0,6}to\s+(?:\p{Lu}|(?:my|his|her|their|our|a|an|the)\s)/u, 'seller'],
  // ("I'm getting a pistol from a coworker and we're trading for it": so does getting it from someone.)
  // ("a rifle I'm buying off one of my repair customers": or off them.)
  [/\b(?:I am|I'm|I’m|I)\s+(?:buying|bought|purchasing|purchased|getting|acquiring)\s+(?:[\p{L}\d'’/.-]+\s+){0,6}(?:from|off(?:\s+of)?)\s+(?:\p{Lu}|(?:my|his|her|their|our|a|an|one)\s)/u, 'buyer'],
  // ("Ja SPRZEDAJĘ, Tomek kupuje", "yo vendo", "je suis le vendeur", "я продаю": the writer's side said in another
  // language, with the pronoun that makes it the writer's, not a message of the other side's quoted along.)
  [WRITER_SELLS_IN_OTHER_LANGUAGES, 'seller'],
  [WRITER_BUYS_IN_OTHER_LANGUAGES, 'buyer'],
  // ("I'm the one handing it over: Daniel Kerrigan, …" for a gift: the giver is the seller, the one receiving it the buyer.)
  [/\bI(?:['’]m| am) the one (?:handing it over|giving it(?: away)?|selling it|handing over the \p{L}+)\b/iu, 'seller'],
  [/\bI(?:['’]m| am) the one (?:receiving it|getting it|buying it|receiving the \p{L}+)\b/iu, 'buyer'],
  // ("Luis, I want you to have the Browning Citori", "I'm giving my nephew the Marlin": a gift's giver.)
  [/\bI\s+want\s+(?:you|him|her|them)\s+to\s+have\s+(?:the|my)\s|\bI(?:['’]m|\s+am)\s+giving\s+(?:[\p{Ll}]+\s+){0,3}(?:the|my)\s+(?:gun|firearm|rifle|shotgun|pistol|revolver|handgun|\p{Lu})/u, 'seller'],
  // ("Curtis Van Wyk, … (he's the one selling - …)": the other side said to be the one who sells or gives.)
  [/\b(?:he|she|they)(?:['’]s|['’]re| is| are) the one (?:selling|giving it|handing it over|giving it away)\b/iu, 'buyer'],
  [/\b(?:he|she|they)(?:['’]s|['’]re| is| are) the one (?:buying|receiving it|getting it)\b/iu, 'seller'],
  // ("The gun is my Browning Citori 725 Field", "he'll bring me the cash": the thing sold is the writer's, or the
  // money comes to them.)
  [/\bthe\s+(?:gun|firearm|rifle|shotgun|pistol|revolver|handgun)\s+is\s+my\b/iu, 'seller'],
  // ("Selling the Beretta 92FS (9mm, …). Two offers:": a note that opens with what the writer sells.)
  [/^\s*(?:I['’]m\s+|I\s+am\s+)?[Ss]elling\s+(?:the|my|our)\s+\p{Lu}/u, 'seller'],
  // (Not wages: "they pay me $255 every week" is a job's.)
  [/\b(?:he|she|they)(?:['’]ll|\s+will)?\s+(?:pay|pays|paying|bring|brings)\s+me\s+(?:the\s+)?(?:cash|money|\$(?![\d,.]+\s+(?:every|each|a|per|an)\s+(?:week|month|hour|day|year|check|paycheck)\b))/iu, 'seller'],
  // "so the seller is just me": the role said to be the writer's.
  // ("Buyer is me: Walter Brezinski, …": or keyed so.)
  [/\b(?:the\s+)?seller\s+is\s+(?:just\s+|only\s+)?me\b/iu, 'seller'],
  [/\b(?:the\s+)?buyer\s+is\s+(?:just\s+|only\s+)?me\b/iu, 'buyer'],
  // "We hired a new installer, Daniela R. Costa": an employer writing for its hire.
  [/\b(?:we|I)\s+(?:just\s+|recently\s+)?(?:hired|have hired|['’]ve hired)\s+(?:a|an)\s+new\b/iu, 'employer'],
  // ("We have a new dental assistant starting": or has one starting.)
  [/\b(?:we|I)\s+(?:have|['’]ve got|got)\s+(?:a|an)\s+new\s+(?:[\p{Ll}-]+\s+)?(?:hire|employee|starter|\p{Ll}+(?:ist|er|or|ian|ant|ent))\s+(?:starting|joining|beginning|who starts)\b/iu, 'employer'],
  // ("paid right there when I hand it over", "I'll bring the Marlin", "it's still available": the one who hands the
  // item over sells it; "I'll bring cash", "thanks for holding it for me", "it's my purchase": the one who pays buys it.)
  [/\b(?:when|once|after|before)\s+I\s+hand\s+(?:it|them|the\s+\p{L}+)\s+over\b|\byes,?\s+it['’]s\s+still\s+available\b|\bmy\s+listing\b/iu, 'seller'],
  // ("I pay cash, the full amount when we sign", "thank you for letting me see the revolver": or pays, or was shown it.)
  [/\bI['’]ll\s+bring\s+(?:the\s+)?cash\b|\bthanks\s+for\s+holding\s+it\s+for\s+me\b|\bit['’]s\s+my\s+purchase\b|\bI\s+(?:will\s+|['’]ll\s+)?pay\s+(?:you\s+)?(?:in\s+)?(?:cash|the\s+full|by\s+(?:cashier|check|cheque|money\s+order))\b|\bfor\s+letting\s+me\s+(?:see|look\s+at|try|handle|check\s+out)\s+the\s+(?:gun|firearm|rifle|shotgun|pistol|revolver|handgun)\b/iu, 'buyer'],
  // A thread the writer copied: "u still selling the browning?" was asked of the writer.
  [/\b(?:are you|r u|you|u)\s+still\s+selling\b/iu, 'seller'],
  // "a 2025 W-4 for our new hygienist … Our part: Brightwater Dental Group, …": the employer writes for its hire.
  [/\bfor\s+(?:our|my)\s+new\s+(?:hire|employee|starter|\p{Ll}+(?:ist|er|or|ian|ant|ent))\b/u, 'employer'],
  // "my sister's husband Dale is selling me his old shotgun", "Tom is buying my rifle": the other side's deed.
  [/\b(?:is|are|was)\s+(?:selling|sold)\s+(?:it\s+)?(?:to\s+)?me\b/iu, 'buyer'],
  [/\b(?:is|are|was)\s+(?:buying|purchasing)\s+(?:my|it\s+from\s+me)\b/iu, 'seller'],
  // ("Exact cash if you can, I won't have change": the one who would give change takes the money.)
  [/\bI\s+won['’]t\s+have\s+(?:any\s+)?change\b|\bbring\s+(?:the\s+)?exact\s+(?:cash|change|amount)\b/iu, 'seller'],
  // "Asking $440 cash", "thanks for your interest in the rifle": a seller's words.
  [/\b(?:I['’]m\s+|I am\s+)?asking\s+\$\s?\d|\bthanks?(?: you)? for your interest in\b/iu, 'seller'],
];

/** A job's title in capitals, perhaps with its specialty in brackets: "Human Resources Specialist (Employee Relations)". */
const CAPITALISED_JOB = String.raw`\p{Lu}[\p{L}-]*(?:\s+(?:(?:and|of|&)\s+)?\p{Lu}[\p{L}-]*){0,4}(?:\s+\([^()]{2,40}\))?`;
/** What someone "is" that is no occupation. */
const NOT_OCCUPATIONS = /^(?:(?:us |u\.s\. )?citizen|resident|dependent|dependant|minor|adult|child|student of|member|friend|client|customer|patient|widow(?:er)?|single|married|divorced)\b/i;

/**
 * "Desmond is an HVAC technician, Lucia is a dental hygienist": a named person's occupation, theirs by the name.
 * Only for people the text has named in full already, by their first name or their whole name.
 */
function readOccupations(sentences: string[], facts: Fact[]): void {
  const people = new Map<string, Fact>();
  for (const f of facts) if (f.person && f.person.first !== '' && f.party !== undefined) people.set(f.person.first, people.get(f.person.first) ?? f);
  for (const [first, person] of people) {
    // ("Marcus is a Human Resources Specialist (Employee Relations), GS-0201-11": a title capitalised as titles are,
    // with its specialty in brackets, names a job.)
    const pattern = new RegExp(String.raw`\b${escapeRegExp(first)}(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}\s+(?:is|works as)\s+(?:an?|the)\s+(\p{Ll}[\p{L} -]{2,40}?|\p{Lu}{2,6}\s+\p{Ll}[\p{L} -]{2,30}?|${CAPITALISED_JOB})(?=\s*(?:[,.;]|$|\s+and\s))`, 'u');
    for (const sentence of sentences) {
      const m = sentence.match(pattern);
      if (!m || NOT_OCCUPATIONS.test(m[1]!) || (/^\p{Lu}\p{Ll}/u.test(m[1]!) && !JOB_WORD.test(m[1]!))) continue;
      // (A title in capitals is a position's, "Human Resources Specialist"; one in lower case an occupation's.)
      const key = /^\p{Lu}\p{Ll}/u.test(m[1]!) ? 'occupation position title job title' : 'occupation job title';
      facts.push({ key, topic: '', value: m[1]!.trim(), source: 'prose', strength: 0.8, sentence, party: person.party });
    }
  }
}

/**
 * "I'm sending in an SF-182 on behalf of one of our hydrologists, Keisha M. Harlan … If you need anything else,
 * I'm at (303) 555-0101": the writer is the office that sends the form, so the phone and e-mail the writer gives
 * as their own are no detail of whom the form is about.
 */
function withSendersContactsApart(facts: Fact[], sentences: string[], writerRole: string | undefined): void {
  // (A signature keyed as the sender's, "I'm sending his information", is read whatever else the text says.)
  withSenderSignatureInRole(facts, writerRole);
  if (!writesForAnother(sentences)) return;
  // "From: Gregory Malinowski, Supervisory Hydrologist, Branch of Water Resources": a memorandum's sender, in the
  // role they give themselves, with their title.
  const sender = writerRole ? sentences.map((s) => s.match(MEMO_SENDER)).find((m) => m) : undefined;
  const person = sender ? parsePersonName(sender[1]!) : undefined;
  const title = sender && isJobTitle(sender[2]!) ? sender[2]! : undefined;
  if (sender && person && title) {
    const sentence = sender.input!;
    facts.push({ key: `${writerRole} name`, topic: '', value: person.full, source: 'prose', strength: 0.85, person, sentence, party: writerRole });
    facts.push({ key: `${writerRole} position title`, topic: '', value: title, source: 'prose', strength: 0.85, sentence, party: writerRole });
    facts.push({ key: `${writerRole} name and title`, topic: '', value: `${person.full}, ${title}`, source: 'prose', strength: 0.85, sentence, party: writerRole });
  }
  for (const fact of facts) {
    if (fact.party !== SELF || fact.person || (fact.typed?.kind !== 'phone' && fact.typed?.kind !== 'email')) continue;
    // (Only what the writer gives in the first person: "His contact details for the form: … phone …" are the client's.)
    // "I will sign as her first-line supervisor … Questions to me at …": the writer's contacts are those of the
    // role they give themselves, else of the office that sends the form.
    if (givenInFirstPerson(fact)) fact.party = writerRole ?? 'staff';
  }
}

/**
 * "I'm the servicing training officer, so please put me in block D3 (my details are in my signature)": the signature
 * of a writer who sends the form for someone else (parse-signature.ts keys it as the sender's) fills the block of
 * the role the writer gives themselves, name and title together too. Without such a role it is nobody's the form
 * asks for.
 */
function withSenderSignatureInRole(facts: Fact[], writerRole: string | undefined): void {
  const signed = facts.filter((f) => f.key.startsWith(`${SENDER} `));
  if (signed.length === 0) return;
  const name = signed.find((f) => f.person);
  const title = signed.find((f) => / position$/.test(f.key));
  // (Keyed by the role and the title the writer signs with, "Training Officer", so that of two blocks of one party
  // ("Authorizing Official", "Training Officer") the one the title names takes them.)
  const role = [writerRole, title?.value].filter((w) => w !== undefined).join(' ');
  for (const fact of signed) {
    fact.party = writerRole ?? CORRESPONDENT;
    if (writerRole) fact.key = fact.key.replace(SENDER, role);
  }
  if (writerRole && name && title) {
    facts.push({ key: `${role} name and title`, topic: '', value: `${name.value}, ${title.value}`, source: 'line', strength: 0.9, sentence: name.sentence, party: writerRole });
  }
}

/** "(Raman, Anjali K. in HR Connect)": a name family name first, as a record system has it, in brackets. */
const NAME_AS_RECORDED = /\(\s*(\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?)\s+(?:in|on|per|as in|according to)\s+[^()]*\)/u;

/** A memorandum's or a letter's "From:" line: the sender's name, then their title. */
const MEMO_SENDER = new RegExp(String.raw`^\s*From:\s*(${PERSON_WORDS}),\s*([^,]+?)\s*(?:,|$)`, 'u');

/** Whether the writer sends the form for someone else they name: a member of staff, a request's subject. */
function writesForAnother(sentences: string[]): boolean {
  return sentences.some((s) => ON_BEHALF_OF_STAFF.test(s) || REQUEST_SUBJECT.test(s));
}

/** Whether the words before a value in its sentence give it in the first person ("I'm at …"), not another's ("his …"). */
function givenInFirstPerson(fact: Fact): boolean {
  const at = fact.sentence.indexOf(fact.value);
  const before = at > 0 ? fact.sentence.slice(0, at) : '';
  // ("please call or text ME, not Dad: (608) 843-5567": "me" stressed in capitals too.)
  // ("My address is …" is the writer's; "My mother's name is …", "my son's …" are a relative's.)
  return FIRST_PERSON_OWN.test(before) && !/\b(?:his|her|their|he|she|they)\b/i.test(before);
}

/** Whether a phone or an e-mail address follows "call me", "reach me at" in its sentence: the writer's own. */
function reachesWriter(fact: Fact): boolean {
  const at = fact.sentence.indexOf(fact.value);
  return at > 0 && (fact.typed?.kind === 'phone' || fact.typed?.kind === 'email') && REACH_ME.test(fact.sentence.slice(0, at));
}
const REACH_ME = /\b(?:call|text|ring|reach|contact|e-?mail)\s+me\b(?![^.;]*\b(?:his|her|their)\b)[^.;]*$/i;

/** The writer's own words: "I", "me", "ME", "my address" (not "my mother's", "my son"). */
const FIRST_PERSON_OWN = /\b(?:I|I'm|I’m|me|ME)\b|\b[Mm]y\b(?!\s+(?:\p{L}+['’]s\b|(?:mother|father|mom|dad|mum|son|daughter|wife|husband|brother|sister|aunt|uncle|grand\p{L}*|niece|nephew|cousin|client|patient|boss|spouse|partner)\b))/u;
/** How many sentences a letter's greeting may be read as: "Dear Ms." and "Kowalczyk,". */
const SENTENCES_OF_GREETING = 2;
/** "This is Byung Ho Cho, the seller of …": a letter's first words naming who writes (not "This is Pip, my character"). */
const LETTER_OPENS_WITH_NAME = /^\s*This\s+is\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}\s*(?:[.!]|,\s+(?!(?:my|our|his|her|their)\b)|$)/u;
/** A ticket's or a request's header naming who opened it: "Opened by:", "Submitted by:", "Requested by:". */
const OPENED_BY = /^\s*(?:opened|submitted|requested|raised|created|logged|filed)\s+by\s*:/i;
/**
 * "Address on the organizer is 85 Lane Allen Rd, …" / "Careful, that organizer address is old. He moved last summer,
 * it's 2291 Old Frankfort Pike, …": an address the text calls old, by the words it was given under, is a previous one.
 */
function withAddressesCalledOld(facts: Fact[], sentences: string[]): void {
  for (const sentence of sentences) {
    const m = sentence.match(ADDRESS_CALLED_OLD);
    if (!m) continue;
    const words = m[1]!.toLowerCase().split(/\s+/).filter((w) => w !== '');
    for (const fact of facts) {
      const keys = `${fact.key} ${fact.topic}`.toLowerCase();
      if (fact.address && fact.epoch === undefined && fact.sentence !== sentence && words.every((w) => keys.includes(w))) fact.epoch = 'previous';
    }
  }
}
/** "that organizer address is old", "the address on file is out of date": the words naming which, then "old". */
const ADDRESS_CALLED_OLD = /\b(?:that|the|this)\s+((?:\p{L}[\p{L}-]*\s+){1,2})address\s+(?:is|was|'s)\s+(?:(?:way|really|very|too)\s+)?(?:old|outdated|out[\s-]of[\s-]date|stale|no\s+longer\s+(?:good|valid|current|right))\b/iu;

/**
 * "Premises: 2250 N Glebe Rd, Apt 714, …" in a landlord's letter on a tenancy that has ended ("Move-out / keys
 * returned", "Acceptance of Early Lease Termination", "vacate the Premises"): the rented home the tenant has left, so
 * the previous address, where the text gives the one they live at now.
 */
function withPremisesLeftAsPrevious(facts: Fact[], sentences: string[]): void {
  if (!facts.some((f) => f.address && f.epoch === 'current') || !sentences.some((sentence) => TENANCY_ENDED.test(sentence))) return;
  for (const fact of facts) if (fact.address && fact.epoch === undefined && PREMISES_KEY.test(fact.key)) fact.epoch = 'previous';
}
/** The words of a tenancy that has ended. */
const TENANCY_ENDED = /\b(?:move[- ]?out|moved\s+out|keys\s+returned|vacate|surrender(?:ed)?\s+(?:the\s+)?premises|(?:early\s+)?(?:lease|tenancy)\s+termination|termination\s+of\s+(?:the\s+)?(?:lease|tenancy)|security\s+deposit\s+disposition)\b/i;
/** "Premises", "Leased premises", "Rental unit": the key of the rented home in a landlord's letter. */
const PREMISES_KEY = /^\s*(?:(?:leased|rented|rental)\s+)?(?:premises|rental\s+unit|unit\s+address|property\s+address)\b/i;

/** "good that's line", "it goes on line": a key that ends with the word "line", the line's number after it. */
const LINE_WORD_AT_END = /(?:^|\s)(?:that['’]?s|it['’]?s|goes\s+on|on|is)\s+line$/i;
/** "33", "8a": a form's line number. */
const LINE_NUMBER = /^\d{1,2}[a-z]?$/;
/** A task's or a ticket's staff member: "Assigned to", "Assignee", "Handled by". */
const ASSIGNED_TO_KEY = /^\s*(?:assigned\s+to|assignee|handled\s+by|case\s+owner)\s*$/i;

/** "I'm his wife, Grace", "I am her daughter", "I'm Paulo, Beatriz's son": the writer is a relative of whom the form is about. */
// ("I'm Lynn Voss-Amundsen, Harold Voss's daughter": the writer's whole name, and whose relative by their whole name.)
// ("I'm his court-appointed guardian, so I sign for him": or who looks after them.)
const WRITES_AS_RELATIVE = /\b(?:I am|I'm|I’m)\s+(?:\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2},\s+)?(his|her|(?:\p{Lu}[\p{L}.-]*\s+){0,2}\p{Lu}[\p{L}-]+['’]s)\s+(wife|husband|spouse|daughter|son|mother|father|mom|dad|sister|brother|(?:court[- ]appointed\s+|legal\s+)?(?:guardian|conservator|caregiver|caseworker|case\s+manager|representative payee))\b/iu;

/**
 * "I'm helping my dad with …", "filling this out for my mother", "on behalf of my father", "The employee is my father,
 * not me": the relative the writer writes for. ("please prepare a W-9 for one of my clients", "One of our line leads
 * asked People Ops to help her": or the client, or the member of staff.)
 */
const RELATIVE_WORDS = String.raw`dad|father|mom|mum|mother|grandfather|grandmother|grandpa|grandma|husband|wife|son|daughter|brother|sister|uncle|aunt`;
const WRITES_FOR_RELATIVE = new RegExp(String.raw`\b(?:helping|help|assisting)\s+my\s+(${RELATIVE_WORDS})\s+(?:with|fill|file|complete|out)\b|\b(?:on behalf of|filling (?:this|it|the [\p{L}\d-]+) (?:out|in) for|filling (?:out |in )?the [^.;]{1,50}? for|doing (?:this|it|the [\p{L}\d-]+) for|the (?:employee|taxpayer|applicant|principal|registrant|filer) is)\s+my\s+(${RELATIVE_WORDS})\b|\b(?:for|on behalf of)\s+(?:one of\s+)?(?:my|our)\s+(clients?)\b|\bone of (?:our|my)\s+(?:[\p{L}-]+\s+){0,3}?(?:asked|needs?|wants?)\b|\b(?:our|my)\s+(?:patient|resident|ward|consumer|participant)\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:asked|needs?|wants?)\b`, 'iu');
/** The words a writer calls the relative they write for, by what the writer is to them ("daughter" → her dad). */
const RELATIVE_OF_WRITER: Readonly<Record<string, RegExp>> = {
  daughter: /^(?:dad|father|mom|mum|mother|parent)$/i,
  son: /^(?:dad|father|mom|mum|mother|parent)$/i,
  wife: /^(?:husband|spouse)$/i,
  husband: /^(?:wife|spouse)$/i,
  mother: /^(?:son|daughter|child)$/i,
  father: /^(?:son|daughter|child)$/i,
  mom: /^(?:son|daughter|child)$/i,
  dad: /^(?:son|daughter|child)$/i,
  sister: /^(?:brother|sister)$/i,
  brother: /^(?:brother|sister)$/i,
};
const FEMALE_RELATIVE = /^(?:mom|mum|mother|grandmother|grandma|wife|daughter|sister|aunt)$/i;

/** "his" or "her", whichever the text says more often. */
function mostUsedPronoun(sentences: string[]): 'his' | 'her' {
  const count = (pattern: RegExp) => sentences.reduce((n, s) => n + (s.match(pattern)?.length ?? 0), 0);
  return count(/\b(?:her|she)\b/gi) > count(/\b(?:his|he|him)\b/gi) ? 'her' : 'his';
}

/**
 * "I'm his wife, Grace. His name is Daniel K. Okafor and his SSN is …": a relative writes for whom the form is
 * about. What the text says is "his" (or "hers") is the form's person's; the name and the contacts the writer
 * gives as their own (the sign-off, "my phone") are the relative's.
 */
function withRelativeWritingFor(facts: Fact[], sentences: string[]): void {
  const writes = sentences.map((sentence) => sentence.match(WRITES_AS_RELATIVE)).find((m) => m !== null);
  // ("I'm helping my dad with the paperwork …": the relative is named by the writer's "my"; the writer takes no
  // part in the form.)
  const helps = writes ? undefined : sentences.map((sentence) => sentence.match(WRITES_FOR_RELATIVE)).find((m) => m !== null);
  if (!writes && !helps) return;
  // (A client's is told by the text's pronouns: "his own name on line 1".)
  const relative = helps?.[1] ?? helps?.[2];
  const client = helps?.[3];
  // ("Beatriz's son": whose by name, the text's pronouns say which.)
  const pronoun = writes ? (/^(?:his|her)$/i.test(writes[1]!) ? writes[1]!.toLowerCase() : mostUsedPronoun(sentences)) : relative ? (FEMALE_RELATIVE.test(relative) ? 'her' : 'his') : mostUsedPronoun(sentences);
  // (A wife or husband is the form's spouse; a son, a daughter or a parent writing for their relative takes no part in
  // the form.)
  const writerParty = writes && /^(?:wife|husband|spouse)$/i.test(writes[2]!) ? textParty(writes[2]!.toLowerCase())! : CORRESPONDENT;
  // ("Client: Oluwaseun Adeyemi (goes by Seun)": the name keyed by whom the writer writes for is the form's person's.)
  const whom = (relative ?? (client ? 'client' : undefined))?.toLowerCase();
  // ("I'm Lynn Voss-Amundsen, Harold Voss's daughter. … Dad is Harold E. Voss.": the relative a writer is the daughter
  // of is her dad, by whatever word she calls him.)
  const writersRelative = writes ? RELATIVE_OF_WRITER[writes[2]!.toLowerCase()] : undefined;
  for (const fact of facts) {
    if (writersRelative && fact.person && fact.party === undefined && writersRelative.test(fact.key.trim().replace(/^(?:my|our)\s+/i, ''))) {
      fact.key = `${fact.key.trim()} name`;
      fact.party = SELF;
      continue;
    }
    if (whom && fact.person && fact.key.trim().toLowerCase().replace(/^(?:my|our)\s+/, '') === whom) {
      fact.key = `${fact.key.trim()} name`;
      fact.party = SELF;
      continue;
    }
    if (fact.party === undefined && fact.source === 'prose' && new RegExp(String.raw`\b${pronoun}\s+${escapeRegExp(fact.key)}\b`, 'i').test(fact.sentence)) {
      fact.party = SELF;
      continue;
    }
    // ("Me: Marisol C. Dizon, born …, A# …": so is a line the writer keys as their own, whatever it gives.)
    const ownLine = /^my\s/i.test(fact.key) || /^me$/i.test(fact.key.trim()) || /^me$/i.test(fact.topic.split(' | ')[0]!.trim());
    if (helps && ownLine && fact.party === SELF) {
      fact.party = writerParty;
      delete fact.writerRole;
      continue;
    }
    // (And the address the writer signs with: "my address" of the sign-off.)
    // ("My address is 2914 Chapel Valley Rd, … but Dad's address is the one that goes on the form": or given in the
    // first person.)
    if (fact.party !== SELF || !(fact.person || fact.typed?.kind === 'phone' || fact.typed?.kind === 'email' || ((fact.address || findUsAddresses(fact.value)[0]?.start === 0) && (helps || /^my\s/i.test(fact.key) || (writes && /^\s*my\s+(?:home\s+|mailing\s+|own\s+)?address\b/i.test(fact.sentence)))))) continue;
    // (Writing for a client or a relative, the writer names them in the first person too: "I'm writing on behalf of our
    // client, Mr. Desmond Achebe-Rowe"; only what the writer signs with is theirs.)
    // ("If you need anything else from him, call me … direct line (815) 741-3360": unless the writer gives it as the way
    // to reach them.)
    if (!ownLine && (helps || !givenInFirstPerson(fact)) && !(helps && reachesWriter(fact))) continue;
    fact.party = writerParty;
    delete fact.writerRole;
  }
}

/**
 * "Principal: Rukhsana Qureshi" … "Thanks! Dwayne Jefferson, Broker Associate, (773) 555-0128": when the text keys
 * someone else by the role the form is about, the name and the contacts the writer signs with are the writer's,
 * not that person's.
 */
function withSignOffApartFromSubject(facts: Fact[], sentences: string[]): void {
  // ("it's Adaeze's request for the PMP prep course" over a row naming Adaeze Okonkwo-Bell: so does a text that calls
  // the request someone's by their first name.)
  const requestOf = (p: PersonName) => p.first !== '' && sentences.some((s) => new RegExp(String.raw`\b${escapeRegExp(p.first)}['’]s\s+(?:[\p{L}-]+\s+)?${REQUEST_NOUN}\b`, 'u').test(s));
  // ("Applicant: Marcus T. Whitfield, Supervisory Civil Engineer, GS-0810-15": or the name read from such a line.)
  const keyedSubject = (f: Fact) => SUBJECT_KEY.test(f.key.trim()) || (f.source === 'typed' && /^name$/i.test(f.key.trim()) && SUBJECT_KEY.test(f.topic.split(' | ')[0]!.trim()));
  const subjects = facts.filter((f) => (f.source === 'line' || f.source === 'typed') && f.person && (keyedSubject(f) || (f.source === 'line' && requestOf(f.person)))).map((f) => f.person!);
  const signer = facts.find((f) => f.person && /^my name$/i.test(f.key))?.person;
  // ("our client Ms Brennan" and "I, SIOBHÁN BRENNAN, …" in her affidavit: one person, named without a first name or in
  // capitals.)
  const samePerson = (p: PersonName) => p.last.toLowerCase() === signer!.last.toLowerCase() && (p.first === '' || p.first.toLowerCase() === signer!.first.toLowerCase());
  // ("Legal First: Marisol" / "Legal Last: Vargas-Whitley" from a spreadsheet's row: a name keyed by its parts.)
  const part = (key: RegExp) => facts.find((f) => f.source === 'line' && key.test(f.key.trim()) && /^\p{Lu}[\p{L}'’-]+$/u.test(f.value.trim()))?.value.trim();
  const [first, last] = [part(FIRST_NAME_PART_KEY), part(LAST_NAME_PART_KEY)];
  if (first !== undefined && last !== undefined) subjects.push({ full: `${first} ${last}`, first, middle: '', last });
  if (subjects.length === 0 || !signer || subjects.some(samePerson)) return;
  // (A writer who says which role of the form is theirs, "I'm his first-line supervisor", signs in that role.)
  // (And what is read out of such a line: "Beverly Tran" of "my name and title".)
  for (const fact of facts) if (fact.party === SELF && fact.writerRole === undefined && (/^my\s/i.test(fact.key) || (fact.source === 'typed' && /^my\s/i.test(fact.topic.split(' | ')[0]!)))) fact.party = CORRESPONDENT;
  // ("Denise Albright" / "Secretary (OA) | …" / "Desk: (702) 293-8347 | dalbright@usbr.gov": so are the phone and the
  // e-mail address on the lines of the signature under the name.)
  const signedAt = sentences.findIndex((s) => facts.some((f) => f.sentence === s && f.person && /^my name$/i.test(f.key)));
  if (signedAt < 0) return;
  const after = new Set(sentences.slice(signedAt + 1, signedAt + 1 + SIGNATURE_LINES_AFTER_NAME));
  for (const fact of facts) if ((fact.party === undefined || fact.party === SELF) && (fact.source === 'line' || fact.source === 'typed') && after.has(fact.sentence) && (fact.typed?.kind === 'phone' || fact.typed?.kind === 'email' || /^[\d(+]/.test(fact.value.trim())) && (SIGNATURE_CONTACT_KEY.test(fact.key) || (fact.source === 'typed' && fact.key.trim() === ''))) fact.party = CORRESPONDENT;
}
/** "Legal First", "First name", "Given name": the key of a first name alone. */
const FIRST_NAME_PART_KEY = /^(?:legal\s+)?(?:first|given)(?:\s+name)?$/i;
/** "Legal Last", "Last name", "Surname", "Family name": the key of a last name alone. */
const LAST_NAME_PART_KEY = /^(?:legal\s+)?(?:last|family|sur)(?:\s*name)?$/i;
/** The lines of a signature under its name that give its contacts. */
const SIGNATURE_LINES_AFTER_NAME = 4;
/** "Desk", "Office", "Cell", "Tel", "Email": a signature's keys for its writer's contacts. */
const SIGNATURE_CONTACT_KEY = /^\s*(?:desk|office|direct|cell|mobile|tel|phone|ph|work|main|email|e-mail|fax)\b/i;

/**
 * "Put us in the requester box (address in my sig)": a writer who asks for the form's requester block to be theirs
 * is not whom the form is about; their name, office and contacts (the sign-off's) fill the requester's block only.
 */
function withWriterAsRequester(facts: Fact[], sentences: string[]): void {
  if (!sentences.some((s) => WRITER_IS_REQUESTER.test(s))) return;
  for (const fact of facts) if (fact.party === SELF && fact.writerRole === undefined && (/^my\s/i.test(fact.key) || /^my\s/i.test(fact.topic.split(' | ')[0]!))) fact.party = CORRESPONDENT;
}
/**
 * "Dale's texts from this morning pasted below" and, in them, "hey lorna its dale hutchins": the e-mail relays the
 * messages of the person it is about, whose "I" they are. The e-mail's own sender (its From line) is then the
 * correspondent, not the form's person.
 */
function withPastedMessagesOfSubject(facts: Fact[], sentences: string[]): void {
  const relayed = sentences.map((s) => s.match(PASTED_MESSAGES_OF)?.[1]).find((first) => first !== undefined);
  if (!relayed) return;
  if (!facts.some((f) => f.party === SELF && f.person && f.topic === '' && f.person.first.toLowerCase() === relayed.toLowerCase())) return;
  for (const fact of facts) if (fact.party === SELF && /^from$/i.test(fact.topic.split(' | ')[0]!.trim()) && (!fact.person || fact.person.first.toLowerCase() !== relayed.toLowerCase())) fact.party = CORRESPONDENT;
}
/** "Dale's texts from this morning pasted below", "Ana's e-mail forwarded below": whose messages the text carries. */
const PASTED_MESSAGES_OF = /\b(\p{Lu}\p{Ll}+)['’]s\s+(?:(?:text|chat)\s+)?(?:texts|messages|e-?mails?|notes?|repl(?:y|ies)|voicemails?|DMs)\b[^.!?]{0,60}?\b(?:pasted|copied|forwarded|below|attached|quoted)\b/u;
const WRITER_IS_REQUESTER = /\b(?:put|use|list|enter)\s+(?:us|me|our\s+(?:company|firm|office|practice|info|details|address))\s+(?:in|as|on|for)\s+(?:the\s+)?requester\b/i;

/** What a writer calls the form they ask for on someone's behalf: "Adaeze's request", "his application". */
const REQUEST_NOUN = String.raw`(?:request|application|registration|nomination|enrollment|enrolment|paperwork|form)`;
/** "Principal:", "Taxpayer", "Employee name": a key that names whom the form is about by that role. */
const SUBJECT_KEY = /^(?:principal|taxpayer|employee|applicant|registrant|client)(?:['’]s)?(?:\s+(?:name|full name|legal name))?(?:\s*\([^()]*\))?$/i;

/**
 * "I would like to give my brother a power of attorney", "I'm naming my daughter as my agent", "appointing my son as
 * my attorney-in-fact": the relative appointed.
 */
const RELATIVE_APPOINTED = /\b(?:give|giving|grant|granting|appoint|appointing|name|naming|make|making)\s+my\s+(\p{Ll}+)\s+(?:as\s+)?(?:(?:a|the|my)\s+)?(?:(?:special|general|durable)\s+)?(?:power of attorney|attorney[- ]in[- ]fact|agent)\b/u;

/**
 * A relative the text appoints as agent in one sentence ("… give my brother a power of attorney") is that agent
 * wherever it names them ("My brother's name is Gregory Whitaker").
 */
function withRelativesAppointed(facts: Fact[], sentences: string[]): void {
  for (const sentence of sentences) {
    const appointed = sentence.match(RELATIVE_APPOINTED)?.[1];
    // ("I'm giving my late father's deer rifle to my nephew": whom a thing is given or sold to is its buyer.)
    const receiving = appointed ? undefined : sentence.match(RELATIVE_RECEIVING)?.[1];
    const relation = appointed ?? receiving;
    if (!relation) continue;
    // ("My brother's name is Gregory Whitaker": "my" made it the writer's.)
    // ("My son is Daniel R. Vasquez of Evanston, Illinois": the town they live in is theirs too.)
    const named = (f: Fact) => [`${relation} name`, relation, `${relation} city of residence`].includes(f.key.toLowerCase().replace(/^my\s+/, '').replace(/['’]s\b/, ''));
    // (Whoever the relation alone would make them, "my son" a dependent, the role they are given comes first.)
    const byRelation = textParty(relation);
    for (const fact of facts) {
      if (named(fact) && (fact.person || fact.address || parsePersonName(fact.value.split(/\s+of\s+|,/)[0]!)) && (fact.party === undefined || fact.party === UNNAMED_PARTY || fact.party === SELF || fact.party === byRelation)) fact.party = appointed ? 'agent' : 'buyer';
    }
  }
}

/** "I'm giving my late father's deer rifle to my nephew", "selling the truck to my son": the relative who receives. */
const RELATIVE_RECEIVING = /\b(?:giv(?:e|ing)|gift(?:ing)?|sell(?:ing)?|transferr?(?:ing)?|hand(?:ing)? over)\s+[^.;]{1,60}?\s+to\s+my\s+(\p{Ll}+)\b/u;

/** What a text calls a relative in their place: "Mom's address" is the mother's. */
const RELATIVE_CALLED: Record<string, string> = { mom: 'mother', mum: 'mother', mama: 'mother', mother: 'mother', dad: 'father', papa: 'father', father: 'father' };

/**
 * "my mother, Dorothy Haas, wants to sell …  Mom's address is 1208 Ridgeview Dr, …": a relative the text gave a
 * role (the seller) has that role wherever the text speaks of them by the relation ("Mom's …"); a value of a
 * sentence whose subject is someone named is theirs (withSubjectsOwnValue).
 */
function withRelativesInRoles(facts: Fact[]): void {
  for (const fact of facts) {
    if (fact.party !== undefined) continue;
    const called = fact.key.match(/^(\p{L}+)['’]s\s+\p{L}+(?:\s+\p{L}+)?$/u)?.[1];
    const role = called ? roleOfPerson(facts, relativeCalled(facts, called)) : undefined;
    if (role) fact.party = role;
    else withSubjectsOwnValue(fact, facts);
  }
}

/** A sentence that opens with someone named, then what they do or are: "Dad lives at …", "Gary is two houses down …". */
const NAMED_SUBJECT = /^(\p{Lu}\p{Ll}+)\s+(?:lives|is|has|'s|’s|moved|works)\b/u;

/**
 * "Dad lives at 1423 County Road …", "Gary is two houses down at 1419 …": a value keyed by the subject of its
 * sentence, someone the text named by a relation or a first name, is theirs; the writer's client's is the client's.
 */
function withSubjectsOwnValue(fact: Fact, facts: Fact[]): void {
  const subject = fact.sentence.match(NAMED_SUBJECT)?.[1];
  if (!subject || !fact.key.startsWith(subject)) return;
  const relative = relativeCalled(facts, subject);
  if (relative && facts.some((f) => f.party === SELF && f.key === 'client name' && f.person?.full === relative.full)) fact.party = SELF;
  else fact.party = roleCalled(facts, subject) ?? fact.party;
}

/** The person a text calls by a relation ("Mom"), named before with it ("my mother, Dorothy Haas"). */
function relativeCalled(facts: Fact[], word: string): PersonName | undefined {
  const relation = RELATIVE_CALLED[word.toLowerCase()];
  return relation ? facts.find((f) => f.person && f.key === `${relation} name`)?.person : undefined;
}

/**
 * The role of someone the text calls by a word: a relation ("Mom's"), a first name ("Gary's"), or a first name said
 * short ("Walt's" for Walter Dziedzic, named in full before).
 */
function roleCalled(facts: Fact[], word: string): string | undefined {
  const named = (first: string) => first === word || (word.length >= 3 && first.startsWith(word));
  return roleOfPerson(facts, relativeCalled(facts, word) ?? facts.find((f) => f.person && named(f.person.first) && roleOfPerson(facts, f.person))?.person);
}

/** The role (seller, buyer, …) the text gave a person, by their whole name; not the writer's own. */
function roleOfPerson(facts: Fact[], person: PersonName | undefined): string | undefined {
  if (!person) return undefined;
  return facts.find((f) => f.person?.full === person.full && f.party !== undefined && f.party !== UNNAMED_PARTY && f.party !== SELF)?.party;
}

/** "the USCIS# on the green card: 214-556-907": where a value is written, then the value (1), a number or a code. */
/**
 * "For the second line of address write it in the Spanish way they understand here: Escalera 1, Piso 3, Puerta 8": how
 * to write a value, then the value (1) after a colon.
 */
const WRITTEN_HOW_THEN_GIVEN = /^(?:it|them|this|that)\s+(?:in|as|the|like)\b[^:\n]{1,60}:\s+(\p{Lu}[^:\n]{1,80}?)\.?$/u;
const SAID_WHERE_THEN_GIVEN = /^(?:the|my|our|his|her|their)\s+[^:\n]{1,60}?\s+(?:on|in|from)\s+(?:the|my|our|his|her|their)\s+[^:\n]{1,40}:\s+([\p{Lu}\d][\p{Lu}\d-]{3,24}\d)\.?$/u;

/**
 * "PRESENT physical address: line 7 on the IRS form is our P.O. box, … USCIS does NOT accept a P.O. box as the physical
 * address." then "We actually live at 5521 Palmer Crossing Cir, Sarasota, FL 34233, in an apartment.": a keyed line
 * that explains instead of giving its address, and the address the writer says they live at a sentence or two later,
 * which is the key's. The explaining line gives no address of its own.
 */
function withLivedAtAddressKeyed(facts: Fact[], sentences: string[]): void {
  // (A keyed line keeps the whole line as its sentence, which the text's sentences split.)
  for (const lived of facts.filter((f) => f.address && f.source === 'typed' && LIVE_AT_KEY.test(f.key))) {
    const at = sentences.findIndex((s) => s === lived.sentence || s.includes(lived.sentence));
    if (at < 0) continue;
    const explaining = facts.find((f) => f.source === 'line' && /\baddress\b/i.test(f.key) && !STARTS_LIKE_ADDRESS.test(f.value) && sentences.slice(Math.max(0, at - LIVED_AT_REACH), at).some((s) => f.sentence.includes(s)));
    if (!explaining) continue;
    lived.key = explaining.key;
    if (explaining.epoch !== undefined) lived.epoch = explaining.epoch;
    delete explaining.address;
  }
}
const LIVE_AT_KEY = /\b(?:I|we)\s+(?:actually\s+|really\s+|now\s+)?live\b/i;
/** How many sentences before the address its explaining line may be. */
const LIVED_AT_REACH = 3;

/**
 * "Address line 2: Scala B", put there by the writer's own words, against the address "Corso Giovecca 112, scala B, same
 * CAP 44121, Ferrara" whose second line was read to run on: that address's second line is what was put.
 */
function withSecondLineAsPut(facts: Fact[]): void {
  for (const keyed of facts.filter((f) => f.source === 'line' && /^address\s+line\s+2$/i.test(f.key.trim()))) {
    const put = keyed.value.trim();
    for (const fact of facts) {
      // ("flat 7" for "m. 7": or the same unit's number written another way.)
      const sameNumber = (a: string, b: string) => /\d/.test(a) && a.replace(/\D+/g, ' ').trim() === b.replace(/\D+/g, ' ').trim();
      if (!fact.address || fact.address.line2 === '' || fact.address.line2 === put || !(fact.address.line2.toLowerCase().startsWith(put.toLowerCase()) || sameNumber(fact.address.line2, put))) continue;
      fact.address = { ...fact.address, line2: put, full: fact.address.full.replace(fact.address.line2, put) };
    }
  }
}

/**
 * "New home: 58 Beacon Hill Rd, Newton, MA 02459. It's a two-family house and he has the whole 2nd floor, so it's
 * floor 2, not an apartment.": the floor the next sentence says an address is on is its unit, when it has none.
 */
function withFloorSaidAfter(facts: Fact[], sentences: string[]): void {
  for (const fact of facts) {
    if (!fact.address || fact.address.line2 !== '' || fact.address.street === '') continue;
    const at = sentences.indexOf(fact.sentence);
    const next = at >= 0 ? sentences[at + 1] : undefined;
    const floor = next?.match(FLOOR_STATED);
    if (!floor) continue;
    const line2 = `Floor ${floor[1] ?? floor[2]}`;
    fact.address = { ...fact.address, line2, full: fact.address.full.replace(fact.address.street, `${fact.address.street}, ${line2}`) };
  }
}

/** "it's floor 2", "he has the whole 2nd floor", "we're on the 3rd floor": the floor of the address before. */
const FLOOR_STATED = /^(?=.{0,160}$)(?:[^.]*?\b(?:it['’]s|it is|that['’]s)\s+floor\s+(\d{1,2})\b|[^.]*?\b(?:has|have|on|rents?|takes?)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(\d{1,2})(?:st|nd|rd|th)\s+floor\b)/iu;

/**
 * "Accommodation: yes. I'm Deaf, so I'll need two ASL interpreters (a team) for all sessions …": a yes to an
 * accommodation, then what the writer will need, in the next sentences, is the accommodation's description.
 */
function withAccommodationNeedsDescribed(facts: Fact[], sentences: string[]): void {
  for (const said of facts.filter((f) => /\baccommodations?\b/i.test(f.key) && parseBoolean(f.value) === true)) {
    const at = sentences.indexOf(said.sentence);
    for (const sentence of sentences.slice(at, at + ACCOMMODATION_SENTENCES + 1)) {
      const need = sentence.match(NEED_DESCRIBED)?.[1];
      if (!need) continue;
      facts.push({ key: 'accommodation requirements described', topic: '', value: need.trim(), source: 'prose', strength: 0.85, sentence });
      break;
    }
  }
}

/** "so I'll need two ASL interpreters …", "she will require a sign-language interpreter": what someone will need. */
const NEED_DESCRIBED = /\b(?:I|we|he|she|they)(?:['’]ll|\s+will|\s+would)?\s+(?:need|require)s?\s+((?:an?|two|three|four|\d+|some)\s+[^.;]{4,200})/i;
/** How many sentences after the yes may describe what is needed. */
const ACCOMMODATION_SENTENCES = 2;

/**
 * The dates a text tells the document to bear: "Please date it 08/12/2025" (the date after "date" told as a verb), and
 * "Saturday July 12 at Moose's then. bill of sale dated that day and we both sign it there" ("that day" is the date of
 * the sentence before, and the sentence that says so dates and signs the document with it).
 */
function withThatDayDated(facts: Fact[], sentences: string[]): void {
  sentences.forEach((sentence, i) => {
    // ("Please date it 08/12/2025", "pls date 08/12/2025": "date" told as a verb, the date the form is to bear.)
    for (const f of facts.filter((f) => f.sentence === sentence && f.typed?.kind === 'date')) {
      const at = sentence.indexOf(f.value);
      if (at > 0 && DATE_IT_BEFORE.test(sentence.slice(0, at))) facts.push({ key: 'date signed dated', topic: '', value: f.value, source: 'prose', strength: 0.85, typed: f.typed, sentence });
    }
    const at = sentence.search(DATED_THAT_DAY);
    if (at < 0) return;
    // ("… to sign on April 5, 2025, so please date it that day": the day may be named earlier in the sentence itself.)
    const date = facts.findLast((f) => f.sentence === sentence && f.typed?.kind === 'date' && sentence.indexOf(f.value) >= 0 && sentence.indexOf(f.value) < at) ?? facts.findLast((f) => i > 0 && f.sentence === sentences[i - 1] && f.typed?.kind === 'date');
    if (date) facts.push({ key: 'date signed dated', topic: '', value: date.value, source: 'prose', strength: 0.85, typed: date.typed, sentence });
  });
}

/** "Please date it ", "pls date ", "date the form as ": the words before a date the form is to be dated with. */
// ("Date the AR-11 the same day as the 8822, June 9, 2025.": the form by its name, and the day said to be another's.)
const DATE_IT_BEFORE = /(?:\b(?:please|pls|plz|kindly|just|and|then)\s+date(?:\s+(?:it|the form|this|them))?|\bdate\s+(?:it|the form|this|them|the\s+(?=[\p{L}\d-]*\d)[\p{L}\d-]{2,14}))(?:\s+(?:the\s+same\s+day\s+as|the\s+same\s+as|same\s+as|like)\s+(?:the|my|our)\s+[^,.;]{1,30}?,?)?\s+(?:(?:as|with|for|on)\s+)?$/iu;

/** "or did you elect S corp", "are you still at the Elm St place": a question asked without a question mark. */
const UNMARKED_QUESTION = /^(?:or|and|so)?\s*(?:did|do|does|are|were|is|was|have|has|will|would|should)\s+(?:you|he|she|they|we|your|his|her|their)\b[^.!:;]*$/i;
const UNMARKED_QUESTION_WORDS = 12;

/**
 * "dated that day", "sign it that day", "date it that day", "We will both sign then, and date the bill of sale that
 * day too": a document's date said as the day named before.
 */
const DATED_THAT_DAY = /\b(?:dated|date\s+(?:it|the\s+(?:bill\s+of\s+sale|form|document|agreement|contract))|sign(?:ed|s|ing)?(?:\s+it)?)\s+(?:on\s+)?(?:that\s+day\b|then(?=\s*[,.;!]|\s*$))/i;

/**
 * "Presidential campaign fund: Hiroshi yes, Margaret no": two given names with a comma between them read like a
 * name written family name first ("Tanabe, Hiroshi"), but when both are the given names of people the text names
 * in full, they are those people, listed, and no one person's name.
 */
function withoutListsOfFirstNames(facts: Fact[]): void {
  const givenNames = new Set(facts.filter((f) => f.person && f.person.first !== '' && f.person.last !== '' && !f.value.includes(',')).map((f) => f.person!.first));
  for (const fact of facts) {
    const listed = fact.person && /^(\p{Lu}[\p{L}'’-]+),\s*(\p{Lu}[\p{L}'’-]+)$/u.exec(fact.value.trim());
    if (listed && givenNames.has(listed[1]!) && givenNames.has(listed[2]!)) delete fact.person;
  }
}

/**
 * "My full name is Diane R. Whitaker" and the signature "Diane Whitaker": one person, and the form takes the name
 * written in full (the middle initial too) wherever it takes either.
 */
function withFullerNamesOfOnePerson(facts: Fact[]): void {
  const people = facts.filter((f) => f.person && f.person.first !== '' && f.person.last !== '');
  for (const short of people) {
    if (short.person!.middle !== '') continue;
    // ("Dan Kerrigan" signing under "Daniel Kerrigan, 1604 W Jefferson St, …": a first name said short is the same
    // person's, whose name the form wants whole.)
    const sameFirst = (first: string) => first === short.person!.first || (short.person!.first.length >= 3 && first.length > short.person!.first.length && first.startsWith(short.person!.first));
    const fuller = people.find((f) => f !== short && (f.person!.middle !== '' || f.person!.first !== short.person!.first) && sameFirst(f.person!.first) && f.person!.last === short.person!.last && (f.party === short.party || f.party === undefined || short.party === undefined || short.party === SELF));
    if (!fuller) continue;
    short.value = fuller.value;
    short.person = fuller.person;
  }
}

/**
 * "I'm appointing my brother, Michael J. Brennan, who lives in Oak Park, Illinois, as my attorney-in-fact": the town
 * of someone a sentence names in a role is that role's, not the writer's the sentence's "my" would make it.
 */
/**
 * "Driver's licences, since the form asks: mine is W325-6618-2240 and Tomasz's is N242-9907-3158": two numbers of
 * one kind, the writer's and someone named's, each keyed by the words that lead in to them and each its owner's.
 */
function readMineAndTheirs(sentence: string, facts: Fact[]): void {
  readTwoOwnersNumbers(sentence, facts);
  readHisAndMine(sentence, facts);
  const m = sentence.match(MINE_AND_THEIRS);
  if (!m) return;
  const key = sentence.slice(0, m.index).split(/[:,;]/)[0]!.trim();
  const owner = roleCalled(facts, m[2]!);
  if (key === '' || owner === undefined) return;
  // (The clause that held both, "since the form asks: mine is …", says nothing of its own.)
  const both = facts.filter((f) => f.sentence === sentence && f.value.includes(m[1]!) && f.value.includes(m[3]!));
  for (const f of both) facts.splice(facts.indexOf(f), 1);
  facts.push({ key, topic: '', value: dashedLicence(key, m[1]!), source: 'prose', strength: 0.85, sentence, party: SELF });
  facts.push({ key, topic: '', value: dashedLicence(key, m[3]!), source: 'prose', strength: 0.85, sentence, party: owner });
}
/**
 * "Mom's driver's license is H200-4418-5527 and Gary's is L523-8801-6034": two numbers of one kind, each of someone
 * the text has given a role, by their first name or by what the writer calls them.
 */
const THEIRS_AND_THEIRS = /\b(\p{Lu}\p{Ll}+)['’]s\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+is\s+([\p{Lu}\d][\p{Lu}\d-]{3,}),?\s+and\s+(\p{Lu}\p{Ll}+)['’]s(?:\s+is)?\s+([\p{Lu}\d][\p{Lu}\d-]{3,})/u;

function readTwoOwnersNumbers(sentence: string, facts: Fact[]): void {
  const m = sentence.match(THEIRS_AND_THEIRS);
  if (!m) return;
  const [first, second] = [roleCalled(facts, m[1]!), roleCalled(facts, m[4]!)];
  if (!first || !second || first === second) return;
  const both = facts.filter((f) => f.sentence === sentence && f.value.includes(m[3]!) && f.value.includes(m[5]!));
  for (const f of both) facts.splice(facts.indexOf(f), 1);
  facts.push({ key: m[2]!, topic: '', value: m[3]!, source: 'prose', strength: 0.85, sentence, party: first });
  facts.push({ key: m[2]!, topic: '', value: m[5]!, source: 'prose', strength: 0.85, sentence, party: second });
}

/**
 * "his driver's license number is H536-4471-9082 and mine is P630-5529-4417": a number of the other side's and the
 * writer's, when the text has named only one other side (the buyer the writer sells to).
 */
const HIS_AND_MINE = /\b(?:his|her)\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+is\s+([\p{Lu}\d][\p{Lu}\d-]{3,}),?\s+and\s+mine(?:['’]s|\s+is)\s+([\p{Lu}\d][\p{Lu}\d-]{3,})/u;

function readHisAndMine(sentence: string, facts: Fact[]): void {
  const m = sentence.match(HIS_AND_MINE);
  if (!m) return;
  const others = new Set(facts.filter((f) => f.person && f.party !== undefined && f.party !== SELF && f.party !== UNNAMED_PARTY).map((f) => f.party));
  if (others.size !== 1) return;
  const [owner] = others;
  // (The clause that held both is no one's, in this sentence or keyed by the same words under a line's label.)
  const both = facts.filter((f) => (f.sentence === sentence || f.key === m[1]) && f.value.includes(m[2]!) && f.value.includes(m[3]!));
  for (const f of both) facts.splice(facts.indexOf(f), 1);
  facts.push({ key: m[1]!, topic: '', value: dashedLicence(m[1]!, m[2]!), source: 'prose', strength: 0.85, sentence, party: owner });
  facts.push({ key: m[1]!, topic: '', value: dashedLicence(m[1]!, m[3]!), source: 'prose', strength: 0.85, sentence, party: SELF });
}

/**
 * "P15244783016" read out digit by digit: a driver's licence number of a letter and eleven digits (Illinois's, and
 * the form the corpus's bills of sale take) is written in its groups, "P152-4478-3016".
 */
function dashedLicence(key: string, value: string): string {
  return /licen[cs]e|\bDL\b/i.test(key) ? value.replace(/^([A-Z]\d{3})(\d{4})(\d{4})$/, '$1-$2-$3') : value;
}

// ("mine is P15244783016 Illinois and Walt's is D23506619827 also Illinois": the state that issued each may follow it.)
const MINE_AND_THEIRS = /\bmine(?:['’]s|\s+is)\s+([\p{Lu}\d][\p{Lu}\d-]{3,})(?:\s+\p{Lu}\p{Ll}+)?,?\s+and\s+(\p{Lu}\p{Ll}+)['’]s(?:\s+is)?\s+([\p{Lu}\d][\p{Lu}\d-]{3,})/u;

function withTownsOfThoseNamed(facts: Fact[]): void {
  for (const town of facts) {
    if (town.key !== TOWN_KEY || town.party !== undefined) continue;
    const at = town.sentence.indexOf(town.value);
    // ("… Gregory Whitaker, and he lives in Evanston, Illinois": "he" or "she" too.)
    if (at < 0 || !/\b(?:who|he|she)\s+(?:\p{Ll}+\s+)?(?:lives|resides|is living|is based)\s+in\s+$/u.test(town.sentence.slice(0, at))) continue;
    const named = facts.filter((f) => f.person && f.sentence === town.sentence && f.party !== undefined && f.party !== SELF && f.party !== UNNAMED_PARTY);
    const nearest = named
      .map((f) => ({ f, end: town.sentence.lastIndexOf(f.value, at) }))
      .filter((n) => n.end >= 0)
      .sort((a, b) => b.end - a.end)[0];
    if (nearest) town.party = nearest.f.party;
  }
}

/** "On Tue, Sep 30, 2025 at 8:14 PM Walter Brzezinski <wbrz@example.com> wrote:", above the message a reply quotes. */
const QUOTED_MESSAGE_HEADER = /^On\s.{4,160}\swrote:\s*$/;
/**
 * The writer's name in such a header: "… 8:14 PM Raymond Kessler <rkessler61@example.com> wrote:". (Each word has
 * a small letter after its capital: "PM" before the name is the time's.)
 */
const QUOTED_WRITER_NAME = /\b(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*)+)\s*(?:<[^<>]*>)?\s*wrote:\s*$/u;

/** The role a keyed line of a quoted message gives the writer its header names, if one does. */
function roleOfQuotedWriter(message: string[], facts: Fact[]): string | undefined {
  const writer = (message[0] ?? '').match(QUOTED_MESSAGE_HEADER) ? message[0]!.match(QUOTED_WRITER_NAME)?.[1] : undefined;
  if (writer === undefined) return undefined;
  const sentences = new Set(message.slice(1));
  // ("Seller: Raymond Kessler, 416 E Walnut St, …": the name may open a line that goes on with an address.)
  const names = (f: Fact) => f.person?.full === writer || f.value === writer || f.value.startsWith(`${writer},`);
  const named = facts.find((f) => names(f) && f.party !== undefined && f.party !== SELF && sentences.has(f.sentence));
  return named?.party;
}

/** The other side of a sale or a lease: the role the writer's counterpart has. */
/**
 * "I'm filling this out on behalf of my father, Harold Lindqvist … our neighbor Gary Pruitt is taking it": when the
 * text names one side of a deal and writes for someone else, that someone is the other side.
 */
function withClientInCounterRole(facts: Fact[]): void {
  const roles = new Set(facts.map((f) => f.party).filter((p) => p !== undefined && COUNTERPARTS[p] !== undefined));
  if (roles.size !== 1 || !facts.some((f) => f.key === 'client name' && f.party === SELF)) return;
  const role = COUNTERPARTS[[...roles][0]!]!;
  for (const fact of facts) if (fact.party === SELF) fact.writerRole ??= role;
}

/** "my position", "position title": a key of someone's job title. */
const POSITION_KEY = /\b(?:position|job\s+title|occupation)\b/i;

/**
 * "- Heavy Mobile Equipment Mechanic, WG-5803-10" in the writer's details, and "HME Mechanic, Maint Dir, TEAD" under
 * the signature: a title signed with an abbreviation is the title the text spells out.
 */
function withAbbreviatedTitlesSpelledOut(facts: Fact[]): void {
  const titles = facts.filter((f) => POSITION_KEY.test(f.key) && !/[A-Z]{2,}/.test(f.value));
  for (const fact of facts) {
    if (!POSITION_KEY.test(fact.key)) continue;
    for (const abbreviation of fact.value.match(/\b[A-Z]{2,5}\b/g) ?? []) {
      const spelled = titles.find((t) => fact.value.replace(abbreviation, spelledOut(t.value, abbreviation) ?? abbreviation) === t.value);
      if (spelled) fact.value = spelled.value;
    }
  }
}
/** The words of `title` whose initials spell `abbreviation` ("Heavy Mobile Equipment" for "HME"), if there are such. */
function spelledOut(title: string, abbreviation: string): string | undefined {
  const words = title.split(/\s+/);
  for (let i = 0; i + abbreviation.length <= words.length; i++) {
    const run = words.slice(i, i + abbreviation.length);
    if (run.map((w) => w.charAt(0)).join('') === abbreviation) return run.join(' ');
  }
  return undefined;
}

/** "I made a one-man LLC, Quintana Trio Music LLC", "we formed an S corp, Harbor Light Inc." (1 the company's name). */
// ("I made a company for the illustration work, Atelier Piquette LLC": what it is for may come between.)
const ENTITY_FORMED = /\b(?:I|we)\s+(?:made|formed|set\s+up|created|registered|started|opened)\s+(?:a|an|my|our)\s+(?:[\p{L}-]+\s+){0,3}(?:LLC|company|corporation|corp)(?:\s+(?:for|in|to)\s+[^,.;:\n]{1,40})?\s*,\s*(\p{Lu}[\p{L}\d&'’. -]{1,60}?\s(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Ltd\.?))(?![\p{L}])/u;

/** A name as written any way: "NICHOLAS G PAPADOPOULOS" and "Nicholas G. Papadopoulos" are one. */
function plainName(name: string): string {
  return name.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * "Bill To:" / "NICHOLAS G PAPADOPOULOS" / "2217 CHARLES ST …" on a pasted slip, and "Me: Nicholas G. Papadopoulos":
 * a value keyed by the writer's own name, however written, is the writer's.
 */
function withWritersNameKeysOwned(facts: Fact[]): void {
  const writers = new Set(facts.filter((f) => f.person && f.party === SELF && f.person.last !== '').map((f) => plainName(f.person!.full)));
  if (writers.size !== 1) return;
  const [writer] = writers;
  for (const fact of facts) {
    const key = plainName(fact.key);
    if (fact.party === undefined && (key === writer || key.startsWith(`${writer} `))) fact.party = SELF;
  }
}

/**
 * "u still selling the browning?" … "Curtis J. Mahoney, 3310 W Irving Park Rd …": when the writer has a role
 * of a two-sided deal and the text gives exactly one other person's full name without a role, that person is
 * the other side, and so are the values in the sentences that name them.
 */
function assignCounterparty(facts: Fact[], writerRole: string): void {
  const role = COUNTERPARTS[writerRole];
  // A text that names the other side itself ("The buyer is my neighbour Dana Whitfield") has said who it is.
  if (!role || facts.some((f) => f.party === role)) return;
  // ("Your data as you told me on the phone: Dennis P. O'Rourke, …": the reader of a letter between the deal's two
  // sides is the other side.)
  const readers = facts.filter((f) => f.party === CORRESPONDENT && f.person);
  if (readers.length > 0) {
    const theirs = new Set(readers.map((f) => f.sentence));
    for (const fact of facts) if (fact.party === CORRESPONDENT && theirs.has(fact.sentence)) fact.party = role;
    return;
  }
  // ("NICHOLAS G PAPADOPOULOS" on a repair shop's slip and "Me: Nicholas G. Papadopoulos": the writer's own name,
  // written another way, is no other person.)
  const writers = new Set(facts.filter((f) => f.person && f.party === SELF).map((f) => plainName(f.person!.full)));
  const others = facts.filter((f) => f.person && f.party === undefined && f.person.last !== '' && f.person.first !== '' && !writers.has(plainName(f.person.full)));
  if (new Set(others.map((f) => f.person!.full)).size !== 1) return;
  const theirs = new Set(others.map((f) => f.sentence));
  for (const fact of facts) if (fact.party === undefined && theirs.has(fact.sentence)) fact.party = role;
}

/**
 * "10. Mine: R526-9043-1178, Illinois. His: V512-3306-4471, also Illinois": a number keyed only by whose it is, in
 * the shape of an Illinois driver's licence (a letter and eleven digits in groups of 3, 4 and 4), is one; "his" or
 * "hers" is the other side's when the writer has a side, and the state said after it issued it.
 */
function withLicencesByShape(facts: Fact[], writerRole: string | undefined): void {
  const other = writerRole ? COUNTERPARTS[writerRole] : undefined;
  for (const fact of [...facts]) {
    // ("His driver's license: P630-5521-8804 (Illinois)": the state that issued it, in brackets after it.)
    const bracketed = fact.value.trim().match(LICENCE_THEN_STATE);
    const issuer = bracketed ? stateCodeOf((bracketed[2] ?? bracketed[3] ?? bracketed[4])!) : undefined;
    if (bracketed && issuer) {
      fact.value = (bracketed[1] ?? bracketed[5])!;
      facts.push({ key: `${fact.key} issuing state`, topic: fact.topic, value: issuer, source: fact.source, strength: fact.strength, sentence: fact.sentence, ...(fact.party ? { party: fact.party } : {}), ...(fact.writerRole ? { writerRole: fact.writerRole } : {}) });
    }
    // ("Driver's license: Indiana, 4120-55-9087": under a licence's key, a state's name before any number issued it.)
    const stateFirst = !bracketed && LICENCE_KEY.test(fact.key) ? fact.value.trim().match(STATE_THEN_NUMBER) : null;
    const firstIssuer = stateFirst ? stateCodeOf(stateFirst[1]!) : undefined;
    if (stateFirst && firstIssuer) {
      fact.value = stateFirst[2]!;
      facts.push({ key: `${fact.key} issuing state`, topic: fact.topic, value: firstIssuer, source: fact.source, strength: fact.strength, sentence: fact.sentence, ...(fact.party ? { party: fact.party } : {}), ...(fact.writerRole ? { writerRole: fact.writerRole } : {}) });
    }
    // ("His Illinois license is S652-1180-4436": the state that issued it, named in its key; "his" or "hers" the other
    // side's.)
    // (Any state's shape of number: "Indiana driver's license number M552-71-0934".)
    const stateKeyed = /^(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{5,}$/.test(fact.value.trim()) ? fact.key.trim().match(STATE_NAMED_LICENCE_KEY) : null;
    const keyedIssuer = stateKeyed ? stateCodeOf(stateKeyed[1]!) : undefined;
    if (stateKeyed && keyedIssuer && !facts.some((f) => f.sentence === fact.sentence && /issuing state$/.test(f.key))) {
      if (fact.party === undefined && other !== undefined && new RegExp(String.raw`\b(?:[Hh]is|[Hh]er|[Tt]heir)\s+${stateKeyed[0]}`).test(fact.sentence)) fact.party = other;
      // (Keyed by the state alone: the licence's own words would take it to the licence number's box.)
      facts.push({ key: 'issuing state', topic: fact.key, value: keyedIssuer, source: fact.source, strength: fact.strength, sentence: fact.sentence, ...(fact.party ? { party: fact.party } : {}), ...(fact.writerRole ? { writerRole: fact.writerRole } : {}) });
    }
    const owner = fact.key.trim().toLowerCase();
    if (!LICENCE_SHAPE.test(fact.value.trim()) || !OWNER_WORDS.has(owner)) continue;
    fact.key = `${fact.key} driver's license number`;
    if (owner !== 'mine' && owner !== 'my' && other !== undefined && fact.party === undefined) fact.party = other;
    const after = fact.sentence.slice(fact.sentence.indexOf(fact.value) + fact.value.length).match(STATE_AFTER_NUMBER)?.[1];
    const state = after ? stateCodeOf(after) : undefined;
    if (state) facts.push({ key: `${fact.key} issuing state`, topic: '', value: state, source: fact.source, strength: fact.strength, sentence: fact.sentence, ...(fact.party ? { party: fact.party } : {}), ...(fact.writerRole ? { writerRole: fact.writerRole } : {}) });
  }
}

/** A title written before a name, without its full stop ("Dr", as a sentence's end cuts "Dr." short). */
/** "my Social Security card still says …, my maiden name", "… the card still has my old name": a card not yet changed. */
// ("But my social security card is still the old one, Luciana Aparecida Ferreira, I didn't change it yet": or the card
// said to be the old one.)
const CARD_HAS_OTHER_NAME = /\b(?:social\s+security|SS|SSN)\s+card\b[^.!?]{0,40}?\b(?:still\s+)?(?:says|shows|has|reads|is\s+(?:still\s+)?(?:in|under))\b[^!?\n]{0,60}?\b(?:maiden|old|previous|former|birth|single)\s+name\b|\b(?:social\s+security|SS|SSN)\s+card\s+is\s+still\s+(?:the\s+)?(?:old|previous|former)\s+one\b/i;
/** "just Hydrologist", "only Jane": a value said to be all there is, before a capital. */
const ALL_THERE_IS = /^(?:just|only|simply)\s+(?=\p{Lu})/u;
/** "only me, Adaeze N. Okafor", "just me, …": the writer, then their name. */
const ME_THEN_NAME = /^(?:(?:only|just)\s+)?(?:me|myself),\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\.?$/u;

/** A value that is the writer and their name ("only me, Adaeze N. Okafor") becomes the name, the writer's. */
function withWriterNamedAfterMe(facts: Fact[]): void {
  for (const fact of facts) {
    const named = fact.value.match(ME_THEN_NAME);
    if (!named) continue;
    fact.value = named[1]!;
    fact.person = parsePersonName(fact.value) ?? fact.person;
    fact.party ??= SELF;
  }
}
/** "G", "Line 3", "line 4b": a worksheet's line keyed by its letter or number alone. */
const WORKSHEET_LINE_KEY = /^\s*(?:[A-H]|[Ll]ine\s+\d{1,2}[a-z]?)\s*$/;
/** "4, both kids count …", "5, which goes on line 5": a count, then a comma and words that say why. */
const COUNT_THEN_WHY = /^(\d{1,2}),\s+(?=\p{L})(?=.*\d)/u;
/** "Mrs. Grazyna Pietrzak": a name after a courtesy title (not "Dr.", which forms write with the name). */
const COURTESY_TITLED_NAME = /^(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;
export const HONORIFIC_ALONE = /^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Sr|Jr)$/;
/**
 * 'PPPA 6016 "Public and Nonprofit Program Evaluation"': a course's code (letters and a number), then its title in
 * quotes; perhaps under a short lead-in ("The course:").
 */
const COURSE_CODE_THEN_TITLE = /^(?:[\p{L} ]{1,25}:\s+)?(\p{Lu}{2,6}[- ]?\d{3,4}[A-Z]?)\s*[:,–-]?\s*["“]([^"”]{4,100})["”]/u;
/**
 * "Folasade T. Adeyemi, Program Analyst, GS-0343-11": a sentence opening with a full name (perhaps after "About her:"),
 * then a title between commas. (Not after another key: "HR contact: Dana Whitlock, Payroll Specialist" is someone else.)
 */
const NAME_THEN_TITLE_OPENING = new RegExp(String.raw`^(?:About\s+(?:her|him|them)\s*:\s+)?(${PERSON_WORDS}),\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:of|and|the|\p{Lu}[\p{L}'’-]*)){0,5})(?=\s*[,.]|\s*$)`, 'u');
const LICENCE_SHAPE = /^[A-Z]\d{3}-\d{4}-\d{4}$/;
// ("my driver's license is A261-5540-9018 Illinois", dictated: or after it without the brackets.)
// ("Driver's license: Illinois, R216-4471-9032": or the state first.)
const LICENCE_THEN_STATE = new RegExp(String.raw`^([A-Z]\d{3}-\d{4}-\d{4})\s*(?:\((${US_STATE_NAME}|[A-Z]{2})\)|,?\s+(?:also\s+)?(${US_STATE_NAME}|[A-Z]{2}))$|^(${US_STATE_NAME}|[A-Z]{2}),\s*([A-Z]\d{3}-\d{4}-\d{4})$`, 'u');
/** A driver's licence's key: "Driver's license", "IL DL", "licence no.". */
const LICENCE_KEY = /\blicen[cs]e\b|\bDL\b/i;
/** "Indiana, 4120-55-9087": a state's name, a comma, then a number of digits in groups (a letter or two before them). */
const STATE_THEN_NUMBER = new RegExp(String.raw`^(${US_STATE_NAME}),\s*([A-Z]{0,2}\d[\d -]{4,16}\d)$`, 'u');
/** ", Illinois", ", also IL": the state that issued a number, said right after it. */
const STATE_AFTER_NUMBER = new RegExp(String.raw`^,?\s*(?:also\s+)?(${US_STATE_NAME}|[A-Z]{2})\b`, 'u');
/** "Illinois license", "Illinois driver's license": a licence's key that names the state that issued it. */
const STATE_NAMED_LICENCE_KEY = new RegExp(String.raw`^(${US_STATE_NAME})\s+(?:driver['’]?s\s+)?licen[cs]e(?:\s+(?:number|no\.?|#))?$`, 'u');
/** Keys that say only whose a value is. */
const OWNER_WORDS = new Set(['mine', 'my', 'his', 'hers', 'her', 'theirs', 'their', 'yours', 'your']);

function readRelations(sentence: string, facts: Fact[], text: string): void {
  const introduced = sentence.match(SELF_INTRODUCTION);
  const writer = introduced ? parsePersonName(introduced[1]!) : undefined;
  // ("I, CONSUELO ARRIAGA, being of lawful age, do hereby certify …" over "/s/ Consuelo Arriaga, Witness": a sworn
  // statement pasted into the text is its signer's, whose part the signature line gives.)
  const certifier = writer && SWORN_STATEMENT.test(sentence) ? signerRole(writer, text) : undefined;
  if (writer && certifier) facts.push({ key: `${certifier} name`, topic: '', value: writer.full, source: 'prose', strength: 0.85, person: writer, sentence, party: textParty(certifier) ?? certifier });
  // ("I, SIOBHÁN BRENNAN, of 12 Church Lane, …, MAKE OATH and say": or, signed by nobody else, the deponent's own
  // statement, whom the form is about, not the words of whoever sends it on.)
  else if (writer) facts.push({ key: SWORN_STATEMENT.test(sentence) ? 'name' : 'my name', topic: '', value: writer.full, source: 'prose', strength: 0.85, person: writer, sentence, party: SELF });
  // (A name with a word in capitals is family name first: its parts are read where the text gives them.)
  const client = sentence.match(CLIENT_INTRODUCTION);
  const subject = client && !/\b\p{Lu}{3,}\b/u.test(client[1]!) ? parsePersonName(client[1]!) : undefined;
  if (subject) facts.push({ key: 'client name', topic: '', value: subject.full, source: 'prose', strength: 0.85, person: subject, sentence, party: SELF });
  // ("please put it as Ortega, Marisol V. on the form": the name the writer asks for, family name first.)
  const askedAs = sentence.match(NAME_ASKED_AS);
  const askedName = askedAs ? parsePersonName(askedAs[1]!) : undefined;
  if (askedName) facts.push({ key: 'name as on the form', topic: '', value: askedName.full, source: 'prose', strength: 0.9, person: askedName, sentence, party: SELF });
  // "Ms. Raman (Raman, Anjali K. in HR Connect)": the name as a record writes it, family name first, initial too.
  const recorded = sentence.match(NAME_AS_RECORDED);
  const recordedName = recorded ? parsePersonName(recorded[1]!) : undefined;
  if (recordedName) facts.push({ key: 'name as on record', topic: '', value: recordedName.full, source: 'prose', strength: 0.8, person: recordedName, sentence });
  // ("About her:" / "Folasade T. Adeyemi, Program Analyst, GS-0343-11, step 2.": a sentence that opens with a full name
  // and the job title after it gives both.)
  const record = sentence.match(NAME_THEN_TITLE_OPENING);
  const recordPerson = record && isJobTitle(record[2]!) ? parsePersonName(record[1]!) : undefined;
  if (recordPerson && recordPerson.first !== '' && recordPerson.last !== '') {
    facts.push({ key: 'name', topic: '', value: recordPerson.full, source: 'prose', strength: 0.85, person: recordPerson, sentence });
    facts.push({ key: 'position title', topic: '', value: record![2]!, source: 'prose', strength: 0.85, sentence });
  }
  // ('PPPA 6016 "Public and Nonprofit Program Evaluation", The George Washington University, …': a course's code, then
  // its title in quotes.)
  const course = sentence.match(COURSE_CODE_THEN_TITLE);
  if (course) {
    facts.push({ key: 'course number', topic: '', value: course[1]!, source: 'prose', strength: 0.85, sentence });
    facts.push({ key: 'course title', topic: '', value: course[2]!, source: 'prose', strength: 0.85, sentence });
  }
  const requested = sentence.match(REQUEST_SUBJECT);
  const requestedFor = requested ? parsePersonName(requested[1] ?? requested[2] ?? requested[3]!) : undefined;
  if (requestedFor) facts.push({ key: REQUEST_SUBJECT_KEY, topic: '', value: requestedFor.full, source: 'prose', strength: 0.85, person: requestedFor, sentence, party: SELF });
  for (const pattern of ROLE_INTRODUCTIONS) {
    for (const m of sentence.matchAll(pattern)) {
      // (The last pattern captures the role in one of two places.)
      const groups = m.slice(1).filter((g) => g !== undefined);
      const role = groups[0]!.toLowerCase();
      const party = textParty(role);
      const pronoun = pattern === ROLE_BEFORE_NAME && /^(?:me|mine|myself|us|ours|ourselves)$/i.test(role);
      const person = party && !pronoun ? parsePersonName(groups[1]!) : undefined;
      if (!person) continue;
      // ("principal Gregory P. Ostrowski" in a clerk's note: the role of whom the form is about names its writer.)
      const key = pattern === ROLE_BEFORE_NAME && party === SELF ? 'name' : `${role} name`;
      facts.push({ key, topic: '', value: person.full, source: 'prose', strength: 0.85, person, sentence, party });
      // "My supervisor, Kevin Ashworth (Supervisory Grants Management Specialist, …)": their title too.
      const title = titleAfterName(sentence.slice((m.index ?? 0) + m[0].length));
      if (title) {
        facts.push({ key: `${role} position title`, topic: '', value: title, source: 'prose', strength: 0.85, sentence, party });
        facts.push({ key: `${role} name and title`, topic: '', value: `${person.full}, ${title}`, source: 'prose', strength: 0.85, sentence, party });
      }
    }
  }
  readSaleCounterparty(sentence, facts);
  readNamedPartyToSale(sentence, facts);
  readRoleRecord(sentence, facts);
  readOwnRecord(sentence, facts);
  // "My neighbour, Harold Fenn, will be the witness": the name first, then the role it takes.
  for (const m of sentence.matchAll(NAME_THEN_ROLE)) {
    const party = textParty(m[2]!.toLowerCase());
    // ("Dorothy Jean Kaczmarek is the principal": so is the role of the form's own person, named by its word.)
    const person = party && (party !== SELF || namesFormsPerson(m[2]!)) ? parsePersonName(m[1]!) : undefined;
    if (person) facts.push({ key: `${m[2]!.toLowerCase()} name`, topic: '', value: person.full, source: 'prose', strength: 0.85, person, sentence, party: party! });
  }
  // "I'm Adaeze N. Okonkwo, Program Analyst in the Office of Grants Management, …": the writer's job and office.
  const work = selfIntroduction(sentence);
  if (work) {
    facts.push({ key: 'position title job title', topic: '', value: work.title, source: 'prose', strength: 0.85, sentence, party: SELF });
    facts.push({ key: 'organization office agency', topic: '', value: work.organisation, source: 'prose', strength: 0.8, sentence, party: SELF, organisation: true });
    // "…, Bureau of Land Management, 1849 C Street NW, …, DC 20240": the office's mailing address follows it.
    const after = sentence.slice(sentence.indexOf(work.organisation) + work.organisation.length);
    const gap = after.match(/^,\s*/)?.[0].length;
    const address = findUsAddresses(after).find((a) => a.start === gap);
    if (address) {
      const value = `${work.organisation}, ${address.text}`;
      facts.push({ key: 'organization office mailing address', topic: '', value, source: 'prose', strength: 0.85, sentence, party: SELF });
    }
  }
  // "We also do business as Brightline Data Labs", "we trade as …", "d/b/a Harbor Light": the business name, if different
  // (with a Spanish or French name's joining words: "Humo y Sal BBQ").
  // ("Ararat Solar & Roofing is the dba, that goes on the second line": the name first, then that it is the trade name.)
  // ("The trucks run as Pruitt Hotshot.": or the name the business's vehicles run under.)
  const dba = sentence.match(DOING_BUSINESS_AS) ?? sentence.match(NAME_IS_THE_DBA);
  // (The sentence's full stop is no part of the name; an abbreviation's is: "Harbor & Vine Co.")
  const dbaName = dba?.[1]!.trim().replace(/(?<!\b(?:Inc|Co|Corp|Ltd|Bros|L\.L\.C|P\.C))\.$/, '');
  if (dbaName) facts.push({ key: 'business name doing business as', topic: '', value: dbaName, source: 'prose', strength: 0.85, sentence, organisation: true });
  // ("In August I made a one-man LLC, Quintana Trio Music LLC (Florida).": the company the writer formed, named after it.)
  const formed = sentence.match(ENTITY_FORMED)?.[1];
  if (formed) facts.push({ key: 'business name disregarded entity name', topic: '', value: formed, source: 'prose', strength: 0.85, sentence, party: SELF, organisation: true });
  // ("… power of attorney with Dale Moretti as my attorney-in-fact": a person named, then the role given them.)
  const appointed = sentence.match(NAMED_AS_ROLE);
  const appointedParty = appointed ? textParty(appointed[2]!.split('-')[0]!) : undefined;
  const appointedPerson = appointed && appointedParty ? parsePersonName(appointed[1]!) : undefined;
  if (appointedPerson) facts.push({ key: `${appointed![2]!} name`, topic: '', value: appointedPerson.full, source: 'prose', strength: 0.85, person: appointedPerson, sentence, party: appointedParty });
  for (const m of sentence.matchAll(RELATION)) {
    const word = m[1]!;
    const value = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    const after = sentence.slice((m.index ?? 0) + m[0].length);
    // ("this is my brother's W-2, ignore it": a relative's thing, the relative unnamed, says nobody's relation.)
    // ("my brother-in-law Chidi's W-2 …, please ignore it": so is a relative's named only by a first name.)
    if (/^(?:-in-law)?(?:\s+\p{Lu}\p{Ll}+)?['’]s\b/u.test(after) && !NAME_BEFORE_RELATION.test(sentence.slice(0, m.index ?? 0))) continue;
    // ("my nephew Martin Hale will act for me": the one who acts for the writer is their agent.)
    const role = after.match(APPOINTED_ROLE)?.[1] ?? (ACTS_FOR_WRITER.test(after) ? 'agent' : undefined);
    const party = (role ? textParty(role.split('-')[0]!) : undefined) ?? textParty(word);
    facts.push({ key: 'relationship', topic: '', value, source: 'prose', strength: 0.8, sentence, ...(party ? { party } : {}) });
    // "our daughter Emily Donnelly", "Tyler Whitfield, our son": the relation is the person's key.
    const named = after.match(new RegExp(String.raw`^,?\s+(${PERSON_WORDS})`, 'u')) ?? sentence.slice(0, m.index ?? 0).match(NAME_BEFORE_RELATION);
    const person = named ? parsePersonName(named[1]!) : undefined;
    // A relative in no role a form asks about ("my brother Mark Pike will be there as a witness") is someone
    // other than the writer: "my" must not make their name the writer's.
    if (person) facts.push({ key: `${word} name`, topic: '', value: person.full, source: 'prose', strength: 0.85, person, sentence, party: party ?? UNNAMED_PARTY });
  }
}

/**
 * "Seller: Patricia Dunleavy, …" / "Her driver's license: D541-…": a line keyed "her …" or "his …" is about the
 * person the line before named in a role.
 */
/** "Lorraine Batiste": two capitalised words, someone named in passing. */
const NAMED_IN_PASSING = /(?<![.!?:]\s*|^)\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\b/u;

/** "where he wants his mail", "she lives", "his home": a key saying where someone lives or gets mail (1 the pronoun). */
const PRONOUN_LIVES_OR_GETS_MAIL = /\b(he|she)\s+(?:lives|wants\s+(?:his|her)\s+mail|gets\s+(?:his|her)\s+mail)\b|\b(?:where\s+)?(his|her)\s+(?:mail|home|mailing)\b/i;

function referBackAcrossLines(facts: Fact[], sentences: string[]): void {
  const at = new Map(sentences.map((sentence, i) => [sentence, i]));
  const named = facts.filter((f) => f.person && f.party !== undefined && f.source !== 'json');
  for (const fact of facts) {
    // ("… that is where he wants his mail: 418 N Prairie St, …": or an address whose words before it say whose.)
    // (Where the person lives or gets mail: "her condo", a property she sells, is no address of hers for the form.)
    const lives = fact.address !== undefined && fact.source === 'typed' ? fact.key.match(PRONOUN_LIVES_OR_GETS_MAIL) : null;
    const addressOfPronoun = lives ? (lives[1] ?? lives[2])!.toLowerCase() : undefined;
    const pronoun = fact.key.trim().match(/^(her|his)\b/i)?.[1]?.toLowerCase() ?? (addressOfPronoun === undefined ? undefined : /^h(?:e|is)$/.test(addressOfPronoun) ? 'his' : 'her');
    // ("His address four eighteen linden street …", said without a colon: a line that opens with its key, read as typed.)
    const openingKey = fact.source === 'typed' && fact.sentence.trim().toLowerCase().startsWith(fact.key.trim().toLowerCase());
    if (fact.party !== undefined || (fact.source !== 'line' && !openingKey && addressOfPronoun === undefined) || !pronoun) continue;
    const here = at.get(fact.sentence) ?? -1;
    // ("My nephew is Caleb Pruitt; he lives at 9 Birchwood Ct, …": whoever the same sentence named before the address first.)
    const sameSentence = addressOfPronoun === undefined ? [] : named.filter((f) => f.sentence === fact.sentence && fact.sentence.indexOf(f.value) >= 0 && fact.sentence.indexOf(f.value) < fact.sentence.indexOf(fact.value));
    const earlier = [...sameSentence, ...named.filter((f) => (at.get(f.sentence) ?? Infinity) < here).sort((a, b) => at.get(b.sentence)! - at.get(a.sentence)!)];
    const latest = earlier.find((f) => f.party !== SELF);
    if (!latest) continue;
    // "… he is appointing his sister, Colleen …, as his attorney-in-fact. His contact details: …": "his" is not
    // the sister's; it goes back to the man named before her, the client.
    const pronounGender = pronoun === 'his' ? 'male' : 'female';
    const gender = (f: Fact) => RELATION_GENDER[f.key.split(' ')[0]!.toLowerCase()];
    const whose = gender(latest) === undefined || gender(latest) === pronounGender ? latest : earlier.find((f) => gender(f) === undefined || gender(f) === pronounGender);
    if (!whose) continue;
    // (A sentence that opens with "her …" does not go back past someone else named in between: "a mobile notary,
    // Lorraine Batiste, is booked … Her commission expires …" is not the agent's, named lines above.)
    const between = sentences.slice(at.get(whose.sentence)! + 1, here);
    if (fact.source !== 'line' && between.some((s) => NAMED_IN_PASSING.test(s))) continue;
    fact.party = whose.party;
    // The address, phone and e-mail read out of the line are theirs too.
    for (const part of facts) if (part !== fact && part.party === undefined && part.sentence === fact.sentence && part.topic.split(' | ').includes(fact.key)) part.party = whose.party;
  }
}

/**
 * "FYI Aisha Bello from our branch (GS-13, aisha.bello@…) is going too, she'll send her own 182": details in
 * brackets after the name of someone who sees to their own form are theirs, not the writer's ("our branch") nor
 * the form's subject's. Undefined when the value is not in such brackets.
 */
function othersAside(sentence: string, before: string): string | undefined {
  if (!OWN_AFFAIRS.test(sentence)) return undefined;
  const open = before.lastIndexOf('(');
  if (open < 0 || before.indexOf(')', open) >= 0) return undefined;
  // (Not "their son Mateo Achterberg (SSN …)": someone in a role is that role's.)
  const named = before.slice(0, open);
  const role = textParty(named);
  return NAME_BEFORE_BRACKET.test(named) && (role === undefined || role === SELF) ? UNNAMED_PARTY : undefined;
}

/** Someone seeing to their own: "she'll send her own", "he will register himself", "they file separately". */
const OWN_AFFAIRS = /\b(?:her|his|their) own\b|\b(?:himself|herself|themselves)\b|\bseparately\b/i;
/** A person's name (not the writer's: "I'm …", "my name is …"), then a few words in lower case, before a bracket. */
const NAME_BEFORE_BRACKET = /(?<!\b(?:I'm|I am|[Mm]y name is|[Tt]his is)\s+)\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.?)?\s+\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Ll}+){0,5}\s*$/u;

/**
 * Whose value a fact is: the role its key or topic names, else the last role noun or first-person word before
 * it in its sentence. Addresses also get their time (previous or current) the same way.
 */
function assignParty(fact: Fact): void {
  // A line's value is its key's: the words before it are the key ("SP: …"), not other values' keys in the
  // line ("fed w/h: TP 4,870 + SP 3,120 = 7,990" is nobody's in particular).
  const at = fact.source === 'line' ? fact.key.length : fact.sentence.indexOf(fact.value);
  // ("The buyer (the guy getting my revolver) is Greg Mazur, …": a remark in brackets says nothing of whose the
  // values after it are.)
  const before = at >= 0 ? fact.sentence.slice(0, at).replace(/\([^()]*\)/g, ' ') : '';
  // (Whatever "our branch" or the sentence's first person made it.)
  const aside = fact.source === 'json' ? undefined : othersAside(fact.sentence, before);
  if (aside && (fact.party === undefined || fact.party === SELF)) fact.party = aside;
  // "Discharged to daughter's single-family home at <address>", "mail to go to her son's post office box: <box>":
  // whose house it is does not make it theirs on the form; the one who lives or gets mail there is its subject.
  const livesWithOthers = fact.address !== undefined && fact.source !== 'json' && LIVES_AT_OTHERS.test(before);
  // ("1 for her spouse on line C, 2 dependents on line D": an entry on a line of the form is the form's, whoever
  // the words before it count.)
  const formLine = fact.source === 'prose' && /^line\s+\S+$/i.test(fact.key);
  // ("… and my contact there is Denise Okafor": the writer's contact at a provider is the provider's person.)
  // ("Questions? Contact our registrar, Tomasz Wilk, at 301-555-0177 or meetings@…": nor are the numbers a school or a
  // vendor gives for its registrar, whatever "our" says.)
  const othersContact = /^(?:vendor )?point of contact name$/.test(fact.key) || /\bregistrar\b/i.test(before);
  if (fact.party === undefined && !livesWithOthers && !formLine && !othersContact) {
    // ("ACQUIRED FROM: Gerald P. Novak, 3318 Oak Ridge Dr, … (PPT seller)": a role in brackets after the value.)
    // (So are the name and the address read out of such a value.)
    const bracketed = /^[^:]{1,40}:\s/.test(fact.sentence) ? fact.sentence.match(/\(([^()]{1,30})\)\s*\.?\s*$/)?.[1] : undefined;
    const roleInBrackets = bracketed ? textParty(bracketed) : undefined;
    const partyBefore = fact.source === 'json' ? undefined : textParty(before);
    // ("their attorney is Ruth Feldman": the key "attorney" is another party's lawyer, no agent of the form's.)
    const party = (partyBefore === OTHERS_COUNSEL ? partyBefore : undefined) ?? textParty(`${fact.topic.split(' | ').join(' ')} ${keyForParty(fact)}`) ?? partyBefore ?? (roleInBrackets !== SELF ? roleInBrackets : undefined);
    if (party) fact.party = party;
  }
  // ("I resided at 8 Marina Walk, …, H91 C4T2, until the 28th day of February 2025": a home lived in until a day is
  // the one left.)
  const livedUntil = fact.address !== undefined && /\b(?:lived|resided|stayed)\s+(?:at|in)\s*$/i.test(before) && /^\s*,?\s*until\b/i.test(fact.sentence.slice(fact.sentence.indexOf(fact.value) + fact.value.length));
  const epoch = epochOf(`${fact.topic} ${fact.key}`) ?? moveEndOf(fact.key) ?? (fact.source === 'json' ? undefined : livedUntil ? 'previous' : (movedEpoch(before) ?? epochOf(before.split(/[,;]/).pop() ?? '')));
  if (epoch) fact.epoch = epoch;
}

/** Moving, living or getting mail at a place named by someone else's possessive, at the end of the words before an address. */
const LIVES_AT_OTHERS =
  /\b(?:liv(?:e|es|ed|ing)|stay(?:s|ed|ing)?|mov(?:e|es|ed|ing)|discharged|relocat(?:e|es|ed|ing)|mail|letters|post)\b[^.;]{0,60}?\b\p{L}+['’]s\s+(?:[\p{L}-]+\s+){0,2}(?:home|house|place|apartment|flat|residence|address|(?:p\.?\s?o\.?|post office)\s+box)\b[^.;]{0,30}$/iu;

// ---------------------------------------------------------------------------------------------------------
// Organisations

/**
 * Keys that say the value is an organisation's name: the kind of organisation alone ("company", "employer
 * business") or with "name" ("company name", "legal entity name"). "Entity type" or "business address" name
 * something else about it.
 */
const ORGANISATION_KEY =
  /^(?:(?:legal|registered|trading)\s+)?(?:company|business|organi[sz]ation|corporation|firm|entity|enterprise|partnership|charity|nonprofit|non profit)(?:\s+(?:legal|registered|full))?(?:\s+name)?$/;

/** "Business name/disregarded entity name": a key that asks for a business's name among its words. */
const BUSINESS_NAME_IN_KEY = /\b(?:business|entity|company|organi[sz]ation|corporation|firm)\s+name\b/i;
/** "… line", "… box" at a key's end: the form's place the key names, no part of what the value is. */
const FORM_PLACE_AT_END = /\s+(?:line|box|field|blank)$/;

/**
 * "Trade name / DBA", "d/b/a", "doing business as", a credit record's "Tradestyle(s)": keys of the name a business trades
 * under, as written or with their stops read as spaces ("d b a").
 */
export const TRADE_NAME_KEY = /\b(?:doing business as|d[ /]?b[ /]?a|trade name|trading name|trade ?styles?)\b/i;

/** Whether a keyed fact names an organisation (see ORGANISATION_KEY); a person's name never does. */
function namesOrganisationKind(fact: Fact): boolean {
  if (fact.person || fact.address || fact.typed || fact.composite || fact.key === '') return false;
  if (fact.source !== 'json' && fact.source !== 'line' && fact.source !== 'inline' && fact.source !== 'prose') return false;
  // ("legal nm", "biz nm": a note's shorthand, spelt out.)
  // ("Business name line: Whitcomb Pet Sitting": the line of the form the key names is no part of what it is.)
  const key = expandAbbreviations(fact.key).toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim().replace(FORM_PLACE_AT_END, '');
  if (/^\p{Lu}|^\d/u.test(fact.value) === false || fact.value.length > 100 || ORGANISATION_KIND.test(fact.value.trim())) return false;
  // "Legal name: Brightline Analytics LLC": a name with a company's legal ending is the company's.
  // ("The legal name is Whitcomb & Alvarez Partners": so is one ending with a word only businesses end with.)
  // ("Legal name: Grace Fellowship Church of Eastfield": or one of a church, a club or a society.)
  const value = fact.value.trim();
  // ("my name and title: Kirsten Aho, Executive Director, Kettle River Land Trust": a person's, whoever they work for.)
  return ORGANISATION_KEY.test(key) || TRADE_NAME_KEY.test(key) || BUSINESS_NAME_IN_KEY.test(key) || (/\bname\b/.test(key) && !/\bname and title\b/.test(key) && (LEGAL_ENTITY_ENDING.test(value) || BUSINESS_NAME_ENDING.test(value) || (COMMUNITY_BODY.test(value) && value.split(/\s+/).length >= 3)));
}

/** Whether a text ends with a company's name ("… Harlow & Finch Logistics Inc, "): what follows is the company's. */
export function endsWithCompanyName(text: string): boolean {
  return LEGAL_ENTITY_BEFORE_COMMA.test(text);
}

/** Legal forms of companies, as names end with them ("… LLC", "… GmbH"). */
const LEGAL_FORMS = String.raw`LLC|L\.L\.C\.|Inc\.?|Incorporated|Corp\.?|Corporation|Ltd\.?|Limited|LLP|L\.L\.P\.|LP|L\.P\.|PLLC|P\.C\.|GmbH|S\.A\.|PLC`;
/** Those of Europe that the list above lacks ("Boulangerie Hoffmann S.à r.l.", "Kremer SA"). */
const EUROPEAN_LEGAL_FORMS = String.raw`S\.?à\s?r\.?l\.?|SARL|SAS|SA|AG|BV|NV`;

/** Words a business's name ends with, though no legal form ("… Partners", "… Holdings"). */
const BUSINESS_NAME_ENDING = /\s(?:Partners|Partnership|Associates|Group|Company|Holdings|Enterprises|Services|Solutions|Consulting|Foundation|Trust|Agency)$/u;
/**
 * A word only the name of a church, club or society has, at its end or before "of" ("Grace Fellowship Church of
 * Eastfield", "Marlow Rotary Club"). A person's surname can be one of them ("Charlotte Church"), hence the length
 * the caller asks for.
 */
const COMMUNITY_BODY = /\s(?:Church|Parish|Congregation|Synagogue|Mosque|Ministries|Fellowship|Diocese|Society|Association|Club|League|Council|Cooperative|Co-op)(?:\s+of\s+\p{Lu}.*)?$/u;
const LEGAL_ENTITY_ENDING = new RegExp(String.raw`\s(?:${LEGAL_FORMS})$`);
const LEGAL_ENTITY_BEFORE_COMMA = new RegExp(String.raw`\s(?:${LEGAL_FORMS}|${EUROPEAN_LEGAL_FORMS}),\s*$`);
/** A legal form anywhere in a name, as a word of its own. */
const LEGAL_ENTITY_ANYWHERE = new RegExp(String.raw`(?<![\p{L}.])(?:${LEGAL_FORMS}|${EUROPEAN_LEGAL_FORMS})(?![\p{L}])`, 'u');

/** "entity": "C corporation" gives the kind of organisation, not its name. */
const ORGANISATION_KIND =
  /^(?:(?:[a-z]|single[- ]member|multi[- ]member|limited|general|private|public)\s+)*(?:corporation|corp|company|llc|l\.l\.c\.|partnership|trust|estate|sole proprietor(?:ship)?|proprietorship|non-?profit|cooperative|individual)\.?$/i;

// ---------------------------------------------------------------------------------------------------------
// Addresses given in pieces

const NOT_APPLICABLE = /^(?:n\/?a|none|-+|not applicable)\b/i;

// ("Portland, Oregon (OR)": the state's code may follow its name.)
const CITY_WITH_STATE = new RegExp(String.raw`^(\p{Lu}[\p{L} .'-]+?),\s*(${US_STATE_NAME}|[A-Z]{2})(?:\s*\([A-Z]{2}\))?$`, 'u');

/** "WA, Washington", a business system's code and name of a state: the code. */
function stateOf(value: string | undefined): string {
  const code = value?.match(/^([A-Z]{2}),?\s+\p{Lu}/u)?.[1];
  return code && isUsStateCode(code) ? code : (value ?? '');
}

/** "Madison, WI 53704": a city line's city, state and ZIP code. */
const CITY_LINE = new RegExp(String.raw`^(\p{Lu}[\p{L} .'-]+?),\s*(${US_STATE_NAME}|[A-Z]{2})\.?\s+(\d{5}(?:-\d{4})?)$`, 'u');

/**
 * "street", "city", "state" and "zip" given as keys of their own (JSON or "Key: value" lines) make one address
 * between them: a field that asks for several pieces at once ("6 City, state, and ZIP code") or for the whole
 * address can only take them together. Pieces belong together when they share their topic (the JSON object
 * they sit in); a street and a city or postcode are needed, and a piece given twice leaves it undecided. The
 * pieces used are added to `consumed`: the whole replaces them.
 */
/** "prev street", "my zip", "old city" (1 whose or which address, 2 the piece). */
// ("Mailing Street: PO Box 412", "Mailing City: Rowlett", …: or what kind of address the pieces make.)
const ADDRESS_QUALIFIER = /^(my|our|prev|previous|old|former|last|new|current|present|mailing|postal|home|physical|residential|business|billing|shipping|work|office|permanent)\s+(.+)$/i;
/** The word for the address a qualifier names: none for the writer's own, "previous" for "prev". */
function qualifierOfAddress(word: string | undefined): string {
  const lower = (word ?? '').toLowerCase();
  return lower === 'my' || lower === 'our' ? '' : lower === 'prev' || lower === 'former' || lower === 'last' ? 'previous' : lower;
}

/** "Street", "Loop", "Ave": a word that names a kind of street, not the street. */
const STREET_KIND_WORD = new RegExp(`^${STREET_TYPE}$`, 'i');

/** "the Halvorsen suite", "the summer sublet on Jersey Street": a place named in a few words, no number in them. */
const PLACE_NAMED = /^\s*(?:(?:the|my|our)\s+)?(?:[\p{L}'’-]+\s+){0,5}?\p{Lu}[\p{L}'’-]{2,}(?:\s+[\p{L}'’-]+){0,3}\s*[.]?\s*$/u;

/** "Present address", "Previous", "New": a key of an address, or of which of someone's addresses. */
const ADDRESS_NAMING_KEY = /(?:\baddress|^(?:previous|present|current|new|old|prior|former))$/i;

/**
 * "Present address = the Halvorsen suite": an address key given a place by its name, where a part of the text with
 * that name ("=== My Room > Current Assignment ===", "Building: Halvorsen Graduate Commons") gives one address. That
 * address is the key's.
 */
function withAddressesNamedByPlace(facts: Fact[]): void {
  for (const fact of [...facts]) {
    // ("Present address is my Alder Court apartment, 2215 Alder Loop, Apt 3B": a street with no town is the address
    // given whole elsewhere with that street.)
    const street = /\baddress$/i.test(fact.key.trim()) && !fact.address?.city && !/\b\d{5}(?:-\d{4})?\b/.test(fact.value) ? fact.value.match(/\b\d+[A-Z]?\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}/u)?.[0] : undefined;
    const withStreet = street ? facts.filter((f) => f !== fact && f.address?.city && f.address.street.startsWith(street)) : [];
    // (Of a record's line and a sentence that already named it, the record's: "Property address: …" over "So the
    // present address is …".)
    const whole = withStreet.length > 1 ? withStreet.filter((f) => f.source !== 'prose') : withStreet;
    if (whole.length === 1) {
      adoptAddress(facts, fact, whole[0]!, withUnitOf(fact, whole[0]!));
      continue;
    }
    // ("Previous = Sheffield.", "New = the Roscoe one": a key that says which of someone's addresses, alone.)
    const named = ADDRESS_NAMING_KEY.test(fact.key.trim()) && !/\d/.test(fact.value) && PLACE_NAMED.test(fact.value);
    if (!named) continue;
    // (Its capitalised words, but for those that name a kind of street: "Jersey" of "Jersey Street".)
    const words = (fact.value.match(/\p{Lu}[\p{L}'’-]{2,}/gu) ?? []).filter((w) => !STREET_KIND_WORD.test(w));
    if (words.length === 0) continue;
    const name = new RegExp(String.raw`\b(?:${words.map(escapeRegExp).join('|')})\b`, 'u');
    const sections = new Set(facts.filter((f) => f !== fact && f.section !== undefined && name.test(f.value)).map((f) => f.section));
    // (An address whose own street has the name, "1019 Jersey St, 2nd floor, …"; else one in a part that names it.)
    const streets = facts.filter((f) => f !== fact && f.address?.street && f.address.city && name.test(f.address.street));
    const found = streets.length > 0 ? streets : facts.filter((f) => f.address?.street && f.address.city && f.section !== undefined && sections.has(f.section));
    if (found.length !== 1) continue;
    adoptAddress(facts, fact, found[0]!, withUnitOf(fact, found[0]!));
  }
}

/**
 * "So the present address is 2250 Millbrook Pkwy, Apartment C-212." for "Property address: 2250 Millbrook Pkwy,
 * Bothell, WA 98012": the whole address with the unit the key's street gives, where the whole one has none.
 */
function withUnitOf(fact: Fact, place: Fact): Fact {
  // (The value may stop at the street, "the present address" of "So the present address is 2250 Millbrook Pkwy,
  // Apartment C-212."; its sentence goes on to the unit.)
  const unitAtEnd = (text: string) => text.match(/,\s*((?:Apt|Apartment|Unit|Suite|Ste|#)\.?\s*#?[\p{L}\d-]+)\s*\.?$/iu)?.[1];
  const unit = unitAtEnd(fact.value) ?? (fact.sentence.includes(fact.value) ? unitAtEnd(fact.sentence) : undefined);
  if (!unit || place.address!.line2) return place;
  const value2 = place.value.replace(place.address!.street, `${place.address!.street}, ${unit}`);
  const address = parseAddress(value2);
  return address?.line2 ? { ...place, value: value2, address } : place;
}

/**
 * The key's fact given the address of the one it names; that one goes when its own key says no more than "address"
 * ("Street address", "Address"): it is now the named one's, and would answer another address's boxes too.
 */
function adoptAddress(facts: Fact[], fact: Fact, place: Fact, adopted: Fact = place): void {
  facts.splice(facts.indexOf(fact), 1, { ...fact, value: adopted.value, address: adopted.address!, ...(fact.typed ? { typed: undefined } : {}) });
  // ("RESIDENCE HISTORY: 1845 N Sheffield Ave, …" named by "Previous = Sheffield": nor when its key says nothing of
  // which of someone's addresses it is.)
  if ((/^\s*(?:street\s+)?address\s*$/i.test(place.key) || !ADDRESS_KIND_WORD.test(`${place.topic} ${place.key}`)) && facts.includes(place)) facts.splice(facts.indexOf(place), 1);
}
/** Words that say which of someone's addresses one is. */
const ADDRESS_KIND_WORD = /\b(?:present|current|previous|prior|former|old|new|mailing|home|work|office|business|physical|billing|shipping|permanent|temporary|residential|vendor|employer|seller|buyer)\b/i;

function addressesFromKeyedParts(facts: Fact[], consumed: Set<Fact>): Fact[] {
  const byTopic = new Map<string, Map<AddressPiece, Fact[]>>();
  for (const fact of facts) {
    if (fact.source !== 'json' && fact.source !== 'line') continue;
    // ("prev street: 22915 Nine Mile Rd", "my zip: 48104": a piece of the address the word before it says whose.)
    const qualified = addressPieceOfKey(fact.key) === undefined ? fact.key.match(ADDRESS_QUALIFIER) : null;
    let piece = addressPieceOfKey(qualified ? qualified[2]! : fact.key);
    // ("State: n/a (not in the US)": a piece the text says does not apply is none.)
    if (!piece || NOT_APPLICABLE.test(fact.value.trim())) continue;
    // ("Address: use what the migration at the bottom set": a street without a number is a remark, not a piece.)
    // ("Mailing address: please put my PO box, because mail to the suites keeps getting lost: PO Box 3371, …": nor is a
    // sentence about one.)
    // ("Mailing address: PO Box 3371, Urbana, IL 61803": nor one that is a whole address of its own.)
    if (piece === 'street' && (!/\d/.test(fact.value) || wordCount(fact.value) > 10 || fact.address?.city)) continue;
    // ("City: Boise, ID 83706": the city with its state and ZIP code is the address's last line.)
    if (piece === 'city' && STATE_AND_ZIP.test(fact.value)) piece = 'cityLine';
    const group = `${qualifierOfAddress(qualified?.[1])}\n${fact.topic}`;
    const pieces = byTopic.get(group) ?? new Map<AddressPiece, Fact[]>();
    pieces.set(piece, [...(pieces.get(piece) ?? []), fact]);
    byTopic.set(group, pieces);
  }
  const out: Fact[] = [];
  for (const [group, pieces] of byTopic) {
    const [qualifier, topic] = group.split('\n') as [string, string];
    // ("street: Kounicova 48", "address line 2: Byt 14", … and a note's "address line 2: Flat 14": the flat's line given
    // again mends it; any other piece given twice leaves the address undecided, "City: Salem" … "City: Boston", but
    // for one given twice alike, "my country: Netherlands" and a note's "Country: Netherlands".)
    const twiceApart = (piece: AddressPiece, found: Fact[]) => (piece === 'line2' ? new Set(found.map((f) => f.sentence)).size < found.length : new Set(found.map((f) => f.value.trim().toLowerCase())).size > 1);
    if ([...pieces.entries()].some(([piece, found]) => found.length > 1 && twiceApart(piece, found))) continue;
    const value = (piece: AddressPiece) => pieces.get(piece)?.at(-1)?.value;
    const street = pieces.get('street')?.[0];
    const zipCity = value('city') === undefined ? value('zipCity')?.trim().match(/^([^\s,]+(?:\s[A-Z]{2}(?=[\s,]))?)[\s,]+(\p{L}.*)$/u) : undefined;
    const cityLine = value('city') === undefined ? (value('cityLine')?.trim().replace(/\.$/, '').match(CITY_LINE) ?? (zipCity ? [zipCity[0], capitalsAsName(zipCity[2]!), '', zipCity[1]] : undefined)) : undefined;
    // A street given with its city already ("address": "12 Elm St, Dayton, OH 45402") is whole.
    // ("STATE / ZIP: CA 95852": the state and the ZIP code keyed as one.)
    const stateZip = value('state') === undefined && value('zip') === undefined ? value('stateZip')?.trim().match(/^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/) : undefined;
    if (!street || street.address?.city || !/\d/.test(street.value) || (value('city') === undefined && value('zip') === undefined && !cityLine && !stateZip)) continue;
    // "City: Portland, Oregon": a city given with its state.
    const cityWithState = value('state') === undefined ? value('city')?.match(CITY_WITH_STATE) : undefined;
    // ("Suite: 512": a unit's number keyed by its kind is written with it.)
    const unitKind = pieces.get('line2')?.at(-1)?.key.trim().match(/^(suite|ste|apt|apartment|unit|room|flat|floor|fl)\.?$/i)?.[1];
    const line2 = value('line2') ?? '';
    const address = addressFromParts({
      street: street.value,
      line2: unitKind && /^\d[\w-]*$/.test(line2.trim()) ? `${capitalise(unitKind.toLowerCase())} ${line2.trim()}` : line2,
      city: cityLine ? cityLine[1]! : cityWithState ? cityWithState[1]! : (value('city') ?? ''),
      state: cityLine?.[2] ? (usStateCode(cityLine[2]!) ?? cityLine[2]!) : cityLine ? stateOf(value('state')) : cityWithState ? (usStateCode(cityWithState[2]!) ?? cityWithState[2]!) : (stateZip?.[1] ?? value('state') ?? ''),
      zip: cityLine ? cityLine[3]! : (stateZip?.[2] ?? value('zip') ?? ''),
      country: value('country') ?? '',
    });
    out.push({ key: qualifier === '' ? 'address' : `${qualifier} address`, topic, value: address.full, source: street.source, strength: 0.95, address, sentence: street.sentence });
    // The pieces are now parts of the whole: left as facts of their own, "address": "55 Elm St" would read
    // as a whole address for another party's "name and address" box.
    // (A country is no address to read whole, and a form may ask for it alone: "Country Spain of course, …".)
    for (const [kind, found] of pieces) if (kind !== 'country') for (const fact of found) consumed.add(fact);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Structured input

function parseJson(data: string): unknown {
  const trimmed = data.trim();
  if (!/^[{[]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

function flattenJson(value: unknown, path: string[], facts: Fact[], ownerFilesForIt = false): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    // Lists of scalars read as one value; lists of objects keep their parent key.
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      pushJsonFact(path, value.filter((v) => v !== null).join(', '), facts);
    } else {
      for (const item of value) flattenJson(item, path, facts, ownerFilesForIt);
    }
    return;
  }
  if (isSharePointListItem(value)) {
    // (A SharePoint list item: its bookkeeping dropped, its person columns as names and its dates as dates.)
    for (const [key, child] of Object.entries(sharePointItemInFormWords(value))) flattenJson(child, [...path, key], facts, ownerFilesForIt);
    return;
  }
  if (isSchemaOrgRecord(value)) {
    // (A site's JSON-LD block: an address labelled "Mailing" is the mailing address, a business's legalName its own.)
    const label = addressLabel(value);
    const labelled = label && path.length > 0 ? [...path.slice(0, -1), `${label} ${path[path.length - 1]}`] : path;
    for (const [key, child] of Object.entries(schemaOrgRecordInFormWords(value, ownerFilesForIt))) flattenJson(child, [...labelled, key], facts, ownerFilesForIt);
    return;
  }
  if (typeof value === 'object') {
    // ({"name": "age", "current": "29", "max": "", "id": "-NqL7d3a04"}: a record of a name and its value, as a
    // virtual tabletop's or a form tool's export writes its attributes, is that name's value.)
    const pair = nameValuePair(value as Record<string, unknown>);
    if (pair) {
      flattenJson(pair.value, [...path, pair.name], facts, ownerFilesForIt);
      return;
    }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) flattenJson(child, [...path, key], facts, ownerFilesForIt);
    return;
  }
  // ("bio": "<h3>Backstory</h3><p>Brannoc grew up …</p><h3>Appearance</h3><p>…</p>": a value written in HTML is its
  // text, each heading's part keyed by the heading.)
  if (typeof value === 'string' && HTML_IN_VALUE.test(value)) {
    for (const part of htmlParts(value)) pushJsonFact(part.heading ? [...path, part.heading] : path, part.text, facts);
    return;
  }
  pushJsonFact(path, String(value), facts);
}

/** "these override the export", "my notes underneath win": the writer's lines beside a pasted record come first. */
// ("Where Copilot and my list disagree, my list is right.", "Where they disagree, my list wins.")
// ("a lot of what's in there about ME is out of date. My corrections are after the copy.", "Pasted it below; what's
// actually true is underneath.": corrections set after a copy are the writer's word on it.)
// ("Go with her instructions where the portal says something different.": or the notes of someone the writer spoke to.)
// ("My notes are at the bottom and they beat the file.", "My notes, please follow these over the certificate:")
// ("Some explanations so you fill it right:": or explanations written for filling it in.)
// ("the card is kind of a mess so here's what's actually true for your table:")
// ("then my notes, because a LOT changed since then", "OK now the real stuff:")
// ("My notes (these win):": or said in brackets.)
// ("Now the truth of it:": or the truth said as a heading over them.)
// ("What's different:", "What changed since:": or a heading over what changed since the pasted part.)
// ("The real numbers are in my notes underneath. Go by the notes.": said of all of them, not "go by my notes where they
// disagree", which leaves the rest of the record standing.)
const NOTES_OVERRIDE = /\b(?:(?:my\s+notes|my\s+corrections),?\s+because\s+(?:a\s+lot|lots|much|many\s+things|things)\s+(?:has\s+|have\s+)?changed\b|(?:now|here['’]?s)\s+the\s+real\s+(?:stuff|info|details|data|values|numbers)\b|(?:now|here['’]?s)\s+the\s+(?:real\s+|honest\s+|whole\s+)?truth(?:\s+of\s+it)?\s*(?::|\n)|(?<=^|\n)[ \t]*(?:what['’]?s\s+(?:different|changed|new)(?:\s+(?:now|since))?|what\s+(?:has\s+)?changed(?:\s+since(?:\s+then)?)?)\s*:[ \t]*(?=\n)|override|overrides|overriding|take\s+precedence|go\s+by\s+(?:the|my)\s+notes\b(?!\s+(?:where|when|if|wherever)\b)|(?:follow|use)\s+(?:these|them|my\s+notes|my\s+corrections)\s+over\s+(?:the|your|her|his|their)\b|\bmy\s+(?:corrections|notes|changes)\b[^.\n]{0,20}\bnewer\s+than\b|(?:they|these|my\s+notes)\s+beat\s+(?:the|your|that)\s+(?:file|export|record|sheet|copy|map)\b|(?:notes?|lines?|list|corrections)\s+\(?(?:\w+\s+){0,3}?wins?\b|my\s+(?:notes|list|corrections)\s+(?:is|are)\s+right|my\s+corrections\s+(?:are|come)\s+(?:after|below|under(?:neath)?)\b|what['’]?s\s+(?:actually\s+|really\s+)?(?:true|right|current)\s+is\s+(?:underneath|below|after)\b|here['’]?s\s+what['’]?s\s+(?:actually|really)\s+(?:true|right|current)\b|\bso\s+(?:that\s+)?you\s+(?:can\s+)?fill\s+(?:it|this|them|the\s+form)\s+(?:in\s+|out\s+)?(?:right|correctly|properly)\b|\bgo\s+with\s+(?:her|his|their|my|the)\s+(?:\p{L}+\s+)?(?:instructions|notes|word|version|answers)\s+(?:where|wherever|when|if)\b[^.\n]{0,60}?\b(?:different|differs?|disagrees?|conflicts?)\b)/iu;
/**
 * Which facts of a text are pasted where the writer says their own lines win: those of a part set off under a heading
 * ("---------- Forwarded message ---------", "=== pasted from Teams ==="), or as below. They give way to the notes
 * (withPastedValuesGivingWay) and the rest yield by PASTED_YIELD, so that "Material: Premium Plastic" no longer ties
 * with "name: Vesper Aldaine" for a name box.
 */
function withPastedPartsYieldingToNotes(facts: Fact[], sentences: string[], data: string): void {
  // ("… Gemini's notes … / My corrections: / 1. Series is 1316, …": where the writer's own notes have a heading of
  // their own, what comes before it is the pasted part, whether or not it has a heading.)
  // ("--- meine notizen, Stand: 9. April 2025 ---": or the part with a heading is theirs, and the rest pasted.)
  const notesFrom = data.search(WRITERS_NOTES_HEADING_IN_TEXT);
  // ("Priya's note wins wherever things disagree" over "==== (4) Priya ====": or the part headed by whose note wins.)
  const whose = data.match(WHOSE_NOTES_WIN)?.[1];
  const ofNotes = (section: string | undefined) => section !== undefined && (NOTES_SECTION.test(section) || (whose !== undefined && new RegExp(String.raw`\b${whose}\b`, 'u').test(section)));
  const notesPart = facts.some((f) => ofNotes(f.section));
  // ("------- end of portal copy -------", "===== end =====": the rule that closes a pasted part ends it; the part is what
  // lies between it and the rule before it, whatever headings the reader found.)
  const closed = pastedPartClosed(data);
  const pasted = (f: Fact) => {
    // (A line the reader rewrote, "Institution address ......... 3900 Montgomery Blvd NE", is not found as written: the
    // pasted part's heading it was read under says where it was.)
    if (notesFrom >= 0) {
      const where = whereSaid(data, f);
      return where >= 0 ? where < notesFrom : f.section !== undefined && !ofNotes(f.section) && !END_OF_PASTE.test(f.section);
    }
    if (notesPart) return !ofNotes(f.section);
    // (A line the reader rewrote is not found as written: the heading it was read under says where it was.)
    if (f.section !== undefined) return !END_OF_PASTE.test(f.section);
    // (Where the whole sentence is: its opening words may be said in the pasted part too, "… from Front Range Process
    // Excellence Institute (course …)".)
    const whole = data.indexOf(f.sentence);
    // ("Hair ................... auburn, worn long", read as "Hair: auburn, worn long": or the line with its key and value.)
    const at = whole >= 0 ? whole : whereSaid(data, f);
    return closed !== undefined && at > closed.from && at < closed.to;
  };
  withPastedValuesGivingWay(facts, sentences, pasted, PASTED_YIELD);
}
/** A note's key of one word at least this long names one thing ("appointment"), not a kind of many ("name", "phone"). */
const LONG_NOTE_KEY = 8;
/**
 * How much a pasted value that no note of the writer's replaces drops: enough to lose a tie with one of the writer's
 * ("Material: Premium Plastic" against "name: Vesper Aldaine" for a name box, a profile's town against the new address
 * in the notes), less than a quoted message's values drop (corrections.ts), since what only the pasted part gives
 * still stands.
 */
const PASTED_YIELD = 0.1;
/**
 * '"Ben" is only what the customers called me at the cleaners for 38 years, please use the real name': a name the writer
 * says is only what people call them (1 or 2).
 */
const NICKNAME_DISOWNED = /["“](\p{Lu}\p{Ll}+)["”]\s+is\s+(?:only|just|merely)\s+(?:what|how)\s+[^.\n]{1,60}?\bcall(?:ed|s)?\s+(?:me|him|her|them)\b|["“](\p{Lu}\p{Ll}+)["”]\s+is\s+(?:only|just|merely)\s+(?:my|his|her|their)\s+(?:nickname|name\s+at\s+work)\b/u;

/**
 * A record's "Shipper: CHO, BEN" where the writer says '"Ben" is only what the customers called me': a person's name
 * whose first name is the one disowned is no name to put, where the text gives the same person's full one too.
 */
function withNicknamesDisowned(facts: Fact[], data: string): void {
  const said = data.match(NICKNAME_DISOWNED);
  const nickname = (said?.[1] ?? said?.[2])?.toLowerCase();
  if (!nickname) return;
  const called = (f: Fact) => f.person !== undefined && f.person.first.toLowerCase() === nickname;
  const named = facts.filter((f) => f.person !== undefined && !called(f));
  const disowned = facts.filter((f) => called(f) && named.some((n) => n.person!.last.toLowerCase() === f.person!.last.toLowerCase()));
  facts.splice(0, facts.length, ...facts.filter((f) => !disowned.includes(f)));
}

/**
 * "so please don't put the EIN, leave those boxes empty": a kind of tax number (1) the writer says not to put (not "Do
 * not use the EIN of our parent company", which sets aside another's).
 */
const TAX_NUMBER_REFUSED = /\b(?:don['’]t|do\s+not|never)\s+(?:put|use|write|enter|give)\s+(?:the|my|our|that|this|an?)\s+(EIN|SSN|ITIN)\b(?!\s+(?:of|for|from|on)\b|\s*\()/i;

/**
 * "The bank made me get an EIN for the LLC account, 88-4172903. But … please don't put the EIN, leave those boxes
 * empty.": the numbers of a kind the writer refuses are no values.
 */
function withTaxNumbersRefused(facts: Fact[], sentences: string[]): void {
  const refused = sentences.map((sentence) => sentence.match(TAX_NUMBER_REFUSED)?.[1]?.toLowerCase()).filter((kind) => kind !== undefined);
  if (refused.length === 0) return;
  const kindOf = (f: Fact) => f.typed?.kind ?? findTypedValues(f.value).find((t) => t.start === 0 && t.end === f.value.length)?.kind;
  facts.splice(0, facts.length, ...facts.filter((f) => !refused.includes(kindOf(f) ?? '') && !refused.some((kind) => new RegExp(String.raw`\b${kind}\b`, 'i').test(f.key) && /\d/.test(f.value))));
}

/** "SHARON L PRUITT", "Sharon Pruitt": a value that is a person's name and nothing else. */
const PERSON_NAME_ALONE = /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u;
/** "Sharon is not the buyer": someone (1) said not to hold a role of the form's (2). */
const NAMED_NOT_ROLE = /\b(\p{Lu}\p{Ll}+)\s+(?:is|was)\s+(?:NOT|not)\s+the\s+(buyer|seller|purchaser|witness|agent|tenant|landlord|notary)\b/gu;

/**
 * A record's "REMITTER: SHARON L PRUITT" where the writer says "Sharon is his wife, … shes NOT the buyer, Dale is": the
 * names of someone said not to hold a role are no one's to put, where the text keys another person by that role.
 */
function withPeopleDeniedTheirRole(facts: Fact[], sentences: string[]): void {
  for (const [, first, role] of sentences.join('\n').matchAll(NAMED_NOT_ROLE)) {
    if (!facts.some((f) => f.party === role)) continue;
    // (Its names are read as people's later: "SHARON L PRUITT", a name in words of capitals, by its first word.)
    const denied = (f: Fact) => f.party === undefined && PERSON_NAME_ALONE.test(f.value) && f.value.split(/\s+/)[0]!.toLowerCase() === first!.toLowerCase();
    facts.splice(0, facts.length, ...facts.filter((f) => !denied(f)));
  }
}

/**
 * "Please do not use that address.", "the phone and e-mail on the moving paper are Grace's": the writer sets aside what
 * the part they pasted says.
 */
const PASTE_DISOWNED = /(?<=^|\n|[.!?]\s)(?:[Pp]lease\s+)?(?:[Dd]o\s+not|[Dd]on['’]t)\s+use\s+(?:that|this|the|those|these)\s+(?:address|phone|number|e-?mail|name|one|ones|info|details)\b|\bon\s+the\s+(?:\p{L}+\s+){0,2}(?:paper|papers|sheet|form|printout|document|bill|record|copy)\s+(?:is|are)\s+(?:\p{Lu}\p{Ll}+['’]s|my\s+\p{L}+['’]s|(?:his|hers|theirs)\b)/u;
/** "end of portal copy", "end": the heading of the rule that closes a pasted part, over the writer's own lines. */
const END_OF_PASTE = /^\s*end(?:\s+of\b|\s*$)/i;
/** Where a pasted part set off by rules lies: after its opening rule, before the rule that says it ends. */
function pastedPartClosed(data: string): { from: number; to: number } | undefined {
  const to = data.search(END_RULE);
  // ("=====…=====" over a pasted survey report and under it: two bare rules, the lines between them pasted.)
  if (to < 0) {
    const bare = [...data.matchAll(BARE_RULE)];
    const [opening, closing] = bare.length === 2 ? bare : [];
    return opening && closing && data.slice(opening.index, closing.index).split('\n').length > FEWEST_LINES_PASTED ? { from: opening.index, to: closing.index } : undefined;
  }
  const from = [...data.slice(0, to).matchAll(RULE_LINE)].at(-1)?.index;
  return from === undefined ? undefined : { from, to };
}
/** A line that is a rule and nothing else. */
const BARE_RULE = /(?<=^|\n)[ \t]*(?:={5,}|-{5,}|_{5,}|~{5,}|\*{5,})[ \t]*(?=\n|$)/g;
/** Fewer lines than this between two bare rules are a sign-off or a quote, not a pasted record. */
const FEWEST_LINES_PASTED = 5;
/** "------- end of portal copy -------", "===== end =====": a rule that says the pasted part ends. */
const END_RULE = /(?<=^|\n)[ \t]*[=\-–—_*#~]{3,}[ \t]*end\b[^\n]*?[=\-–—_*#~]{3,}[ \t]*(?=\n|$)/i;
/** "----- pasted from … -----", "===== copied from the portal =====": a rule that says the part under it is pasted. */
const PASTED_RULE = /(?<=^|\n)[ \t]*[=\-–—_*#~]{3,}[ \t]*(?:pasted|copied)\b[^\n]*?[=\-–—_*#~]{3,}[ \t]*(?=\n|$)/i;
/** A line that opens with a rule: "---------- copied from … ----------", "===== (Google Translate …) =====". */
const RULE_LINE = /(?<=^|\n)[ \t]*[=\-–—_*#~]{3,}[^\n]*/g;
/** "meine notizen", "my notes", "corrections": the heading of a part that holds the writer's own notes. */
const NOTES_SECTION = /\b(?:notes?|notizen|notas|corrections?|fixes|my\s+(?:info|details))\b/i;
/** "Priya's note wins", "Dale's notes override": the one whose notes win (1). */
const WHOSE_NOTES_WIN = /\b(\p{Lu}\p{Ll}+)['’]s\s+(?:notes?|list|e-?mail|corrections)\s+(?:\w+\s+)?(?:wins?|overrides?|takes?\s+precedence)\b/u;
/** WRITERS_NOTES_HEADING on a line of the text. */
/** "My corrections, line by line for the form:", "Our fixes:": the heading of the writer's corrections of what they pasted. */
const WRITERS_CORRECTIONS_HEADING = /(?<=^|\n)\s*(?:my|our)\s+(?:own\s+)?(?:corrections|fixes|changes)\b[^:\n]{0,30}:?\s*(?=\n|$)/i;
const WRITERS_NOTES_HEADING_IN_TEXT = new RegExp(WRITERS_NOTES_HEADING.source.replace(/^\^/, '(?<=^|\n)').replace(/\$$/, '(?=\n|$)'), 'i');
/** Where a fact was said in the text: its sentence as written, else the line with its key and value; -1 when neither. */
function whereSaid(data: string, fact: Fact): number {
  const at = sentenceAt(data, fact.sentence);
  return at >= 0 ? at : lineHolding(data, fact.key, fact.value);
}
/** Where the first line that opens with a key and holds its value is in the text; -1 when none does. */
function lineHolding(data: string, key: string, value: string): number {
  if (key.trim() === '' || value.trim() === '') return -1;
  const line = new RegExp(String.raw`(?<=^|\n)[ \t]*${escapeRegExp(key.trim())}\b[^\n]*${escapeRegExp(value.trim())}`, 'u').exec(data);
  // ("Height ... sixty-nine inches, in boots", its value read in figures: or the key's line of leader dots.)
  // (Its last word must be there: "5'8\"" worked out in the notes is not that line's.)
  const lastWord = value.match(/(\p{L}{3,})[^\p{L}]*$/u)?.[1];
  const leaders = line || !lastWord ? undefined : new RegExp(String.raw`(?<=^|\n)[ \t]*${escapeRegExp(key.trim())}[ \t]*\.{3,}[^\n]*\b${escapeRegExp(lastWord)}\b`, 'u').exec(data);
  return line?.index ?? leaders?.index ?? -1;
}
/** Where a sentence is in the text, -1 when it is not there as written (a line the reader rewrote). */
const sentenceAt = (data: string, sentence: string): number => data.indexOf(sentence.slice(0, 40));

/** "unchanged", "exactly as in the export", "same as the record": a note that keeps the record's value. */
const KEEPS_THE_RECORDS = /\b(?:unchanged|same|as\s+(?:in|on)\s+the\s+(?:export|record|file|json)|as\s+is|keep\s+it)\b/i;

/**
 * A pasted record's or part's values, where the writer says their notes win: one goes where a note of the writer's keys
 * the same thing in a few words ("Age: 34" over the record's "age": "29"; "Faction: The Harpers" over its
 * "faction_name"; "eyes: gold" over a forwarded order's "Eyes: Molten Gold (#E1A92B)"), and its line with it ("attribs
 * faction name: Zhentarim" would still be read beside the field's label); the others drop by `yieldBy`.
 */
function withPastedValuesGivingWay(facts: Fact[], sentences: string[], pasted: (fact: Fact) => boolean, yieldBy: number): void {
  const notes = facts.filter((f) => !pasted(f) && (f.source === 'line' || f.source === 'inline') && wordCount(f.value) <= 8 && !KEEPS_THE_RECORDS.test(f.value)).map((f) => simplify(f.key)).filter((key) => key !== '');
  // ("Appointment: Career-Conditional" over the survey's "Type of appointment": a note's key of one long word is the
  // last word of the pasted key it answers.)
  const gone = facts.filter((f) => pasted(f) && notes.some((key) => simplify(f.key) === key || simplify(f.key).startsWith(`${key} `) || (key.length >= LONG_NOTE_KEY && !key.includes(' ') && simplify(f.key).endsWith(` ${key}`))));
  // (The same value read again from the gone line in other words, "type of appointment" for its "Appointment type", goes
  // with it, wherever else its words are found.)
  const wordsOf = (key: string) => [...new Set(simplify(key).split(/\s+/).filter((word) => word.length > 2 && word !== 'the'))].sort().join(' ');
  gone.push(...facts.filter((f) => !gone.includes(f) && f.source === 'prose' && gone.some((g) => g.value === f.value && wordsOf(g.key) === wordsOf(f.key))));
  const goneSentences = new Set(gone.flatMap((fact) => [fact.sentence, `${fact.key}: ${fact.value}`]));
  for (const fact of facts) {
    if (!pasted(fact) || gone.includes(fact) || yieldBy === 0) continue;
    fact.strength -= yieldBy;
    fact.gaveWay = yieldBy;
  }
  facts.splice(0, facts.length, ...facts.filter((f) => !gone.includes(f)));
  sentences.splice(0, sentences.length, ...sentences.filter((sentence) => !goneSentences.has(sentence)));
}

/** The keys an export gives a name's value under, beside its "name": "current" (Roll20), "value", "val". */
const VALUE_KEYS = ['current', 'value', 'val'];
/** The other keys such a record may have: its id, its maximum, its type. */
const PAIR_BOOKKEEPING = /^(?:id|_id|max|type|dtype|label)$/i;

function nameValuePair(record: Record<string, unknown>): { name: string; value: unknown } | undefined {
  const name = record['name'];
  const valueKey = VALUE_KEYS.find((key) => key in record);
  if (typeof name !== 'string' || name.trim() === '' || valueKey === undefined) return undefined;
  if (Object.keys(record).some((key) => key !== 'name' && key !== valueKey && !PAIR_BOOKKEEPING.test(key))) return undefined;
  return { name, value: record[valueKey] };
}

/** A tag of the markup a rich-text value holds. */
const HTML_IN_VALUE = /<\/?(?:p|h[1-6]|br|div|span|i|b|em|strong|ul|ol|li)\b[^>]*>/i;

/** A rich-text value's text, in the parts its headings begin ("<h3>Backstory</h3>…"), entities read. */
function htmlParts(html: string): { heading?: string; text: string }[] {
  const text = (markup: string) => textOfMarkup(markup).replace(/[ \t]+/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line !== '').join('\n');
  const parts: { heading?: string; text: string }[] = [];
  const pieces = html.split(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/i);
  if (text(pieces[0]!) !== '') parts.push({ text: text(pieces[0]!) });
  for (let i = 1; i < pieces.length; i += 2) parts.push({ heading: text(pieces[i]!), text: text(pieces[i + 1] ?? '') });
  return parts.filter((part) => part.text !== '');
}

/**
 * `<Name last="Delacroix" first="Simone" middle="Renee"/>`, {"first_name": …, "last_name": …}: a person's name
 * given in its parts is also one name, for forms that ask for it in one box ("Last, First, Middle Initial").
 */
function namesFromKeyedParts(facts: Fact[]): Fact[] {
  const byTopic = new Map<string, Fact[]>();
  for (const f of facts) byTopic.set(f.topic, [...(byTopic.get(f.topic) ?? []), f]);
  const out: Fact[] = [];
  for (const [topic, group] of byTopic) {
    const whole = nameFromParts(group);
    const person = whole === undefined ? undefined : parsePersonName(whole);
    if (person) out.push({ key: 'name', topic, value: person.full, source: 'json', strength: 1, person, sentence: `${topic} name: ${person.full}` });
  }
  return out;
}

/** A record's path that ends at an organisation's name or address: "… Employer Name", "… Employer Address". */
const ORGANISATION_PART = /^(.*?\b(employer|vendor|company|requester|organi[sz]ation|provider|payer|school|institution))\s+(?:legal\s+)?(name|address)$/i;

/**
 * `<Employer><Name>Cedarvale Health System</Name><Address>4100 Harmon Pkwy SE, …</Address>`: an organisation's
 * record of a name and a whole address is also its name and address, for a form that asks for them in one box
 * ("Employer's name and address").
 */
function namesAndAddressesFromKeyedParts(facts: Fact[]): Fact[] {
  const parts = new Map<string, { kind: string; name?: Fact; address?: Fact }>();
  for (const fact of facts) {
    const m = [fact.topic, fact.key].filter((p) => p !== '').join(' ').match(ORGANISATION_PART);
    if (!m) continue;
    const found = parts.get(m[1]!.toLowerCase()) ?? { kind: m[2]!.toLowerCase() };
    if (m[3]!.toLowerCase() === 'name') found.name ??= fact;
    else if (parseAddress(fact.value)?.city) found.address ??= fact;
    parts.set(m[1]!.toLowerCase(), found);
  }
  return [...parts.values()].flatMap(({ kind, name, address }) => {
    if (!name || !address) return [];
    const value = `${name.value}, ${address.value}`;
    return [{ key: `${kind} name and address`, topic: '', value, source: 'json' as const, strength: 1, sentence: `${kind} name and address: ${value}`, ...(name.party ? { party: name.party } : {}) }];
  });
}

/**
 * "First name: Ysolde" / "Last name: Varkhaven": one first name and one last name keyed on lines of their own, and no
 * whole name beside them, are one person's name, for a form that asks for it whole ("CHARACTER NAME"), with the middle
 * initial keyed beside them.
 */
function nameOfOneKeyedPair(facts: Fact[]): Fact[] {
  const keyed = (pattern: RegExp) => facts.filter((f) => f.source === 'line' && pattern.test(f.key.trim()) && /^\p{Lu}[\p{L}'’-]+$/u.test(f.value.trim()));
  const firsts = keyed(/^(?:first|given)\s+name$/i);
  const lasts = keyed(/^(?:last|family|sur)\s*name$/i);
  // (Unless that person's whole name is given too, or another's is and the keyed parts may be theirs; a directory's
  // record, "GivenName : Chidinma" / "Surname : Okafor", keys a name's parts only, whoever else the text names.)
  if (firsts.length !== 1 || lasts.length !== 1) return [];
  const record = firsts[0]!.key.trim().toLowerCase() === 'given name' && /^sur\s*name$/i.test(lasts[0]!.key.trim());
  const named = (f: Fact) => f.person !== undefined && f.person.first !== '' && f.person.last !== '';
  if (firsts[0]!.party !== lasts[0]!.party || facts.some((f) => named(f) && (!record || f.person!.last === lasts[0]!.value.trim()))) return [];
  // ("Initials : A" in a directory's record, "Middle initial: R": one middle initial keyed beside them is the name's.)
  const middles = facts.filter((f) => f.source === 'line' && MIDDLE_NAME_KEY.test(f.key.trim().toLowerCase().replace(/\s+/g, ' ')) && /^\p{Lu}\.?$/u.test(f.value.trim()) && f.party === firsts[0]!.party);
  const middle = middles.length === 1 ? ` ${middles[0]!.value.trim().replace(/\.?$/, '.')}` : '';
  const person = parsePersonName(`${firsts[0]!.value.trim()}${middle} ${lasts[0]!.value.trim()}`);
  if (!person) return [];
  const { party } = firsts[0]!;
  return [{ key: 'name', topic: '', value: person.full, source: 'line', strength: 0.9, person, sentence: lasts[0]!.sentence, ...(party ? { party } : {}) }];
}

/** Keys that say what kind of value, not what it is about: their parent says that ("Course" → "Title"). */
const GENERIC_KEY = /^(?:code|type|kind|value|name|id|text|number|no|title|description|amount|date|status|label|required)$/i;

/**
 * A record's own bookkeeping: who made or changed it and when ("createdBy", "modifiedOn", an "AuditTrail").
 * It says nothing about whom the record is about.
 */
// ("odata.metadata", "__metadata", "OData__UIVersionString": an OData service's own, a SharePoint list item's version.)
const RECORD_METADATA = /^(?:(?:created|modified|updated|changed|edited|last modified|last updated|generated|exported) ?(?:by|on|at|date|time)?|timestamp|audit(?: trail| log)?|etag|revision|schema|xmlns.*|odata(?: .*)?|metadata|OData UIVersion String)$/i;

function pushJsonFact(path: string[], value: string, facts: Fact[]): void {
  const words = path.map(keyAsWords);
  if (words.some((w) => RECORD_METADATA.test(w))) return;
  // `<HighestEducation code="17">`, {"course": {"title": …}}: the key is "Highest Education code", "course title".
  const own = GENERIC_KEY.test(words[words.length - 1] ?? '') && words.length >= 2 ? 2 : 1;
  const key = words.slice(-own).join(' ');
  const topic = words.slice(0, -own).join(' ');
  // ("<SpouseExemptionInd>X</SpouseExemptionInd>": an e-file schema's indicator is set with an "X", a yes.)
  const said = / indicator$/.test(key) && /^\s*X\s*$/.test(value) ? 'Yes' : value.trim();
  facts.push({ key, topic, value: said, source: 'json', strength: 1, sentence: `${words.join(' ')}: ${said}` });
}


// ---------------------------------------------------------------------------------------------------------
// Free text

/**
 * "P.S. Things I forgot: the vendor is …", "PS - one more thing: …": what marks an afterthought says nothing of the
 * values after it, and its "I" would make them the writer's.
 */
export function withoutAfterthoughtLead(segment: string): string {
  return segment.replace(AFTERTHOUGHT_LEAD, '').replace(CHAT_FILLER_LEAD, '');
}
/** "ok mom's account # is 5839-2017", "alright, her SSN is …": a chat's filler word before what is said. */
const CHAT_FILLER_LEAD = /^\s*(?:ok|okay|k|alright|allright|right|so|um|uh|hmm)\b[,.!]?\s+(?=(?:my|his|her|their|our|the|\p{L}+['’]s)\s+[^.?!]*\s(?:is|are|was)\s)/iu;
const AFTERTHOUGHT_LEAD =
  /^\s*(?:P\.?\s?(?:P\.?\s?)?S\.?(?=[\s:,-])\s*[:,-]?\s*)?(?:(?:oh,?\s+)?(?:and\s+)?(?:(?:a few |some |the )?(?:things?|stuff|details?|bits?) I (?:forgot|missed|left out)(?: to (?:mention|say|add|include))?|I forgot(?: to (?:mention|say|add|include))?|forgot to (?:mention|say|add)|one (?:more|last) thing)\s*[:,-]\s+)?(?=\S)/i;

const CONTACT_KINDS_OF_PROVIDER = new Set(['phone', 'email', 'url']);
/** The key of a course's line: "course", "Course/class", "training". */
const COURSE_WORD = /^\s*(?:course|class|training|workshop|seminar)\s*$/i;

/** "POC Greg Halvorsen", "contact: Ana Ruiz", "attn. Dana Lee": whom to ask, named after the word for it. */
const CONTACT_PART = new RegExp(String.raw`^(?:POC|point of contact|contact(?: person)?|attn\.?)\s*:?\s+(${PERSON_WORDS})$`, 'iu');

/**
 * A line that is only a person's name after a courtesy title ("Mr. Henrik Lindqvist", "Dr Ana Ruiz"): in a
 * list of details or at the end of a message it is the name of whom the text is about. Without the title a
 * line of capitalised words ("Kind Regards", "Update Request") is too often something else.
 */
function readTitledNameLine(segment: string, sentence: string, facts: Fact[]): boolean {
  const titled = titledNameOfLine(segment);
  if (!titled) return false;
  facts.push({ key: 'name', topic: '', value: titled.person.full, source: 'line', strength: 0.85, person: titled.person, sentence });
  return true;
}

function titledNameOfLine(line: string): ReturnType<typeof titledPersonName> {
  const trimmed = line.trim();
  return titledPersonName(trimmed.replace(/[.,;]+$/, () => (/\b\p{Lu}\.$/u.test(trimmed) ? '.' : '')));
}

/**
 * A name, then two or more short descriptions of its bearer in lower case: "Odalys Venn, half-elf bard, level 3". (One
 * alone, "Claire Schmit, ressources humaines", is a signature's name and office.)
 */
// ("Brannoc Ashgrove - hill dwarf cleric (Tempest), lvl 3": a dash after the name, a word in brackets after the first.)
const NAME_THEN_DESCRIPTION = new RegExp(String.raw`^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}\p{Ll}+)(?:,|\s+[-–—])\s+(?:an?\s+)?(?!(?:please|pls|thanks|thank|can|could|would|will|i|we|you|here|this|it|my|our|just|so)\b)\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*){0,3}(?:\s+\([\p{L} ]{1,20}\))?(?:,\s*[\p{Ll}\d][\p{L}\d'’ -]{0,25})+\.?$`, 'u');
/** Words that open a greeting, no name line: "Hi Marcus, …". */
const GREETING_WORD = /^(?:hi|hello|hey|dear|thanks|thank|good)\b/i;

/** "Joris van der Berg (he/him)": a profile's name line, the name and the pronouns its owner goes by. */
const NAME_WITH_PRONOUNS = /^\s*([^()]{3,60}?)\s*\((?:he|she|they|ze|xe)\s*\/\s*(?:him|her|them|hir|xem|his|hers|theirs)(?:\s*\/\s*\w+)?\)\s*$/i;

function readSegment(segment: string, facts: Fact[], sentences: string[], titledNames: boolean): void {
  const parts = splitSentences(segment);
  if (titledNames && parts.length === 1 && readTitledNameLine(segment, parts[0]!, facts)) {
    sentences.push(parts[0]!);
    return;
  }
  // ("Odalys Venn, half-elf bard, level 3": a line that opens with a name, then says in a few words who it is.)
  const introduced = parts.length === 1 ? segment.trim().match(NAME_THEN_DESCRIPTION) : null;
  const introducedPerson = introduced && !GREETING_WORD.test(introduced[1]!) ? parsePersonName(introduced[1]!) : undefined;
  if (introducedPerson && introducedPerson.first !== '' && introducedPerson.last !== '') {
    facts.push({ key: 'name', topic: '', value: introducedPerson.full, source: 'line', strength: 0.85, person: introducedPerson, sentence: segment.trim() });
    sentences.push(segment.trim());
    return;
  }
  const pronouned = segment.match(NAME_WITH_PRONOUNS)?.[1];
  const person = pronouned ? parsePersonName(pronouned) : undefined;
  if (person) {
    facts.push({ key: 'name', topic: '', value: person.full, source: 'line', strength: 0.9, person, sentence: segment.trim() });
    sentences.push(segment.trim());
    return;
  }
  // The key of a "Key: value" sentence is the topic of the sentences after it on the same line
  // ("Buyer: Thomas Reyes, … . Illinois driver's license R200-…" is the buyer's licence).
  let topic = '';
  let open: Fact | undefined;
  for (const [k, sentence] of parts.entries()) {
    sentences.push(sentence);
    const entity = entityNamedAfterItsKind(parts[k - 1], sentence);
    if (entity) facts.push({ key: 'legal name of the business', topic: '', value: entity, source: 'prose', strength: 0.85, sentence, organisation: true });
    const keyed = matchKeyValue(sentence);
    const kv = keyed ?? roleStatement(sentence);
    // "Seller (Hank): Works." — a reply in a thread of messages says nothing a form asks for.
    if (kv && CHAT_REPLY.test(kv.value)) continue;
    // ("Couple more: does your wife work?": a question after a colon asks, it gives no value.)
    if (kv && QUESTION_AS_VALUE.test(kv.value)) continue;
    if (kv) {
      // ("Occupations: I'm a civil engineer and Renee is a dental hygienist.": a value that is a statement in the first
      // person is read for what it says; as a whole it is a weak value.)
      // ("One change since I wrote it: … he's 44 now, not 43": so is the value of a key that only leads in to it.)
      const statement = FIRST_PERSON_STATEMENT.test(kv.value) || CHANGE_LEAD_IN.test(kv.key);
      // ("…: Rua das Flores 112, and the second address line is the flat, 3.º Dto.": the line's value ends where a
      // statement of its own begins; the statement is read below, as prose.)
      const then = kv.value.match(VALUE_THEN_STATEMENT);
      const value = then ? (then[1] ?? then[2]!) : kv.value;
      open = { key: kv.key, topic: '', value: /\bage$/i.test(kv.key) ? plainAge(value) : value, source: 'line', strength: statement ? STATEMENT_STRENGTH : 1, sentence };
      facts.push(open);
      // ("She has moved in with my aunt: Rua das Flores 112": a street alone, after words of where someone lives.)
      if (value !== kv.value && LIVES_KEY.test(kv.key) && STREET_ALONE.test(value)) {
        const address = addressFromParts({ street: value });
        facts.push({ key: 'street address', topic: '', value, source: 'line', strength: 0.9, sentence, address });
      }
      // "(I was promoted last month, so position level is supervisory)": a remark on the value may still state
      // another one.
      if (kv.aside !== '') readProse(kv.aside, '', facts, false);
      const result = workedResult(kv.value);
      if (result) facts.push({ key: kv.key, topic: '', value: result, source: 'line', strength: 1, sentence });
      // A heading ("Buyer: Thomas Reyes, …") is the topic of what follows; a single complete value
      // ("Address: 77 Quarry Lane, Bend, OR 97701.") is not.
      // (A sentence that says who plays a role, "The vendor is …", heads nothing: "Tuition is 1850.00." after it is
      // not the vendor's.)
      topic = isWholeValue(kv.value) || !keyed ? '' : kv.key;
      const named = personOpeningRoleLine(kv.key, kv.value);
      if (named) {
        facts.push({ key: `${kv.key} name`, topic: '', value: named.person.full, source: 'line', strength: 1, sentence, person: named.person });
        // (As an address of a town alone, so that a box asking for a town takes it.)
        const town = named.town;
        if (town) facts.push({ key: `${kv.key} city of residence`, topic: '', value: town.city, source: 'line', strength: 1, sentence, address: { full: town.city, street: '', line2: '', city: town.city, state: town.state, zip: '', country: '' } });
      }
      const inlineFrom = facts.length;
      // "address: Hauptstraße 5, 10115 Berlin": a European street is a name then a number, which is no
      // "key value" pair of its own; the address is read whole (decompose).
      if (!(ADDRESS_KEY.test(kv.key) && parseAddress(kv.value))) readInline(kv.value, sentence, kv.key, facts);
      // (A statement is read as prose is, its measures and dates too: "the other stuff it asks: I'm a woman, 172 cm.")
      readProse(kv.value, kv.key, facts, statement);
      // "First name: Grace, middle initial B, last name Hopper": the key owns only the value before the
      // first clause that names its own part.
      const head = kv.value.split(/[,;]/)[0]!.trim();
      const keyedParts = facts.slice(inlineFrom).filter((f) => f.source === 'inline' && f.value !== head && kv.value.includes(f.value));
      if (keyedParts.length > 0 && head !== '' && !facts.slice(inlineFrom).some((f) => f.source === 'inline' && kv.value.startsWith(`${f.key}`))) {
        const rest = kv.value.slice(head.length).split(/[,;]/).map((p) => p.trim()).filter((p) => p !== '');
        if (rest.every((part) => keyedParts.some((f) => part.replace(/[.!?]+$/, '').endsWith(f.value)))) {
          open.value = stripEnd(head);
          // The parts are the key's siblings, not its children: "last name" is not a kind of "first name".
          for (const part of keyedParts) part.topic = '';
          open = undefined;
          topic = kv.key;
          continue;
        }
      }
      continue;
    }
    // 'For the backstory she wrote: "Brindle grew up … . When the boat …"': a quotation the line's value opens
    // runs on to its closing mark, whatever its sentences say.
    if (open && opensQuotation(open.value)) {
      open.value = `${open.value}${/[.!?]$/.test(open.value) ? '' : '.'} ${sentence}`;
      open.sentence = `${open.sentence} ${sentence}`;
      if (!opensQuotation(open.value)) {
        open.value = stripEnd(open.value.replace(/^["“]|["”]$/g, '').replace(/^["“]|["”](?=[.!?]?$)/g, ''));
        open = undefined;
      }
      continue;
    }
    const before = facts.length;
    // A sentence with its own subject ("My favourite colour is …", "I …") does not belong to the line's key.
    // ("Buyer is Chinedu E. Okafor, …" after "I'm the seller: …": nor does one that starts with another party.)
    const own = /^(i|i'm|i’m|my|we|our|this|the|a|an|it|he|she|they|there|you|your|please)\b/i.test(sentence) || startsWithParty(sentence) ? '' : topic;
    readInline(sentence, sentence, own, facts);
    readProse(sentence, own, facts);
    // A long answer ("Backstory: Raised in … . When smugglers …") runs over several sentences; a short one
    // ("Highest education: associate degree.") does not swallow the next statement. A story goes on through a
    // sentence that tells only of a span or a count ("… he has spent the ten years since tracking the cult").
    const incidental = facts.slice(before).every((f) => f.typed !== undefined && !CONTACT_OR_ID_KINDS.has(f.typed.kind));
    // (Under a key that asks for a story, "Backstory: …", every sentence of the line is the story's, whatever it says.)
    // (Until a sentence turns to another thing the form asks: "For features and traits, …", "His treasure is …".)
    // (However short its first sentence: "Friends and organizations -> My wolf friend Yuki. Old ranger Brannoc …".)
    const story = open !== undefined && (STORY_KEY.test(open.key) || LISTED_IN_SENTENCES_KEY.test(open.key)) && !NEW_TOPIC.test(sentence);
    // ("Second line: Dr. Pamela R. Haskins, Director of Quality, …. Leave all signature dates blank.": an instruction to
    // the reader after a value is no more of it.)
    if (open && (facts.length === before || story || (incidental && wordCount(open.value) >= STORY_WORDS)) && (story || (wordCount(open.value) >= 6 && !INSTRUCTION_OPENING.test(sentence))) && !isWholeValue(open.value)) {
      open.value = stripEnd(`${open.value}${/[.!?]$/.test(open.value) ? '' : '.'} ${sentence}`);
      open.sentence = `${open.sentence} ${sentence}`;
    } else {
      open = undefined;
    }
  }
}

/** "Leave all signature dates blank.", "Please put …", "Don't …": a sentence that opens by telling the reader what to do. */
// (Not "Keep in a paper bag …" or "Use within a week": a label's words may be the value's own.)
const INSTRUCTION_OPENING = /^\s*(?:please\s+)?(?:leave|put|don['’]t|do\s+not|skip|ignore|fill|write|tick|check|untick|clear|enter)\b/i;

/** "It's a corporation", "we're an LLC": the writer saying what kind of entity the business is. */
// ("we formed an LLC together: Suds on Wheels Grooming LLC": or formed.)
const ENTITY_KIND_SAID = String.raw`\b(?:it['’]s|it\s+is|we['’]re|we\s+are|(?:we|I)\s+(?:formed|set\s+up|started|registered))\s+an?\s+(?:(?:regular|small|single-member|multi-member|[CS])\s+)?(?:corporation|corp|LLC|partnership|company)(?:\s+together)?`;
/** "We're an LLC: …": the kind, then a colon or a dash before the name in the same sentence. */
const ENTITY_KIND_THEN_NAME = new RegExp(String.raw`${ENTITY_KIND_SAID}\s*[:,—–-]+\s*`, 'i');
/** "It's a corporation.": a sentence that ends with the kind, the name in the next. */
const ENTITY_KIND_ENDS_SENTENCE = new RegExp(String.raw`${ENTITY_KIND_SAID}\s*[.!]?\s*$`, 'i');
/** "Mbeki & Daughters Catering, Inc.": a business's name with its legal form, alone. */
/** "Halvorsen Letterworks, Inc.", "Suds on Wheels Grooming LLC": a business's name ending in its legal form (1). */
const ENTITY_NAME = String.raw`(\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*|&|and|of|the|on|in|at|for)){0,6},?\s+(?:Inc|LLC|L\.L\.C|Corp|Corporation|Co|Ltd|LLP|LP|PLLC)\b\.?)`;
const ENTITY_NAME_ALONE = new RegExp(String.raw`^${ENTITY_NAME}\s*$`, 'u');

/**
 * "It's a corporation. Mbeki & Daughters Catering, Inc.", "We're an LLC: Kettle Ridge Farms LLC": the kind of entity
 * said, then its name alone (in the same sentence after a colon or dash, or as the next sentence), the business's legal name.
 */
function entityNamedAfterItsKind(previous: string | undefined, sentence: string): string | undefined {
  const kind = sentence.match(ENTITY_KIND_THEN_NAME);
  // ("we formed an LLC together: Suds on Wheels Grooming LLC, filed with the NC Secretary of State": or opening the rest.)
  if (kind) return sentence.slice(kind.index! + kind[0].length).match(ENTITY_NAME_ALONE)?.[1] ?? sentence.slice(kind.index! + kind[0].length).match(ENTITY_NAME_OPENING)?.[1];
  // ("As of January 2 I'm incorporated. Halvorsen Letterworks, Inc., Minnesota corporation, …": or the name opening
  // the sentence after one that says the writer has incorporated.)
  if (previous !== undefined && INCORPORATED_ENDS_SENTENCE.test(previous)) return sentence.match(ENTITY_NAME_OPENING)?.[1];
  return previous !== undefined && ENTITY_KIND_ENDS_SENTENCE.test(previous) ? sentence.match(ENTITY_NAME_ALONE)?.[1] : undefined;
}
/** "As of January 2 I'm incorporated.": a sentence that ends by saying the writer's business became a corporation. */
const INCORPORATED_ENDS_SENTENCE = /\b(?:I['’]m|I\s+am|we['’]re|we\s+are|I|we)\s+(?:(?:now|finally|officially)\s+)?(?:got\s+|have\s+|has\s+been\s+)?incorporated\s*[.!]?\s*$/i;
/** "Halvorsen Letterworks, Inc., Minnesota corporation": a business's name with its legal form, opening a sentence. */
const ENTITY_NAME_OPENING = new RegExp(String.raw`^${ENTITY_NAME}(?=\s*,\s|\s*$)`, 'u');

/**
 * "… can be your office: Maumee Valley Children's Clinic, Accounts Payable, 4400 Monroe St, Toledo, OH 43606": the
 * address read on its own out of a name-and-address whose party is known is that party's too, not an address of no
 * one in particular (which the form's own address lines would take).
 */
function withAddressesOfNamedPlaces(facts: Fact[]): void {
  for (const fact of facts) {
    if (!fact.address || fact.party !== undefined) continue;
    const whole = facts.find((f) => f !== fact && f.party !== undefined && f.sentence === fact.sentence && f.value !== fact.value && f.value.endsWith(fact.value));
    if (whole) fact.party = whole.party;
  }
}

/** Whether a sentence starts with the role of a party to the text ("Buyer is …", "Landlord: …"). */
function startsWithParty(sentence: string): boolean {
  const first = sentence.match(/^\s*(\p{L}+)/u)?.[1];
  return first !== undefined && textParty(first.toLowerCase()) !== undefined && textParty(first.toLowerCase()) !== SELF;
}

/** A message that only answers the last one: "Works.", "Cool!", "Sounds good". (Not "yes" or "no": answers.) */
const CHAT_REPLY = /^(?:ok(?:ay)?|k|cool|works|deal|sure|thanks|thank you|great|perfect|sounds good|still here|will do|got it|lol|haha|np|no problem)[.!]*$/i;

const MAX_QUOTATION = 2000;
/** A sentence that turns to another thing: "For features and traits, he has …", "His treasure is …". */
const NEW_TOPIC = /^(?:(?:for|as for|regarding|about)\s+(?:his|her|their|my|the)?\s*[\p{L} ]{2,40},|(?:his|her|their|my|our)\s+[\p{L} ]{2,30}?\s+(?:is|are|was|were)\b)/iu;
/** Keys whose answer lists people or groups in sentences, a character's allies: it goes on like a story. */
const LISTED_IN_SENTENCES_KEY = /\b(?:allies|organi[sz]ations)\b/i;
/** How long a keyed value must be to be a story that goes on through a sentence with a number in it. */
const STORY_WORDS = 12;
/** Kinds of value that are never an incidental number in a story. */
const CONTACT_OR_ID_KINDS: ReadonlySet<ValueKind> = new Set(['email', 'url', 'ssn', 'ein', 'phone', 'date', 'money', 'zip']);

/** Whether a value opens a quotation it does not close: '"Brindle grew up on a riverboat …'. */
function opensQuotation(value: string): boolean {
  const v = value.trim();
  // (A mark left open by mistake does not swallow the rest of a long text.)
  if (!/^["“]/.test(v) || v.length > MAX_QUOTATION) return false;
  const marks = (v.match(/["“”]/g) ?? []).length;
  return marks % 2 === 1;
}

/**
 * "TP 4,870 + SP 3,120 = 7,990", "TP 52,480 / SP 38,915 -> L1 total 91,395", "$41,200 and $27,250, so $68,450
 * in total": a key answered with a worked sum has its result as a value of its own; the parts are facts too
 * (read from the whole value).
 */
const WORKED_RESULT = /(?:=|->|→|=>)\s*(?:[\p{L}\d ]{0,20}?\s)?([$€£]?\s?\d[\d,]*(?:\.\d+)?)\s*$/u;
/** "… -> line 7", "→ step 4(c)": an arrow at a value's end to the form's line it goes on (field-profile.ts lineTargetAfter). */
// ("-> 4(a)": a line with its letter needs no word before it.)
const ARROW_TO_LINE = /\s*(?:->|→|=>)\s*(?:(?:line|ln|step)\s+\d{1,2}(?:\([a-z]\)|[a-z])?|\d{1,2}(?:\([a-z]\)|[a-z]))\s*$/i;

/** "A = 1, B = 1, C = 0 (no spouse)": keys each set to a value, one after another (remarks in brackets aside). */
const KEYS_SET_IN_A_LIST = /^[^,;=]+=[^,;=]+(?:[,;][^,;=]+=[^,;=]+)+$/;

export function workedResult(value: string): string | undefined {
  // ("HV-20417 -> line 7": an arrow to a line of the form says where the value goes, not what it adds up to.)
  if (ARROW_TO_LINE.test(value)) return undefined;
  // ("A = 1, B = 1, …, H = 10": keys each set to a number are a list, not a sum.)
  if (KEYS_SET_IN_A_LIST.test(value.replace(/\s*\([^)]*\)/g, ''))) return undefined;
  // "my W-2 shows $41,200.00 and Denise's shows $27,250.00, so $68,450.00 in total": the total is stated.
  const m = value.match(WORKED_RESULT) ?? [...value.matchAll(STATED_TOTAL)].pop();
  if (!m || m.index === undefined) return undefined;
  const parts = value.slice(0, m.index).match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  // An arrow points at a result whatever comes before it ("self ✓ -> 1", a worksheet's line ticked and scored);
  // an equals sign is a sum only after its parts ("= 10" alone may be a setting).
  const arrow = /^(?:->|→|=>)/.test(value.slice(m.index).trim());
  return parts.length >= 2 || (arrow && m[1] !== undefined) ? (m[1] ?? m[2])!.trim() : undefined;
}

const AMOUNT = String.raw`([$€£]?\s?\d[\d,]*(?:\.\d+)?)`;
/** The words that say an amount is the sum of those before it: before it ("for a total of") and after it ("in total"). */
export const TOTAL_BEFORE_AMOUNT = String.raw`(?:for\s+)?a\s+total\s+of|total(?:ling|ing)?(?:\s+of)?|totals?`;
export const TOTAL_AFTER_AMOUNT = String.raw`in\s+total|total|altogether|combined|between\s+(?:us|the\s+two\s+of\s+us)|together`;
const STATED_TOTAL = new RegExp(String.raw`\b(?:${TOTAL_BEFORE_AMOUNT})\s+${AMOUNT}|${AMOUNT}\s+(?:${TOTAL_AFTER_AMOUNT})\b`, 'giu');

/**
 * "About me: Marcus J. Whitfield, Supervisory Civil Engineer (…)": the writer's name, then their title. The name
 * and the title are values of their own (the whole stays too, for a "Name and Title" box).
 */
function readNameAndTitle(fact: Fact, topic: string, facts: Fact[]): void {
  // Only for a key that speaks of the writer ("About me", "Me", "Applicant"): "From: Angela Sutter, EA" in an
  // e-mail's header or "HR contact: …" introduce others, whose names are read with their roles elsewhere.
  // ("Certification: me, Priya Raman, Controller, …": or a value that says it is the writer's.)
  const byWriter = /^[^:]{1,40}:\s*(?:me|myself),\s+/i.test(fact.sentence);
  if (textParty(fact.key) !== SELF && !byWriter) return;
  const parts = fact.value.replace(/\s*\([^)]*\)/g, '').split(',').map((p) => p.trim().replace(/[.;]+$/, ''));
  if (parts.length < 2) return;
  // "Okafor, Benedict J., Supervisory Management Analyst": the family name first, set off by a comma.
  const familyFirst = parts.length >= 3 && /^\p{Lu}[\p{L}'’-]+$/u.test(parts[0]!) && /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?$/u.test(parts[1]!);
  const written = familyFirst ? `${parts[0]}, ${fact.value.split(',')[1]!.trim()}` : parts[0]!;
  const person = parsePersonName(written);
  if (!person || person.last === '' || !/\s/.test(written)) return;
  facts.push({ key: 'name', topic, value: person.full, source: 'typed', strength: 0.85, person, sentence: fact.sentence });
  const title = parts[familyFirst ? 2 : 1]!.split(/\.\s/)[0]!.trim();
  if (/^\p{Lu}[\p{L}-]*(?:\s+(?:\p{Lu}[\p{L}-]*|of|and|for|the)){0,5}$/u.test(title) && (JOB_WORD.test(title) || !parsePersonName(title))) {
    facts.push({ key: 'position title', topic, value: title, source: 'typed', strength: 0.8, sentence: fact.sentence });
  }
}

/** "NAME (LAST, FIRST, MI)", "Name (last first middle)": a key saying its name is written family name first. */
const KEY_SAYS_LAST_FIRST = /\(\s*last\s*,?\s+first\b/i;

/**
 * "MENDIOLA ROSALYN C" under "NAME (LAST, FIRST, MI)" on a pay statement: a name of two or three words with no comma,
 * under a key that says it is written family name first, given the comma it is read with ("MENDIOLA, ROSALYN C").
 */
function withCommaAfterFamilyName(value: string): string {
  const words = value.trim().split(/\s+/);
  return !value.includes(',') && words.length >= 2 && words.length <= 3 ? `${words[0]}, ${words.slice(1).join(' ')}` : value;
}

/** A code (digits, with dots or hyphens, and perhaps capitals) then, after a dash or a comma, a title in capitals. */
const CODE_AND_TITLE = /^((?=[\p{Lu}\d.-]*\d)[\p{Lu}\d][\p{Lu}\d.-]{2,30}[\p{Lu}\d])(?:\s+[-–—]\s+|,\s+)(\p{Lu}[^,;()]{2,100})$/u;

/** Longer pieces left over from a value once its parts are read out are sentences, not names. */
const LEFTOVER_MAX_WORDS = 8;

/** A value that is complete in itself (an address, a date, a phone number …) does not run on. */
function isWholeValue(value: string): boolean {
  const v = value.replace(/[.\s]+$/, '');
  if (findUsAddresses(v).some((a) => a.start === 0 && a.end >= v.length)) return true;
  // ("Oudegracht 142, 2nd floor (ring at Van der Berg), 3511 AZ Utrecht": an address of Europe, a remark inside.)
  const withoutRemarks = v.replace(/\s*\([^()]*\)/g, '');
  const european = findEuropeanAddress(withoutRemarks);
  if (european && european.start === 0 && european.text.length >= withoutRemarks.length) return true;
  // ("Résidence Les Canuts, bât. B, 5e étage, 143 cours Lafayette, 69003 Lyon, France": or one whose building and
  // floor come first, its second line.)
  if (european && european.start > 0 && european.start + european.text.length >= withoutRemarks.length && parseAddress(withoutRemarks)?.line2 === withoutRemarks.slice(0, european.start).replace(/[,\s]+$/, '')) return true;
  return findTypedValues(v).some((t) => t.start === 0 && t.end >= v.length && t.kind !== 'number');
}

/**
 * Keys whose values are places, languages, colours, titles or positions: "town: Ann Arbor", "languages: English,
 * German" and "Job Title: Supervisory Management Analyst" name no one.
 */
// ("Action: Lever Action", "Location: Kankakee, Illinois", "Material: Premium Plastic, Full Color", "Eyes: Molten Gold": a
// listing's or an order's attributes of a thing, whose capitalised words name no one.)
const NOT_A_PERSON_KEY = /\b(?:city|town|village|municipality|county|state|province|region|district|jurisdiction|country|street|languages?|colou?r|nationality|citizenship|occupation|position|job|course|degree|education|status|faction|guild|clan|address|addr|residence|action|location|material|finish|scale|pose|paint|category|condition|caliber|calibre|gauge|brand|eyes|hair|skin|horns|outfit)\b|^(?!.*\bname\b).*\btitle\b/;

/**
 * "Street address: 2270 Ferncliff Avenue, Suite 5": a street (and its unit) given under a key of its own, the
 * city and the rest on other lines. Undefined for anything but a house number and words.
 */
function streetAlone(key: string, value: string): PostalAddress | undefined {
  if (!/\bstreet\b|\b(?:address )?line 1\b/.test(key)) return undefined;
  const m = value.trim().replace(/[.;]+$/, '').match(new RegExp(String.raw`^(\d{1,6}[A-Z]?\s+\p{L}[\p{L}\d .'’-]*?)(?:,\s*((?:${UNIT_WORDS}|#)\.?\s*#?\s*[\w-]+))?$`, 'iu'));
  if (!m) return undefined;
  return { full: m[0], street: m[1]!.trim(), line2: m[2] ?? '', city: '', state: '', zip: '', country: '' };
}

/** What is left of a value beside its quoted title when that is a code alone: ", #GTC-410", "(no. HR-220)". */
const CODE_BESIDE_TITLE = /^[\s,;(]*(?:#|no\.\s*|number\s+)\s*([A-Z0-9][A-Z0-9.-]{2,20})[\s,;.)]*$/i;

/** Keys under which a value is read as a postal address. */
// ("Nouvelle adresse", "Neue Anschrift", "Nueva dirección": or a new one in the other languages the rules read. An
// address keyed only so, "Adresse déclarée", is read out of its value, as "address", which a new one then replaces.)
const ADDRESS_KEY = /address|live|living|reside|located|\b(?:nouvelle|neue|nueva|nuova|nova)\s+(?:adresse|anschrift|direcci[oó]n|indirizzo|endere[cç]o)/i;

/**
 * "employer block (lines 8 + 10, we send these to IRS): …": an aside in parentheses after a key is the writer's
 * remark, not part of the key. So is how the value was given: "His story, in his own words: …".
 */
const KEY_WITH_ASIDE = /^\s*([\p{L}][\p{L}\p{N} '’&/#.+-]{0,40}?)\s*(?:\([^()]{1,80}\)|,\s*(?:in (?:his|her|their|my|our) own words|as (?:he|she|they|I) (?:said|put|wrote) it|verbatim|word for word))\s*[:=]\s*(\S.*)$/u;

/** A word that names a piece of a record a form asks for, as keys list several ("City, state, ZIP"). */
const KEYED_PIECE = String.raw`(?:city|town|state|province|region|zip(?:\s+code)?|postcode|postal\s+code|country|county|street|apt|suite|unit|name|address|phone|e-?mail|date|title)`;
/** "City, state, ZIP: Dubuque, IA 52001", "Name, title: …": a key that lists the pieces its value gives. */
const KEY_OF_PIECES = new RegExp(String.raw`^\s*((?:\p{L}+\s+){0,2}${KEYED_PIECE}(?:\s*,\s*(?:(?:and|&)\s+)?(?:\p{L}+\s+){0,2}${KEYED_PIECE}){1,3})\s*:\s*(\S.*)$`, 'iu');

/**
 * "Wages, both W-2s added: 100,155", "Fed tax withheld, both W-2s: 11,985": a key of words, a remark on it in lower
 * case after a comma, then an amount. (Not "Sorry, one more thing: …", whose first word is the writer's; nor "Work
 * address, for reference only: …" or "Level 2, path: Hunter", whose values are no amounts.)
 */
const KEY_THEN_REMARK = /^\s*((?:(?!(?:is|are|was|were|has|have|will|goes)\b)[\p{L}&/#.+-]+\s*){1,5}),\s+\p{Ll}[\p{L}\p{N} '’&/#.+-]{0,30}?\s*:\s*([$€£]?\d.*)$/u;

/** The words a writer opens a sentence with, no key: "Hi Dana, …", "Sorry, …", "Also, …". */
const WRITERS_OPENING = /^\s*(?:hi|hello|hey|dear|sorry|ok|okay|oh|well|also|so|and|but|thanks|thank you|yes|no|note|ps|p\.s\.|btw|fyi|update|correction)\b/i;

function keyThenRemark(sentence: string): RegExpMatchArray | null {
  const m = sentence.match(KEY_THEN_REMARK);
  return m && !WRITERS_OPENING.test(m[1]!) ? m : null;
}

/** "Fund: 25-DSC-TRN-0807 for both": a code, then the things it is for. */
const CODE_FOR_THEM_ALL = /^([A-Z0-9][\w-]*\d[\w-]*)\s+(?:for|on)\s+(?:both|all|each|all\s+of\s+them|both\s+of\s+them)\s*[.]?$/u;

/** "Unit 6 Douglas Pike is the workshop, nobody checks mail there": a thing, what it is, and a remark on it. */
const THING_SAID_TO_BE = String.raw`^[\p{Lu}\d][^,.;:!?\n]{2,60}?\s+(?:is|was)\s+(?:the|my|our|his|her|their|just|only)\s+\p{Ll}+(?:\s+\p{Ll}+)?`;
const VALUE_SAID_TO_BE = new RegExp(String.raw`${THING_SAID_TO_BE}\s*[,;]\s+\p{Ll}[^:]*$`, 'u');
const CLAUSE_SAID_TO_BE = new RegExp(String.raw`${THING_SAID_TO_BE}$`, 'u');

/** The paper a key's value is copied from, at the key's end: "… exactly as on our IRS letter", "… as it appears on my card". */
const AS_ON_A_PAPER = /\s(?:exactly\s+)?as\s+(?:it\s+)?(?:appears\s+|is\s+shown\s+|shown\s+|is\s+written\s+|written\s+|printed\s+)?(?:on|in)\s+(?:the|my|our|his|her|its|their|your)\s+[\p{L}\d'’ -]{2,30}$/iu;

function matchKeyValue(sentence: string): { key: string; value: string; aside: string } | undefined {
  const m = sentence.match(KEY_VALUE) ?? sentence.match(KEY_WITH_ASIDE) ?? sentence.match(KEY_OF_PIECES) ?? keyThenRemark(sentence);
  if (!m) return undefined;
  // ("poa for the sale - principal: me, Dolores A. Fitzgerald": a note's heading before a dash says what it is about;
  // the word after it keys the value, and the writer's "me" before their own name is no part of it.)
  // ("Worksheet line 4 - Student loan interest, IRA and other adjustments" names its line, and is kept whole.)
  const afterDash = m[1]!.trim().split(/\s[-–—]\s/).pop()!.trim();
  // ("Line C Spouse (working spouse - enter -0-)": nor is a dash inside brackets.)
  // ("so H = 1": a word that carries a chat's reasoning on is no part of the key.)
  const keyAsWritten = (afterDash.split(/\s+/).length <= 2 && !/[()]/.test(m[1]!) ? afterDash : m[1]!.trim()).replace(/^(?:so|then|ok|okay)\s+(?=\S)/i, '');
  // ("Legal name exactly as on our IRS letter: …": nor is the paper the value is copied from, in a key that names the
  // value; "Please put the name exactly as it appears on the IRS letter: …" asks, and is read where requests are.)
  const key = /^(?:please\s+)?(?:put|use|write|enter)\b/i.test(keyAsWritten) ? keyAsWritten : keyAsWritten.replace(AS_ON_A_PAPER, '');
  // ("agent: my nephew Martin Fitzgerald, Skokie": whose relative the person is says who, not what the value is.)
  // ("HV-20417 -> line 7": the line it goes on is read from the sentence, after the value.)
  // ("Current home address: We moved in August: 88 Larkspur Court, …": an answer's own lead in the first person
  // before its colon is no part of the value.)
  // ("Account number: vendor # V-20931": the words that say whose number it is go before the number itself.)
  // ("Occupation: retired school cafeteria manager, just put Retired": what the writer says to put is the value.)
  // ("Husband: Ramon B. Villanueva - everybody calls him Mon, …": nor is the name someone is called by.)
  // ("name: Wren Ashdown-Tally — lvl 5 halfling rogue": nor a remark in lower case after a dash.)
  // ("Legal name (line 1): Kestrel Ridge Flooring LLC - that's exactly how it reads …": a name key, a remark in
  // brackets after it.)
  // ("Position title: just Hydrologist.": nor the word that says the value is all there is.)
  const keysAName = /\b(?:name|DBA|d\/b\/a)$/i.test(m[1]!.replace(/\s*\([^()]*\)\s*$/, '').trim());
  const value = m[2]!.trim().replace(keysAName ? NAME_THEN_REMARK : /^(?!)/, '$1').replace(keysAName ? NAME_THEN_COMMA_REMARK : /^(?!)/, '$1').replace(JUST_PUT, '$1$2').replace(TRADING_AS, '$1').replace(/^.*$/s, nameWithoutWhatItGoesBy).replace(NUMBER_KEY.test(m[1]!) ? NAMED_NUMBER_LEAD : /^(?!)/, '').replace(/^(?:(?:only|just)\s+)?(?:me|myself)\s*[,:(–—-]\s*(?=\p{Lu})/u, '').replace(RELATIVE_BEFORE_NAME, '').replace(ARROW_TO_LINE, '').replace(FIRST_PERSON_LEAD, '').replace(KEY_SAID_AGAIN_LEAD, '').replace(ALL_THERE_IS, '').replace(CODE_FOR_THEM_ALL, '$1');
  // "Note: please…" and times like "Dates: 2025-04-07" are fine; a key of many words is a sentence instead.
  // ("Line 1 has to be the legal name on the company's return: …", "Worksheet line 4 - Student loan interest, IRA
  // and other adjustments: …": a key that names the form's line may run on.)
  // ("acct # (they gave us a vendor no.): HV-20417": a remark in brackets is no part of the key's length.)
  const bracketed = key.match(/\([^()]*\)/g)?.join(' ') ?? '';
  const keyWords = wordCount(key.replace(/\([^()]*\)/g, ' ')) + (wordCount(bracketed) > 10 ? wordCount(bracketed) : 0);
  // ("and they want our vendor # on the account numbers line: V-30817": so may one that names it by its words.)
  // ("For the printed name, just my name as it appears on the letters: …": or one that opens by naming it.)
  const namesLine = /^(?:[\p{L}/-]+\s+){0,6}(?:[Ll]ine|[Ll]n|[Ss]tep|[Bb]ox|LINE|STEP|BOX)\s+(?:\d|\p{Lu}(?![\p{L}\d]))/u.test(key) || /\b(?:on|in|for)\s+(?:the\s+)?[\p{L}#' -]{2,40}\s(?:line|box|field|blank)$/iu.test(key) || /^(?:for|on|in)\s+the\s+(?:[\p{L}'’-]+\s+){0,3}(?:name|line|box|field|blank|signature|date)\b/iu.test(key);
  // (A key may open with a step's lettered part, "4(a) other income", but with no other number.)
  if (keyWords > (namesLine ? 14 : KEY_WORDS_AT_MOST) || /^\d(?!\d?\([a-z]\)\s)/.test(key) || value === '') return undefined;
  // ("address: Unit 6 Douglas Pike is the workshop, nobody checks mail there.": a value said to be something, then a
  // remark, describes a place or a thing to pass over; it answers nothing.)
  if (VALUE_SAID_TO_BE.test(value)) return undefined;
  // "Position title: Contract Specialist (non-supervisory)": the level in brackets after a job's title is no part of it.
  const level = /\b(?:title|position|job)\b/i.test(key) ? value.match(LEVEL_AFTER_TITLE) : null;
  if (level) return { key, value: stripEnd(value.slice(0, level.index)), aside: (level[1] ?? level[2])! };
  // "Her driver's license: D541-6620-3385, Illinois": the issuing state after a number is no part of it.
  const issued = value.match(CODE_WITH_STATE);
  // ("features & traits: Darkvision 60 ft; Dwarven Resilience; Wrath of the Storm (reaction, 2d8 lightning or thunder)":
  // in a list of three items or more, a remark in brackets at the end belongs to its item.)
  const listed = value.split(';').length >= 3;
  const asideShape = [INSTRUCTION_ASIDE, AMOUNT_THEN_REMARK, NICKNAME_ASIDE, RECORD_NUMBER_ASIDE, RELATION_ASIDE].find((shape) => shape.test(value)) ?? (listed ? /^(?!)/ : REMARK_ASIDE);
  const aside = issued ? '' : (value.match(asideShape)?.[0] ?? '').trim().replace(/^\(|\)\W*$/g, '');
  return { key, value: stripEnd(issued ? issued[1]! : value.replace(asideShape, '')), aside };
}

/**
 * "We're writing this together …" / "I'm the seller, Marisol Quintanilla-Reyes. I live at …" / "I'm the buyer, Desmond
 * Achterberg, …": two writers, each in a paragraph of their own that says which role is theirs. The writer's values
 * of each such paragraph are that role's.
 */
function withWritersOfParagraphs(facts: Fact[], data: string): void {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const paragraphs = data.split(/\n\s*\n/).map((text) => ({ text: flat(text), role: writerRoleOf(splitSentences(flat(text))) }));
  const roles = new Set(paragraphs.map((p) => p.role).filter((role) => role !== undefined));
  if (roles.size < 2) return;
  for (const fact of facts) {
    if (fact.party !== SELF) continue;
    const sentence = flat(fact.sentence);
    const role = paragraphs.find((p) => p.role && p.text.includes(sentence))?.role;
    if (role) fact.party = role;
  }
}

/**
 * "Us: Dana R. Whitfield (SSN 521-44-9087) and Miguel A. Ortega (SSN 533-18-2746).": a couple on the line the writer
 * keys as "us": the first named is the writer (the form's person), the second the spouse, each with their number.
 */
function withCoupleOfOneLine(facts: Fact[]): void {
  for (const fact of [...facts]) {
    if (fact.source !== 'line' || !/^(?:us|we|both of us|the two of us|the couple|taxpayers)$/i.test(fact.key.trim())) continue;
    const m = fact.value.match(COUPLE);
    if (!m) continue;
    for (const [name, ssn, party, who] of [[m[1]!, m[2], SELF, ''], [m[3]!, m[4], 'spouse', 'spouse ']] as const) {
      const person = parsePersonName(name);
      if (person) facts.push({ key: `${who}name`, topic: '', value: person.full, source: 'line', strength: 0.95, person, sentence: fact.sentence, party });
      if (ssn) facts.push({ key: `${who}SSN`, topic: '', value: ssn, source: 'line', strength: 0.95, sentence: fact.sentence, party, typed: findTypedValues(ssn)[0] });
    }
    fact.composite = true;
  }
}
const COUPLE = new RegExp(String.raw`^(${PERSON_WORDS})\s*(?:\((?:SSN\s*:?\s*)?(\d{3}-\d{2}-\d{4})\))?\s*(?:and|&)\s+(${PERSON_WORDS})\s*(?:\((?:SSN\s*:?\s*)?(\d{3}-\d{2}-\d{4})\))?`, 'u');

/**
 * "- Principal: Eleanor R. Castellano, …" / "- Her address: 1850 Benjamin Franklin Dr, …" / "- Her phone: …": lines keyed
 * "her …" or "his …" right under a person's line are that person's, whoever the pronoun would otherwise be; so are
 * the values of a sentence about "she" or "he" there.
 */
function withPronounLinesOfPersonAbove(facts: Fact[], sentences: string[]): void {
  const at = (f: Fact) => sentences.indexOf(f.sentence);
  for (const fact of facts) {
    const key = fact.topic !== '' ? fact.topic.split(' | ')[0]! : fact.key;
    // ("Attorney-in-fact: Dolores Whitfield" / "She was Mama's neighbor … and lives in Knoxville, Illinois now": or a
    // sentence about "she" or "he" that no one else's role claims.)
    const keyedSo = fact.party === UNNAMED_PARTY && /^(?:her|his)\s/i.test(key.trim());
    const saidOf = fact.party === undefined && fact.source === 'prose' && /^(?:She|He)\s/.test(fact.sentence.trim());
    if (!keyedSo && !saidOf) continue;
    const here = at(fact);
    const person = facts.filter((f) => f.source === 'line' && f.person && f.party !== undefined && f.party !== UNNAMED_PARTY && at(f) >= 0 && at(f) < here && here - at(f) <= PRONOUN_LINES_REACH).sort((a, b) => at(b) - at(a))[0];
    if (!person) continue;
    fact.party = person.party;
    if (person.writerRole === undefined) delete fact.writerRole;
  }
}
/** How many lines under a person's line a "her …" line may be. */
const PRONOUN_LINES_REACH = 3;

/**
 * "He moved out of his apartment near the university in Champaign when he finished school:" over "505 E. Green St.,
 * Apt. 1207, Champaign, IL 61820": an address alone on its line takes its time from the lead-in above it.
 */
function withEpochsOfLeadIns(facts: Fact[], sentences: string[]): void {
  for (const fact of facts) {
    if (!fact.address || fact.epoch !== undefined || fact.source !== 'typed' || fact.sentence.trim() !== fact.value.trim()) continue;
    const leadIn = sentences[sentences.indexOf(fact.sentence) - 1];
    if (leadIn === undefined || !/:\s*$/.test(leadIn)) continue;
    const epoch = movedEpoch(leadIn.replace(/:\s*$/, '')) ?? epochOf(leadIn);
    if (epoch) fact.epoch = epoch;
  }
}

/**
 * "For the last eleven years she rented apartment 3B at 1430 W Fullerton Ave in Chicago, IL 60614": an address said
 * in the past tense ("rented", "lived", "used to live") is a previous one, unless the tense runs on to now ("has
 * lived"); and a unit named just before "at" the street is the address's second line.
 */
function withPastHomesAndTheirUnits(facts: Fact[]): void {
  for (const fact of facts) {
    if (!fact.address || fact.source !== 'typed') continue;
    // ("I rented PO Box 60219, …": a box rented for mail is no home.)
    const home = !isPostOfficeBox(fact.address.street) && !/\bmail/i.test(fact.key);
    if (home && fact.epoch === undefined && PAST_HOME.test(fact.key) && !PAST_INTO_NOW.test(fact.key)) fact.epoch = 'previous';
    const unit = fact.key.match(UNIT_BEFORE_AT);
    if (unit && fact.address.line2 === '') fact.address = { ...fact.address, line2: `${/^ap/i.test(unit[1]!) ? 'Apt' : unit[1]!.charAt(0).toUpperCase() + unit[1]!.slice(1).toLowerCase()} ${unit[2]}` };
  }
}
const PAST_HOME = /\b(?:rented|lived|used to (?:live|rent|stay)|was living|was renting|stayed)\b/i;
const PAST_INTO_NOW = /\b(?:have|has|['’]ve|['’]s)\s+(?:\w+\s+)?(?:rented|lived|stayed)\b|\b(?:still|now|currently)\b/i;
/** "… rented apartment 3B", "… lived in unit 12": the unit the key ends with, before the street. */
const UNIT_BEFORE_AT = /\b(apartment|apt|unit|suite|flat)\.?\s+#?([A-Z]?\d{1,5}[A-Z]?)$/i;

/**
 * "For the employer part at the bottom, my offer letter lists the company as …, EIN …": the part of the form a
 * sentence opens by naming says whose its values are, whoever tells them.
 */
function withPartsNamedBySentence(facts: Fact[]): void {
  for (const fact of facts) {
    const part = fact.sentence.match(FOR_THE_PART)?.[1];
    // ("first-line" names the first-line supervisor's block.)
    const party = part ? (textParty(part) ?? textParty(part.replace(/^first-line$/i, 'first-line supervisor'))) : undefined;
    if (party && party !== SELF && fact.party === SELF) fact.party = party;
  }
}
/**
 * '"Rhea Joy" is all first name (two words)', "Juan Pablo is my first name": a first name of two words, as the text
 * says; a whole name that starts with them has no middle name there, both words are its first name.
 */
function withFirstNamesOfTwoWords(facts: Fact[], sentences: string[]): void {
  const firsts = sentences.flatMap((sentence) => [...sentence.matchAll(TWO_WORD_FIRST_NAME)].map((m) => (m[1] ?? m[2] ?? m[3])!));
  for (const first of firsts) {
    for (const fact of facts) {
      const p = fact.person;
      // ("First name: Chiara Elena": a value that is the two words alone is all first name, no last name.)
      if (p && fact.value.trim() === first && /\b(?:first|given)\s+names?\b/i.test(fact.key)) fact.person = { ...p, first, middle: '', last: '' };
      if (!p || p.middle === '' || `${p.first} ${p.middle}` !== first) continue;
      fact.person = { ...p, first, middle: '' };
    }
  }
}
/** '"Rhea Joy" is all first name', "Juan Pablo is my first name": two words said to be one first name. */
// ("… and my first names are Chiara Elena": or said after.)
// ("My first name is Maria Bonaria (both words, it's one name)": or said to be both words.)
const TWO_WORD_FIRST_NAME = /["“]?(\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+)["”]?\s+(?:is|are)\s+(?:all\s+|both\s+|together\s+)?(?:(?:my|his|her|their|the)\s+)?(?:first|given)\s+names?\b|\b(?:my|his|her|their)\s+(?:first|given)\s+names\s+are\s+["“]?(\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+)\b|\b(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir)\s+(?:first|given)\s+name\s+is\s+(\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+)\s*[(,]\s*(?:both|all|the\s+two)\s+(?:words|names|together)\b/gu;

/**
 * "For the employer part at the bottom, …", "In the preparer's section: …": a sentence that opens by naming a party's
 * part of the form. ("My details for the first-line block: …": or a key that names it.)
 */
const FOR_THE_PART = /^\s*(?:(?:my|our|his|her)\s+(?:details|info|information|contact)\s+)?(?:for|in|on)\s+the\s+([\p{L}-]+)(?:['’]s)?\s+(?:part|section|block|box|boxes|fields|bit|portion|area)\b/iu;

/** "I invoice as Northloop Motion Studio. It's just a trade name, …": the name a business trades under. */
const TRADING_AS = /^(?:I|we)\s+(?:invoice|bill|trade|operate|work|do\s+business)\s+(?:as|under)\s+(?:the\s+name\s+)?["“]?(\p{Lu}[^."”]{1,60}?)["”]?(?:\.\s.*)?\.?$/su;

/**
 * "…, just put Retired.", "…; please write "Retired"": the words the writer asks to be written, ending the value;
 * "… so you can't take it, put 0": a number the writer says to put.
 */
const JUST_PUT = /^[^:]*?[,;]\s*(?:so\s+)?(?:(?:just|please|simply)\s+(?:put|write|use|enter)\s+["“]?([^"”,;:]{1,40}?)["”]?|(?:put|write|enter)\s+(\$?\d[\d.,]{0,11}))\s*[.!]?$/iu;
/** "Johannes (German grandparents), and your office said …": a name, a remark in brackets, then a clause. */
const NAME_REMARK_THEN_CLAUSE = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s+\([^()]*\),?\s+(?:and|but|so|which|because)\s/u;
/** "Hydrologist, GS-1315, …": a line that opens with a title, then a federal pay plan. */
// ("I'm a Librarian (Health Sciences), GS-1410, …": or a sentence that says it of the writer, the specialty in brackets.)
const TITLE_BEFORE_PAY_PLAN = /^\s*(?:(?:I['’]m|I am|(?:he|she)['’]s|(?:he|she) is)\s+(?:an?\s+)?)?(\p{Lu}[\p{L} '’/&-]{2,60}?(?:\s+\([\p{L} '’/&-]{2,40}\))?),\s*(?:GS|GM|GL|WG|WL|WS|ES|SES)-?\d/u;
/** "Kessler Stoneworks, that's what's on the trucks": a name, then a remark on it after a comma. */
const NAME_THEN_COMMA_REMARK = /^(\p{Lu}[\p{L}'’.&-]*(?:\s+[\p{Lu}&][\p{L}'’.&-]*){0,5}),\s+(?:that['’]s|that is|which is|it['’]s|as\s+(?:on|in))\b.*$/u;
/** A person's name, then a remark in lower case after a dash. */
const NAME_THEN_REMARK = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\s+[—–-]\s+\p{Ll}.*$/u;
/** A key that asks for a number or code: "Account number", "Vendor ID", "Ref #". */
const NUMBER_KEY = /\b(?:number|no|id|#|acct)\b|#\s*$/i;
/**
 * "vendor # V-20931", "member no. A-4471": a word and the number sign before a code with a digit. ("their supplier ID
 * for us is NRH-55190": or words that end in "is" before a code that ends the value.)
 */
const NAMED_NUMBER_LEAD = /^(?:\p{L}+\s*(?:#|no\.)\s*(?=[\p{Lu}\d][\p{Lu}\d-]*\d)|(?:[\p{L}'’]+\s+){1,7}is\s+(?=[\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*\.?$))/u;

/** "Supervisor: my supervisor is Ray Delgado, …": the answer's own words before the value, saying whose it is again. */
const KEY_SAID_AGAIN_LEAD = /^(?:my|our|his|her|their)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+(?:is|are)\s+(?=\p{Lu})/u;
// ("Address: she wants this going to the business PO box, not the house: PO Box 11472, …": or in the third.)
const FIRST_PERSON_LEAD = /^(?:I|[Ww]e|[Ss]he|[Hh]e|[Tt]hey)(?:['’](?:ve|re|m|d|s))?\s+[^:]{2,60}:\s+(?=[\p{Lu}\d])/u;
const RELATIVE_BEFORE_NAME = new RegExp(String.raw`^(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+${KIN_WORDS}\s+(?=\p{Lu})`, 'u');
/** "4471-2093 - the one ending 2093", "A213447908 – that's the one on her card": a code, a dash, a remark on it. */
export const CODE_THEN_DASHED_REMARK = /^((?=[\p{Lu}\d-]*\d)[\p{Lu}\d][\p{Lu}\d-]{3,})\s+[-–—]\s+(?:the|that|this|that['’]s|it['’]s|which)\b.*$/u;
/** "family name", "first name", "middle name", "surname": the key of one part of a name. */
const NAME_PART_KEY = /\b(?:first|middle|last|family|given|sur)\s?name$/i;
/** ", first name Zarina, and my middle name, …": the next part of a name named after a part's value. */
const NEXT_NAME_PART = /,\s+(?:and\s+)?(?:(?:my|her|his|the)\s+)?(?:first|middle|last|family|given|sur)\s?name\b.*$/i;
/** "and my middle name, Bekovna, they always want it": a part of a name said with a comma where "is" would stand. */
// (Not "Please put my first name, Ingrid, in Text1": there the name is put somewhere.)
const NAME_PART_THEN_COMMA = /(?<!\b(?:[Pp]ut|[Ww]rite|[Ee]nter|[Uu]se|[Tt]ype|[Aa]dd|[Ii]nsert)\s+)\b((?:[Mm]y|[Hh]er|[Hh]is|[Tt]he)\s+(?:first|middle|last|family|given)\s+name),\s+(?=\p{Lu}\p{Ll}+(?:[,.;]|\s+(?:and|they|it|that|but)\b|$))/gu;
/** "another driver, Tomás Ruiz", "a coworker of mine, Dana Reyes": who someone is, said before their name. */
const DESCRIBED_BEFORE_NAME = /^(?:an?|another|one|the)\s+(?:[\p{Ll}'’-]+\s+){0,3}?[\p{Ll}'’-]+,\s+(?=\p{Lu})/u;
// ("Position: Realty Specialist, non-supervisory": or after a comma.)
const LEVEL_AFTER_TITLE = /\s*(?:\(((?:non-?)?supervisory|managerial|team lead(?:er)?|executive)\)|,\s*((?:non-?)?supervisory))\s*\.?$/i;

/** A licence's or an ID's number: capitals and digits in parts joined by hyphens ("W326-1187-5530"). */
const DASHED_CODE_WORD = String.raw`[A-Z0-9]+(?:-[A-Z0-9]+){1,4}`;
// ("Her license is Illinois too, K652-7718-2093": the state said the same as another's first.)
// ("Driver's license Illinois B260-7713-4095": the state may come without a comma.)
const STATE_THEN_CODE = new RegExp(String.raw`^(?:${US_STATE_NAME}|[A-Z]{2})(?:\s+(?:too|also|as well))?(?:,\s*|\s+)(${DASHED_CODE_WORD})$`, 'u');
/** "Kentucky", "a Kentucky one", "Kentucky so put KY …": a state's name as all a licence is said to be (1). */
const STATE_OF_LICENCE = new RegExp(String.raw`^(?:an?\s+)?(${US_STATE_NAME})(?:\s+(?:one|licen[cs]e))?(?=\s*[,.;]?\s*$|\s+so\b|,)`, 'u');
const STATE_ONE_THEN_CODE = new RegExp(String.raw`^(?:an?\s+)?(${US_STATE_NAME})\s+one:?\s+(${DASHED_CODE_WORD})$`, 'u');
const DASHED_CODE = new RegExp(`^${DASHED_CODE_WORD}$`);
const STATE_IN_BRACKETS = new RegExp(String.raw`^\s*\((${US_STATE_NAME}|[A-Z]{2})\)`, 'u');
// ("L523-6610-4482 (Illinois)": or in brackets after it.)
const CODE_WITH_STATE = new RegExp(String.raw`^(${DASHED_CODE_WORD})(?:,\s*(?:also\s+)?(?:${US_STATE_NAME}|[A-Z]{2})\.?|\s*\((?:${US_STATE_NAME}|[A-Z]{2})\))$`, 'u');

/**
 * "ninety-two (write it as digits please)", "…-2008731 (my earlier e-mail had 2008713, sorry)", "A325-7719-0461
 * (my FOID card number is …, in case it matters)", "4417-2093 (old TDA acct 868-114502)", "171 cm (asked for the
 * team kit order)": a remark in brackets after a value, in the writer's own voice, about an old value or a phrase
 * of four words or more that starts in lower case (and holds no long number, phone or address of its own: "(tel.
 * 415-555-0110, …)" gives values; "(joined at the end of ep. 44)" is a remark), tells the reader what to do with
 * it or how it came about; it is no part of it.
 */
const INSTRUCTION_ASIDE = /\s*\((?=[^)]*\b(?:please|pls|leave|don'?t|do not|write|use|keep|ignore|put|enter|sorry|typo|transposed|mistake|earlier|in case|my|I|I'm|we|our|old|former|formerly|previous|previously)\b)[^)]*\)\s*[.!]?\s*$/i;
/**
 * "45,881 (no adjustments)", "25,700 (MFJ plus one age box)": a remark in brackets after an amount is no part of
 * it, however short. (Not one that changes it: "34 (actually make it 43)".)
 */
const AMOUNT_THEN_REMARK = /(?<=^[$€£]?\s?\d[\d,]*(?:\.\d+)?)\s*\((?![^()]*\b(?:actually|make it|should|correct\w*|instead|wait|meant?|not|was|were|is)\b)[^()]*\)\s*[.!]?\s*$/iu;
/** "OKAFOR, RUBEN A. (#3318)": a record's number in brackets after a name is no part of it. */
const RECORD_NUMBER_ASIDE = /(?<=\p{L}\.?)\s*\((?:#|no\.?\s*|id\s*:?\s*)\s?\d{2,10}\)\s*$/iu;
/** "Oluwaseun Adeyemi (goes by Seun)": the name someone is called by, in brackets, is no part of the name to write. */
const NICKNAME_ASIDE = /\s*\((?:goes by|known as|aka|a\.k\.a\.|called|prefers|nickname:?)\s+[^()]{1,30}\)\s*[.!]?\s*$/i;
const REMARK_ASIDE = /\s*\((?=\p{Ll})(?![^()]*(?:\d{4,}|@|\d{3}[-. ]\d))(?:[^\s()]+\s+){3,}[^()]*\)\s*[.!]?\s*$/u;
/** "Marisol Ortega (Dad's neighbor)", "Tobin Hale (my cousin)": who a named person is to someone, no part of the name. */
// ("Gloria Nakamura (Dad's neighbor, no relation, not his doctor)": with more said of them after a comma.)
const RELATION_ASIDE = /(?<=\p{L}\.?)\s*\((?:(?:my|our|his|her|their|the)\s+|\p{Lu}\p{Ll}+['’]s\s+)(?:next[- ]door\s+)?(?:neighbou?r|friend|cousin|brother|sister|mother|father|mom|mum|dad|aunt|uncle|co-?worker|colleague|wife|husband|partner|son|daughter|niece|nephew|boss|landlord|roommate|flatmate)(?:,[^()]*)?\)\s*[.!]?\s*$/u;

const UNIT_CLAUSE = new RegExp(String.raw`^(?:${UNIT_WORDS})\.?\s*#?\s*[\w-]+$`, 'i');

/** Short clauses of a sentence that are key–value pairs of their own. */
/**
 * "nationale Identifikationsnummer 1979112304567", "policy number 55-0193-22": a key that ends in a word for a number,
 * capitalised or not (German writes its nouns so), then the number.
 */
const NUMBER_KEY_NUMBER = /^\s*(\p{L}[\p{L} '’-]{1,40}?(?:nummer|nr\.?|number|no\.?))\s+(\d[\d ./-]{4,}\d)\s*$/iu;

/** The number a lead-in names, last: "wants my vendor number on it" → "vendor number". */
const NAMED_NUMBER = /((?:[\p{L}-]+\s+){0,2}(?:number|no\.?|id|code|#))(?:\s+[\p{L}]+){0,3}\s*$/iu;

/** "grade 11 step 3": two or more words each followed by its number, ending the clause. */
const NUMBERED_WORD = /(\p{Ll}{3,})\s+(\d{1,4})(?=\s|$)/gu;
const NUMBERED_WORDS_RUN = /(?<=^|\s)\p{Ll}{3,}\s+\d{1,4}(?:\s+\p{Ll}{3,}\s+\d{1,4})+$/u;

/**
 * "It's for the company: Kestrel & Finch Landscaping LLC": the organisation the form is about, so the name it goes
 * by on the form; any other key as it is.
 */
function formSubjectKey(key: string): string {
  const whose = key.match(/^(?:it['’]?s|it is|this is|this one is|the form is)\s+for\s+(?:the|my|our)\s+(company|business|firm|corporation|partnership|llc|organi[sz]ation)$/i);
  return whose ? `${whose[1]!.toLowerCase() === 'llc' ? 'company' : whose[1]!.toLowerCase()} legal name` : key;
}

/** "CUSIP 677522AB4", "Ticker VFIAX", "Policy no. HX-4410": the name of a code, then the code, letters and digits. */
const KEY_WITH_OWN_CODE = /^((?:CUSIP|ISIN|ticker|symbol|policy(?:\s+(?:no\.?|number|#))?|account(?:\s+(?:no\.?|number|#))?))\s+((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,15})$/i;

/** "If the form wants an objective", "if it has a box for the vendor's fax": what the form may ask for (group 1). */
const IF_FORM_ASKS_FOR = String.raw`\b[Ii]f\s+(?:the\s+form|it|they|the\s+\S+\s+form)\s+(?:wants?|asks?\s+for|needs?|has(?:\s+a\s+(?:box|field|line|space)\s+for)?)\s+(?:an?\s+|the\s+|my\s+)?([\p{L}][\p{L} '’/-]{1,40}?)`;
const IF_FORM_ASKS_FOR_CLAUSE = new RegExp(String.raw`^${IF_FORM_ASKS_FOR}$`, 'u');

function readInline(text: string, sentence: string, topic: string, facts: Fact[]): void {
  // Pieces of an address ("…, Santa Ana, California 92704") are read with the address, not as "key value".
  const addresses = findUsAddresses(text).map((a) => a.text);
  // A comma between digits is inside a number ("1,65 m", "1,150"), not between clauses; a spaced slash parts
  // two of them ("IL DL P631-5520-7718 / FOID 30571264"). The brackets of a line's letter ("4(a)") part nothing.
  let previous = '';
  // ("Brightwater Mobile Coffee, Inc.": nor is the comma before a company's legal form.)
  for (const clause of text.split(/(?<!\d),(?!\s*(?:Inc|LLC|Ltd|LLP|PLLC|Corp)\b)|,(?!\d)(?!\s*(?:Inc|LLC|Ltd|LLP|PLLC|Corp)\b)|;|(?<!\b\d{1,2})\(|(?<!\b\d{1,2}\([a-z])\)|\s\/\s/)) {
    const trimmed = clause.trim().replace(/[.!?]+$/, '');
    const street = previous;
    previous = trimmed;
    if (trimmed === '' || addresses.some((a) => a.includes(trimmed))) continue;
    // "2270 Ferncliff Avenue, Suite 5": the unit after a street is the address's second line, no "key value".
    if (UNIT_CLAUSE.test(trimmed) && /^\d+[A-Z]?\s+\p{L}/u.test(street)) continue;
    // "I'm GS-1102 grade 11 step 3": numbers each after its word, in a run at the clause's end.
    const run = trimmed.match(NUMBERED_WORDS_RUN)?.[0];
    if (run) {
      for (const [, key, value] of run.matchAll(NUMBERED_WORD)) facts.push({ key: key!, topic, value: value!, source: 'inline', strength: 0.85, sentence });
      continue;
    }
    const colon = trimmed.match(KEY_VALUE);
    // ("CUSIP 677522AB4: $25,000 face value": a key that ends with a code of its own gives the code, and what follows
    // the colon is another value, keyed by its own words.)
    const ownCode = colon?.[1]!.trim().match(KEY_WITH_OWN_CODE);
    if (colon && colon.index === 0 && ownCode) {
      facts.push({ key: ownCode[1]!, topic, value: ownCode[2]!, source: 'inline', strength: 0.9, sentence });
      readProse(colon[2]!, topic, facts, false);
      continue;
    }
    if (colon && colon.index === 0 && wordCount(colon[1]!) <= 4 && trimmed !== text.trim()) {
      // ("It's for the company, not for me personally: Kestrel & Finch …": what the value is not says nothing of it;
      // the clause before says what it is.)
      // ('If the form wants an objective, use: "…"': nor does a bare "use"; the clause before names what is asked for.)
      const askedFor = /^\s*(?:please\s+|just\s+)?(?:use|put|write|enter|say)\s*$/i.test(colon[1]!) ? street.match(IF_FORM_ASKS_FOR_CLAUSE)?.[1] : undefined;
      // ("… now, so faction = The Tidewatch Compact": the word that carries the reasoning on is no part of the key.)
      const key = askedFor ?? formSubjectKey(/^\s*not\b/i.test(colon[1]!) && street !== '' ? street : colon[1]!.trim().replace(/^(?:so|then|and)\s+(?=\S)/i, ''));
      // ("Full address: 8420 E Via de Ventura, Apt 2117, Scottsdale, AZ 85258": a value that opens an address is all of it.)
      const value = stripEnd(colon[2]!);
      // ("Pay plan-series-grade, step: GS-1340-12, step 3": a step or a grade is a number; the pay plan's code before it is
      // the line's value, its key cut at a comma.)
      if (/^(?:step|grade)$/i.test(key) && !/^\d/.test(value.trim())) continue;
      // ("address: Unit 6 Douglas Pike is the workshop, nobody checks mail there": a place said to be something.)
      if (CLAUSE_SAID_TO_BE.test(value.trim())) continue;
      const address = /^\d/.test(value.trim()) ? addresses.find((a) => a.startsWith(value.trim())) : undefined;
      facts.push({ key, topic, value: address ?? value, source: 'inline', strength: 0.9, sentence });
      continue;
    }
    // ("For the printed name, just my name as it appears on the letters: Desmond K. Achterberg.": a person's name after
    // a long lead-in that speaks of a name is keyed by it, and by the clause before that says which.)
    const personAfter = colon && colon.index === 0 && /\bname\b/i.test(colon[1]!) && !/\b(?:business|entity|company|organi[sz]ation|trade|firm|dba|store|shop)\b/i.test(colon[1]!) && /^\p{Lu}/u.test(colon[2]!.trim()) ? parsePersonName(stripEnd(colon[2]!)) : undefined;
    if (colon && personAfter && personAfter.first !== '' && personAfter.last !== '' && wordCount(stripEnd(colon[2]!)) <= 4) {
      // ("My name like it is on my social security card: Tomasz K. Wierzbicki": whose name it is, without the remark.)
      const ownName = colon[1]!.trim().match(/^(?:my|his|her|their)\s+(?:full\s+|legal\s+)?name\b/i)?.[0];
      facts.push({ key: ownName ?? `${/\bname\b/i.test(street) ? `${street} ` : ''}${colon[1]!.trim()}`, topic, value: stripEnd(colon[2]!), source: 'inline', strength: 0.85, sentence, person: personAfter });
      continue;
    }
    // "… and their AP team wants my vendor number on it: VND-30918": a code after a long lead-in is keyed by the
    // number it names.
    const numberKey = colon && INLINE_CODE_VALUE.test(stripEnd(colon[2]!)) ? colon[1]!.match(NAMED_NUMBER)?.[1] : undefined;
    if (colon && numberKey) {
      facts.push({ key: numberKey, topic, value: stripEnd(colon[2]!), source: 'inline', strength: 0.85, sentence });
      continue;
    }
    // ("direct deposit to my checking at Hilltop: routing 307086423": after a long lead-in, a short key and its number.)
    const keyedAfterLeadIn = colon && colon.index === 0 && wordCount(colon[1]!) > 4 ? stripEnd(colon[2]!).match(INLINE_KEY_VALUE) : null;
    if (keyedAfterLeadIn && wordCount(keyedAfterLeadIn[1]!) <= 3 && /\d/.test(keyedAfterLeadIn[2]!)) {
      facts.push({ key: keyedAfterLeadIn[1]!.trim(), topic, value: keyedAfterLeadIn[2]!, source: 'inline', strength: 0.85, sentence });
      continue;
    }
    const named = trimmed.match(INLINE_KEY_NAME);
    if (named && !isNegated(named[1]!)) {
      facts.push({ key: named[1]!.trim(), topic, value: named[2]!.trim(), source: 'inline', strength: 0.85, sentence });
      continue;
    }
    // "pres fund: TP yes, SP no": a short key answered yes or no.
    const answered = trimmed.match(INLINE_KEY_ANSWER);
    if (answered && trimmed !== text.trim()) {
      facts.push({ key: answered[1]!.trim(), topic, value: answered[2]!, source: 'inline', strength: 0.85, sentence });
      continue;
    }
    // ("Postcode 4050-174, city Porto, Portugal": a country alone after a keyed city or postcode ends the address.)
    const lastFact = facts.at(-1);
    if (isCountry(trimmed) && lastFact?.sentence === sentence && /\b(?:city|town|post\s?code|postal|zip)\b/i.test(lastFact.key)) {
      facts.push({ key: 'country', topic, value: trimmed.replace(/\.$/, ''), source: 'inline', strength: 0.85, sentence });
      continue;
    }
    // "Nora Abernathy, daughter, SSN …": a kinship word on its own says how the person is related.
    if (KINSHIP.test(trimmed)) {
      facts.push({ key: 'relationship', topic, value: trimmed, source: 'inline', strength: 0.85, sentence });
      continue;
    }
    // ("and the FATCA code is A": a code of one letter, said to be a code's.)
    const letterCode = trimmed.match(LETTER_CODE_CLAUSE);
    if (letterCode) {
      facts.push({ key: letterCode[1]!, topic, value: letterCode[2]!, source: 'inline', strength: 0.85, sentence });
      continue;
    }
    // "RTN 124303120": a key written as shorthand in capitals, read spelt out.
    // ("IL DL P631-5520-7718": the state that issued a licence may be written before its key.)
    const expanded = expandAbbreviations(trimmed).replace(/^(\p{Lu}{2})\s+(?=\p{Ll})/u, (issuer, code: string) => (isUsStateCode(code) ? '' : issuer));
    const m =
      trimmed.match(INLINE_KEY_VALUE) ??
      matchCodedKey(trimmed) ??
      (expanded !== trimmed ? expanded.match(INLINE_KEY_VALUE) : null) ??
      trimmed.match(ACRONYM_KEY_CODE) ??
      trimmed.match(NUMBER_KEY_NUMBER);
    // ("line 6", "pg 2": a reference to a line or a page of the form, not a value keyed by it.)
    // ("HOLD (buyer getting DL)": nor is a key's shorthand, "DL", a value.)
    if (m && wordCount(m[1]!) <= 4 && expandAbbreviations(m[2]!) === m[2] && !/^(i|we|it|he|she|they|you|and|or|the|a|an)\b(?!-)/i.test(m[1]!.trim()) && !/^(?:lines?|ln|page|pg)$/i.test(m[1]!.trim()) && !isNegated(m[1]!)) {
      // ("A-Number …", "I-94 …" are codes, not the article or the pronoun.)
      facts.push({ key: m[1]!.trim(), topic, value: m[2]!, source: 'inline', strength: 0.85, sentence });
    }
  }
}

/** A key word written as a form's code: "A-Number", "I-94", "W-2", "E-mail": letters or digits joined by hyphens. */
const CODED_WORD = /^\p{L}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)+$/u;
const INLINE_CODE_VALUE = /^(?:\d[\p{Lu}\d./-]*|\p{Lu}[\p{Lu}\d./-]*[\p{Lu}\d])$/u;

/**
 * "A-Number A098765432", "I-94 Number 12345678901", "Form I-130 receipt IOE0912345678": a key that holds a
 * coded word (letters or digits joined by hyphens), then one code or number. Once a coded word has been seen,
 * capitalised words belong to the key too ("I-94 Number"); without one, the key is only lower-case words,
 * as in INLINE_KEY_VALUE.
 */
function matchCodedKey(clause: string): [string, string, string] | undefined {
  const words = clause.split(/\s+/).filter((w) => w !== '');
  if (words.length < 2 || words.length > 5) return undefined;
  const value = words[words.length - 1]!;
  if (!INLINE_CODE_VALUE.test(value)) return undefined;
  const keyWords = words.slice(0, -1);
  if (!keyWords.some((w) => CODED_WORD.test(w))) return undefined;
  let coded = false;
  for (const [i, w] of keyWords.entries()) {
    if (CODED_WORD.test(w)) coded = true;
    else if (/^\p{Ll}[\p{Ll}'’]*$/u.test(w)) continue;
    else if ((coded || i === 0) && /^\p{Lu}\p{Ll}[\p{Ll}'’]*$/u.test(w)) continue;
    else return undefined;
  }
  const key = keyWords.join(' ');
  return [`${key} ${value}`, key, value];
}

/**
 * An organisation's name as written in prose: capitalised words (with "&", "and", "of", "the" inside, but not
 * the pronoun "I" of the next statement, nor start with it: "the business I've got") and perhaps a legal suffix with
 * its full stop ("Northern Leaf Cultivation Inc.").
 */
const ORGANISATION_WORDS = String.raw`(?!I(?:['’](?:ve|m|d|ll))?\b)\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+(?:(?:&|and|of|the)\s+)?(?!I\b)\p{Lu}[\p{L}\p{N}&'’-]*){0,6}(?:,\s+(?:Inc|Ltd|LLC|Corp)\b)?(?:(?<=\b(?:Inc|Ltd|Corp|Co|Bros|PLC))\.)?`;

/** Units a line item is counted in: "150 shares of …". */
// ("150 sh bought 3/3/2008 @ 62.40": a ledger's "sh", "shs" are shares.)
const ITEM_UNITS = 'shares|shs|sh|units|items|pieces|boxes|cases|packs|bottles|bags|lots|bonds|contracts|copies';

const PROVIDER_KEY = 'provider vendor organization';
/** "college's phone", "the institute's e-mail": a contact keyed by whose it is, a kind of place (group 1). */
// ("department office can reached", of "The department office can be reached at (405) 555-0190".)
const NAMED_THINGS_CONTACT = /^(?:the\s+)?(college|school|university|academy|institute|center|centre|association|society|department)(?:['’]s)?\s+(?:main\s+|office\s+)?(?:phone|telephone|number|e-?mail|website|web\s*site|fax|office|desk|can)\b/iu;
/** The key of a line naming a course's vendor ("Vendor:", "Training vendor:", "Provider:"). */
const VENDOR_LINE_KEY = /^(?:training\s+)?(?:vendor|provider)$/i;
/** The key of a line giving a point of contact ("POC:", "Contact:", "Vendor POC:"). */
const POINT_OF_CONTACT_LINE_KEY = /^(?:vendor\s+)?(?:POC|point\s+of\s+contact|contact)$/i;
/** What a provider's contact of each kind is called on forms. */
const PROVIDER_CONTACT_KEYS: Partial<Record<ValueKind, string>> = { phone: 'vendor telephone', email: 'vendor email', url: 'vendor website' };

/**
 * "… from Rocky Mountain Hydro Institute, 1600 Canyon Blvd, …, CO 80302 (phone 720-555-0198, training@rmhi.example.org,
 * www.rmhi.example.org; …)": the phone, e-mail and website in brackets after a course's provider are the provider's.
 */
// ("It's put on by the Mid-Atlantic Health Sciences Library Association, … Their meetings desk is (804) 555-0122,
// meetings@…, and my contact there is Denise Okafor.": so are those of the sentence right after, when it opens with
// "Their" or "Its", and the person it says is the writer's contact there is the provider's point of contact.)
function withProviderContactsKeyed(facts: Fact[], sentences: string[]): void {
  for (const provider of facts.filter((f) => f.key === PROVIDER_KEY)) {
    const next = sentences[sentences.indexOf(provider.sentence) + 1];
    if (next === undefined || !/^(?:Their|Its)\s/.test(next)) continue;
    for (const fact of facts) {
      if (fact.sentence !== next) continue;
      const key = fact.typed ? PROVIDER_CONTACT_KEYS[fact.typed.kind] : undefined;
      if (key) fact.key = key;
      if (fact.person && /\b(?:contact|rep|representative|coordinator|registrar)\s+(?:there|at\s+\p{Lu}\S*)\b/u.test(fact.key)) {
        fact.key = 'vendor point of contact name';
      }
    }
  }
  // ("… through Cimarron Valley Community College, … The college's phone is 580-555-0173": a contact keyed by a word
  // of the provider's name, "the college's", is the provider's.)
  for (const fact of facts) {
    const key = fact.typed ? PROVIDER_CONTACT_KEYS[fact.typed.kind] : undefined;
    const whose = fact.key.match(NAMED_THINGS_CONTACT)?.[1];
    if (!key || !whose) continue;
    const named = new RegExp(String.raw`\b${escapeRegExp(whose)}\b`, 'iu');
    if (facts.some((provider) => provider.key === PROVIDER_KEY && named.test(provider.value))) fact.key = key;
  }
  // ("Vendor: High Desert Wilderness Medicine LLC, …" over "POC: Danica Ferrell (registrar) 435-555-0186
  // registrar@hdwildmed.org": the contact line of a request that names a vendor is the vendor's.)
  if (facts.some((f) => f.source === 'line' && VENDOR_LINE_KEY.test(f.key))) {
    for (const fact of facts) {
      const key = fact.typed ? PROVIDER_CONTACT_KEYS[fact.typed.kind] : undefined;
      if (key && POINT_OF_CONTACT_LINE_KEY.test(fact.topic)) fact.key = key;
    }
  }
  for (const provider of facts) {
    if (provider.key !== PROVIDER_KEY) continue;
    const bracket = provider.value.indexOf('(');
    if (bracket < 0) continue;
    const inside = provider.value.slice(bracket);
    for (const fact of facts) {
      const key = fact.typed ? PROVIDER_CONTACT_KEYS[fact.typed.kind] : undefined;
      if (key && fact.sentence === provider.sentence && inside.includes(fact.value)) fact.key = key;
    }
  }
}

/**
 * "… from Summit Project Academy. … Summit is a private company with its office at 1200 Wilson Blvd, Suite 300,
 * Arlington, VA 22209": a provider named without its address, and a sentence about it (by its name or the name's
 * first word) that gives one, are the provider's name and address.
 */
function withProviderAddressGivenApart(facts: Fact[], sentences: string[]): void {
  const providers = facts.filter((f) => f.key === PROVIDER_KEY && !/\d/.test(f.value) && /^\p{Lu}/u.test(f.value));
  for (const provider of providers) {
    // ("The Learning Tree": a name's first word stands for it only when it is a name's word.)
    const firstWord = provider.value.split(/\s+/)[0]!;
    const names = [provider.value, ...(firstWord.length >= 4 && !/^(?:the|their|our|your)$/i.test(firstWord) ? [firstWord] : [])];
    const about = new RegExp(String.raw`^(?:the\s+)?(?:${names.map(escapeRegExp).join('|')})\b`, 'iu');
    for (const sentence of sentences) {
      if (sentence === provider.sentence || !about.test(sentence)) continue;
      const address = findUsAddresses(sentence)[0];
      if (!address) continue;
      facts.push({ key: PROVIDER_KEY, topic: '', value: `${provider.value}, ${address.text}`, source: 'prose', strength: 0.85, sentence, organisation: true });
      break;
    }
  }
}

/** "workbook and audio pack", "the textbook", "lab kit": a key naming what a course's books and materials are. */
const BOOKS_OR_MATERIALS = /\b(?:(?:work|text|hand|note|course)?books?|manuals?|materials?|supplies|(?:audio|course|study)\s+packs?|(?:lab|study|starter)\s+kits?|courseware)\b/i;

/** Costs other than books and materials, and totals: an amount keyed with them is not the books' alone. */
const OTHER_COSTS = /\b(?:tuition|fees?|registration|total|totals|direct|sum|travel|lodging|per\s+diem|airfare|plus|including|incl)\b/i;
/**
 * "The workbook and audio pack is $64.95": an amount keyed by the course's books or materials is what a training
 * form's "Books & Material Costs" asks, whatever the writer calls them.
 */
function withBooksAndMaterialsKeyed(facts: Fact[]): void {
  for (const fact of facts) {
    // (Not an amount for them and something else, "tuition plus manual/workbook", nor a total.)
    if (fact.typed?.kind !== 'money' || !BOOKS_OR_MATERIALS.test(fact.key) || /\bbooks\s+materials\b/.test(fact.key) || OTHER_COSTS.test(fact.key)) continue;
    fact.key = `${fact.key} books materials costs`;
  }
}

/** "fav colour's purple", "my favourite colour is green": the thing, and the one word that is the favourite. */
// ("favourite colour was blue, now it is violet": the one it is now, after the one it was.)
const FAVOURITE = /\b(?:fav|fave|favourite|favorite)\s+(\p{L}+)(?:['’]s|\s+is|\s+was\s+\p{L}+,?\s+(?:but\s+)?now\s+(?:it['’]s|it\s+is|is|it['’]s\s+become))(?:\s+now)?\s+(\p{L}+)/iu;
/** "28 hours total, all during duty hours", "the 32 classroom hours are during duty time". */
const HOURS_IN_DUTY_TIME = /\b(\d{1,3})\s+(?:(?:contact|classroom|training|course|instruction(?:al)?)\s+)?(?:hours?|hrs?)\b[^.;]{0,40}?\b(?:during|on|in|within)\s+(?:my\s+|our\s+|her\s+|his\s+|regular\s+)?duty\s+(?:hours|time|days)\b/i;
const NONE_ON_OWN_TIME = /\b(?:nothing|none|no hours|zero hours|0 hours)\s+(?:on|in|during)\s+(?:my|her|his|their)\s+own\s+time\b/i;
const ATTENDING = String.raw`(?:attending|going|taking (?:it|this|the (?:course|class|training)))`;
const ATTENDING_ALONE = new RegExp(
  String.raw`\b(?:the only one (?:from|in|of) [^.;]{1,40}?${ATTENDING}|${ATTENDING}\s+(?:alone|by (?:myself|herself|himself)|on (?:my|her|his) own|solo)|just (?:me|him|her) ${ATTENDING})\b`,
  'i',
);
/** "no non-duty hours", "zero overtime hours": a count of none. */
/** "mark the box on line 4", "check the box in line 7": a box of the form named by its line. */
const MARK_BOX_ON_LINE = /\b(?:mark|check|tick|x)\s+(?:the\s+)?box\s+(?:on|in|at|for)\s+(line\s+\d{1,2}[a-z]?)\b/i;
const NONE_OF = /\b(?:no|zero)\s+((?:[\p{L}-]+\s+){1,2}hours)\b/giu;
/** "all on duty time, none outside duty hours": no hours outside them, which a form calls non-duty hours. */
const NONE_OUTSIDE_DUTY = /\b(?:none|no hours|zero|0)\s+(?:outside|after|beyond|off)\s+(?:of\s+)?(?:my\s+|his\s+|her\s+|their\s+)?(?:duty|work|working|regular)\s+(?:hours|time)\b/iu;
/** "non-supervisory", "supervisory", "managerial" between commas, after "she's" or as an answer of its own: a position's level. */
const SUPERVISES_NO_ONE = /\b(?:(?:I|he|she|they)\s+(?:don['’]t|do not|doesn['’]t|does not)\s+supervise\s+(?:anyone|anybody|staff|people)|(?:has|have)\s+no\s+(?:direct\s+reports|one\s+reporting|staff|supervisory\s+duties))\b/i;
const POSITION_LEVEL = /(?:^\s*|,\s*|\b(?:I'm|she's|he's|I am|she is|he is)\s+)(non-?\s?supervisory|supervisory|managerial)(?=\s*(?:[,;.)]|$))/iu;
/**
 * "She's a Hydrologist", "He is an IT Specialist", "Ms. Raman (Raman, Anjali K. in HR Connect) is a Hydrologist":
 * someone's job title after a pronoun or a name with its title, capitalised.
 */
const PRONOUN_IS_TITLE = /(?:\b(?:(?:She|He|she|he)(?:['’]s|\s+is)|I(?:['’]m|\s+am))|\b(?:Mr|Ms|Mrs|Miss|Mx|Dr)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s*\([^()]*\))?\s+is)\s+(?:an?)\s+(\p{Lu}[\p{L}-]*(?:\s+(?:(?:and|of|&)\s+)?\p{Lu}[\p{L}-]*){0,4})(?=\s*[,.;]|\s+(?:with|at|in|for|and)\b)/u;

/** A keyed line's value that is a sentence in the first person: "I'm a civil engineer and …", "We are …". */
/** "One change since I wrote it", "Quick correction", "Update": words that only announce the change after them. */
const CHANGE_LEAD_IN = /^(?:(?:one|two|a|another|quick|small|last|minor)\s+)*(?:change|correction|update|fix|edit|amendment)s?\b(?:\s+(?:since|from|to|after|on)\b.*)?$/i;
const FIRST_PERSON_STATEMENT = /^(?:I['’]m|I am|we['’]re|we are)\s+\p{L}/u;
/** "the second address line", "address line 2": the key of an address's second line. */
const SECOND_ADDRESS_LINE_KEY = /^(?:the\s+)?(?:(?:second|2nd)\s+(?:address\s+)?line|address\s+line\s+(?:2|two))$/i;
/**
 * "Office phone …, email luis.ortega-baptiste@example.gov" with no one named beside it: an address whose name part
 * holds the names of one person the text places in a role is that person's, and the writer's only if that
 * person is the writer.
 */
function withEmailsOfNamedPeople(facts: Fact[]): void {
  const people = facts.filter((f) => f.person && f.person.last.length >= 4);
  // ("Name: Okafor, Daniel C." in a read-back whose sender is no one's in particular: a record's own name line is
  // whom the form is about.)
  const partyOf = (p: Fact) => p.party ?? (p.source === 'line' && /^(?:full\s+)?name$/i.test(p.key.trim()) ? SELF : undefined);
  // (Letters only: "mdelacroixwebb" for Delacroix-Webb, "daniel.okafor" for Daniel Okafor.)
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');
  for (const fact of facts) {
    if (fact.party !== undefined || fact.typed?.kind !== 'email') continue;
    const local = letters(fact.value.split('@')[0]!);
    // (One person only: a family name several people of the text share, "Novak", says whose it is of none.)
    // (Both names, or the first's initial before the family name: "luis.ortega-baptiste", "kwhitfield".)
    const owners = people.filter((p) => {
      const [first, last] = [letters(p.person!.first), letters(p.person!.last)];
      return local.includes(last) && ((first.length >= 3 && local.includes(first)) || local.startsWith(`${first.charAt(0)}${last}`));
    });
    // (Whose they are is what the mentions that have a party say, all alike: "Okafor, Daniel C" on the sender's line
    // and "Okafor, Daniel C." on the record's are one person.)
    const placed = owners.filter((p) => partyOf(p) !== undefined);
    if (new Set(owners.map((p) => `${letters(p.person!.first)} ${letters(p.person!.last)}`)).size !== 1 || placed.length === 0 || new Set(placed.map(partyOf)).size !== 1) continue;
    fact.party = partyOf(placed[0]!);
    if (placed[0]!.writerRole !== undefined) fact.writerRole = placed[0]!.writerRole;
  }
}

/**
 * "Greg's driver's license: Illinois, V200-…" where "Buyer is Gregory A. Voss (Greg)": a line keyed by someone's name
 * in the possessive is theirs, and so of the role the text gives them; the name may be their first or family name,
 * the short name said in brackets after theirs, or the first name's start ("Greg" of "Gregory").
 */
function withPossessiveNamesOfParties(facts: Fact[]): void {
  const people = facts.filter((f) => f.person && f.party !== undefined && f.party !== SELF && f.person.first.length >= 2);
  if (people.length === 0) return;
  for (const fact of facts) {
    if (fact.party !== undefined || fact.source !== 'line') continue;
    const owner = fact.key.match(/^\s*(?:[-*•]\s+)?(\p{Lu}\p{Ll}+)['’]s\s+\p{L}/u)?.[1]?.toLowerCase();
    if (owner === undefined) continue;
    const named = people.filter((p) => {
      const [first, last] = [p.person!.first.toLowerCase(), p.person!.last.toLowerCase()];
      const nick = p.sentence.match(new RegExp(String.raw`${escapeRegExp(p.person!.last)}\s*\((\p{Lu}\p{Ll}+)\)`, 'u'))?.[1]?.toLowerCase();
      return owner === first || owner === last || owner === nick || (owner.length >= 3 && first.startsWith(owner));
    });
    const parties = new Set(named.map((p) => p.party));
    if (parties.size === 1) fact.party = [...parties][0];
  }
}

/**
 * "my office extension changed to 4417" and "Office phone: (202) 555-0188 ext. 4102": the writer's phone with an
 * extension takes the new one. (Another party's phone, or a text with two new extensions, is left as it is.)
 */
function withExtensionChanged(facts: Fact[]): void {
  // ("my desk extension changed to x4472": the new one with the "x" a phone's extension is written with.)
  const changes = facts.filter((f) => /\bext(?:ension)?\b/i.test(f.key) && /^(?:x|ext\.?\s*)?\d{2,6}$/i.test(f.value.trim()) && EXTENSION_CHANGED.test(`${f.key} ${f.sentence}`));
  if (new Set(changes.map((f) => f.value.replace(/\D/g, ''))).size !== 1) return;
  const extension = changes[0]!.value.replace(/\D/g, '');
  for (const fact of facts) {
    if (changes.includes(fact) || (fact.party !== undefined && fact.party !== SELF) || !PHONE_EXTENSION.test(fact.value)) continue;
    if (fact.typed?.kind !== 'phone' && !/\b(?:phone|tel|telephone)\b/i.test(fact.key)) continue;
    fact.value = fact.value.replace(PHONE_EXTENSION, (_, lead: string) => `${lead}${extension}`);
  }
}

const EXTENSION_CHANGED = /\b(?:changed|new|now|moved)\b/i;
const PHONE_EXTENSION = /(\b(?:ext\.?|extension|x)\s*)\d{2,6}\b/i;

/** "C through G", "lines A-C": a worksheet's lines given one value together, by letter. */
const LETTER_LINE_RANGE = /^(?:(?:[Ww]orksheet\s+)?[Ll]ines?\s+)?([A-H])\s*(?:through|thru|to|[-–])\s*(?:[Ll]ine\s+)?([A-H])$/;
/** "lines 5 through 7", "lines 5-7": the same by number (a number alone would be a range of anything). */
const NUMBER_LINE_RANGE = /^(?:[Ww]orksheet\s+)?[Ll]ines?\s+(\d{1,2})\s*(?:through|thru|to|[-–])\s*(?:[Ll]ine\s+)?(\d{1,2})$/;
/** The most lines a range may span: more is a misreading. */
const MOST_LINES_IN_RANGE = 8;

/** "C through G: 0": a short value given for a range of lines is each line's, as a key of its own ("line C: 0"). */
function withLineRangesSpread(facts: Fact[]): void {
  for (const [i, fact] of [...facts.entries()].reverse()) {
    const key = fact.key.trim();
    const letters = key.match(LETTER_LINE_RANGE);
    const numbers = letters ? null : key.match(NUMBER_LINE_RANGE);
    const range = letters ? [letters[1]!.charCodeAt(0), letters[2]!.charCodeAt(0)] : numbers ? [Number(numbers[1]), Number(numbers[2])] : undefined;
    if (!range || range[1]! <= range[0]! || range[1]! - range[0]! >= MOST_LINES_IN_RANGE || fact.value.length > 12) continue;
    const lines: Fact[] = [];
    for (let at = range[0]!; at <= range[1]!; at++) lines.push({ ...fact, key: `line ${letters ? String.fromCharCode(at) : at}` });
    facts.splice(i, 1, ...lines);
  }
}

/**
 * "G 2" in the first message, "so G should be 4" and "yes G = 4" later in the thread: a line of the form given two
 * values in prose is worked out again, and the later value is the one meant.
 */
function withWorksheetLinesRestated(facts: Fact[], sentences: string[]): void {
  const at = (fact: Fact) => sentences.findIndex((s) => s === fact.sentence || s.includes(fact.sentence) || fact.sentence.includes(s));
  const byLine = new Map<string, Fact[]>();
  for (const fact of facts) {
    const line = fact.source === 'prose' ? fact.key.match(/^line\s+(\S+)$/i)?.[1]?.toUpperCase() : undefined;
    if (line) byLine.set(line, [...(byLine.get(line) ?? []), fact]);
  }
  const dropped = new Set<Fact>();
  for (const given of byLine.values()) {
    if (new Set(given.map((f) => f.value)).size < 2) continue;
    const last = given.reduce((a, b) => (at(b) >= at(a) ? b : a));
    for (const fact of given) if (fact !== last && at(fact) < at(last)) dropped.add(fact);
  }
  if (dropped.size > 0) facts.splice(0, facts.length, ...facts.filter((f) => !dropped.has(f)));
}

/**
 * "writing on behalf of my employer, Dale Harmon, who is privately selling one of his personal firearms": someone
 * the text first places by their relation to the writer (the employer) and then as a side of the deal (the seller)
 * fills that side's fields: every value given as the relation's becomes the side's.
 */
function withDealRolesOfRelations(facts: Fact[]): void {
  for (const role of ['seller', 'buyer']) {
    const sides = facts.filter((f) => f.person && f.party === role && f.key === `${role} name`);
    for (const side of sides) {
      const relation = facts.find((f) => f.person?.full === side.person!.full && f.party !== undefined && !DEAL_OR_OWN_PARTIES.has(f.party))?.party;
      if (relation) for (const fact of facts) if (fact.party === relation) fact.party = role;
    }
  }
}

/** Parties no relation turns into a side of a deal: the sides themselves, the writer, the writer's correspondent. */
const DEAL_OR_OWN_PARTIES = new Set(['seller', 'buyer', SELF, CORRESPONDENT, UNNAMED_PARTY]);

/** Keys that name the form's person by their role: "Employee", "Applicant name", "Trainee". */
// ("Principal: Eleanor R. Castellano, living in Sarasota" in the agent's e-mail: the principal's line and its parts.)
// ("Darnell is the primary taxpayer: first name and initial …": or the person a key says the return is about.)
const SUBJECT_ROLE_KEY = /^(?:(?:employee|applicant|trainee|new hire|candidate|participant|student)(?:\s+(?:name|full name))?|name of whom the request is for|client name|principal(?:\s+[\p{L} ]{1,30})?|(?:primary\s+)?taxpayer(?:\s+name)?|\p{Lu}[\p{L}'’-]+\s+is\s+the\s+(?:primary\s+)?(?:taxpayer|filer))$/iu;

/** ", GS-0025, grade 9, step 3": a pay plan and series after a job title, and what follows them. */
const PAY_PLAN_AFTER_TITLE = /,\s*(?:GS|GM|WG|WS|WL|SES|ES|GG)[- ]?\d.*$/;
/** The key of what is given in exchange in a trade. */
const TRADE_KEY = 'trade in exchange for';
/** "by Summit Learning Partners LLC", "through Cimarron Valley Community College": a part of a course's line naming whom it is taken from. */
const PROVIDER_PART = /^(?:by|(?:from|through)(?:\s+the)?)\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)(\p{Lu}[\p{L}&.,' -]{2,60})$/u;

/** The key of the cash a sale is paid with, as the bill of sale's line words it. */
const CASH_PAID_KEY = 'cash payment in the amount of';
/** "our owner account number with you": with whom a thing is held, after the key, is no part of it. */
const WITH_THE_READER = /\s+with\s+(?:you|us|them|your (?:company|office|firm))$/i;
/** "estate's ", "the company's ": a thing's owner (in lower case, no one named) before a key of identifying numbers. */
const THINGS_OWNER = /^(?:(?:the|our|my|his|her|their)\s+)?\p{Ll}+['’]s\s+(?=(?:EIN|TIN|tax id|taxpayer id|employer identification)\b)/u;

/**
 * A value, then ", and the second address line is …": a statement that follows the value on its line. ("G2093847 – the
 * “G” is part of the serial, …": or a code, then a remark about it after a dash.)
 */
const VALUE_THEN_STATEMENT = /^(.+?),\s+and\s+(?=the\s+(?:\p{Ll}+\s+){0,3}(?:is|are)\s)|^((?=[\p{Lu}\d-]*\d)[\p{Lu}\d-]{4,})\s+[–—-]\s+(?=\p{Ll})/u;
/** Keys that say where someone lives or has moved to. */
const LIVES_KEY = /\b(?:live[sd]?|living|moved|moving|reside[sd]?|staying|address)\b/i;
/** "Rua das Flores 112", "4410 Birch Ave": a street and its number, without a town. */
const STREET_ALONE = /^(?:\d{1,5}[A-Za-z]?\s+\p{Lu}[\p{L}'’. -]{2,40}|\p{Lu}[\p{L}'’. -]{2,40}?\s+\d{1,5}[A-Za-z]?)$/u;
const STATEMENT_STRENGTH = 0.6;
/** "Scottsdale, Arizona - my address is ": a town, then the whole address after a dash. */
// ("Asheville, North Carolina now - full address is 62 Kimberly Ave, …": "now" before the dash, no "my" after it.)
const ADDRESS_SAID_AFTER_TOWN = /^[^-–—\d]{2,40}\s[-–—]\s+(?:(?:my|our|his|her|their|the)\s+)?(?:\p{L}+\s+)?address\s+(?:is|there is)\s+(?=\d)/u;
/**
 * ", I dropped the …", ", she had the …", " - he liked the sound of that one": a clause of someone's doing after a comma
 * or a dash, which ends the value before it.
 */
// ("the Hearthkeepers - that's the little order of village healers we talked about": so is what it is, after a dash.)
const SPEAKERS_REMARK_AFTER = /(?:,|\s[-–—])\s+(?:I|we|she|he|they)\s+(?!(?:and|or)\b)\p{Ll}{2,}\b.*$|\s[-–—]\s+(?:that['’]?s|thats|which\s+is|it['’]?s)\s.*$/u;

/** "Could you do an update request …?", "Can you please mark …?": an instruction asked politely. */
// ("But can I have extra withholding of $20 every paycheck?": or something the writer asks to have.)
const POLITE_REQUEST = /^\s*(?:(?:but|and|so|also)\s+)?(?:\p{L}+,\s+)?(?:(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:do|fill|file|make|prepare|put|mark|tick|check|set|start|type|enter|process|submit|send)\b|(?:could|can|may)\s+(?:I|we)\s+(?:please\s+)?(?:have|get|add|ask\s+for)\b)/iu;

/** "does your wife work?", "any kids under 17?": a question, no value. */
const QUESTION_AS_VALUE = /^\s*(?:do|does|did|is|are|was|were|can|could|would|will|have|has|any|want|what|which|who|where|when|how)\b[^?]*\?\s*$/i;

/** "Can you fill this in for me?": a request that names only the form, nothing about it. */
const FORM_ALONE_REQUESTED = /\b(?:fill|do|file|make|prepare|start|type|process|submit|send)\s+(?:this|it|that|these|them|the\s+forms?|this\s+form)(?:\s+(?:in|out|up))?(?:\s+for\s+(?:me|us|him|her|them))?(?:\s+please)?\s*\?\s*$/i;

/** "lives in", "moved to", "new home": words that lead in to where someone lives. */
const LIVED_AT = /\b(?:lives?|living|moved|moving|resides?|residing|home)\b/i;

/** "their vendor number V-20417": a number's words before its code. */
const NUMBER_NAMED_BEFORE_CODE = /^(?:(?:their|our|my|his|her|the)\s+)?(?:[\p{L}-]+\s+){0,2}(?:number|no\.?|#)\s+([A-Z]{0,5}-?\d[\w-]*)$/u;

/** "I'm a civil engineer", said in lower case. */
const I_AM_A_JOB = /\bI(?:['’]m|\s+am)\s+an?\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}?)(?=\s*(?:[,.;]|$)|\s+(?:and|at|with|for|in)\b)/u;
const OCCUPATION_TOPIC = /\b(?:occupations?|jobs?|professions?|employment|what (?:we|you|I) do)\b/i;

const TOWN_KEY = 'currently living in';

/** "Mr. Achebe-Rowe currently lives in Scottsdale, Arizona", "I live in Naperville, Illinois": the town and the state someone lives in. */
// ("i live in Evanston IL": typed in a hurry, without the comma and with the state's code.)
// ("The seller … currently resides in the municipality of Scottsdale, State of Arizona": a deed's words for both.)
// ("Since last winter I am living with my daughter in Kenosha, Wisconsin": living with someone, in a town.)
const LIVES_IN_TOWN = new RegExp(String.raw`\b(?:lives|resides|is living|is residing|is based|[Ii](?:\s+(?:currently|now|still))?\s+(?:live|reside)|I(?:['’]m|\s+am)\s+(?:(?:currently|now|still)\s+)?living|I'm based|I am based)(?:\s+with\s+(?:my|his|her|our|their)\s+\p{Ll}+)?\s+in\s+(?:the\s+(?:municipality|city|town|village)\s+of\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}?),?\s+(?:State\s+of\s+)?(${US_STATE_NAME}|[A-Z]{2})\b`, 'u');

/** Roles a text states a party for: "Requester is …", "The employer is …". */
const STATED_ROLES = 'requester|employer|payer|vendor|supplier|lender|borrower|beneficiary|recipient|insurer|poc|point of contact|contact person';
const SALE_ROLES = 'buyer|seller|purchaser|landlord|tenant';

/** Words as a text may write them: "seller", "Seller", "SELLER". (A pattern that reads names must keep its case.) */
function anyCase(words: string): string {
  return words
    .split('|')
    .map((w) => `${w}|${w.charAt(0).toUpperCase()}${w.slice(1)}|${w.toUpperCase()}`)
    .join('|');
}

/**
 * "Requester is Pacific Rim Event Partners, Inc., 3100 Ocean Park Blvd, …", "Seller is me, Raymond J. Szymanski,
 * 1907 Cass Ave, …", "POC is Lauren Kessler, Registrar": who plays a role, said of the role at a sentence's start,
 * as far as a dash or the sentence's end. Read as that role's keyed line ("Seller: Raymond J. Szymanski, …"), so
 * the name, the address and the numbers in it are the role's.
 */
function roleStatement(sentence: string): { key: string; value: string; aside: string } | undefined {
  const m = sentence.match(ROLE_STATEMENT);
  if (!m) return undefined;
  // ("… VA 22209 - phone 703-555-0121, registrar@fatg.example.com": the role's contact details after a dash are
  // its too; "… - they want it soon" is a remark.)
  const after = sentence.slice(m.index! + m[0].length).replace(/^\s+[-–—]\s+/, '');
  const contact = /^[^;]*?(?:\b(?:phone|tel|telephone|fax|e-?mail)\b|@|\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4})/i.test(after);
  return { key: (m[1] ?? m[2])!, value: stripEnd(contact ? `${m[3]!}, ${after.split(';')[0]!}` : m[3]!), aside: '' };
}
// (The parties of a sale or a lease are introduced in prose, "The buyer is Anita Wojcik, who lives at …", and read
// there: ROLE_INTRODUCTIONS. Only the writer naming themselves in the role, "Seller is me, …", is a record. The
// value is a name of two words or more: "vendor is IACET accredited, 3.5 CEUs" says what the vendor is.)
const ROLE_STATEMENT = new RegExp(
  String.raw`^\s*(?:[Tt]he\s+)?(?:(${anyCase(STATED_ROLES)})\s+(?:is|will be)\s+|(${anyCase(SALE_ROLES)})\s+(?:is|will be)\s+(?:me|myself),?\s+)(\p{Lu}[\p{L}.'’&-]*\s+(?:\p{Lu}|&|of\b|and\b).*?)(?=\s+[-–—]\s+|;|\.?\s*$)`,
  'u',
);

/** Words that start a sentence about something else than a form's value ("It is …", "My name is …" has its own pattern). */
const NOT_A_KEY_START = 'it|this|that|there|here|he|she|they|we|i|you|my|our|his|her|their|your|the|a|an|which|what|who|everything|nothing|one|all|each|both|so|but|and|or|if|when';

/** "Clients", "Tenants", "Patient": people a text is about, named by what they are to the writer. */
const PEOPLE_NOUN = /^(?:client|customer|patient|student|member|tenant|guest|resident|child|kid|parent)(?:s|ren)?$/i;

/**
 * Sentence patterns people use to say who they are and where they live; `suffix` completes a captured key.
 * `noRoleWordKey`: a key of one word that names a party or people ("Clients are Desmond … and his wife …") is left
 * to the readers of who is who.
 */
const PROSE_PATTERNS: { pattern: RegExp; key: string | number; value: number; strength: number; suffix?: string; organisation?: boolean; listRunsOn?: boolean; noRoleWordKey?: boolean; asWritten?: boolean }[] = [
  // "caller says she's Frau Katharina Brunnhuber": a courtesy title before the name is not part of it.
  // ("KNOW ALL PERSONS BY THESE PRESENTS, that I, Bartholomew J. Okonkwo-Reyes, …": a deed's recital names its maker.)
  // ("Dale's full name is Dale R. Pruitt": someone the text named by a first name before.)
  // ("favourite colour orange - it was blue on the old one": a favourite colour said without a verb, typed fast.)
  { pattern: /(?:^|[.,;]\s*)(fav(?:ou?rite|e)?\s+colou?r)\s+(?!is\b|was\b|are\b)(\p{Ll}{3,12})(?=\s*(?:[-–—,.;!(]|$))/iu, key: 1, value: 2, strength: 0.8 },
  // ("Eyes hazel, skin rosy tan, hair curly red in two braids.": a character's looks listed without verbs, the part
  // first.)
  { pattern: /(?:^|[.,;]\s*)([Ee]yes|[Ss]kin|[Hh]air)\s+(?!(?:is|was|are|were|and|of|color|colour)\b)(\p{Ll}[\p{Ll}-]{2,}(?:\s+\p{Ll}[\p{Ll}-]*){0,4})(?=\s*(?:[,.;!]|$))/gu, key: 1, value: 2, strength: 0.8 },
  // ("Her character is a halfling rogue called Pip Thistledown.": the character's name, after what it is.)
  { pattern: new RegExp(String.raw`\b(?:[Cc]haracter|PC)\b[^.;]{0,40}?\b(?:called|named)\s+(${PERSON_WORDS})`, 'u'), key: 'character name', value: 1, strength: 0.85 },
  // ("I am writing on behalf of Mr. Alain Dufresne, whose registration …": whom the request is for.)
  { pattern: /\bon behalf of\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+)?(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\.)?\s+\p{Lu}\p{Ll}[\p{L}'’-]*)(?=\s*[,.;(]|\s+(?:who|whose|and)\b|\s*$)/u, key: 'name', value: 1, strength: 0.85 },
  // "Hey Brenda it's Marcus Reid from receiving": a caller saying who they are, a name of two words and then where
  // they are from or why they call.
  { pattern: /^(?:(?:[Hh]ey|[Hh]i|[Hh]ello|[Mm]orning|[Gg]ood (?:morning|afternoon|evening))(?:\s+\p{Lu}\p{Ll}+)?[,!]?\s+)?[Ii]t['’]s\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)(\p{Lu}\p{Ll}[\p{L}'’-]*\s+\p{Lu}\p{Ll}[\p{L}'’-]*)(?=\s+(?:from|with|at|here|calling|again)\b|,\s+(?:I|I['’]m|calling|just)\b)/u, key: 'name', value: 1, strength: 0.85 },
  // ("this is Oksana Hrytsenko I am calling …", a transcript without its full stop: the name ends before the "I".)
  // ("She's Emerald Enclave now.": what someone is now is no name.)
  // ("so Kertész is the family name and Réka is my first name": a name said to be one part of the writer's name.)
  { pattern: /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)\s+is\s+(?:the|my)\s+(?:family|last|sur)\s*name\b/u, key: 'last name', value: 1, strength: 0.9 },
  { pattern: /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]+)\s+is\s+(?:the|my)\s+(?:first|given)\s+name\b/u, key: 'first name', value: 1, strength: 0.9 },
  { pattern: /\b(?:[Mm]y (?:full )?name is|\p{Lu}\p{Ll}+['’]s (?:full |legal )?name is|[Mm]eet|(?:THAT|[Tt]hat) I,|[Mm]e llamo|[Mm]i nombre (?:completo )?es|[Jj]e m['’]appelle|[Mm]on nom (?:complet )?est|[Ii]ch hei(?:ße|sse)|[Mm]ein Name ist|I am|I'm|I’m|[Nn]ame['’]s|[Tt]his is|[Cc]all me|[Ss]he(?:'s|’s| is)|[Hh]e(?:'s|’s| is))\s+(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Madame|Monsieur)\.?\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?!I(?:['’]|\s+(?:am|was|have|had|will|would|need|want|live|moved|just|called)\b))\p{Lu}[\p{L}'’.-]*|de|da|di|van|von|del|la|le)){1,4})(?!(?:\s+\p{Lu}[\p{L}'’.-]*)*\s+now\b)/u, key: 'name', value: 1, strength: 0.9 },
  // ("Elle habite 14, rue des Aubépines, …": a French text says it with "habite" or "demeurant", a German one
  // with "wohnt in".)
  // ("My home address is 714 Sunset Drive, Guymon, OK 73942, but I'd rather not …": a clause after a comma ends it.)
  { pattern: /(?:\b(?:j['’]habite|(?:il|elle) habite|habitant|demeurant|domicili[ée]e?|wohnt|wohne|wohnhaft)(?:\s+(?:au|à|a|in|im))?\s+(?=\d)|\b(?:i (?:now |currently |still )?(?:live|reside|am located|stay) (?:at|in)|we (?:now |currently |still )?(?:live|reside|are located|stay) (?:at|in)|(?:living|residing|resident) at|(?:my|our) (?:home |mailing |postal |street )?address is|(?:(?:my|our|the)\s+)?new (?:place|address|home|flat|house|apartment) is|located at)\s+)((?:(?!,\s+(?:but|though|although|since|because|which)\s|(?<=\b\d{5}(?:-\d{4})?),\s+\p{Ll}{4,}\s+\p{Ll})(?:[^.;]|(?<=\b(?:ul|al|pl|os|m|nr))\.(?=\s+[\d\p{L}])|(?<=\d+\s+(?:[NSEW]|NE|NW|SE|SW))\.(?=\s+\p{Lu})|(?<=,\s*(?:St|Ste|Ft|Mt))\.(?=\s+\p{Lu})))+(?:\.\s*\d[^.;]*)?)/iu, key: 'home address', value: 1, strength: 0.9 },
  // "moved to 8 Quai Saint-Vincent, 69001 Lyon", "we've just moved to 22 Elm St, …": where someone lives now.
  { pattern: /\b(?:(?:i|we)(?:['’]ve)?\s+(?:have\s+)?(?:just\s+|recently\s+)?)?(?:moved|relocated)\s+(?:house\s+)?to\s+(?=\d)([^.;]+(?:\.\s*\d[^.;]*)?)/i, key: 'new address', value: 1, strength: 0.9 },
  // "favourite colour changed from yellow to violet": what something is now.
  { pattern: /\b(?:my\s+|the\s+)?([\p{L}][\p{L} '’-]{1,40}?)\s+(?:has\s+|was\s+)?changed\s+from\s+[^,;.]+?\s+to\s+([^,;.]+)/iu, key: 1, value: 2, strength: 0.85 },
  // "put my first name, Ingrid, in Text1, my surname, Halvorsen, in Text2": a value sent to a field by its name,
  // as people write who read the names off the form.
  { pattern: /(?:^|[,;]\s*|\band\s+|\b(?:put|enter|write|type)\s+)(?:(?:my|our|the|his|her)\s+[\p{L} '’-]{2,30}?,\s+)?([^,;]{1,60}?),?\s+in(?:to)?\s+(\p{Lu}[\p{L}]*(?:\s\p{Lu}[\p{L}]*)?\d{1,3})\b/gu, key: 2, value: 1, strength: 0.85 },
  // "In her pockets she carries 14 gp, a set of loaded dice, and …": what someone carries, as a character's treasure.
  { pattern: /\b(?:in\s+(?:her|his|their|my)\s+(?:pockets?|pack|bag|purse|pouch)\s*,?\s+(?:she|he|they|I)\s+(?:carries|carry|keeps?|has|have)|(?:she|he|they)\s+(?:carries|is carrying|are carrying))\s+([^.;]{3,200})/iu, key: 'treasure carried valuables', value: 1, strength: 0.8 },
  // "set the dropdown to B", "switch the status to Active": a box and what to set it to.
  { pattern: /\b(?:set|switch|change|turn)\s+(?:the|my|our|his|her|its|their)\s+([\p{L}][\p{L} '’-]{1,30}?)\s+to\s+["“]?([\p{L}\p{N}][^,.;"”]{0,40}?)["”]?(?=\s*(?:[,.;]|$)|\s+and\b)/iu, key: 1, value: 2, strength: 0.85 },
  // "select F in the list box", "pick Neptune from the planets list": what to choose, then where.
  { pattern: /\b(?:select|choose|pick)\s+(?!(?:them|it|him|her|me|us|up|out|one|the)\b)["“]?([\p{L}\p{N}][^,.;"”]{0,30}?)["”]?\s+(?:in|from|on)\s+(?:the\s+|my\s+)?([\p{L}][\p{L} '’-]{1,30}?)(?=\s*(?:[,.;]|$)|\s+and\b)/iu, key: 2, value: 1, strength: 0.85 },
  // ("Nací el 9 de noviembre de 1990", "née le 3 mai 1985": in Spanish and French too.)
  { pattern: /(?:\b(?:born|birth)|\bnac[ií]|\bnaci[oó]|\bn[ée]e? le)\s+(?:on\s+|in\s+|el\s+)?([^,.;]+\d{4})/iu, key: 'date of birth', value: 1, strength: 0.9 },
  // ("I work as a Meteorologist (Forecaster) at the National Weather Service": where, after the title, is no part of it.)
  { pattern: /\b[Ii] (?:work|am employed|am working) as (?:an? )?((?:(?!\s+(?:at|for|with|in)\s+(?:the\s+)?\p{Lu})[^,.;])+)/u, key: 'occupation position title job title', value: 1, strength: 0.8 },
  // "I'll sign it myself, as Margaret L. Okafor": the name the writer signs with, printed under the signature.
  { pattern: new RegExp(String.raw`\bsign(?:\s+(?:it|this|the form|them))?(?:\s+myself)?,?\s+as\s+(${PERSON_WORDS})`, 'u'), key: 'print name signed', value: 1, strength: 0.85 },
  // ("Please have his name printed as Harold J. Brandt under the signature line": the name printed by the signature.)
  // ("please print my name on the form as Janet R. Okonkwo": or asked for so.)
  { pattern: new RegExp(String.raw`\b(?:(?:name|it)\s+(?:printed|typed|written)|print\s+(?:my|his|her|their)\s+name(?:\s+on\s+the\s+form)?)\s+as\s+(${PERSON_WORDS})`, 'u'), key: 'print name signed', value: 1, strength: 0.85 },
  // ("run by the Front Range Fire Training Association, …": the article is the sentence's, not the name's.)
  // ("It's put on by the Mid-Atlantic Health Sciences Library Association, PO Box 4417, … - but the meeting itself is at
  // …": who puts an event on provides it, up to a dash that turns to something else.)
  // (No "i" flag, under which "\p{Lu}" takes lower case too: "… University - Dept. of Civil Engineering, …" goes on
  // after the abbreviation.)
  { pattern: /\b(?:[Oo]ffered|[Pp]rovided|[Rr]un|[Oo]rgani[sz]ed|[Gg]iven|[Tt]aught|[Ss]old|[Ii]ssued|[Ss]upplied|[Pp]ut on|[Hh]osted|[Ss]ponsored|[Pp]resented) by\s+(?:the\s+(?=\p{Lu}))?([^;]+?)(?=;|\.\s+(?=\p{Lu})|\.$|$|\s+[-–—]\s+(?:but|and|though|while|although|whereas)\b)/u, key: PROVIDER_KEY, value: 1, strength: 0.85 },
  // ('The course is "…", course number GWM-420, from Rocky Mountain Hydro Institute, …': a course comes from its provider.)
  // ("The course is the PMP Exam Prep Boot Camp (course no. PMP-400) from Summit Project Academy.")
  { pattern: /\b(?:course|class|training|workshop|seminar|bootcamp|program)\b(?:[^.;]|\b(?:no|nr)\.)*?[,)]\s+from\s+(?:the\s+)?(?=\p{Lu})([^;]+?)(?=;|\.\s+(?=\p{Lu})|\.$|$)/u, key: PROVIDER_KEY, value: 1, strength: 0.85 },
  // ("Their registrar is Laura Chen, 720-555-0164": whom a school or a vendor gives to deal with is its point of contact.)
  { pattern: new RegExp(String.raw`\b[Tt]heir\s+(?:registrar|coordinator|rep|representative|contact)\s+is\s+(${PERSON_WORDS})`, 'u'), key: 'point of contact name', value: 1, strength: 0.85 },
  // ("your treasurer software has us as vendor #PPM-0457": a number written after its kind and "#".)
  // ("our vendor # with you is V-20318": or after its kind, whose it is, and "is"; a code with a letter or a dash, as
  // "the RD account is 0001" is a number of the account's own kind.)
  { pattern: /\b(vendor|account|acct|customer|client|invoice|order|policy|claim)\s*(?:#|no\.|number)?(?:\s+(?:with|for|at)\s+(?:you|y['’]all|them|\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,3}))?\s+is\s+((?=[A-Z0-9-]*[A-Z-])[A-Z]{0,5}-?\d[A-Z0-9-]{2,})(?![\w-])/u, key: 1, value: 2, strength: 0.85, suffix: ' number' },
  // ("after the name change I'm vendor V-01322 in their system": the writer as the requester's vendor, by its number.)
  // ("the real serial number is stamped on the bottom of the receiver: 27731NZ352": the real one, where it is said to be.)
  { pattern: /\b(?:real|actual|correct|true|right)\s+(serial(?:\s+number)?|(?:\p{L}+\s+)?number)\s+is\b[^:.\n]{0,60}:\s*([A-Z0-9][A-Z0-9-]{3,})\b/u, key: 1, value: 2, strength: 0.95 },
  // ('Both of the "commonly known as" blanks just get the street address: 5523 Chapel Hill Ct, …': the blanks by the
  // form's words in quotes, their value after the colon.)
  // (Not 'the "Other" line to read: …', which is written as it is said, below.)
  { pattern: /\b(?:the|both(?:\s+of\s+the)?)\s+["“]([^"”\n]{3,40})["”]\s+(?:blanks?|boxes|box|lines?|fields?|spots?)\b(?![^:\n]{0,40}\b(?:to|should)\s+(?:read|say)\b)[^:\n]{0,40}:\s*(\S[^\n]*?)\.?$/u, key: 1, value: 2, strength: 0.9 },
  // ("Business mail goes to our mailbox at the UPS Store: 1085 Tunnel Rd, …, Asheville, NC 28805": where the mail goes.)
  { pattern: /\b(?:(?:business\s+|all\s+(?:the\s+)?)?mail|post)\s+(?:now\s+)?(?:goes|should\s+go|gets\s+sent|is\s+sent)\s+to\s+(?:our|my|the)\s+[^:.]{0,60}:\s*(\d[^:]*?\b\d{5}(?:-\d{4})?)\b/u, key: 'mailing address', value: 1, strength: 0.9 },
  // ("Internal Revenue Agent, non-supervisory.": a position's title with its supervisory status, as a sentence.)
  { pattern: /^(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|for|the|&)){0,6}),\s+(?:non-?supervisory|supervisory|non-?managerial|managerial)\s*[.;]?$/u, key: 'position title', value: 1, strength: 0.85 },
  // ('On the second line please write "Souterrain"': the address's second line, the words in quotes.)
  { pattern: /\b(?:on|in|for)\s+the\s+second\s+(?:address\s+)?line\s+(?:please\s+)?(?:write|put|enter|add|type)\s+["“]([^"”\n]{1,40})["”]/iu, key: 'address line 2', value: 1, strength: 0.85 },
  { pattern: /\b(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+(?:now\s+)?(vendor|customer|client|supplier|member)\s+(?:#\s*|no\.\s*|number\s+)?((?=[A-Z0-9-]*\d)[A-Z]{0,5}-?\d[A-Z0-9-]{2,})(?![\w-])/u, key: 1, value: 2, strength: 0.85, suffix: ' number' },
  // ("I'll list their vendor number V-20417 as the account number": or after its kind and "number".)
  { pattern: /\b(vendor|account|acct|customer|client|invoice|order|policy|claim)\s*(?:#|number\s+(?=[A-Z]{0,5}-?\d))\s*([A-Z0-9][A-Z0-9-]{2,})(?![\w-])/iu, key: 1, value: 2, strength: 0.85, suffix: ' number' },
  // ("Sam's first-line supervisor is Dr. Angela Brooks": a named person's supervisor, agent or witness, who is that role.)
  { pattern: new RegExp(String.raw`(?<![\p{L}'’])\p{Lu}\p{Ll}+['’]s\s+((?:[\p{L}-]+\s+){0,2}(?:supervisor|manager|boss|agent|attorney|witness|employer|accountant|preparer))\s+(?:is|was|will be)\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?${PERSON_WORDS})`, 'u'), key: 1, value: 2, strength: 0.8 },
  // ("The registrar, Daniel Ferreira, has been handling it on their end": the same, named beside the role.)
  { pattern: new RegExp(String.raw`\b[Tt]he\s+(?:registrar|coordinator|program coordinator|course coordinator)\s*,\s+(${PERSON_WORDS}),\s+(?:has|is|was|will|handles|handled)\b`, 'u'), key: 'point of contact name', value: 1, strength: 0.85 },
  // ('I\'d like to attend "Position Classification Fundamentals" (course number PC-110)': the course's title, quoted.)
  { pattern: /\b(?:attend|take|enrol+\s+in|register\s+for|sign\s+up\s+for|go\s+to)\s+(?:the\s+)?["“]([^"”]{3,100})["”]/iu, key: 'course title', value: 1, strength: 0.85 },
  // ('"Cost and Price Analysis for Contracting Professionals", course # KPI-CPA-310', '"Linux Server Hardening and
  // Security" from Cascadia Technical Institute'): a title in quotes, then its course's number or provider.
  { pattern: /["“](\p{Lu}[^"”]{2,100}?)[,.]?["”],?\s+(?:(?:course|class)\s*(?:#|no\.?|number|code|\b)|from\s+(?:the\s+)?\p{Lu}|(?:offered|given|taught|run)\s+by\b)/u, key: 'course title', value: 1, strength: 0.85 },
  // "for our company, Northern Leaf Cultivation Inc.", "my business Blue Fern Studio LLC": an organisation
  // named right after the noun that says what it is.
  { pattern: new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur|[Tt]he)\s+(company|business|firm|organi[sz]ation|employer|charity|partnership|corporation|practice|agency),?\s+(?:(?:is|called|named)\s+)?(?:the\s+)?(${ORGANISATION_WORDS})`, 'u'), key: 1, value: 2, strength: 0.85, suffix: ' name' },
  // "150 shares of Procter & Gamble", "12 boxes of Nitrile Gloves": a line item's quantity and what it is.
  { pattern: new RegExp(String.raw`\b(\d[\d,]*(?:\.\d+)?)\s+(?:${ITEM_UNITS})\s+of\s+${ORGANISATION_WORDS}`, 'u'), key: 'quantity', value: 1, strength: 0.85 },
  { pattern: new RegExp(String.raw`\b\d[\d,]*(?:\.\d+)?\s+(?:${ITEM_UNITS})\s+of\s+(${ORGANISATION_WORDS})`, 'u'), key: 'description', value: 1, strength: 0.85 },
  // "I bought 120 shares on …", "215.332 shares bought …": a count of units is a quantity whatever they are of.
  { pattern: new RegExp(String.raw`\b(\d[\d,]*(?:\.\d+)?)\s+(?:${ITEM_UNITS})\b(?!\s+of\s+\p{Lu})`, 'u'), key: 'quantity', value: 1, strength: 0.8 },
  // "he's 112", "I'm 34 (born in …)", "she is 19 years old": a bare count of years after who someone is.
  // ("she's 112 years old about 5'4\"", said without a stop: what follows "years old" is something else.)
  // ("so he's 44 now, not 43": a correction says the age with "now" after it.)
  // ("now I am 1,79 m": not the metres of a height.)
  { pattern: /\b(?:I'm|I’m|I am|he's|he’s|he is|she's|she’s|she is|they're|they’re|they are)\s+(?:about\s+|around\s+)?(\d{1,3})(?![.,]\d)(?:(?:\s+(?:years?|yrs?)(?:\s+old)?)?(?:\s+now(?=,?\s+not\s+\d))?(?=\s*(?:[,;.(]|$))|\s+(?:years?|yrs?)\s+old\b)/iu, key: 'age', value: 1, strength: 0.8 },
  // "4'5\"", "5' 11", "6 ft 2 in": a height in feet and inches, written without its key.
  // Only a measure that starts its clause: "lifting capacity is 200 lb" has its own key.
  // (After "years old", said without a stop, a measure starts its clause too; so does one after "is": "Wren is 5'9\"".)
  // ("She's 5'4\" and about 140 lbs": after "she's", "I'm".)
  { pattern: /(?:^|[,;:(]\s*|\)\s+|\band\s+|\b(?:years?|yrs?)\s+old\s+|\b(?:is|stands)\s+|\b(?:[Ss]?[Hh]e|I|[Tt]hey|[Ww]ho)['’](?:s|m|re)\s+)(?:(?:about|around|roughly|approx\.?|~|is|stands|maybe)\s+)?(\d\s*(?:'|’|ft\.?|feet)\s*\d{1,2}\s*(?:"|”|''|inch(?:es)?|in\.?)?)(?![\d'])/u, key: 'height', value: 1, strength: 0.8 },
  // ("- Female. Height 5 ft 3 - I think the form wants cm": or after the word itself, in a note without a colon, the
  // inches said without their unit; "height 3 ft 1 in" keeps its own words, as its key reads it.)
  { pattern: /\b[Hh]eight\s+(\d\s*(?:ft\.?|feet)\s*\d{1,2})(?![\d'"”.]|\s*(?:''|inch|in\b))/u, key: 'height', value: 1, strength: 0.8 },
  // "Former rower (my 1.91 m helps)", "I'm 178 cm": a person's height in metres or centimetres.
  { pattern: /(?:\b(?:my|I'm|I’m|I am|am|stands)\s+(?:(?:about|around|roughly|approx\.?|~)\s+)?)([12][.,]\d{2}\s?m|1\d{2}\s?cm)(?![\p{L}\d])/u, key: 'height', value: 1, strength: 0.8 },
  // "about 190 lbs", "82 kg": a weight is a number with its unit, at the start of its clause as above.
  // ("and he weighs 170 pounds": who weighs it may come between.)
  { pattern: /(?:^|[,;(]\s*|\)\s+|\band\s+)(?:(?:(?:he|she|they|i)\s+)?(?:about|around|roughly|approx\.?|~|weighs|weigh|weighing|maybe|probably)\s+)?(\d{2,3}(?:\.\d)?\s*(?:lbs?|pounds|kg|kilos?)\.?)(?![\p{L}\d])/iu, key: 'weight', value: 1, strength: 0.8 },
  // "a halfling who is 34 years old": an age said of someone described.
  { pattern: /\bwho\s+(?:is|was)\s+(\d{1,3})\s+(?:years?|yrs?)\s+old\b/iu, key: 'age', value: 1, strength: 0.85 },
  // "Her character is called Brindle Quickfoot", "the horse is named Bess": what someone or something is called.
  { pattern: /\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+(\p{L}+)\s+(?:is|was)\s+(?:called|named)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u, key: 1, value: 2, strength: 0.9, suffix: ' name' },
  // "Amber eyes, ruddy brown skin, and copper-red hair worn in two long braids": a look described before its noun.
  // ("… caught her amber eyes and the ash-grey skin of her forearms": so in a story, after whose it is.)
  // ("she has green eyes pale skin and long black hair": said without commas, one look's noun ends the one before.)
  { pattern: /(?:^|[,;.]\s*|\band\s+(?:the\s+)?|\bhas\s+|\bwith\s+|\b(?:her|his|their|my)\s+|(?<=\b(?:eyes|skin|hair)\s+))((?!(?:her|his|their|my|our|the|a|an|and|or|with|has)\b)[\p{L}][\p{L}-]*(?:\s+(?!(?:eyes|skin|hair)\b)[\p{L}-]+)?)\s+(eyes|skin|hair)\b/giu, key: 2, value: 1, strength: 0.8 },
  // "multi-member LLC, taxed as a partnership": how a business is taxed is its tax classification.
  { pattern: /\b(?:taxed|treated for tax purposes|classified for tax purposes) as an?\s+((?:[sc]\s+)?[\p{L}-]+(?:\s+corporation)?)/iu, key: 'tax classification', value: 1, strength: 0.85 },
  // ("LLC that elected C corp treatment (8832, back in 2019)": the treatment an LLC elected is how it is taxed.)
  { pattern: /\belected\s+(?:to\s+be\s+(?:taxed|treated)\s+as\s+)?(?:an?\s+)?([sc]\s*corp(?:oration)?)(?:\s+(?:treatment|status|classification))?\b/iu, key: 'tax classification', value: 1, strength: 0.85 },
  // ("Morales Ibarra son mis (dos) apellidos": in Spanish, the family names.)
  { pattern: /(?:^|[,;.]\s*|\by\s+)(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’-]+|de|del|la)){0,3})\s+(?:son|es)\s+(?:mis|mi|sus|su)\s+(?:dos\s+)?(apellidos?)\b/u, key: 'family name', value: 1, strength: 0.9 },
  // "Certifié exact à Esch-sur-Alzette, le 28/02/2020", "Für die Richtigkeit: Foetz, den 15/01/2020": where and
  // when the certificate is signed.
  { pattern: /\b(?:certifi[ée]e?s? exacte?s?|f[üu]r die richtigkeit|fait|done|signed|unterschrieben)\s*(?:à|a|at|in|:)?\s+(\p{Lu}[\p{L}'’-]+(?:[\s-]\p{L}[\p{L}'’-]+){0,3}),\s*(?:le|den|am|on|the)\s+\d/iu, key: 'place of signature', value: 1, strength: 0.9 },
  // "The class itself is held at the Aspen Lodge Conference Center, 410 Mountain View Rd, …": where an event takes place.
  // (Up to the ZIP code after a state, not a house number of five digits: "… Center, 14707 W Colfax Ave, Golden, CO 80401".)
  // ("held at their Arlington training center, 2200 Wilson Blvd, …": whose the place is, before its name.)
  // ("… - but the meeting itself is at the Norfolk Waterside Marriott, 235 E Main St, …": where the event itself is.)
  { pattern: /\b(?:held|taught|hosted|conducted|given|takes? place|taking place|(?:meeting|conference|course|class|training|workshop|seminar|event|session)s?\s+(?:itself\s+|themselves\s+)?(?:is|are|will be))\s+(?:at|in)\s+(?:(?:the|their|its|his|her|our)\s+)?(\p{Lu}[^;]*?(?:\b\p{Lu}{2}|\p{Lu}\p{Ll}+)\.?\s+\d{5}(?:-\d{4})?)\b/u, key: 'location address held at', value: 1, strength: 0.95 },
  // "en classe d'impôt 1a suivant sa fiche", "Steuerklasse 2 laut Steuerkarte": a tax class, a number and a letter.
  { pattern: /\b(?:steuerklasse|classe d['’]imp[ôo]ts?|tax class)\s+(\d[a-z]?)\b/iu, key: 'tax class', value: 1, strength: 0.9 },
  // "Morales Ortega is my family name": the name part given after the name. (Not "both are the last name".)
  { pattern: /(?:^|[,;.]\s*|\b(?:and|but)\s+)(?!(?:Both|They|These|Those|This|That|It|All|Which)\b)(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’-]+|de|del|la|van|von|da)){0,3})\s+(?:is|are)\s+(?:my|his|her|their|the)\s+(?:two\s+)?((?:family|last|first|given|middle)\s+names?|surnames?)\b/u, key: 2, value: 1, strength: 0.9 },
  // ("Bram is the first name, de Vries the surname": the second part said without its verb, a particle first.)
  { pattern: /\bis\s+(?:my|his|her|their|the)\s+(?:first|given)\s+name,\s+((?:(?:de|van|von|da|del|la|le|di|du|der|den|ten|ter)\s+){0,2}\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:is\s+)?(?:my|his|her|their|the)\s+((?:family|last)\s+name|surname)\b/u, key: 2, value: 1, strength: 0.9 },
  // ("20 duty hours and 0 non-duty": the hours' word said once, for both.)
  // ("hey tasha its Keisha Danvers from second shift": the writer saying who they are, where they write from.)
  { pattern: new RegExp(String.raw`(?:^|[,!.]\s+|\b(?:[Hh]ey|[Hh]i|[Hh]ello)\s+\p{L}+[,!]?\s+)(?:[Ii]t['’]?s|[Tt]his\s+is)\s+(${PERSON_WORDS})\s+(?:from|here\b|at|with|in)\b`, 'u'), key: 'my name', value: 1, strength: 0.8 },
  // ("Put my name Walter Pritchard not walt": the name the writer asks to be put down as theirs.)
  { pattern: new RegExp(String.raw`\b(?:[Pp]ut|[Uu]se|[Ww]rite)\s+my\s+(?:full\s+|legal\s+)?name(?:\s+as)?\s+(${PERSON_WORDS})`, 'u'), key: 'my name', value: 1, strength: 0.85 },
  { pattern: /\b(\d{1,4})\s+non-duty\b(?!\s+(?:hours|hrs)\b)/iu, key: 'non-duty hours', value: 1, strength: 0.85 },
  // ("tuition $1,895.00 plus $120.00 for the manual/workbook": an amount for books or materials on top.)
  { pattern: /\bplus\s+(\$\s?\d[\d,]*(?:\.\d{2})?)\s+for\s+(?:the\s+|a\s+|an\s+)?((?:manuals?|books?|textbooks?|materials?|workbooks?|supplies|kit|software)(?:\s*(?:\/|and|&)\s*[\p{L}]+)?)\b/iu, key: 2, value: 1, strength: 0.85, suffix: ' books materials costs' },
  // ("35 hrs, all on duty time, 0 outside": the hours outside duty time, said after those on it.)
  { pattern: /\bduty\b[^.;]{0,40}?,\s*(\d{1,4})\s+(?:hrs\s+|hours\s+)?outside\b/iu, key: 'non-duty hours', value: 1, strength: 0.85 },
  // ("…, GS-0343-12, step 2, career-conditional, non-supervisory": the kind of appointment, a part of a list alone.)
  { pattern: /(?:^|,)\s*(career[- ]conditional)\s*(?=,|$)/iu, key: 'type of appointment', value: 1, strength: 0.85 },
  // ("So: appointment Career, pay plan GS, …", "my conversion from career-conditional to career came through"): the
  // appointment named after its word, or the one converted to.
  { pattern: /\b(?:appointment|appt\.?)\s+(?:type\s+)?(?:is\s+(?:now\s+)?)?(career(?:[- ]conditional)?|temporary|term|excepted|permanent)\b(?![- ]conditional)/iu, key: 'type of appointment', value: 1, strength: 0.85 },
  { pattern: /\bconver(?:sion|ted|ting)\s+from\s+career[- ]conditional\s+to\s+(career)\b(?![- ]conditional)/iu, key: 'type of appointment', value: 1, strength: 0.85 },
  // "32 hours, all during duty time", "8 hours on my own time": hours of work time and of one's own.
  { pattern: /\b(\d{1,4})\s+(?:hours|hrs)\b,?\s+(?:all\s+|entirely\s+)?(?:during|on|in|of)\s+(?:duty|work|official)\s+(?:time|hours)\b/iu, key: 'duty hours', value: 1, strength: 0.85 },
  // "Print my name as Rosalind M. Achterberg", "My name should be printed as …": the name for a "Print Name" box.
  // ("Print my name at the bottom the usual way, Walter E. Brandt", "print my name Harold J. Finnegan at the bottom":
  // the name may follow where and how, after a comma, or come straight after "name".)
  { pattern: /\b(?:[Pp]rint|[Ww]rite|[Ss]pell)\s+(?:my|his|her|their|the)\s+name\s+(?:as\s+|(?:[\p{Ll} ]{2,40},\s+)?(?=\p{Lu}[\p{L}'’-]+\s+(?:\p{Lu}\.\s+)?\p{Lu}))(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,4})/u, key: 'print name', value: 1, strength: 0.9 },
  // ("Print your name the way it appears on the account (Rosalind M. Achterberg), then sign": the name in brackets after how.)
  { pattern: /\b[Pp]rint\s+(?:my|your|his|her|their|the)\s+name\s+[\p{Ll} ]{2,60}\((\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,4})\)/u, key: 'print name', value: 1, strength: 0.9 },
  { pattern: /\bname\s+(?:should|must|is to)\s+be\s+(?:printed|written|spelled)\s+as\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,4})/u, key: 'print name', value: 1, strength: 0.9 },
  // ("Print name should be Imelda R. Castellanos.": the box's name, then the name it should read.)
  { pattern: /\b[Pp]rint(?:ed)?\s+name\s+(?:should|must|is to|needs to|has to)\s+(?:be|read|say)\s+(?:as\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*)){1,4})/u, key: 'print name', value: 1, strength: 0.9 },
  // "I'm playing a firbolg druid named Bramblewick Thornquill": the name of the character played.
  { pattern: /\b(?:playing|play|plays|my character is)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,3}?(?:named|called)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})/u, key: 'character name', value: 1, strength: 0.85 },
  // "list our vendor number, PREP-V-100482, in the account numbers box", "put 4417-2093 in the account number
  // field": the text names the box a value goes in.
  { pattern: /\b(?:list|put|enter|write|type|use|place|fill in)\s+(?:(?:our|my|his|her|their|the|your)\s+)?(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+,\s+([^,;]{2,40}),\s+(?:in|on|into|under)\s+the\s+((?:[\p{L}'’()-]+\s+){0,4}?[\p{L}'’()-]+)\s+(?:box|field|line|space|blank|section)\b/iu, key: 2, value: 1, strength: 0.9 },
  { pattern: /\b(?:list|put|enter|write|type|place)\s+(\p{Lu}?[\p{Lu}\d][\p{L}\d./#-]*\d[\p{L}\d./#-]*)\s+(?:in|on|into|under)\s+the\s+((?:[\p{L}'’()-]+\s+){0,4}?[\p{L}'’()-]+)\s+(?:box|field|line|space|blank|section)\b/u, key: 2, value: 1, strength: 0.9 },
  // "The form should be in the name of the trust exactly as it appears on our IRS paperwork: Harold J. Whitcomb
  // Irrevocable Trust": the name a form is to be made out in.
  { pattern: /\b(?:in|under)\s+the\s+name\s+of\s+(?:the|our|my|his|her|their)\s+\p{Ll}+\b[^:.;]{0,60}:\s*(\p{Lu}[\p{L}\d&'’-]*\.?(?:\s+(?:[\p{Lu}&][\p{L}\d&'’-]*\.?|of|and|the|for)){1,7})/u, key: 'name as shown on the tax return', value: 1, strength: 0.9, organisation: true },
  // ("his consignor number with you, RAC-0417, be listed as the account number": a code, then the box it is to go in.)
  { pattern: /\b((?=[A-Z\d-]*\d)[A-Z][A-Z\d]*-[A-Z\d-]*\d[A-Z\d]*),?\s+(?:(?:be|is\s+to\s+be|to\s+be|should\s+be|can\s+be)\s+)?(?:listed|entered|put|written|shown|used)\s+(?:as|for|on|in)\s+(?:the|our|his|her|my|their)\s+(\p{L}[\p{L} -]{1,30}?)(?:\s+(?:line|box|field))?(?=\s*[.,;]|\s*$)/u, key: 2, value: 1, strength: 0.85 },
  // "… and our owner number RM-004417 on the account line": a number and the line of the form it goes on.
  { pattern: /\b(?:number|no\.?|#)\s*([\p{Lu}\d][\p{Lu}\d-]{3,})\s+(?:on|in)\s+the\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(?:line|box|field|space|blank)\b/u, key: 2, value: 1, strength: 0.85, suffix: ' number' },
  // "Height 3'1\", weight 38 lb": a height in feet and inches said in passing.
  { pattern: /\b(height|ht)\s*:?\s+(\d\s?['’]\s?\d{1,2}\s?(?:"|''|”|’’)?)(?=[\s,.;]|$)/iu, key: 1, value: 2, strength: 0.85 },
  // "She's in the Lords' Alliance": the organisation someone is in, named as names are (without the article the
  // sentence needs).
  { pattern: /\b(?:[Ss]he|[Hh]e|[Tt]hey|I)(?:['’]s|['’]re|['’]m|\s+is|\s+are|\s+am)\s+(?:in|with)\s+the\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:of\s+the\s+)?\p{Lu}[\p{L}'’-]*){0,4})/u, key: 'faction organization name membership', value: 1, strength: 0.8 },
  // "they gave us vendor # LEC-V-0392, put that in the account numbers line": a code, then the line it goes on.
  // ("… is HL-V-0392, please put that on the account number line".)
  { pattern: /([\p{Lu}\d][\p{Lu}\d-]{3,}\d[\p{Lu}\d-]*),?\s+(?:so\s+|please\s+|so\s+please\s+)?(?:put|enter|write|use)\s+(?:that|it|this)\s+(?:on|in|into)\s+the\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(?:line|box|field|space|blank)\b/u, key: 2, value: 1, strength: 0.85 },
  // "please put September 19, 2025 as the date", "use Northside Clinic as the employer": a value and what it is
  // to be on the form.
  { pattern: /\b(?:put|use|write|enter|list)\s+(?!(?:it|that|this|them|me|him|her|us|my|our|the|a|an)\b)(\S.{0,40}?)\s+as\s+(?:the|my|his|her|our|their)\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)(?=\s*(?:[.;!]|,\s|$))/iu, key: 2, value: 1, strength: 0.85 },
  // 'Storefront name "Brightwater Sign & Print"', "the trade name is “Kettle & Crumb”": a name given in quotes.
  { pattern: /(?:^|[.;]\s+|\b(?:my|our|his|her|their|the)\s+)((?:[\p{L}-]+\s+){0,2}(?:name|title|nickname|alias))\s*(?:is\s+|:\s*)?["“]([^"”]{2,60})["”]/iu, key: 1, value: 2, strength: 0.9 },
  // ('remind me exact legal name, its "Quillen & Rhee Land Surveying LLC" right': a name asked back, then quoted.)
  { pattern: /\b((?:[\p{L}-]+\s+){0,2}name),\s+(?:it['’]?s|is)\s+["“]([^"”]{2,80})["”]/iu, key: 1, value: 2, strength: 0.85 },
  // 'eyes "amber", hair "iron-grey", skin "weathered bronze"': a list of words each followed by its value in quotes.
  // (Not a defined term, '(the "Kedzie Property")': an article keys nothing.)
  { pattern: /(?:^|[,;:(]\s*|\band\s+)(?!(?:the|a|an)\s+["“])(\p{Ll}[\p{Ll}'’-]{1,20}(?:\s+\p{Ll}[\p{Ll}'’-]{1,20})?)\s+["“]([^"”]{1,40})["”](?=\s*(?:[,;.)]|and\b|$))/gu, key: 1, value: 2, strength: 0.85 },
  // "1 on line A for me, 0 on line C …, and 4 on line G": a worksheet's entries, each a number and its line.
  // ("1 for myself on line A, 1 dependent on line D": a word or two on what the count is may come between.)
  // ("1 for her spouse on line C", "4 on the child tax credit line G": whose count it is, or the line's own name.)
  { pattern: /(?<![\p{L}\p{N}.,$-])(\d{1,3}(?:\.\d{1,2})?|-0-)\s+(?:(?:for\s+)?(?:(?:my|his|her|their|our)\s+)?\p{Ll}+\s+)?(?:on|in|for)\s+(?:the\s+(?:[\p{L}-]+\s+){0,4}?)?(line\s+(?:[A-HJ-Z]|\d{1,2}[a-z]?))(?![\p{L}\p{N}])/gu, key: 2, value: 1, strength: 0.85 },
  // ("For the record the employer block will say Brightline HVAC Services LLC, 901 Industrial Pkwy, …": what a block
  // of the form is to say.)
  { pattern: /\b((?:employer|employer['’]s|requester|vendor|company)\s+(?:block|box|section|part))\s+(?:will|should|is\s+going\s+to)\s+(?:say|read|show|be)\s*:?\s+(\p{Lu}[^;]*?\d{5}(?:-\d{4})?)\b/iu, key: 1, value: 2, strength: 0.9 },
  // ("So the name has to be Castillo Plumbing & Drain, Inc. and the EIN is …": a name as it must be written.)
  { pattern: /\b((?:(?:business|company|legal|entity|full)\s+)?name)\s+(?:has\s+to|needs\s+to|ought\s+to|should|must|will)\s+be\s+(\p{Lu}[^,;]*?(?:,?\s+(?:Inc|LLC|L\.L\.C|Ltd|Corp|Co|P\.?C)\.?)?)(?=\s+and\s|\s*[.;,](?:\s|$)|$)/u, key: 1, value: 2, strength: 0.9 },
  // ("take out an extra $40 every paycheck please": more tax withheld each pay period.)
  { pattern: /\b(?:take|hold|have)\s+(?:out\s+)?(?:an?\s+)?(?:extra|additional)\s+(\$\s?\d[\d,]*(?:\.\d{2})?)\s+(?:out\s+)?(?:every|each|per|a)\s+(?:paycheck|pay\s?check|pay\s+period|check|payday)\b/iu, key: 'extra withholding additional tax withheld each pay period', value: 1, strength: 0.85 },
  // "$1,200 in 4(a)", "$20 in step 4c": an amount sent to a step's lettered part.
  { pattern: /(\$\s?\d[\d,]*(?:\.\d{2})?)\s+(?:a\s+(?:year|month|paycheck)\s+)?(?:in|on|for|under|into)\s+(?:the\s+)?(?:(?:line|step|box)\s+)?(\d\s?\(?[a-c]\)?)(?![\p{L}\p{N}])/gu, key: 2, value: 1, strength: 0.85 },
  // "I'm one of the two partners in Hollis & Brandt Partners, which is a general partnership": a business named,
  // then the kind of entity it is.
  { pattern: /\b(?:in|of|for|at|with|from|own|run)\s+(\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*|&|and|of|the)){0,6}),\s+which\s+is\s+(?:a|an|our)\s+(?:(?:general|limited|limited liability|single-member|multi-member|small)\s+)?(?:partnership|corporation|LLC|limited liability company|S corp|C corp|sole proprietorship)\b/u, key: 'legal name of the business', value: 1, strength: 0.85 },
  // "faction name is just The Lantern Ferry (the winning crew)": a thing's name, said without whose.
  { pattern: /^\s*(?:[-*•]\s+)?(?:the\s+)?(\p{Ll}[\p{Ll} ]{1,30}?\s+name)\s+is\s+(?:just\s+|simply\s+)?(\p{Lu}[^()]{1,60}?)\s*(?:\([^()]*\))?\s*[.!]?\s*$/u, key: 1, value: 2, strength: 0.85 },
  // "everyone knows us as Sunday Table Catering", "we're better known as …", 'She also advertises as "Brightwater Speech
  // & Language"': the name a business trades under.
  { pattern: /\b(?:(?:everyone|everybody|people|customers|folks)\s+knows?\s+us\s+as|we['’]re\s+(?:better\s+|mostly\s+|all\s+)?known\s+as|we\s+go\s+by|(?:[Ss]he|[Hh]e|[Tt]hey|[Ww]e|I)\s+(?:also\s+)?(?:advertises?|markets?)\s+(?:as|under))\s+["“]?(\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*|&|and|of|the)){0,6})/u, key: 'trade name doing business as', value: 1, strength: 0.85, organisation: true },
  // "the trucks and invoices all say Greenline Landscape Design, which is the trade name we do business under".
  { pattern: /(?<![\p{Lu}][\p{L}'’.-]*\s)(\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*|&|and|of|the)){0,6}),?\s+which\s+is\s+(?:the|our|its|their)\s+(?:registered\s+|assumed\s+)?(?:trade|trading|business|assumed)\s+name\b/u, key: 'trade name doing business as', value: 1, strength: 0.85 },
  // ("the Wayne Ave address is dead — use 1150 Springboro Pike, Unit 6, Dayton, OH 45449": the address to use, after the
  // one that is no more.)
  { pattern: /\baddress\b[^.;]{0,40}?\b(?:is\s+)?(?:dead|gone|old|outdated|no longer (?:valid|good|used))\b[^.;\d]{0,20}?\buse\s+(\d{1,6}\s+\p{Lu}[^;]*?(?:\b\p{Lu}{2}|\p{Lu}\p{Ll}+)\.?\s+\d{5}(?:-\d{4})?)\b/u, key: 'new address', value: 1, strength: 0.9 },
  // "Since March we're at 2290 Riverside Pkwy, Suite 140, Lincoln, NE 68508": where the writer's business or home is now.
  { pattern: /\b(?:[Ss]ince\s+\p{Lu}[\p{L}\d ]{0,20}?\s+|[Nn]ow\s+|[Tt]hese days\s+)?(?:we['’]re|we are|I['’]m|I am)\s+(?:now\s+)?(?:at|located at|based at)\s+(\d{1,6}\s+\p{Lu}[^;]*?(?:\b\p{Lu}{2}|\p{Lu}\p{Ll}+)\.?\s+\d{5}(?:-\d{4})?)\b/u, key: 'current address', value: 1, strength: 0.9 },
  // "On line 2 put our trade name, Bluestem Drone Services, since …": a value sent to a line of the form, with
  // what it is between.
  { pattern: /\b[Oo]n\s+(line\s+\d{1,2}[a-z]?),?\s+(?:please\s+)?(?:put|enter|write|use|list)\s+(?:(?:our|my|the|his|her|their|its)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+,\s+)?(\p{Lu}[^,;]{1,60}?)(?=\s*(?:[,;]|\.(?:\s|$)|$))/u, key: 1, value: 2, strength: 0.9 },
  // "I'll be the one signing, as Margaret A. Halloran": the name written under the signature.
  { pattern: new RegExp(String.raw`\b(?:I['’]ll|I will|I)\s+(?:be\s+(?:the\s+one\s+)?)?sign(?:ing)?\b[^.;]{0,20}?,?\s+as\s+(${PERSON_WORDS})`, 'u'), key: 'print name of signer', value: 1, strength: 0.85 },
  // "so I'm step 5 now", "she is now grade 12": a new step or grade, which replaces the one given before.
  { pattern: /\b(?:I['’]m|I am|she['’]s|he['’]s|she is|he is|they['’]re)\s+(?:now\s+)?(?:at\s+)?(?:a\s+)?(step|grade)\s+(\d{1,2})\s+now\b/iu, key: 1, value: 2, strength: 0.85, suffix: ' now' },
  // ('If the form wants an objective, use: "To bring back current practice …"': what to write if the form has a box.)
  { pattern: new RegExp(String.raw`${IF_FORM_ASKS_FOR},\s*(?:please\s+|just\s+)?(?:use|put|write|enter|say)\s*:?\s*["“]?([^"”]{2,300}?)["”]?\s*\.?$`, 'u'), key: 1, value: 2, strength: 0.9 },
  // 'tick "Other" and write in "Nonprofit corporation"': the words written on the line of the box called Other.
  { pattern: /\b(?:check|tick|mark|select)\s+(?:the\s+)?["“]other(?:\s*\([^)]*\))?["”](?:\s+box)?,?\s+and\s+(?:to\s+)?(?:write|put|enter|type|fill)\s+(?:in\s+)?["“]([^"”]{2,60})["”]/iu, key: 'other', value: 1, strength: 0.9 },
  // ('check "Other (see instructions)" and write Nonprofit corporation, 501(c)(3) next to it': or unquoted, to the end.)
  { pattern: /\b(?:check|tick|mark|select)\s+(?:the\s+)?["“]?[Oo]ther(?:\s*\([^)]*\))?["”]?(?:\s+box)?,?\s+and\s+(?:to\s+)?(?:write|put|enter|type|fill)\s+(?:in\s+)?(\p{Lu}[^"”]{1,60}?)(?:\s+(?:next to it|beside it|on (?:the|its) line|after it|there))?\s*\.?$/u, key: 'other', value: 1, strength: 0.9 },
  // "Please put the name exactly as it appears on the IRS letter: Estate of Harold J. Brennan": the name as shown.
  { pattern: /\b(?:put|use|write|enter)\s+(?:the|my|our|his|her|its|their)\s+name\s+(?:exactly\s+)?as\s+(?:it\s+)?(?:appears|is shown|shown|is written)\s+on\s+[^:]{2,40}:\s*(\p{Lu}.+?)\.?$/u, key: 'name as shown', value: 1, strength: 0.9, organisation: true },
  // "I'm still career-conditional since I only came on in 2023": the type of a federal appointment.
  { pattern: /\b(?:I['’]m|I am|she['’]s|he['’]s|she is|he is)\s+(?:still\s+|now\s+|on\s+a\s+)?(career-conditional|career conditional)\b/iu, key: 'type of appointment', value: 1, strength: 0.85 },
  // ("AP wants the matter number on the account number line -- it's 24-0571-BLO": the line a code goes on, then the code.)
  { pattern: /\b(?:on|in|for)\s+the\s+([\p{L}][\p{L} ]{1,30}?)\s+(?:line|box|field)\b[^.;]{0,10}?\s(?:--|[-–—:,])\s*(?:it['’]s|it\s+is|which\s+is|that['’]s)\s+((?=[\p{Lu}\d-]*\d)[\p{Lu}\d][\p{Lu}\d-]{3,})(?![\w-])/u, key: 1, value: 2, strength: 0.85 },
  // ("the class meets in person, in a regular classroom on campus": how a course is given, said in prose.)
  { pattern: /\b(?:class|course|training|program|programme|workshop|seminar)\s+(?:meets|is held|is taught|is delivered|is given|takes place|will be held|will meet|will be taught|runs)\s+(?:(?:in[- ]person|face[- ]to[- ]face),?\s+)?(?:in\s+an?\s+)?((?:regular\s+|traditional\s+)?classroom|online)\b/iu, key: 'training delivery type', value: 1, strength: 0.85 },
  // ("I finished my bachelor's degree in meteorology in 2014": the degree someone completed, their education.)
  { pattern: /\b(?:finished|completed|earned|received|got|hold)\s+(?:my|a|an|her|his|their)\s+((?:bachelor['’]?s|master['’]?s|associate['’]?s?|doctoral|doctorate)\s+degree)\b/iu, key: 'highest education level', value: 1, strength: 0.8 },
  // "the person I've been dealing with is Kevin Marsh": someone's contact at an organisation.
  // ("the person who has been helping me with registration is Dr. Anil Venkataraman": or who has been helping.)
  { pattern: new RegExp(String.raw`\b(?:the\s+)?(?:person|contact|one|guy|woman|man|lady)\s+(?:(?:I['’]ve been|I have been|I['’]m|I am|we['’]ve been|we have been)\s+(?:dealing|working|talking|speaking|in touch)\s+with|who\s+(?:has|have)\s+been\s+(?:helping|assisting)\s+(?:me|us)(?:\s+with\s+[\p{L} ]{1,30}?)?)(?:\s+there)?\s+is\s+((?:(?:Dr|Mr|Mrs|Ms|Mx)\.?\s+)?${PERSON_WORDS})`, 'u'), key: 'point of contact', value: 1, strength: 0.85 },
  // "so he wants to claim exempt from withholding": the word a withholding certificate asks to be written.
  { pattern: /\b(?:claim|claiming|claims|claimed)\s+(exempt)(?:ion)?\s+from\s+(?:federal\s+)?withholding\b/iu, key: 'claim exemption from withholding', value: 1, strength: 0.85 },
  // "Serial number on the receiver reads RS48213K": what a number printed somewhere reads.
  { pattern: /\b([Ss]erial number|[Ss]erial no\.?|[Ss]erial)\b[^.;]{0,40}?\b(?:reads|says|shows)\s+([A-Z0-9][A-Z0-9-]{3,})\b/u, key: 1, value: 2, strength: 0.85 },
  // "she wants to claim all 9 allowances", "claiming 2 allowances": the total a withholding certificate asks for.
  { pattern: /\bclaim(?:s|ed|ing)?\s+(?:all\s+|the\s+|just\s+|only\s+)?(\d{1,2})\s+(?:withholding\s+)?allowances\b/iu, key: 'total number of allowances you are claiming', value: 1, strength: 0.85 },
  // "award 3.2 CEUs": the course's credit, and its kind.
  { pattern: /\b(\d{1,3}(?:\.\d{1,2})?)\s+(?:CEUs?|continuing education units?)\b/iu, key: 'training credit', value: 1, strength: 0.85 },
  { pattern: /\b\d{1,3}(?:\.\d{1,2})?\s+(CEUs?|continuing education units?)\b/iu, key: 'training credit type', value: 1, strength: 0.8 },
  // "Balance due, CASH: $650.00 by 08/01/2025", "payable by August 1", "can i pay u by nov 1?": the last day a
  // payment may be made.
  { pattern: /\b(?:due|payable|to be paid|paid in full|pay(?:s|ing)?(?:\s+(?:you|u|him|her|them|(?:the\s+)?(?:balance|rest|remainder|full amount)))?)\b(?:[^.;?]|\.(?=\d)){0,40}?\bby\s+(\d{1,2}\/\d{1,2}\/\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)\b/iu, key: 'payment due at a future date, no later than', value: 1, strength: 0.85 },
  // ("the boats and the website all say Tarpon Alley Charters, that's our registered fictitious name": a name the
  // business trades under, called so in the clause after it.)
  { pattern: /\b(?:say|says|reads?|is|as)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d&'’.-]*|&|and|of|the)){0,6}),\s+(?:that['’]s|that\s+is|which\s+is|it['’]s)\s+(?:our|my|his|her|their|the)\s+(?:registered\s+|official\s+)?(?:fictitious|trade|assumed|dba)\s+name\b/u, key: 'trade name', value: 1, strength: 0.9 },
  // ("The due date got moved to December 1 because his overtime check …": the day a payment is due, said of its date.)
  { pattern: /\bdue\s+date\s+(?:is|was|got\s+moved\s+to|(?:was\s+|is\s+|got\s+)?(?:moved|changed|pushed(?:\s+back)?)\s+to|is\s+now)\s+(\d{1,2}\/\d{1,2}\/\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)\b/iu, key: 'payment due at a future date, no later than', value: 1, strength: 0.85 },
  // ("about 4 hrs of pre-reading on my own time": words about what the hours are for may come between.)
  // ("16 duty hours, 0 on my own time": or the number alone, its hours said before.)
  { pattern: /\b(\d{1,4})(?:\s+(?:hours|hrs)\b,?[^.;,]{0,40}?)?\s+(?:on|in|during)\s+(?:my|his|her|their|our)\s+own\s+time\b/iu, key: 'non-duty hours', value: 1, strength: 0.85 },
  // "on a career-conditional appointment", "a fixed-rate loan": the kind of an appointment, a contract or an
  // account, which forms ask for as "Type of Appointment".
  // (Not one denied: "not part of a group contract".)
  { pattern: /(?<!\bnot\s+(?:part\s+of\s+|under\s+|on\s+|in\s+)?)\b(?:an?|my|our|his|her|their)\s+(?!(?:new|old|current|previous|former|first|second|last|next|same|other|different|good|great)\b)((?:\p{Ll}+-)*\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)\s+(appointment|employment|contract|lease|loan|mortgage|visa|account|policy)\b(?!\s+(?:number|no\.?|#|id)\b)/u, key: 2, value: 1, strength: 0.8, suffix: ' type kind' },
  // ("…, career-conditional appointment, …": a clause of its own needs no article.)
  // ("Non-supervisory; career-conditional appointment": or after a semicolon, or as a list's item; "Career appt";
  // "Career appointment now (…)".)
  { pattern: /(?:^|[,;])\s*(?:[-*•]\s+)?(?!(?:new|old|current|previous|former|first|second|last|next|same|other|different|good|great)\b)((?:\p{L}\p{Ll}*-)*\p{L}\p{Ll}{2,}(?:\s+\p{Lu}\p{Ll}{2,})?)\s+(appointment|employment|appt)(?=(?:\s+(?:now|currently))?\.?\s*(?:[,;.(]|$))/iu, key: 2, value: 1, strength: 0.8, suffix: ' type kind' },
  // ("… in the presence of two disinterested witnesses, Lorraine Cutler and Miguel Ortega": the witnesses named after
  // the word, as an instruction letter names them.)
  { pattern: new RegExp(String.raw`\b(?:two|both|the|our|my|his|her|their)\s+(?:[\p{Ll}-]+\s+)?witnesses,?\s+(${PERSON_WORDS}\s+and\s+${PERSON_WORDS})\b`, 'u'), key: 'witnesses', value: 1, strength: 0.85 },
  // ("Seller has designated her brother-in-law, Paul J. Brandt, of Naperville, Illinois, to execute all closing
  // documents on her behalf": whom someone designates to act for them is their attorney-in-fact.)
  { pattern: new RegExp(String.raw`\b(?:designated|appointed|designates|appoints)\s+(?:(?:her|his|their|my|our)\s+[\p{Ll}-]+,?\s+)?(${PERSON_WORDS}),?(?:\s+of\s+[^,;.]+(?:,\s*[^,;.]+)?,)?\s+(?:to\s+(?:execute|sign|act)|as\s+(?:her|his|their|my|our)\s+(?:agent|attorney))\b`, 'u'), key: 'attorney-in-fact name', value: 1, strength: 0.85 },
  // ("My neighbors Patricia Loomis and Robert Loomis have agreed to act as my witnesses.")
  { pattern: new RegExp(String.raw`(${PERSON_WORDS}\s+and\s+${PERSON_WORDS}),?\s+(?:have\s+agreed\s+to|agreed\s+to|will|are\s+going\s+to)\s+(?:act\s+as|be|serve\s+as|sign\s+as)\s+(?:my|the|our)\s+witnesses\b`, 'u'), key: 'witnesses', value: 1, strength: 0.85 },
  // ("he wants an extra $40.00 held out of every paycheck": an additional amount withheld from each paycheck.)
  { pattern: /\b(?:extra|additional)\s+(\$\s?\d[\d,]*(?:\.\d{2})?)\s+(?:held out|withheld|taken out|deducted|held back)\s+(?:of|from)\s+(?:every|each)\s+(?:paycheck|pay ?check|pay period)/iu, key: 'additional amount withheld from each paycheck', value: 1, strength: 0.9 },
  // ("he wants twenty bucks extra taken out of every check": the amount first, in dollars said any way.)
  { pattern: /(?<![\d,.])(\$?\s?\d[\d,]*(?:\.\d{2})?)\s*(?:bucks|dollars)?\s+(?:extra|more|additional)\s+(?:held out|withheld|taken out|deducted|held back|out)\s+(?:of|from)\s+(?:every|each)\s+(?:paycheck|pay ?check|check|pay period)\b/iu, key: 'additional amount withheld from each paycheck', value: 1, strength: 0.9 },
  // ("the transferor said he would rather have the transferee's Honda EU2200i generator than the cash": a trade.)
  { pattern: /\b(?:would|['’]d)\s+rather\s+(?:have|take|get)\s+(?:the\s+)?(?:\p{L}[\p{L}'’-]*['’]s\s+|his\s+|her\s+|their\s+|your\s+|my\s+)((?:[^.;]|\.(?=\d))+?)\s+than\s+(?:the\s+)?(?:cash|money)\b/u, key: TRADE_KEY, value: 1, strength: 0.9 },
  // ("In exchange I'm giving her my Honda EU2200i generator": what the writer gives in a trade.)
  { pattern: /\b[Ii]n exchange,?\s+(?:I['’]m|I am|I['’]ll be|I will be|we['’]re|we are)\s+(?:giving|trading|handing over)\s+(?:(?:him|her|them)\s+)?(?:my|our|a|an|the|his|her)\s+((?:[^.;]|\.(?=\d))+?)(?=[.;]|$)/u, key: TRADE_KEY, value: 1, strength: 0.9 },
  // ("8. $390 cash, paid to him in full the day we sign": an amount a reply opens with, said to be cash, is the cash
  // paid; "Mom first asked for $900 cash, but …" was no price agreed.)
  { pattern: /^(\$\s?\d[\d,]*(?:\.\d{2})?)\s+(?:in\s+)?cash\b(?!\s+(?:back|advance|value))/iu, key: CASH_PAID_KEY, value: 1, strength: 0.85 },
  // ("I'm six foot even", "he's 5 foot 9": a height said of someone, in feet and inches.)
  { pattern: /\b(?:I['’]m|I am|(?:s?he|they)['’](?:s|re)|(?:s?he) is)\s+((?:[4-7]|four|five|six|seven)\s*(?:foot|feet|ft)(?:\s+\d{1,2}(?:\s*(?:inches|in)\b)?)?)(?:\s+(?:even|tall|flat))?(?=[\s,.;!]|$)/iu, key: 'height', value: 1, strength: 0.85 },
  // ("MONEY" / "cash, eight hundred fifty dollars": a line that opens with cash, then the amount.)
  { pattern: /^(?:(?:so|ok|okay|and|right|well),?\s+)?cash[,:]?\s+(\$?\s?\d[\d,]*(?:\.\d{2})?(?:\s*(?:dollars|bucks|USD))?)(?=\s*(?:[,;.]|$))/iu, key: CASH_PAID_KEY, value: 1, strength: 0.85 },
  // ("The funding opportunity number on Grants.gov is F25AS00041": a number or code named by its words, then "is", the
  // place it is shown at between.)
  { pattern: /\b(?:[Tt]he|[Oo]ur|[Mm]y|[Ii]ts)\s+((?:[\p{L}-]+\s+){0,3}(?:number|no\.|id|ID|code))\s+(?:(?:on|in|from|at)\s+[\p{L}\p{N}.-]+\s+)?is\s+((?=[\p{Lu}\d-]*\d)(?=[\p{Lu}\d-]*\p{Lu})[\p{Lu}\d][\p{Lu}\d-]{3,})(?![\w-])/u, key: 1, value: 2, strength: 0.85 },
  // ("We settled on $720.00, which I'm paying Walter in cash over three months": the price agreed, paid in cash.)
  { pattern: /\b(?:settled|agreed)\s+on\s+(\$\s?\d[\d,]*(?:\.\d{2})?)(?=[^.;]{0,60}\bcash\b)/iu, key: CASH_PAID_KEY, value: 1, strength: 0.85 },
  // ("straight cash only. we settled on 575": or the price settled on, the dollar sign left off.)
  { pattern: /\b(?:[Ww]e|I|[Tt]hey)\s+(?:finally\s+)?(?:settled|agreed)\s+on\s+(\$?\s?\d{2,}[\d,]*(?:\.\d{2})?)(?![\d,.]*\s*(?:%|percent|days?|weeks?|months?|years?|hours?)\b)(?=[\s.,;!]|$)/u, key: 'price agreed', value: 1, strength: 0.85 },
  // ("meet me in the middle, 850 cash and it's yours": the cash a seller settles on.)
  { pattern: /(?:^|[,;:]\s*)(\$?\s?\d[\d,]*(?:\.\d{2})?)\s+(?:in\s+)?cash\s+and\s+(?:it['’]s|its|it is)\s+yours\b/iu, key: CASH_PAID_KEY, value: 1, strength: 0.85 },
  // ('On the "in exchange for" line please put: Toro Power Max 824 OE snowblower.': a line named by its printed words.)
  { pattern: /\b[Oo]n the ["“]([^"”]{2,60})["”] (?:line|box|field|blank|part|space),?\s+(?:please\s+)?(?:put|write|enter|type|fill in)\s*:?\s*([^;]+?)\.?$/u, key: 1, value: 2, strength: 0.9 },
  // ('would like the "Other" line to read: $400 at signing, $380 balance at pickup': what the line is to say.)
  { pattern: /\bthe ["“]([^"”]{2,60})["”] (?:line|box|field|blank|part|space) (?:to read|to say|should read|should say|reads|says)\s*:?\s*([^;]+?)\.?$/u, key: 1, value: 2, strength: 0.9, asWritten: true },
  // ("Gary is giving me his Marlin Model 60 .22 rifle (SN 93284716) for it": what is given in exchange in a trade.)
  { pattern: /\b(?:[Gg]iv(?:ing|es|e)|[Tt]rad(?:ing|es|e)|[Ss]wap(?:ping|s)?)\s+(?:me|us|him|her|them)\s+(?:his|her|their|my|our|a|an|the)\s+((?:[^.;]|\.(?=\d))+?)\s+(?:for it|in exchange|in trade|for (?:the|my|his|her|their) (?:gun|firearm|rifle|shotgun|pistol|revolver|\p{Lu}[\p{L}-]+))\b/u, key: TRADE_KEY, value: 1, strength: 0.85 },
  // "She belongs to the Order of the Gauntlet", "he is a member of the Harpers": the organisation someone is of.
  // ("the Harpers", "the Lords' Alliance" keep their article; "the Order of the Gauntlet" is the Order of the Gauntlet.)
  { pattern: /\b(?:belongs?|belonged) to ((?:the )?\p{Lu}[^,.;()]+)/u, key: 'faction organization name membership', value: 1, strength: 0.8, organisation: true },
  // ("She's secretly a member of the Zhentarim": a word on how, between.)
  { pattern: /(?:\b(?:is|am|are)|['’](?:s|m|re))(?:\s+\p{Ll}+ly)? an? member of ((?:the )?\p{Lu}[^,.;()]+)/u, key: 'faction organization name membership', value: 1, strength: 0.8, organisation: true },
  // ("Sworn member of the Order of the Gauntlet.": a sentence that opens by saying so.)
  { pattern: /^(?:\p{Lu}\p{Ll}+\s+)?[Mm]ember of ((?:the )?\p{Lu}[^,.;()]+)/u, key: 'faction organization name membership', value: 1, strength: 0.8, organisation: true },
  // ("That comes to 40 duty hours total.", "8 non-duty hours": a count of hours said before what kind they are.)
  { pattern: /\b(\d{1,4}(?:\.\d{1,2})?)\s+((?:non-?\s?)?duty\s+hours|(?:contact|training|classroom|credit)\s+hours)\b/iu, key: 2, value: 1, strength: 0.85 },
  // "It's for account 6630-1847", "the lots in acct # 4471-2093": the account a request is for, named by its number.
  { pattern: /\b(?:for|on|in|under|from|into)\s+(?:(?:my|our|his|her|their|the|that|this)\s+)?(?:\p{L}+\s+)?(?:account|acct\.?)\s+(?:number\s+|no\.?\s*|#\s*)?(\d[\d -]{2,}\d)(?![\d-])/iu, key: 'account number', value: 1, strength: 0.85 },
  // ("my PERSONAL brokerage acct (the individual one, 4417-2093 -- NOT the joint one …)", "the schwab brokerage one right,
  // 4417-2093?": an account called by its kind, its number a few words on.)
  { pattern: /\b(?:brokerage|individual|personal|checking|savings)\s+(?:acct\.?|account|one)\b[^.\d?!]{0,40}?(\d{3,6}-\d{3,6})(?![\w-])/iu, key: 'account number', value: 1, strength: 0.85 },
  // "they gave us vendor number CF-55817 to put on …": a code of capitals and digits joined by hyphens, named
  // by the words before it.
  // "for my individual brokerage account, 4821-7730": an account named, then its number in digits.
  // ("our joint account (6204-3318)": or in brackets.)
  { pattern: /\b((?:(?!(?:us|me|him|her|them|you|it|my|our|your|the|a|an|for|of|in|to)\b)\p{L}+\s+){0,2}account),?\s+\(?(?:(?:number|no\.?)\s+|#\s*)?(\d{3,6}(?:-\d{2,6})+|\d{6,12})(?![\w-])/giu, key: 1, value: 2, strength: 0.85, suffix: ' number' },
  // ("put our vendor number, CR-0457, on it": the number between commas.)
  { pattern: /\b((?:(?!(?:us|me|him|her|them|you|it|my|our|your|the|a|an)\b)\p{L}+\s+){0,2}(?:number|no\.?|id|code|account))(?:,\s*|\s*#?\s+)((?=[\p{Lu}\d-]*\d)(?=[\p{Lu}\d-]*\p{Lu})[\p{Lu}\d]+(?:-[\p{Lu}\d]+)+)(?![\w-])/gu, key: 1, value: 2, strength: 0.85 },
  // "(I was promoted last month, so position level is supervisory)": a conclusion drawn for a field, no article.
  // ("so half of my self-employment tax would be $2,230.49": an amount keeps its comma and its cents.)
  { pattern: /\bso\s+(?!(?:it|that|this|he|she|they|we|i|you|there)\b)([\p{L}][\p{L} '’-]{2,40}?)\s+(?:is|are|should be|would be)\s+((?:[$€£]?\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[$€£]?\s?\d+\.\d+)(?![\d,])|[^.,;()]+)/iu, key: 1, value: 2, strength: 0.8 },
  // "For features and traits, he has Darkvision 60 ft, …": the topic named first, then what someone has of it.
  // ("And for treasure he has a silver hunting horn …", "for allies, put down his old mentor …": said aloud, with
  // an "and" before it, or as what to write.)
  { pattern: /(?:^|[.;]\s+|,\s+so\s+)(?:(?:and|also|oh and|then)\s+)?(?:as\s+)?(?:for|regarding)\s+(?:his|her|their|my|our|the)?\s*([\p{L}][\p{L} &'’-]{2,40}?),?\s+(?:(?:um|uh|er),?\s+)?(?:(?:he|she|they|i|we|it)\s+(?:has|have|had|knows?|speaks?|carries|carry|owns?)|(?:(?:just|please|kindly)\s+)*(?:put(?:\s+down)?|write(?:\s+down)?|list|enter))\s+([^.;]+)/iu, key: 1, value: 2, strength: 0.8 },
  // ("backstory she was a street kid in Baldur's Gate …": said as the topic, then the story.)
  { pattern: /^(backstory|back story|background)\s*[,:-]?\s+((?:she|he|they|i)\s+[^.;]+)/iu, key: 1, value: 2, strength: 0.8 },
  // "For his backstory, um, he grew up on a farm outside Phandalin …": a story told of the character, whole.
  { pattern: /(?:^|[.;]\s+)(?:(?:and|also|then)\s+)?(?:for|regarding)\s+(?:his|her|their|my)\s+(backstory|back story|background|story|history|bio)\s*[,:]?\s+(?:(?:um|uh|er|so|well),?\s+)*((?:he|she|they|i)\s+[^.;]+)/iu, key: 1, value: 2, strength: 0.8 },
  { pattern: /\bcontact (?:person|name)\s*(?:is|:)?\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})/u, key: 'contact person name', value: 1, strength: 0.85 },
  // "the person to ask for is Monique Lefebvre", "who to call there is …": the one to deal with, a point of contact.
  { pattern: /\b(?:person|one|who) to (?:ask for|contact|call|talk to|speak (?:to|with)|deal with)(?: there)? is\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})/u, key: 'point of contact name', value: 1, strength: 0.85 },
  // "Office mailing address is Data Analytics Division, …; desk …", "Highest degree is a master's": a sentence that
  // starts with what it tells, without an article, and says it is the value. (A word that is no noun of a form's,
  // "It", "This", "Everything", starts no such key.)
  { pattern: new RegExp(String.raw`^\s*((?!(?:${anyCase(NOT_A_KEY_START)})\b)\p{Lu}\p{Ll}+(?:\s+(?!(?:is|are)\b)\p{Ll}[\p{Ll}'’-]*){0,4})\s+(?:is|are)\s+(?!(?:not|no|never|to|for|in|at|on|from|by|with|that|also|still|due|being|going)\b)((?:[^.;]|\.(?=\d)|(?<=(?:^|\s)\p{Lu})\.(?=\s+\p{Lu}))+?)\s*(?=;|(?<!(?:^|\s)\p{Lu})\.(?:\s|$)|$)`, 'u'), key: 1, value: 2, strength: 0.8, noRoleWordKey: true },
  // "my favourite colour is green", "our business name is X", "the course title is Y"; the value stops where
  // another statement starts ("… is 812345678 and the RD account is 0001").
  // An initial's full stop ("Karen T. Donnelly"), a decimal point ("15.608") or an e-mail address's dots
  // ("karen.lindqvist@example.gov") do not end the value, and neither does a short note in brackets on one item
  // of a list ("Lucky (reroll natural 1s), Brave (…) and Naturally Stealthy"); a remark does.
  // (Not "… belongs to the family name and is written small": a key ends with no "and".)
  { pattern: /\b(?:my|our|the|his|her|their)\s+([\p{L}][\p{L} '’-]{1,40}?)(?<!\s(?:and|or|but))\s+(?:is|are|was|will be|should be)\s+((?:[^.;]|\.(?=[\d\p{L}])|(?<=(?:^|\s)\p{Lu})\.(?=\s+\p{Lu}))+?)\s*(?=(?<!(?:^|\s)\p{Lu})\.(?![\d\p{L}])|;|$|,\s*not\s|\((?![^(),]*\)\s*(?:,|and\b))|,\s*(?:and\s+(?:my|our|his|her|their|he|she|they|we|it|i)\b|but|my|our|his|her|their)\b|,\s*(?:they|he|she|we|you|I)\s+(?:said|say|says|told|asked|want|wants|need|needs|think|thinks)\b|\s(?:and|but)\s+(?:my|our|his|her|their|i|i'm)\b|\s(?:and|but)\s+the\s+[\p{L}][\p{L} '’-]{0,40}?\s+(?:is|are|was)\s)/iu, key: 1, value: 2, strength: 0.8, listRunsOn: true },
];

/** Words that name real estate in a key: "property", "her condo". ("House" and "home" are as often where one lives.) */
// ("The building to sell: 5431 W. Belmont Ave., …": a building, said in a text about selling it.)
const PROPERTY_WORD = /\b(?:property|condo|condominium|real estate|premises|parcel|building to sell|building (?:I|we) (?:am|are) selling)\b/i;
/** "the house", "my house", "the house we're selling": the key of a house spoken of as a thing (not "home" or "home address"). */
const THE_HOUSE_KEY = /^\s*(?:the|our|my|his|her|their)?\s*(?:old\s+)?house(?:\s+(?:we['’]re|we are|I['’]m|I am|he['’]s|she['’]s|they['’]re|(?:is\s+)?being)\s+(?:selling|sold))?\s*$/i;
/** "closing", "POA needed - Hutchins sale": words of a sale or a closing of real estate. */
const SALE_OF_REAL_ESTATE = /\b(?:closing|deed|title company|escrow|(?:house|home|property|condo)\s+(?:sale|is\s+(?:sold|under\s+contract))|selling\s+(?:the|my|our|his|her)\s+(?:house|home|condo|property))\b/i;

/** "…, that's T O B I N Ashgrove", "spelled T-O-B-I-N": a name spelt out letter by letter after it. */
const SPELT_AFTER = /[\s,-]*(?:that['’]?s|that is|spelled|spelt|as in)\s+(?:\p{Lu}(?:[\s.-]+|$)){2,}.*$/u;

/** "Mei-Ling Harrington, H-A-R-R-I-N-G-T-O-N": a name spelt out with hyphens right after it. */
const SPELT_BY_HYPHENS = /,?\s*(?<![\p{L}-])(?:\p{Lu}-){2,}\p{Lu}(?![\p{L}-])/gu;

/**
 * "Mei-Ling Harrington, middle initial J as in Julia": a middle initial said after the name goes between its first
 * and its last name.
 */
function withMiddleInitialSaid(value: string): string {
  const m = value.match(/^(\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*,\s*(?:and\s+)?(?:(?:my|his|her|the)\s+)?middle\s+initial\s+(?:is\s+)?(\p{Lu})\b\.?(?:\s+as\s+in\s+\p{L}+)?\s*$/u);
  return m ? `${m[1]} ${m[3]}. ${m[2]}` : value;
}

/**
 * "his allies are the clergy of the Temple … and his old adventuring partner, a halfling rogue named Pip": a list
 * goes on after "and his" when no new statement (no verb of its own) follows; "… is green and my …
 * is …" starts one.
 */
function withListRunOn(value: string, after: string): string {
  const more = after.match(/^\s+and\s+(?:his|her|their|my|our)\s+([^.;]+)/i);
  if (!more || /\b(?:is|are|was|were|has|have|had|will|lives?|works?)\b/i.test(more[1]!)) return value;
  return stripEnd(`${value}${after.slice(0, (more.index ?? 0) + more[0].length)}`);
}

/** The whole phone number with its extension that a value cut at "ext." starts, as the sentence writes it. */
function phoneWithExtension(cut: string, sentence: string): string | undefined {
  const number = cut.replace(/\s*ext$/i, '');
  const phone = findTypedValues(sentence).find((t) => t.kind === 'phone' && sentence.slice(t.start, t.end).startsWith(number) && t.end - t.start > number.length);
  return phone ? sentence.slice(phone.start, phone.end) : undefined;
}

/** "Taxable interest from the credit union was ": the words an amount's sentence opens with, up to where it came from. */
const AMOUNT_SUBJECT = /^(?:(?:my|our|his|her|their|the)\s+)?(\p{L}[\p{L}\d-]*(?:\s+[\p{L}\d-]+){0,3}?)\s+(?:from|at|on|with|through)\s+[^,;$]{1,40}?\s+(?:was|were|is|are|came to|totall?ed|amounted to)\s+$/iu;

/** Heights and weights people have, in the units they are said in. */
const BODY_MEASURES: { key: string; unit: RegExp; least: number; most: number }[] = [
  { key: 'height', unit: /^cm$/, least: 120, most: 230 },
  { key: 'height', unit: /^m$/, least: 1.2, most: 2.3 },
  { key: 'weight', unit: /^kg$/, least: 35, most: 200 },
  { key: 'weight', unit: /^lbs?$/, least: 70, most: 450 },
];
/** Words that say a measure is of a thing (or an amount of money, "1.50 m euros"), not of a person. */
const THING_MEASURED = /\b(?:wide|width|long|length|deep|depth|high|distance|away|far|barrel|box|parcel|package|room|table|screen|run|race|capacity|load|lifting|lift|carry|payload|tow|towing|euros?|dollars?|million|billion|loan)\b/i;

/** "height" or "weight" for a measure in a person's range said without its word, else undefined. */
function bodyMeasure(typed: { unit?: string; text: string }, context: string): string | undefined {
  if (typed.unit === undefined || /\b(?:height|weight|tall|weighs?)\b/i.test(context) || THING_MEASURED.test(context)) return undefined;
  const figure = typed.text.replace(/[^\d.,]/g, '');
  const amount = Number(figure.replace(',', '.'));
  // (People give theirs in whole centimetres, kilos or pounds: "41.20 kg" is a quantity of something.)
  if (typed.unit !== 'm' && /[.,]/.test(figure)) return undefined;
  return BODY_MEASURES.find((m) => m.unit.test(typed.unit!) && amount >= m.least && amount <= m.most)?.key;
}

/** "Dates", "Training dates", "Course dates": the key of a line that gives the period a form is about. */
const DATES_KEY = /^\s*(?:(?:training|course|class|event|meeting|conference|workshop)\s+)?dates\s*$/i;
/** Above a period read in passing (0.85, readDateRange). */
const KEYED_PERIOD_STRENGTH = 0.9;

/** "Daniel R. Vasquez of Evanston, Illinois": a person's name, then "of" and the town they live in. */
const PERSON_OF_TOWN = new RegExp(String.raw`^(${PERSON_WORDS})\s+(of\s+\p{Lu}.*)$`, 'u');

/**
 * "… stamped on the receiver", "… printed on my card": where a value is shown, after its key (not "name as shown on
 * the tax return", which says which name).
 */
const WHERE_IT_IS_SHOWN = /(?<!\bas)\s+(?:stamped|printed|engraved|etched|marked)\s+(?:on|in|at|inside)\s+.*$/i;

/** Keys naming a course or event, whose title a sentence gives with "the" before it. */
const COURSE_KEY = /\b(?:course|class|program|programme|seminar|workshop|conference|training|boot ?camp)\b/i;

/**
 * "it now runs March 9 through March 20, 2026": the start and the end of the period the sentence settles on, each
 * a whole date (date-ranges.ts).
 */
function readDateRange(sentence: string, facts: Fact[], before = ''): void {
  const range = lastDateRange(sentence);
  if (!range) return;
  // ("The class runs June 9th through June 12th, 2025." … "I've been moved to the next one, June 16-19, 2025.")
  // ("They cancelled the May session, they moved me to June. June 9 through June 12, same hours.": or the sentence
  // before says so.)
  if (movesToAnotherDate(sentence) || movesToAnotherDate(before)) facts.splice(0, facts.length, ...facts.filter((f) => f.key !== PERIOD_START_KEY && f.key !== PERIOD_END_KEY));
  for (const [key, value] of [[PERIOD_START_KEY, range.start], [PERIOD_END_KEY, range.end]] as const) {
    const typed = findTypedValues(value).find((t) => t.kind === 'date' && t.start === 0 && t.end === value.length);
    if (typed) facts.push({ key, topic: '', value, source: 'typed', strength: 0.85, typed, sentence });
  }
}

/**
 * "line 2 is 4 …, so line 3 is 4": the numbers read as a worksheet's entries are not also numbers keyed by the
 * words before them ("line 2", "so line 3"), which name no worksheet and would go to another one's lines.
 */
function withoutNumbersReadAsEntries(facts: Fact[]): void {
  const entries = facts.filter((f) => f.source === 'prose' && /^(?:.*\bworksheet\s+|certificate\s+)?line\s+\S+$/.test(f.key));
  if (entries.length === 0) return;
  const copies = new Set(
    facts.filter((f) => f.source === 'typed' && entries.some((e) => e.sentence === f.sentence && e.value === f.value && lineReferenceOf(f.key) === lineReferenceOf(e.key))),
  );
  if (copies.size > 0) facts.splice(0, facts.length, ...facts.filter((f) => !copies.has(f)));
}

/**
 * "ok put that on line 8 and 10": a number after the bare word "line" (or after "and" in its list) names a line, and
 * is no entry of any.
 */
function withoutLineNumbersAsValues(facts: Fact[]): void {
  const namesLine = (f: Fact) => (f.source === 'inline' || f.source === 'typed') && /^(?:line|lines|ln|and)$/i.test(f.key.trim()) && /^\d{1,2}[a-z]?$/.test(f.value.trim()) && /\b(?:on|to|in)\s+lines?\s+\d/i.test(f.sentence);
  if (facts.some(namesLine)) facts.splice(0, facts.length, ...facts.filter((f) => !namesLine(f)));
}

/** "A is 1", "and G is 4", "That makes H = 8": a worksheet's lettered line and its entry. */
const LETTERED_ENTRY = /(?:^|[,;:(]\s*|\b(?:and|so|then|makes|That makes)\s+)([A-H])\s*(?:is|=|was|comes to|should be)\s+(\d{1,3}(?:\.\d{1,2})?)(?!\d|[.,]\d|\s*%)/gu;
/** "A 1, B 1 (…), C 1": a worksheet's letter and its entry with nothing between them, in a run of at least BARE_RUN. */
const BARE_LETTERED_ENTRY = /(?:^|[,;:]\s*|\b(?:and|so|then)\s+)([A-H])\s+(\d{1,2})(?=\s*(?:[,;.(]|$)|\s+(?:and|so)\b)/gu;
const BARE_RUN = 3;
/** "line 1 is 8", "so line 3 is 4", "ln 5: 4": a numbered line and its entry. */
const NUMBERED_ENTRY = /\b[Ll](?:ine|n)\.?\s+(\d{1,2}[a-z]?)\s*(?:is|=|:|was|comes to|should be)\s+(\d{1,3}(?:\.\d{1,2})?)(?!\d|[.,]\d|\s*%)/gu;
/** "4 is what goes on line 5 of the certificate": an entry, then the line it goes on (of the form itself, when it says so). */
const ENTRY_GOES_ON = /(?<![\d.,$])(\d{1,3}(?:\.\d{1,2})?)\s+is\s+what\s+(?:goes|belongs)\s+(?:on|in)\s+line\s+(\d{1,2}[a-z]?|[A-H])\b(\s+of\s+the\s+(?:certificate|form)\b)?/gu;

/** "line 5: 8,900, so 8,900 goes on Step 4(b)": a worksheet's result, then the step of the form it goes on. */
const AMOUNT_GOES_ON_STEP = /(?<![\d.,$])\$?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)\s+(?:goes|belongs|carries over)\s+(?:on|in|to)\s+step\s+(\d\([a-z]\))/giu;

/**
 * "Worksheet on the top part: A is 1. … D is 2 for our two kids, F is 1 because …", "I did the two-earners worksheet
 * on the back too: line 1 is 8, line 2 is 4 …, and 4 is what goes on line 5 of the certificate": a worksheet's
 * lines said one by one, each keyed by its line. A worksheet the sentence names before them is theirs; an entry
 * said to go on a line "of the certificate" is the form's own.
 */
function readWorksheetEntries(sentence: string, topic: string, facts: Fact[]): void {
  const worksheetBefore = (at: number) => {
    const tokens = worksheetNamed(sentence.slice(0, at));
    return tokens ? `${tokens.join(' ')} worksheet ` : '';
  };
  for (const m of sentence.matchAll(LETTERED_ENTRY)) {
    facts.push({ key: `line ${m[1]}`, topic, value: m[2]!, source: 'prose', strength: 0.85, sentence });
  }
  // ("Personal Allowances Worksheet: A 1, B 1 (his wife doesn't work), C 1, D 2 (two kids), …": a worksheet's
  // letters each with its entry, in a run.)
  const bare = /\bworksheet\b/i.test(`${topic} ${sentence}`) ? [...sentence.matchAll(BARE_LETTERED_ENTRY)] : [];
  if (bare.length >= BARE_RUN) for (const m of bare) facts.push({ key: `line ${m[1]}`, topic, value: m[2]!, source: 'prose', strength: 0.85, sentence });
  for (const m of sentence.matchAll(NUMBERED_ENTRY)) {
    facts.push({ key: `${worksheetBefore(m.index ?? 0)}line ${m[1]}`, topic, value: m[2]!, source: 'prose', strength: 0.85, sentence });
  }
  for (const m of sentence.matchAll(AMOUNT_GOES_ON_STEP)) {
    facts.push({ key: `step ${m[2]}`, topic, value: m[1]!, source: 'prose', strength: 0.85, sentence });
  }
  for (const m of sentence.matchAll(ENTRY_GOES_ON)) {
    facts.push({ key: `${m[3] ? 'certificate ' : worksheetBefore(m.index ?? 0)}line ${m[2]}`, topic, value: m[1]!, source: 'prose', strength: 0.85, sentence });
  }
}

/** "She works for Buckeye Tax Partners LLC", "I'm employed by Harlow & Finch Inc.": whom someone works for. */
const WORKS_FOR = new RegExp(String.raw`\b(I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)(?:['’]m|\s+am|\s+is|['’]s|\s+are)?\s+(?:work|works|working|employed)\s+(?:for|at|by)\s+(?:the\s+)?(${ORGANISATION_WORDS})`, 'u');

/**
 * Whom someone works for: the writer's employer ("I work for …"), or, said of someone a keyed line introduced
 * ("Paid preparer: Dana Whitfield, PTIN … She works for Buckeye Tax Partners LLC"), the firm of that role.
 */
function readEmployer(sentence: string, topic: string, facts: Fact[]): void {
  const m = sentence.match(WORKS_FOR);
  if (!m) return;
  // (Said of "she" or "he", the one the last keyed line named.)
  const named = /^(?:I|we)$/i.test(m[1]!) ? undefined : (topic.trim() || facts.findLast((f) => f.source === 'line')?.key.trim());
  const role = named ? textParty(named.toLowerCase()) : undefined;
  const key = role && role !== SELF ? `${named} firm name` : 'employer name';
  facts.push({ key, topic, value: m[2]!.trim(), source: 'prose', strength: 0.8, sentence, organisation: true });
}

/** What a bare count counts, said after it: "duty hours", "non-duty hours", "allowances", "CEUs". */
const COUNTED_NOUN = /^(?:[\p{L}-]+\s+){0,2}(?:hours|days|weeks|months|allowances|exemptions|dependents|children|credits|ceus|units|shares|sessions|classes|credit hours)$/iu;

/** "Bright Harbor Landscaping LLC (that's the legal name on our tax return)": a remark that says what the value is. */
const NAMING_REMARK = /^(.*?\S)\s*\((?:that['’]?s|that is|it['’]?s|it is|this is)\s+(?:the|our|my|his|her|their)\s+([^()]{3,50})\)\.?$/iu;
/** "The new one is 902 Industrial Pkwy, …": an address called "the new one" after the old one. */
const ADDRESS_CALLED_ONE = /^(?:the\s+)?(?:new|old|current|previous|present|former|other)\s+(?:one|place)$/i;

/**
 * What the words around a value say it is, said in a remark after it or by "the new one" after an old address:
 * the value without the remark, keyed by what the remark names too; an address keyed as an address.
 */
function withRemarksNamingTheValue(facts: Fact[]): void {
  for (const fact of facts) {
    const remark = fact.value.match(NAMING_REMARK);
    if (remark) {
      fact.value = remark[1]!;
      fact.key = `${fact.key} ${remark[2]!}`.trim();
    }
    const calledOne = ADDRESS_CALLED_ONE.test(fact.key.trim()) ? parseAddress(fact.value) : undefined;
    if (calledOne) {
      fact.key = `${fact.key} address`;
      // (Read as an address too, as "New address: …" is: its street, city and ZIP code go to their own boxes.)
      fact.address ??= calledOne;
    }
  }
}

/** "SSN 612384471", "EIN: 770512943", "Phone 4805550176": digits alone, shaped as the number their key names. */
function withNumberShapedByKey(fact: Fact): void {
  const digits = fact.value.trim();
  // ("price: … put 475": a bare number under a key of a price is an amount of money.)
  // ("Wages Salaries And Tips amount": "68415": nor under an export's key of an amount, though five digits look like a ZIP code.)
  const amountKeyed = (!fact.typed || fact.typed.kind === 'zip' || fact.typed.kind === 'number') && / amount$/i.test(fact.key) && fact.source === 'json';
  if ((amountKeyed || (!fact.typed && PRICE_KEY.test(fact.key))) && /^\d{1,7}(?:\.\d{2})?$/.test(digits)) {
    const money = findTypedValues(`$${digits}`).find((t) => t.kind === 'money' && t.start === 0 && t.end === digits.length + 1);
    if (money) {
      fact.value = money.text;
      fact.typed = money;
    }
    return;
  }
  if (fact.typed || !/^\d{9,10}$/.test(digits)) return;
  const key = fact.key.toLowerCase();
  // (And ten under a phone's key: "Phone 4805550176". "his social is 523614408": a social security number said
  // as people say it.)
  const shaped =
    digits.length === 9 && /\b(?:ssn|social security|social)\b/.test(key)
      ? digits.replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3')
      : digits.length === 9 && /\b(?:ein|employer identification)\b/.test(key)
        ? digits.replace(/^(\d{2})(\d{7})$/, '$1-$2')
        : digits.length === 10 && /\b(?:phone|tel|telephone|cell|mobile|fax)\b/.test(key)
          ? digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')
          : undefined;
  const typed = shaped ? findTypedValues(shaped).find((t) => t.start === 0 && t.end === shaped.length) : undefined;
  if (!shaped || !typed) return;
  fact.value = shaped;
  fact.typed = typed;
}

/** A key that names what is paid: "price", "sale price", "amount paid". */
const PRICE_KEY = /^\s*(?:(?:sale|purchase|selling|agreed|final)\s+)?(?:price|cost|amount(?:\s+paid)?)\s*$/i;

/** An amount of money in a sentence of amounts. */
const MONEY_AMOUNT = /\$\s?\d[\d,]*(?:\.\d{2})?/g;
/** "$4,000 for the kids": an amount, then what it is for. */
const AMOUNT_FOR_A_THING = new RegExp(String.raw`${MONEY_AMOUNT.source}\s+for\s+(?:the\s+|my\s+|your\s+|our\s+|his\s+|her\s+|their\s+)?\p{L}`, 'giu');
/** Words of a sentence of amounts that say whose each part is or that they add up, not what they are. */
const PARTS_WORDS = /^(?:mine|hers|his|ours|theirs|my|her|him|our|their|me|us|we|i|shows?|showed|was|were|is|are|on|and|so|in|total|between|together|combined|altogether|of|the|a|for|from|each|both|two|which|makes?|comes?|to)$/i;

/**
 * "mine shows $86,420 in wages and Renee's shows $45,540, so $131,960 between us": a sentence that gives an amount
 * for each of two people and then their total gives the total of the thing both amounts are, which a joint return's
 * one line asks for. Keyed by the sentence's words that say what the amounts are ("wages"), and surer than either part.
 */
function readTotalOfParts(sentence: string, topic: string, facts: Fact[]): void {
  const total = [...sentence.matchAll(STATED_TOTAL)].pop();
  if (!total || (sentence.match(MONEY_AMOUNT) ?? []).length < 3) return;
  // ("$4,000 for the kids, $500 for your mom, $4,500 total": amounts for different things, each read on its own; the
  // total is the sum of them all.)
  const forThings = (sentence.match(AMOUNT_FOR_A_THING) ?? []).length >= 2;
  const what = sentence
    .replace(MONEY_AMOUNT, ' ')
    .split(/[\s,.;:]+/)
    .filter((word) => word !== '' && !PARTS_WORDS.test(word) && !/^\p{Lu}\p{Ll}+['’]s$/u.test(word))
    .join(' ');
  if (what === '') return;
  facts.push({ key: forThings ? `total amount of ${what}` : what, topic, value: (total[1] ?? total[2])!.replace(/\s/g, ''), source: 'prose', strength: forThings ? 0.85 : 0.95, sentence });
}

/** "Course number for the online section is …", "Card purchase requisition for the tuition is …": a key opening a sentence. */
const KEY_FOR_THE_OPENING = /^(?!(?:The|My|Our|This|That|His|Her|Their|It|I)\b)\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,3}(?=\s+for\s+(?:the|this|our|my|his|her|their)\s+[^,.;:]{1,40}?\s+is\s)/u;

/**
 * "I'm bringing in Brannoc Halewood, my hill dwarf cleric, now that …": a name, then the writer's character's kind
 * (read before the sentence is cut into statements at ", my").
 */
const NAME_THEN_MY_CHARACTER = /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}),\s+my\s+(?:new\s+)?(?:[\p{Ll}-]+\s+){0,3}(?:character|pc|barbarian|bard|cleric|druid|fighter|monk|paladin|ranger|rogue|sorcerer|warlock|wizard|artificer)\b/u;

function readProse(sentence: string, topic: string, facts: Fact[], typedToo = true): void {
  const character = sentence.match(NAME_THEN_MY_CHARACTER)?.[1];
  // ("the four Saturday sessions are five hours each on my own time": 20 non-duty hours.)
  for (const { key, value, writers } of hoursOfSessions(sentence)) facts.push({ key, topic, value, source: 'prose', strength: 0.85, sentence, ...(writers ? { party: SELF } : {}) });
  if (character) facts.push({ key: 'character name', topic, value: character, source: 'prose', strength: 0.85, sentence });
  // "My first name is Oksana, my middle name is Petrivna and my last name is Kovalenko": one statement each.
  // ("Eyes are hazel, skin is ruddy, and hair is auburn", as said aloud: so is each "word is …" after a comma,
  // which then starts its statement as a sentence would; ", which is a general partnership" goes on saying what
  // came before it. "The postcode is 4050-265 and the city is Porto" is two statements.)
  // ("Ignacio is my given name and Andrés is my middle name": so is each name's part said after an "and".)
  const statements = sentence
    .split(/[,;]\s+(?=(?:my|our|his|her|their)\s)|\s+and\s+(?=(?:my|our|his|her|their)\s)|,\s+(?:and\s+)?(?!(?:which|who|that|what|it|this|there)\s)(?=\p{Ll}+\s+(?:is|are)\s)|\s+and\s+(?=the\s+(?:\p{Ll}+\s+){0,2}(?:is|are)\s)|\s+and\s+(?=\p{Lu}[\p{L}'’-]+\s+is\s+(?:my|his|her|their)\s+(?:first|given|middle|last|family)\s+name\b)/iu)
    .map((statement, i) => (i === 0 || /^(?:my|our|his|her|their)\s/i.test(statement) ? statement : statement.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())))
    // ("His Illinois driver's license (still valid) is L526-4417-3092": a remark between a key and its "is".)
    .map((statement) => statement.replace(/\s*\([^()]{1,30}\)(?=\s+(?:is|are|was|were)\s)/gu, ''))
    // ("Course number for the online section is RCSA-411-LO": a key that opens the sentence without its article is
    // the thing before "for the …", as after one, not the thing the "the" names.)
    .map((statement) => statement.replace(KEY_FOR_THE_OPENING, (key: string) => `The ${key.charAt(0).toLowerCase()}${key.slice(1)}`));
  for (const statement of statements) {
    for (const { pattern, key, value, strength, suffix, organisation, listRunsOn, noRoleWordKey, asWritten } of PROSE_PATTERNS) {
      // (A pattern marked global reads every match: "amber eyes, ruddy brown skin and copper-red hair".)
      for (const m of pattern.global ? statement.matchAll(pattern) : [statement.match(pattern)]) {
        if (!m) continue;
        // "His license is also Illinois, W326-1187-5530": the adverb is no part of it, and the issuing state
        // before a code is said of it.
        // ("his name is Tobin Ashgrove that's T O B I N Ashgrove": the name spelt out after it, as said on the phone,
        // is no part of it.)
        let v = stripEnd(withMiddleInitialSaid((m[value] ?? '').replace(SPELT_BY_HYPHENS, '').replace(/^(?:also|still|now|actually|just)\s+/i, '')).replace(SPELT_AFTER, ''));
        // ("Serial number is uh hold on let me flip it over okay it's K9142206 so …": said aloud, the value comes
        // after the pause, as "it's …".)
        // ("my legal first name is Johannes (German grandparents), and your office said …": a name with a remark in
        // brackets, then a clause of its own, is the name.)
        const remarked = v.match(NAME_REMARK_THEN_CLAUSE);
        if (remarked) v = remarked[1]!;
        // ("character name is Tamsin Vey, I dropped the Reedwater thing", "eyes are storm grey, I like that better", "the
        // Order of the Lantern - he liked the sound of that one": a remark after the value is no part of it.)
        v = v.replace(SPEAKERS_REMARK_AFTER, '');
        // ("My account number is 4471-2093 - the one ending 2093": a code, then a remark after a dash on which one it is.)
        v = v.replace(CODE_THEN_DASHED_REMARK, '$1');
        // ("the family name is Rahimova, first name Zarina, and my middle name, Bekovna": a part of a name ends where
        // the next part is named.)
        if (typeof key === 'number' && NAME_PART_KEY.test(m[key] ?? '')) v = v.replace(NEXT_NAME_PART, '');
        // ("the mailbox at the new house is broken: PO Box 1183, …": a word before a colon says how something is; the
        // address after it is the value.)
        v = v.replace(/^\p{Ll}+:\s+(?=P\.?\s?O\.?\s+Box\b|\d{1,6}\s+\p{Lu})/iu, '');
        // ("their vendor number V-20417" as the account number: the code, not the words that say what it is.)
        v = v.replace(NUMBER_NAMED_BEFORE_CODE, '$1');
        // ("the accountant was very clear about that": how someone or something is, no value.)
        if (typeof key === 'number' && /^(?:very|really|quite|pretty|super|too|extremely)\s+\p{Ll}/u.test(v)) continue;
        // ("I'm Acting Chief, Information Technology Services Division": a job the writer holds, no name of theirs.)
        if (key === 'name' && (isJobTitle(v) || /^(?:Acting|Interim|Deputy)\s/u.test(v))) continue;
        // ("I currently live in Scottsdale, Arizona - my address is 8841 E Via Linda, …": the address said after the town.)
        v = v.replace(ADDRESS_SAID_AFTER_TOWN, '');
        // ("Name is Lotte Vermeulen (two e's in vermeulen, people always drop one)": a remark in brackets after a name.)
        // ("Full name is Maricel Dizon Tolentino (Dizon is my middle name, …)": or one a clause's end cut open.)
        const nameThenRemark = v.match(/^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\s*\([^()]*\)?$/u);
        if (nameThenRemark && parsePersonName(nameThenRemark[1]!)) v = nameThenRemark[1]!;
        // ("For occupation just put retired (he was a tool and die maker at GM …)": a sentence in brackets after a
        // short value remarks on it.)
        // (A name's remark may say what it is: "Bright Harbor Landscaping LLC (that's the legal name …)" keys it.)
        const wordThenSentence = v.match(/^(\p{Ll}[\p{L}'’ -]{1,29}?)\s*\((?:[Hh]e|[Ss]he|[Tt]hey|I|[Ww]e|[Ii]t)\b[^()]{10,}\)$/u);
        if (wordThenSentence) v = wordThenSentence[1]!;
        // ('the prefix is "Dr.", first name …': a quote the sentence's end cut open is closed again, and a title
        // keeps the full stop the cut took.)
        const cutQuote = v.match(/^["“]([^"”]+)$/);
        if (cutQuote) v = HONORIFIC_ALONE.test(cutQuote[1]!) ? `${cutQuote[1]}.` : cutQuote[1]!;
        // ("Their contact is Dr. Helen Marsh, …": a title's full stop ends no value; the name after it is the value's.)
        const titledName = HONORIFIC_ALONE.test(v) ? statement.match(new RegExp(String.raw`\b${v}\.\s+(${PERSON_WORDS})`, 'u'))?.[1] : undefined;
        if (titledName) v = `${v}. ${titledName}`;
        const afterPause = PAUSED.test(v) ? v.match(/\b(?:it['’]s|its|it is)\s+([\p{Lu}\d][\p{Lu}\d-]{4,})\b/u)?.[1] : undefined;
        if (afterPause && /\d/.test(afterPause)) v = afterPause;
        // ("My office line is (202) 555-0168 ext. 4471 and …": the full stop of "ext." ends no value.)
        if (/\bext$/i.test(v)) v = phoneWithExtension(v, sentence) ?? v;
        // ("the buyer is me Gregory Palmisano": the writer names themselves.)
        v = v.replace(/^me,?\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/u, '');
        // ("the agent is my son Peter Haverkamp": a role's person named after who they are to the writer.)
        if (typeof key === 'string' || textParty(m[key] ?? '') !== undefined) {
          const relativeNamed = v.replace(RELATIVE_BEFORE_NAME, '');
          if (relativeNamed !== v && parsePersonName(relativeNamed)) v = relativeNamed;
          const describedNamed = v.replace(DESCRIBED_BEFORE_NAME, '').replace(/\.$/, '');
          if (describedNamed !== v && parsePersonName(describedNamed)) v = describedNamed;
        }
        const issued = v.match(STATE_THEN_CODE) ?? v.match(CODE_WITH_STATE);
        if (issued) v = issued[1]!;
        // "my license is still a Wisconsin one: V215-4408-7791-06": the number, and the state that issued it.
        const issuedBy = v.match(STATE_ONE_THEN_CODE);
        if (issuedBy) v = issuedBy[2]!;
        // ("My driver's license is O416-2285-9931 (Illinois)": so is a state in brackets after it.)
        const bracketed = DASHED_CODE.test(v) ? statement.slice((m.index ?? 0) + m[0].length).match(STATE_IN_BRACKETS) : null;
        const issuingState = issuedBy ? usStateCode(issuedBy[1]!.replace(/\s+/g, ' ')) : bracketed ? usStateCode(bracketed[1]!) : undefined;
        // (The statements were split at "and his"; the list may run on past it, in the sentence.)
        if (listRunsOn) v = withListRunOn(v, sentence.slice(Math.max(0, sentence.indexOf(statement)) + (m.index ?? 0) + m[0].length));
        // ("The serial number stamped on the receiver is …": where the value is printed says nothing of what it is.)
        // ("The estate's EIN is …": a thing's owner said before it, when no role and no one named, is no part of the key.)
        const k = (typeof key === 'number' ? `${m[key] ?? ''}${suffix ?? ''}` : key).replace(WHERE_IT_IS_SHOWN, '').replace(THINGS_OWNER, (owner: string) => (textParty(owner.toLowerCase()) === undefined ? '' : owner)).replace(WITH_THE_READER, '');
        if (noRoleWordKey && !/\s/.test(k.trim()) && (textParty(k.trim().toLowerCase()) !== undefined || PEOPLE_NOUN.test(k.trim()))) continue;
        if (issuingState) {
          const address = { full: issuingState, street: '', line2: '', city: '', state: issuingState, zip: '', country: '' };
          facts.push({ key: `${k.trim()} state`, topic, value: issuingState, source: 'prose', strength, sentence, address });
        }
        // ("His license is still Kentucky so put KY as his license state": a licence said to be a state's gives the state
        // that issued it, and no number.)
        const licenceState = /\blicen[cs]e$/i.test(k.trim()) ? usStateCode(v.match(STATE_OF_LICENCE)?.[1]?.replace(/\s+/g, ' ') ?? '') : undefined;
        if (licenceState) {
          const address = { full: licenceState, street: '', line2: '', city: '', state: licenceState, zip: '', country: '' };
          facts.push({ key: `${k.trim()} state`, topic, value: licenceState, source: 'prose', strength, sentence, address });
          continue;
        }
        // ("so the seller is just me": the writer, who is no value to write.)
        if (/^(?:just\s+|only\s+)?(?:me|myself|us|ourselves)$/i.test(v)) continue;
        // "the vendor is not accredited" says what something is not: no value to write.
        // ("No money is changing hands": nor does one of nothing.)
        if (v === '' || k === '' || /^(not|no|never|none)\b/i.test(v) || /^(?:no|nothing|none|neither)\b/i.test(k.trim())) continue;
        // "The course is for my current job": what a thing is for, or where, is not what it is called.
        // ("The form is going to Hamilton Ridge …": where a thing goes is no more what it is called.)
        if (typeof key === 'number' && /^(?:for|in|at|on|to|from|by|with|about|during|within|into|because|going|headed|heading|being sent|getting sent)\b/i.test(v)) continue;
        if (organisation) v = / of /.test(v) ? v.replace(/^the\s+/, '') : v.replace(/^the\s+/, 'The ');
        // ("The course is the PMP Exam Prep Boot Camp": the article is the sentence's, not the title's.)
        else if (COURSE_KEY.test(k) && /^the\s+\p{Lu}/u.test(v)) v = v.replace(/^the\s+/, '');
        // ("held at their Arlington training center, 2200 Wilson Blvd, …": a place described, not named, before its
        // address is no part of the address.)
        if (k === 'location address held at') v = v.replace(/^[^,]*\s(?!(?:of|the|and|at|on|for)\b)\p{Ll}[\p{L}-]*(?:\s[^,]*)?,\s+(?=\d)/u, '');
        // ("My title is Park Ranger, GS-0025, grade 9, step 3": a title ends where its pay plan and series begin.)
        if (/\btitle\b/i.test(k)) v = v.replace(PAY_PLAN_AFTER_TITLE, '');
        if (k.toLowerCase() === 'height') v = compactHeight(v);
        if (k.toLowerCase() === 'weight') v = abbreviatedWeight(v);
        if (k.toLowerCase() === 'age') v = plainAge(v);
        // ('His faction is "The Order of the Gauntlet".': the quotation marks around a whole value are no part of it.)
        if (/^["“][^"”]+["”]$/.test(v)) v = v.slice(1, -1);
        // ('… please write "boven Fietsenmakerij Hoekstra" (the post man needs this, …)': the words in quotes are the
        // value, the remark in brackets after them is why.)
        v = v.replace(/^["“]([^"”]{1,80})["”]\s*\([^()]*\)?\s*$/u, '$1');
        // ("Country is of course Germany, and the field for the US state please make empty": a word of emphasis before
        // the value, and an instruction about another box after it, are no part of it.)
        v = v.replace(/^(?:of course|obviously|naturally|simply)\s+(?=\p{Lu})/u, '').replace(/,\s+and\s+(?:the\s+(?:field|box|line)\b|please\b).*$/u, '');
        // ("Serial is 30117NX325, I'll double check it": nor is what the writer will do about it, after a figure.)
        v = v.replace(/(?<=\d),\s+(?:I|[Ww]e)(?:['’](?:ll|m|d)|\s+(?:will|need\s+to|have\s+to|should))\s+\p{Ll}.*$/u, '');
        // ("Appointment is Career now": what something has become is the value, without the word that says so.)
        v = v.replace(/(?<=\S)\s+now$/u, '');
        // ("Name is Róisín Delaney — with the fadas please (…)": nor is a remark after a dash.)
        v = v.replace(/\s+[—–]\s+\p{Ll}.*$/u, '');
        // ("My title now is Clinical Pharmacist Practitioner (Anticoagulation), non-supervisory - not the resident any
        // more": the level said after a title, and what it no longer is, are no part of it.)
        // ("Title is Supervisory Hydraulic Engineer since the June promotion (AREP still shows the old one)": nor since when,
        // nor a remark in brackets of a sentence's words; "(Anticoagulation)" is the title's own.)
        if (/\btitle\b/i.test(k)) v = v.replace(/\s+-\s+not\s+\p{Ll}.*$/u, '').replace(/,\s*(?:non-?\s?supervisory|supervisory|managerial)$/iu, '').replace(/\s*\((?=[^()]*\s\p{Ll}+\s)[^()]*\)\s*$/u, '').replace(/\s+since\s+(?:the|my|our|his|her|last|\d)\b.*$/iu, '');
        // ("the second address line is the flat, 3.º Dto.": what the value is, said before it.)
        v = v.replace(/^(?:the|my|her|his|our|their)\s+(?:flat|apartment|apt|unit|suite|floor|room)\s*,\s+(?=\S)/iu, '');
        // ("the city is Porto, Portugal": the country after the city is the address's too.)
        const cityCountry = /^(?:town|city)$/i.test(k.trim()) ? v.match(/^(\p{Lu}[\p{L}.'’ -]+?),\s+(\p{Lu}[\p{L} ]+)$/u) : null;
        if (cityCountry && isCountry(cityCountry[2]!)) {
          facts.push({ key: 'country', topic, value: cityCountry[2]!, source: 'prose', strength, sentence });
          v = cityCountry[1]!;
        }
        // "his skin is a pale bluish grey": a description in words takes no article.
        if (!organisation && /^an?\s+[\p{Ll}\s-]+$/u.test(v)) v = v.replace(/^an?\s+/, '');
        // ("My son is Daniel R. Vasquez of Evanston, Illinois": a person, then the town they live in.)
        const ofTown = organisation ? null : v.match(PERSON_OF_TOWN);
        const person = ofTown ? parsePersonName(ofTown[1]!) : undefined;
        const town = ofTown && person ? townAfterName(ofTown[2]!) : undefined;
        if (person && town) {
          facts.push({ key: k.trim(), topic, value: person.full, source: 'prose', strength, sentence, person });
          const address = { full: town.city, street: '', line2: '', city: town.city, state: town.state, zip: '', country: '' };
          facts.push({ key: `${k.trim()} city of residence`, topic, value: town.city, source: 'prose', strength, sentence, address });
          continue;
        }
        // ("the second address line is 3.º Dto.": an address's second line, said on its own.)
        if (SECOND_ADDRESS_LINE_KEY.test(k.trim())) {
          const address = { full: v, street: '', line2: v, city: '', state: '', zip: '', country: '' };
          facts.push({ key: k.trim(), topic, value: v, source: 'prose', strength, sentence, address });
          continue;
        }
        // ("We live in Via Guglielmo Marconi 42.", "my home address is 42 Marconi Street": a street alone, its town said
        // apart, is the address's street.)
        // (Not a street cut from a whole address the sentence gives: "my address is now 5127 Larkspur Way, Apt 208, …".)
        if (/\baddress\b/i.test(k) && isStreetAlone(v.trim()) && !sentence.includes(`${v.trim()},`)) {
          const address = { full: v.trim(), street: v.trim(), line2: '', city: '', state: '', zip: '', country: '' };
          facts.push({ key: k.trim(), topic, value: v.trim(), source: 'prose', strength, sentence, address });
          continue;
        }
        // ("my 1.91 m": a measure keeps its unit, so a box in centimetres gets it converted.)
        const measure = findTypedValues(v).find((t) => t.kind === 'number' && t.unit !== undefined && t.start === 0 && t.end === v.length);
        facts.push({ key: k.trim(), topic, value: v, source: 'prose', strength, sentence, ...(organisation ? { organisation } : {}), ...(measure ? { typed: measure } : {}), ...(asWritten ? { asWritten } : {}) });
      }
    }
  }
  // ("I'll mark the box on line 4 since your card shows a different last name": a box of the form, ticked.)
  const marked = sentence.match(MARK_BOX_ON_LINE);
  if (marked) facts.push({ key: marked[1]!, topic, value: 'Yes', source: 'prose', strength: 0.85, sentence });
  // ("5. The Netherlands.": an answer that is a country and nothing else.)
  const countryAlone = sentence.trim().replace(/[.!]+$/, '').replace(/^the\s+/i, '');
  if (typedToo && isCountry(countryAlone)) facts.push({ key: 'country', topic, value: countryAlone, source: 'prose', strength: 0.8, sentence });
  readWorksheetEntries(sentence, topic, facts);
  readTotalOfParts(sentence, topic, facts);
  readEmployer(sentence, topic, facts);
  // ("my Social Security card still says Kayla R. Hollis (my maiden name)": the name on the card is not the one given.)
  if (CARD_HAS_OTHER_NAME.test(sentence) && !isNegated(sentence.replace(/\bhaven['’]t made it\b|\b(?:didn['’]t|did\s+not|haven['’]t|have\s+not)\s+changed?\s+it(?:\s+yet)?\b/gi, ''))) facts.push({ key: 'name differs from that shown on social security card', topic, value: 'Yes', source: 'prose', strength: 0.85, sentence });
  // "fav colour's purple these days", "my favorite food is sushi": a favourite, said in a word.
  const favourite = sentence.match(FAVOURITE);
  if (favourite) facts.push({ key: `favourite ${favourite[1]!.toLowerCase()}`, topic, value: favourite[2]!, source: 'prose', strength: 0.85, sentence });
  // "36 duty hours and no non-duty hours": none of them is a count, 0.
  for (const m of sentence.matchAll(NONE_OF)) facts.push({ key: m[1]!, topic, value: '0', source: 'prose', strength: 0.8, sentence });
  if (NONE_OUTSIDE_DUTY.test(sentence)) facts.push({ key: 'non-duty hours', topic, value: '0', source: 'prose', strength: 0.8, sentence });
  // ("28 hours total, all during duty hours", "all 32 hours are during my duty days": hours said to fall in duty time.)
  const duty = sentence.match(HOURS_IN_DUTY_TIME);
  if (duty) facts.push({ key: 'duty hours', topic, value: duty[1]!, source: 'prose', strength: 0.85, sentence });
  // ("I'm the only one from our office attending", "she's going on her own": training taken alone, not as a group.)
  if (ATTENDING_ALONE.test(sentence)) facts.push({ key: 'individual or group attendance', topic, value: 'Individual', source: 'prose', strength: 0.85, sentence });
  // ("…, nothing on my own time": no hours off duty.)
  if (NONE_ON_OWN_TIME.test(sentence)) facts.push({ key: 'non-duty hours', topic, value: '0', source: 'prose', strength: 0.8, sentence });
  // "She's a Hydrologist, non-supervisory, with a career appointment": the level of a position, said by its word.
  // (Not a question that lists the levels to choose from; "non sup" typed short is said in full.)
  const level = /\?\s*$/.test(sentence) ? null : expandAbbreviations(sentence).match(POSITION_LEVEL);
  const levelWord = level?.[1]!.toLowerCase();
  if (levelWord) facts.push({ key: 'position level', topic, value: levelWord.charAt(0).toUpperCase() + levelWord.slice(1), source: 'prose', strength: 0.8, sentence });
  // ("I don't supervise anyone", "she has no direct reports": a position without staff under it.)
  else if (SUPERVISES_NO_ONE.test(sentence)) facts.push({ key: 'position level', topic, value: 'Non-supervisory', source: 'prose', strength: 0.8, sentence });
  // ("She's a Hydrologist", "He is an IT Specialist", "I'm a Management and Program Analyst, GS-0343": a job title,
  // capitalised as titles are.)
  const job = sentence.match(PRONOUN_IS_TITLE);
  if (job && !NOT_OCCUPATIONS.test(job[1]!)) facts.push({ key: 'occupation position title job title', topic, value: job[1]!, source: 'prose', strength: 0.8, sentence });
  // ("Occupations: I'm a civil engineer and Renee is a dental hygienist": under a key that asks for it, a job said in
  // lower case.)
  const lowerJob = !job && OCCUPATION_TOPIC.test(topic) ? sentence.match(I_AM_A_JOB) : null;
  if (lowerJob && !NOT_OCCUPATIONS.test(lowerJob[1]!)) {
    facts.push({ key: 'my occupation', topic, value: lowerJob[1]!.charAt(0).toUpperCase() + lowerJob[1]!.slice(1), source: 'prose', strength: 0.8, sentence, party: SELF });
  }
  // A town and its state are parts of an address without a street: they fill "City" and "State" boxes.
  const town = sentence.match(LIVES_IN_TOWN);
  if (town && (town[2]!.length > 2 || isUsStateCode(town[2]!))) {
    const [city, state] = [town[1]!, town[2]!];
    const address = { full: `${city}, ${state}`, street: '', line2: '', city, state, zip: '', country: '' };
    // ("I am living with my daughter in Kenosha, Wisconsin": the writer's town, whoever they live with.)
    facts.push({ key: TOWN_KEY, topic, value: address.full, source: 'prose', strength: 0.85, address, sentence, ...(/^I\b/.test(town[0]) ? { party: SELF } : {}) });
  }
  for (const detail of findItemDetails(sentence)) {
    facts.push({ key: detail.key, topic, value: detail.value, source: 'inline', strength: 0.85, sentence });
  }
  const grade = findPayGrade(sentence);
  for (const part of grade) {
    facts.push({ key: part.key, topic, value: part.value, source: 'inline', strength: 0.85, sentence });
  }
  // ("Hydrologist, GS-1315, grade 11 step 3, …": a job's title, then its pay plan, is the position's title.)
  const titled = grade.length > 0 ? sentence.match(TITLE_BEFORE_PAY_PLAN)?.[1] : undefined;
  if (titled && isJobTitle(titled)) facts.push({ key: 'position title', topic, value: titled, source: 'inline', strength: 0.85, sentence });
  // "A-201 884 517", "A# 201-884-517", "A201884517": a USCIS alien registration number, nine digits on forms
  // (an eight-digit one takes a leading zero).
  for (const m of sentence.matchAll(A_NUMBER)) {
    // The digits are not written as in the sentence, so whose number it is is read here, from the words before it.
    // ("Abena has an A-number on her H-4 EAD card, A218443097, but that's hers, not mine.": someone else's, said so.)
    const party = OTHERS_NOT_MINE.test(sentence.slice((m.index ?? 0) + m[0].length)) ? UNNAMED_PARTY : textParty(sentence.slice(0, m.index ?? 0));
    const value = m[1]!.replace(/\D/g, '').padStart(9, '0');
    facts.push({ key: 'alien registration number A-Number USCIS number', topic, value, source: 'inline', strength: 0.85, sentence, ...(party ? { party } : {}) });
  }
  if (!typedToo) return;
  const typedValues = findTypedValues(sentence);
  const ranges = periodEnds(sentence, typedValues);
  const periods = findDateRanges(sentence);
  const addresses = findUsAddresses(sentence);
  // ("My room is at Rua dos Fanqueiros 112, 3º Esq., 1100-232 Lisboa, Portugal.": an address of Europe in a sentence,
  // read whole, its numbers no values of their own.)
  // (A keyed line's address, "Employer: Moselle Logistique S.à r.l.   8, rue de l'Industrie, L-3895 Foetz", is read
  // with its key's value: decompose.)
  const european = addresses.length === 0 ? findEuropeanAddress(sentence) : undefined;
  const leadIn = european ? wordsBefore(sentence, european.start, 5) : '';
  // (A sentence that is an address and nothing else, "4. Keizersgracht 212, 3rd floor, 1016 DX Amsterdam.", is one too;
  // not "8, rue de l'Industrie, L-3895 Foetz" in a column beside an employer's name, whose line reads it.)
  const alone = european !== undefined && european.start === 0 && /^\p{L}/u.test(sentence.trim());
  // ("I, SIOBHÁN BRENNAN, of 12 Church Lane, Kinsale, …": or a person's, after their name and "of".)
  const ofPerson = european !== undefined && /,\s*of\s*$/.test(sentence.slice(0, european.start));
  // (After a key's colon the keyed line reads it; after a sentence's, "… and now lives in Maastricht: Tongersestraat 57,
  // …", the sentence does.)
  const afterKey = european !== undefined && /^[^:]{1,60}:/.test(sentence.slice(0, european.start)) && sentence.slice(0, european.start).split(':')[0]!.trim().split(/\s+/).length <= KEY_WORDS_AT_MOST;
  const europeanAddress = european && (leadIn !== '' || alone || ofPerson) && !afterKey ? parseAddress(european.text) : undefined;
  const spans = european && europeanAddress ? [...addresses, { start: european.start, end: european.start + european.text.length }] : addresses;
  // ("… now lives in Maastricht: Tongersestraat 57, …" beside "Start and finish at the clubhouse, Maastrichterlaan 96,
  // …": where someone lives is surer a person's address than where something happens.)
  const lived = LIVED_AT.test(leadIn);
  if (european && europeanAddress) facts.push({ key: leadIn === '' && ofPerson ? 'address' : leadIn, topic, value: european.text, source: 'typed', strength: lived ? 0.8 : 0.75, address: europeanAddress, sentence });
  for (const typed of typedValues) {
    // "commonly known as 415 Birchwood Lane, …": a house number is part of the address, not a count of
    // "Birchwood Lane"; the whole address is read below.
    // Nor is its ZIP code a value of its own, keyed by the words before it ("California 92704").
    if ((typed.kind === 'number' || typed.kind === 'zip') && insideAnyAddress(typed, spans)) continue;
    // ("March 9-11, 2026: 24 duty hours": the year a period's two ends share is no count of what follows it.)
    if (typed.kind === 'number' && periods.some((p) => p.stop === typed.end)) continue;
    // ("the bits of page 2 you mentioned": a page of the form is where things are, no value on it.)
    if (typed.kind === 'number' && /\b(?:page|pages|pp?\.)\s*$/i.test(sentence.slice(0, typed.start))) continue;
    if (typed.kind === 'number' || typed.kind === 'zip') {
      // A bare number means something only with its words: "40 duty hours", "grade 12", "168 cm tall".
      const after = wordsAfter(sentence, typed.end, 3);
      const context = `${wordsBefore(sentence, typed.start, 3)} ${typed.unit ?? ''} ${after}`;
      if (context.trim() === '') continue;
      facts.push({ key: context.trim(), topic, value: typed.text, source: 'typed', strength: after ? 0.7 : 0.6, typed, sentence });
      // ("male, 183 cm", "about 80 kg": a person's measure said without its word is their height or weight.)
      const measured = bodyMeasure(typed, context);
      if (measured) facts.push({ key: measured, topic, value: typed.text, source: 'typed', strength: 0.7, typed, sentence });
      // ("It's a three-day in-person workshop, 24 duty hours and 0 non-duty hours": a count and the noun it counts
      // are the whole of what it is, whatever the clause said before.)
      if (COUNTED_NOUN.test(after) && /^\s/.test(sentence.slice(typed.end))) facts.push({ key: after, topic, value: typed.text, source: 'typed', strength: 0.75, typed, sentence });
      continue;
    }
    const range = ranges.get(typed);
    // An amount's words may follow it: "an additional $25 from each paycheck".
    // ("tuition $1,895.00 per their quote Q-2025-3381": "per" someone's paper after it starts a remark, when words
    // before it say what it is.)
    const after = typed.kind === 'money' ? wordsAfter(sentence, typed.end, 3) : '';
    const trailing = /^\s+(?:per|via|according to|as per)\s+(?:their|his|her|the|our|my)\b/i.test(sentence.slice(typed.end)) && wordsBefore(sentence, typed.start, 4) !== '' ? '' : after;
    // "paid $112 in taxable interest", "$3,904 of federal income tax withheld": what the amount is comes after it.
    const what = typed.kind === 'money' ? sentence.slice(typed.end).match(AMOUNT_OF_WHAT)?.[1] : undefined;
    if (what && !range) facts.push({ key: what, topic, value: typed.text, source: 'typed', strength: 0.75, typed, sentence });
    // ("Taxable interest from the credit union was $212": what the amount is opens the sentence, before where it came from.)
    const subject = typed.kind === 'money' && !range ? sentence.slice(0, typed.start).match(AMOUNT_SUBJECT)?.[1] : undefined;
    if (subject) facts.push({ key: subject, topic, value: typed.text, source: 'typed', strength: 0.75, typed, sentence });
    facts.push({
      key: range ?? `${wordsBefore(sentence, typed.start, 4)} ${trailing}`.trim(),
      topic,
      value: typed.text,
      source: 'typed',
      strength: 0.75,
      typed,
      sentence,
    });
  }
  for (const found of addresses) {
    // ("Nabil himself still lives at 5540 Chase Rd, …; client was clear that this is NOT her address": an address the
    // sentence goes on to disown is nobody's to fill in.)
    if (ADDRESS_DISOWNED_AFTER.test(sentence.slice(found.end))) continue;
    // "The form goes to Lakeshore Publishing Inc., 200 N Michigan Ave, …": the name and its address together.
    const name = nameBefore(sentence.slice(0, found.start));
    // ("The form is going to Hamilton Ridge Homeowners Association, 15 Clubhouse Dr, …": whom the form is sent to,
    // however many words the name takes.)
    const sentTo = name !== undefined && SENT_TO.test(sentence.slice(0, found.start).slice(0, -(name.length + 2)).trimEnd());
    // ("The requester is your company, Finger Lakes Property Management LLC, 410 E State St, …": whose address it
    // is, the sentence's subject, when no words right before it say.)
    const subject = sentence.match(ROLE_AS_SUBJECT)?.[1];
    const key = sentTo ? `goes to ${name}` : wordsBefore(sentence, found.start, 5) || (subject ? `${subject.toLowerCase()} address` : '');
    facts.push({ key, topic, value: found.text, source: 'typed', strength: 0.75, sentence });
    if (name) facts.push({ key, topic, value: `${name}, ${found.text}`, source: 'typed', strength: 0.75, sentence });
    // "Curtis J. Mahoney, 3310 W Irving Park Rd Apt 2, Chicago IL 60618": a person's name before their address.
    const person = name ? parsePersonName(name) : undefined;
    if (person && /,\s*$/.test(sentence.slice(0, found.start))) facts.push({ key: 'name', topic, value: person.full, source: 'typed', strength: 0.75, person, sentence });
  }
}

/**
 * The key of a fact as it says whose the value is. A value found in a sentence is keyed by words around it; "we" or
 * "I" only after it ("He is paying cash 650 dollars on the day we sign") says when, not whose.
 */
function keyForParty(fact: Fact): string {
  if (fact.source !== 'typed') return fact.key;
  const at = fact.sentence.indexOf(fact.value);
  if (at < 0 || WRITER_WORD.test(fact.sentence.slice(0, at)) || !WRITER_WORD.test(fact.sentence.slice(at + fact.value.length))) return fact.key;
  return fact.key.replace(new RegExp(WRITER_WORD.source, 'gi'), ' ');
}
/** "we", "I", "my": a word by which the writer speaks of themselves (parties.ts SELF_WORDS). */
const WRITER_WORD = new RegExp(String.raw`\b(?:${[...SELF_WORDS].join('|')})\b`, 'i');

/** "The requester is …", "The vendor is …": a sentence whose subject is an organisation's role a form has a block for. */
// (Not the roles whose values the parties already tell apart, the buyer's and the seller's.)
const ROLE_AS_SUBJECT = /^\s*(?:the\s+)?(requester|vendor|provider|landlord|lender|payer)\s+(?:is|will be|was)\b/i;

/** The words that send a form to someone, right before their name: "is going to", "goes to", "gets sent to". */
/** "; client was clear that this is NOT her address", "…, which should not be used": words after an address that disown it. */
const ADDRESS_DISOWNED_AFTER = /^[^.]{0,60}?\b(?:this|that|it)\s+(?:is|was)\s+not\s+(?:her|his|my|their|our|the\s+\p{L}+['’]s)\s+address\b|^[^.]{0,60}?\bshould\s+not\s+be\s+used\b/iu;
const SENT_TO = /\b(?:goes|go|going|headed|heading|sent|send|submitted|delivered|addressed|returned)\s+(?:back\s+)?to$/i;

/** Whether a value found in a sentence lies within one of the addresses found in it. */
export function insideAnyAddress(value: { start: number; end: number }, addresses: { start: number; end: number }[]): boolean {
  return addresses.some((a) => value.start >= a.start && value.end <= a.end);
}

// ---------------------------------------------------------------------------------------------------------
// Values with parts

/**
 * Splits a composite value into the facts inside it: "Thomas Reyes, 512 Prairie View Rd, Springfield, IL
 * 62704" is a name and an address; "Daniel Ortiz, Branch Chief, (202) 555-0133, d@x.gov" a name and title,
 * a phone and an email. The parts keep the composite's key as their topic.
 */
const SPACED_SSN = /^\d{3}[ .]\d{2}[ .]\d{4}$/;
// ("My social is 328 55 1904": "social" alone, as people say it.)
const SSN_KEY = /^(?:ssn|(?:my |his |her )?social|social security(?: number| no\.?)?|soc(?:ial)? sec(?:urity)? (?:no|number|#))$/i;

/** "35 duty / 0 non-duty": counts, each named by the words after it. */
const NAMED_COUNTS = /^(\d[\d.,]*)\s+(\p{L}[\p{L}-]*)\s*[/,;]\s*(\d[\d.,]*)\s+(\p{L}[\p{L}-]*)\.?$/u;

/**
 * "yes - a wheelchair-accessible classroom": the answer, a dash, and what a form's "If yes, describe" asks for.
 * (Not after a no: "No - matches card" says why not, and the no is read whole as before.)
 */
const ANSWER_WITH_DETAIL = /^yes\s*(?:[-–—:]|,\s*(?=an?\s|the\s))\s*(\S.{3,})$/i;

/**
 * '"Leading People: Foundations for New Supervisors".': quotes around a whole value are not part of it, and
 * neither is a remark in brackets after them ('"a silver spoon, 12 gold pieces." (He first said 10 gold …)').
 */
function withoutWholeQuotes(value: string): string {
  return value.replace(/^["“]([^"“”]+)["”]\.?(?:\s*\([^()]*\)\.?)?$/, '$1');
}

/** A state's code and a ZIP code, as an address ends: "Denver, CO 80225". */
const STATE_AND_ZIP = /\b\p{Lu}{2}\s+\d{5}(?:-\d{4})?\b/u;

/** "28 duty hours", "0 non-duty hours", "3 credits": a count and the words (in lower case) of what it counts. */
const COUNTED_PART = /^(\d{1,4}(?:\.\d{1,2})?)\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})\.?$/u;

/** A "street" that starts as a sentence does: a word in lower case, three more words before its number. */
const PROSE_STREET = /^\p{Ll}+\s+(?:\S+\s+){2,}\S*\d/u;
/** "he'd like USCIS mail to go to his PO box instead": what someone wants, said before the address, digit or none. */
const WISHED = /^(?:he|she|they|we|I)(?:['’]d|['’]ll| would| wants?| prefers?)\s/u;

/** "Martin Fitzgerald, Skokie": a person's name, then one or two capitalised words. */
const NAME_THEN_TOWN = new RegExp(String.raw`^(${PERSON_WORDS}),\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\.?$`, 'u');

/** Whether a key names someone other than the writer by their role ("agent", "buyer", "witness"). */
function isOthersRole(key: string): boolean {
  const party = textParty(key);
  return party !== undefined && party !== SELF;
}

/** The person and the town of "Martin Fitzgerald, Skokie"; undefined when the second part is a job or a name. */
function townOfPerson(value: string): { person: PersonName; town: string } | undefined {
  const m = value.match(NAME_THEN_TOWN);
  const person = m ? parsePersonName(m[1]!) : undefined;
  if (!m || !person || JOB_WORD.test(m[2]!) || parsePersonName(m[2]!)) return undefined;
  return { person, town: m[2]! };
}

/** "she needs an accommodation", "I will require special assistance": a need, in the key of what is needed. */
const NEEDS_SOMETHING = /\b(?:needs?|requires?|will (?:need|require))\s+(?:(?:an?|some|special|reasonable)\s+)*(accommodations?|assistance)\b/i;

function decompose(fact: Fact, facts: Fact[]): void {
  if (fact.asWritten) return;
  // ('Course: "Leading People: Foundations for New Supervisors"': quotes around a whole value are not part of it.)
  if (fact.source === 'line') fact.value = withoutWholeQuotes(fact.value);
  const value = fact.value;
  // ("Hours: 35 duty / 0 non-duty": the duty hours and the non-duty hours.)
  const counts = fact.source === 'line' ? value.trim().match(NAMED_COUNTS) : null;
  if (counts) {
    for (const [count, word] of [[counts[1]!, counts[2]!], [counts[3]!, counts[4]!]]) {
      facts.push({ key: `${word} ${fact.key}`, topic: fact.topic, value: count!, source: 'line', strength: fact.strength, sentence: fact.sentence, typed: findTypedValues(count!)[0] });
    }
    fact.composite = true;
  } else if (fact.source === 'line' && NAME_THEN_TOWN.test(value) && isOthersRole(fact.key) && townOfPerson(value)) {
    // ("agent: Martin Fitzgerald, Skokie": a role's person, then the town they are of, as the form's "of ____" asks.)
    const { person, town } = townOfPerson(value)!;
    fact.value = person.full;
    fact.person = person;
    const address = { full: town, street: '', line2: '', city: town, state: '', zip: '', country: '' };
    facts.push({ key: TOWN_KEY, topic: fact.key, value: town, source: 'typed', strength: 0.85, address, sentence: fact.sentence });
    return;
  } else if (fact.source === 'inline' && NEEDS_SOMETHING.test(fact.key) && !/\b(?:no|not|never|don['’]?t|doesn['’]?t)\b/i.test(fact.key)) {
    // ("Marisol is deaf, so yes, she needs an accommodation: an ASL interpreter …": a need said, and what is
    // needed, the detail a form's "If yes, describe" line asks for.)
    const need = fact.key.match(NEEDS_SOMETHING)![1]!.toLowerCase();
    facts.push({ key: `if yes describe explain ${need}`, topic: need, value: value.charAt(0).toUpperCase() + value.slice(1), source: 'inline', strength: fact.strength, sentence: fact.sentence, detailOfAnswer: 'yes' });
    facts.push({ key: `${need} needed`, topic: '', value: 'Yes', source: 'inline', strength: fact.strength, sentence: fact.sentence });
    return;
  } else if (fact.source === 'line' && ANSWER_WITH_DETAIL.test(value)) {
    // ("Accommodation needed: yes - a wheelchair-accessible classroom …": the answer, and what it asks to describe.)
    const [, detail] = value.match(ANSWER_WITH_DETAIL)!;
    facts.push({ key: `if yes describe explain ${fact.key}`, topic: fact.key, value: detail!.charAt(0).toUpperCase() + detail!.slice(1), source: 'inline', strength: fact.strength, sentence: fact.sentence, detailOfAnswer: 'yes' });
    fact.value = 'Yes';
    return;
  } else if (fact.source === 'line') {
    // ("Dates: June 9-12, 2025, classroom, 28 duty hours, 0 non-duty hours": a part of a list that is a count and
    // the words it counts is a value of its own, keyed by them.)
    for (const part of value.split(/\s*[,;]\s+/).slice(1)) {
      const counted = part.match(COUNTED_PART);
      if (counted) facts.push({ key: counted[2]!, topic: fact.key, value: counted[1]!, source: 'inline', strength: fact.strength, sentence: fact.sentence, typed: findTypedValues(counted[1]!)[0] });
    }
  }
  if (!fact.typed) {
    const whole = findTypedValues(value).find((t) => t.start === 0 && t.end === value.length && t.kind !== 'number');
    if (whole) fact.typed = whole;
    else if (SPACED_SSN.test(value) && SSN_KEY.test(fact.key)) {
      // An SSN under its own key may be written with spaces or dots ("ssn: 528 61 0347"); alone in prose, such
      // digits could be anything.
      fact.typed = { kind: 'ssn', text: value, start: 0, end: value.length, digits: value.replace(/\D/g, '') };
    }
  }
  if (fact.typed) return;

  const keyWords = fact.key.toLowerCase();
  const wholeUsAddress = findUsAddresses(value).some((a) => a.start === 0 && a.end >= value.replace(/[.\s]+$/, '').length);
  let address = ADDRESS_KEY.test(keyWords) || wholeUsAddress ? (parseAddress(value) ?? streetAlone(keyWords, value)) : undefined;
  // ("Address line 1: Apt 4, Harbour View": a first line that opens with its flat is all street, though its words after a
  // comma look like a city; a line with a state or a postcode is a whole address typed on one line.)
  if (address && /\b(?:address )?line 1\b/.test(keyWords) && address.state === '' && address.zip === '' && UNIT_CLAUSE.test(address.street)) address = undefined;
  // "Address: the W-9 they have on file still shows 1450 Folly Road, Suite 3, Charleston 29412.": words of a
  // sentence are no street; the address starts at its house number, and the words before it say which it is.
  if (address && (PROSE_STREET.test(address.street) || WISHED.test(address.street))) {
    // (Or at its post office box: "he'd like USCIS mail to go to his PO box instead, PO Box 60218, …".)
    const at = value.search(/\b\d+\s+\p{Lu}|\bP\.?\s?O\.?\s+Box\s+\d/u);
    const rest = at > 0 ? value.slice(at).replace(/[.\s]+$/, '') : '';
    address = rest === '' ? undefined : parseAddress(rest);
    if (address) {
      // (What someone would like done with the mail says nothing of which address it is.)
      if (!WISHED.test(value)) fact.key = `${fact.key} ${value.slice(0, at).trim()}`;
      fact.value = rest;
      fact.epoch ??= movedEpoch(value.slice(0, at));
    }
  }
  if (address) {
    fact.address = address;
    return;
  }
  // "POC is Elena Marsh (registrar)": a person's role in brackets after the name is no part of it.
  // (A remark of a few words without a comma: "Delivery Method: Traditional Classroom (instructor-led, in person)"
  // names no instructor.)
  const remark = /^(\p{Lu}[^()]{2,60}?)\s*\(([^(),]{1,30})\)$/u.exec(value.trim());
  const roleRemark = remark !== null && !NOT_A_PERSON_KEY.test(keyWords) && remark[2]!.trim().split(/\s+/).length <= 3 && (textParty(remark[2]!) !== undefined || JOB_WORD.test(remark[2]!) || /^(?:registrar|cc['’]?d|contact|poc)$/i.test(remark[2]!.trim()));
  // ("Daniel Okafor-Reyes (Okafor-Reyes is the surname, hyphen included)": a remark on how the name is written.)
  const spellingRemark = /^(\p{Lu}[^()]{2,60}?)\s*\(([^()]*\b(?:surname|last name|family name|first name|given name|middle name|hyphen(?:ated)?|spelt|spelled|spelling|apellidos?|nom de famille|nachname|sobrenome)\b[^()]*)\)$/iu.exec(value.trim());
  const spelled = spellingRemark && !NOT_A_PERSON_KEY.test(keyWords) ? parsePersonName(spellingRemark[1]!) : undefined;
  if (spelled) {
    fact.value = spellingRemark![1]!;
    fact.person = spelled;
    return;
  }
  const remarked = roleRemark ? parsePersonName(remark[1]!) : undefined;
  if (remarked) {
    fact.value = remark![1]!;
    fact.person = remarked;
    // ("From: Angela Sutter, EA (preparer)": the role said in brackets is whose the name is.)
    // ("Attorney-in-Fact: Eric J. Lindqvist (son)": unless the key names a role of its own; the kin in brackets is
    // how the person is related, not which part they have.)
    const party = textParty(remark![2]!);
    if (party !== undefined && party !== SELF && (textParty(fact.key) === undefined || textParty(fact.key) === SELF)) fact.party = party;
    return;
  }
  // "organization: Harbor Light Partners" is a name, but not a person's; nor is "my organization" a person's (a signature's
  // third line), nor "Business name line: Whitcomb Pet Sitting".
  // ("The rifle: Ruger American Rifle Predator": a firearm's maker and model under a key about the firearm names no one.)
  // ("Supervisor name and title: Chinedu Okafor, Research Leader" is a name with more: read whole, as the box wants it.)
  const person =
    fact.key === MAKE_KEY ||
    /\bname and title\b/i.test(keyWords) ||
    (mentionsFirearm(keyWords) && firearmMakeAndModel(`${keyWords}: ${value}`) !== undefined) ||
    fact.organisation || ORGANISATION_KEY.test(keyWords.replace(/[^\p{L}]+/gu, ' ').trim().replace(FORM_PLACE_AT_END, '').replace(/^(?:my|our|his|her|their)\s+/, '')) || TRADE_NAME_KEY.test(keyWords.replace(/[^\p{L}]+/gu, ' ')) || NOT_A_PERSON_KEY.test(keyWords) || BUSINESS_NAME_IN_KEY.test(keyWords)
      ? undefined
      : parsePersonName(KEY_SAYS_LAST_FIRST.test(keyWords) || KEY_SAYS_LAST_FIRST.test(fact.sentence.slice(0, Math.max(0, fact.sentence.indexOf(value)))) ? withCommaAfterFamilyName(value) : value);
  if (person) {
    fact.person = person;
    return;
  }
  if (fact.source === 'typed' || fact.source === 'inline') return;
  // "description: U.S. Treasury Note 2.25% due 11/15/2027": a description is read whole; its rate and date
  // are part of the name. (So is a course's title with its subtitle, "Subchapter K Intensive: Partnership Allocations, …".)
  if (/^(?:description|title)$/i.test(fact.key.trim()) || (/^course\s+title$/i.test(fact.key.trim()) && value.includes(':'))) return;

  // "Assistance Listing: 45.312 - National Leadership Grants for Libraries", "FUNDING OPPORTUNITY:
  // IMLS-2026-NLG-0012, National Leadership Grants …": a code and the title it stands for, each its own value.
  const coded = value.match(CODE_AND_TITLE);
  if (coded && fact.source === 'line') {
    facts.push({ key: `${fact.key} number`, topic: fact.topic, value: coded[1]!, source: 'typed', strength: 0.9, sentence: fact.sentence });
    facts.push({ key: `${fact.key} title`, topic: fact.topic, value: coded[2]!.trim(), source: 'typed', strength: 0.9, sentence: fact.sentence });
    fact.composite = true;
    return;
  }
  // Topics nest: the vendor named inside the "Course:" line is the nearer, more telling one.
  const topic = [fact.topic, fact.key].filter((p) => p !== '').join(' | ');
  const before = facts.length;
  let rest = value;
  // A quoted phrase inside a longer value is a title: Course: "Certified Kubernetes Administrator Bootcamp", …
  for (const m of value.matchAll(/["“]([^"”]{3,120})["”]/g)) {
    // (Henry "Hank" Dolan Brandt: a nickname between the parts of a name is no title.)
    const inName = /\p{Lu}[\p{L}'’-]*\s$/u.test(value.slice(0, m.index)) && /^\s\p{Lu}/u.test(value.slice((m.index ?? 0) + m[0].length));
    // ('Ser Aldric van der Hoeven - …, "van der" small too pls': words quoted in lower case are quoted as words, no title.)
    const asWords = /^\p{Ll}/u.test(m[1]!);
    if (m[0].length < value.length - 2) {
      if (!inName && !asWords) facts.push({ key: 'title', topic, value: m[1]!.trim(), source: 'typed', strength: 0.85, sentence: fact.sentence });
      rest = rest.replace(m[0], ' ');
    }
  }
  // ('course: "ArcGIS Pro Spatial Analysis", #GTC-410': the code beside a quoted title is the thing's number.)
  const numberBesideTitle = facts.length > before ? rest.match(CODE_BESIDE_TITLE)?.[1] : undefined;
  if (numberBesideTitle) {
    facts.push({ key: `${fact.key} number`, topic, value: numberBesideTitle, source: 'typed', strength: 0.85, sentence: fact.sentence });
    rest = '';
  }
  if (/[:=]/.test(value)) readInline(value, fact.sentence, topic, facts);
  const usAddresses = findUsAddresses(value);
  for (const found of usAddresses) {
    const parsed = parseAddress(found.text);
    if (parsed) facts.push({ key: 'address', topic, value: found.text, source: 'typed', strength: 0.85, address: parsed, sentence: fact.sentence });
    rest = rest.replace(found.text, ' ');
  }
  // "Employeur : Boulangerie Hoffmann S.à r.l., 3, avenue de la Gare, L-4130 Esch-sur-Alzette, n° dossier …".
  const european = usAddresses.length === 0 ? findEuropeanAddress(value) : undefined;
  const europeanParsed = european ? parseAddress(european.text) : undefined;
  if (european && europeanParsed) {
    facts.push({ key: 'address', topic, value: european.text, source: 'typed', strength: 0.85, address: europeanParsed, sentence: fact.sentence });
    // (A company's name may end in its legal form written in lower case: "S.à r.l.".)
    const before = value.slice(0, european.start).replace(/[,\s]+$/, '').split(/[:;]/).pop()!.trim();
    const name = nameBefore(value.slice(0, european.start)) ?? (/^\p{Lu}/u.test(before) && !/\d/.test(before) && before.split(/\s+/).length <= 8 ? before : undefined);
    if (name) facts.push({ key: topic.split(' | ').pop() ?? '', topic, value: name, source: 'typed', strength: 0.8, sentence: fact.sentence, ...(LEGAL_ENTITY_ANYWHERE.test(name) ? { organisation: true } : {}) });
    rest = rest.replace(european.text, ' ');
  }
  const inside = findTypedValues(rest);
  const ranges = periodEnds(rest, inside);
  for (const typed of inside) {
    if (typed.kind === 'number' || typed.kind === 'zip') continue;
    // ("Desk: 970-555-0186 ext. 227 / keisha_abernathy@example.gov": the contacts at someone's desk are their work's.)
    const atWork = (typed.kind === 'phone' || typed.kind === 'email') && WORK_CONTACT_KEY.test(fact.key) ? `work ${typed.kind}` : '';
    // ("tuition $1,950 plus $125 for the workbook set, $2,075 total": what an amount is for, or that it is the total,
    // right after it.)
    const after = typed.kind === 'money' ? rest.slice(typed.end).match(AMOUNT_FOR_WHAT) : null;
    const key = ranges.get(typed) ?? (after ? (after[1] ?? 'total') : wordsBefore(rest, typed.start, 3) || atWork);
    // ("Dates: 2025-12-07 to 2025-12-10": a period on a line keyed as the dates is said as such, above one read in passing.)
    const strength = ranges.has(typed) && DATES_KEY.test(fact.key) ? KEYED_PERIOD_STRENGTH : 0.8;
    facts.push({ key, topic, value: typed.text, source: 'typed', strength, typed, sentence: fact.sentence });
    rest = rest.slice(0, typed.start) + ' '.repeat(typed.end - typed.start) + rest.slice(typed.end);
  }
  if (facts.length > before) fact.composite = true;
  // Parts already recorded as facts of their own ("course number CKA-301", "offered by …") are not left over.
  // (A value as a whole word: "step 3" takes no "3" out of "GS-1316-09".)
  const wholeValue = (value: string) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(value)}(?![\\p{L}\\d])`, 'u');
  for (const part of facts.slice(before)) {
    if (part.sentence !== fact.sentence || part.source === 'typed') continue;
    rest = rest.replace(wholeValue(part.value), ' ').replace(new RegExp(`\\b${escapeRegExp(part.key)}\\b\\s*:?`, 'i'), ' ');
  }
  for (const f of facts) {
    if (f !== fact && f.sentence === fact.sentence && (f.source === 'prose' || f.source === 'inline') && wholeValue(f.value).test(rest)) {
      rest = rest.replace(wholeValue(f.value), ' ');
    }
  }
  rest = rest.replace(/\b(offered|provided|run|organi[sz]ed|given|taught|sold|issued|supplied) by\b/gi, ' ');
  if (rest === value) {
    readNameAndTitle(fact, topic, facts);
    return;
  }
  // What is left once the address, phones and emails are taken out: usually a name, perhaps with a title.
  const leftover = rest
    .replace(/\([^)]*\)/g, ' ')
    // "Irina V. Sokolova <irina.sokolova@example.net>": the brackets an e-mail address was written in.
    .replace(/<\s*>/g, ' ')
    .replace(/\b[\p{L} -]{2,30}:\s*[^,;]*/gu, ' ')
    // " / " separates items as a comma does ("…, Billings MT 59101 / EIN 81-0553917"), and so does a middle dot
    // ("Ruth Castellanos, Chief, Mapping Branch · (573) 555-0102 · …").
    .split(/[,;·•]|\s\/\s/)
    // "F25AS00210, titled "FY2025 …"": the word that introduced the quoted title went with it.
    // ("Contracts Branch B - (404) 555-0172": the dash before the phone taken out stays behind.)
    .map((p) => p.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim().replace(/(?:\s*[-–—]+)+$/, '').replace(/^(?:titled|title|called|named|entitled)$/i, ''))
    // "age 9 -> CTC", "TP + SP =", "FOID … <- don't put it on": a worked note or a remark is no value, nor are keys
    // left without theirs ("TP", "IL DL" of a licence and the state that issued it).
    // ("…, my license is B653-2201-8847, IL.": the state, with the sentence's full stop.)
    .filter((p) => !/->|→|<-|←|=|\s\+\s/.test(p) && !p.split(' ').every((w) => isAbbreviation(w) || isUsStateCode(w.replace(/\.$/, ''))))
    .filter((p) => /\p{L}{2,}/u.test(p) && !/^(tel|ph|phone|email|e-mail|ext|website|fax|and|or|ein|ssn|tin|zip|dob|dated|date|signed|on|address|addr)$/i.test(p.replace(/[^\p{L}-]+/gu, '')))
    // "and the total on H is .": a clause whose value was taken out, not a name.
    // ("$9,874 total from both W-2s": nor are the words that say what an amount taken out was.)
    // ("nothing for 4(a) or 4(b)": nor is what says there is none.)
    .filter((p) => !/^(?:and|or|but|so|then|total|in total|combined|together|altogether|each|per|nothing|none|no|not|never)\s/i.test(p) && !/\s(?:is|are|was|were|be|of|to|on|in|at|for)\W*$/i.test(p))
    // "Gary M. Pruitt, FOID": beside a name, a lone acronym is the key of a number taken out.
    .filter((p, _, all) => all.length === 1 || !/^\p{Lu}{2,6}#?$/u.test(p));
  // "course: PMP Exam Prep Boot Camp, course # PM-2210, by Summit Learning Partners LLC (…), …, POC Greg
  // Halvorsen": who gives the course and whom to ask are parts of their own, and a key whose value was taken out
  // ("course #") is none.
  let answersKeyed = false;
  // ("…, through Cimarron Valley Community College, Continuing and Workforce Education, 1200 N. Main Street, …": the
  // parts after the provider's name, up to its address, are the provider's department, no part of the title; whom to
  // ask, "POC Greg Halvorsen", is read below.)
  const providerAt = leftover.findIndex((part) => PROVIDER_PART.test(part));
  for (let i = leftover.length - 1; i >= 0; i--) {
    const part = leftover[i]!;
    if (providerAt >= 0 && i > providerAt && !CONTACT_PART.test(part)) {
      leftover.splice(i, 1);
      continue;
    }
    // ("…, from the Absaroka Hydraulics Institute, 1145 Canyon Ferry Road, …": so is whom it is taken from.)
    const provider = part.match(PROVIDER_PART)?.[1];
    const contact = part.match(CONTACT_PART)?.[1];
    const contactPerson = contact ? parsePersonName(contact) : undefined;
    // (A provider the sentence already gave with its address, "… from Rocky Mountain Hydro Institute, 1600 Canyon
    // Blvd, …", is that whole; its name alone is only no part of the title.)
    if (provider && !facts.some((f) => f.key === PROVIDER_KEY && f.sentence === fact.sentence && f.value.startsWith(provider.trim()))) {
      facts.push({ key: PROVIDER_KEY, topic, value: provider.trim(), source: 'typed', strength: 0.85, sentence: fact.sentence, organisation: true });
      // (The address, phone, e-mail and website after the provider's name are the provider's.)
      for (const f of facts.slice(before)) if (f.address || (f.typed && CONTACT_KINDS_OF_PROVIDER.has(f.typed.kind))) f.topic = `${topic} | vendor`;
    }
    if (contactPerson) facts.push({ key: 'point of contact name', topic, value: contactPerson.full, source: 'typed', strength: 0.85, person: contactPerson, sentence: fact.sentence });
    // ("…, course number FAF-110, run by Meridian Procurement Academy, 1650 Larimer St …": "course number" lost its
    // value, and the provider's name is a fact of its own already.)
    // ("Illinois driver's license ." once its number was taken out.)
    // ("course number METR" once 5413 was taken out: with the code's letters before the number.)
    // ("course number METR 5413": or a key with its code, which the code's own fact reads.)
    const keyAlone = /^[\p{L}'’ ]{2,40}(?:#|\bno\.?|\bnumber|\bcode|\bid|\blicen[cs]e|\bDL)(?:\s+[A-Z]{2,6}(?:[\s-]?\d{2,6}[A-Z]?)?)?\s*\.?$/u.test(part) || /^[\p{L}'’ ]{2,40}(?:#|\bno\.?|\bnumber|\bcode|\bid|\blicen[cs]e|\bDL)\s*\.?$/iu.test(part);
    // ("…, offered by Redbud Valley College, Department of Atmospheric and Geographic Sciences, 1500 N College Avenue,
    // …": a part of the provider's name and address read already is no part of the title either.)
    const readAlready = facts.some((f) => f !== fact && f.sentence === fact.sentence && (f.value === part || (f.key === PROVIDER_KEY && part.length >= 8 && f.value.includes(part))));
    // ("Languages: English + German yes, French no, Chinese no.": the keys of the answers read from the line are
    // no name once their answers are taken out.)
    const bare = part.replace(/[\s.!?]+$/, '').toLowerCase();
    const keyOfAnswer = facts.some((f) => f !== fact && f.sentence === fact.sentence && f.source === 'inline' && f.key.toLowerCase() === bare);
    if (keyOfAnswer) answersKeyed = true;
    if (provider || contactPerson || keyAlone || readAlready || keyOfAnswer) leftover.splice(i, 1);
  }
  // ("Skills: athletics 4, light weapons 3, perception 3 and discipline 2.": beside them, a part with a number is
  // more of the same answers, no name.)
  if (answersKeyed) leftover.splice(0, leftover.length, ...leftover.filter((p) => !/\d/.test(p)));
  // "Denise received [$2,100] in early 2010 before she started her current job": a sentence with its amount
  // taken out is no value; a name or a title left over is short.
  if (leftover.length === 0 || leftover.every((p) => p.split(' ').length > LEFTOVER_MAX_WORDS)) return;
  // ("Teamsters pension: $9,600.00 gross, all of it taxable": what is said of an amount in lower case is a remark on
  // it, no name.)
  if (leftover.every((p) => /^\p{Ll}/u.test(p)) && facts.slice(before).some((f) => f.typed?.kind === 'money')) return;
  const joined = leftover.join(', ');
  // (What is left of a course's line is its title, never a person's name: "PMP Exam Prep Boot Camp".)
  const named = NOT_A_PERSON_KEY.test(`${fact.key} ${fact.topic}`.toLowerCase()) ? undefined : parsePersonName(leftover[0]!);
  facts.push({
    // (The head of a course's line is its title.)
    key: COURSE_WORD.test(fact.key) && !named ? 'course title' : '',
    topic,
    value: named && leftover.length === 1 ? named.full : joined,
    source: 'typed',
    strength: 0.85,
    ...(named && leftover.length === 1 ? { person: named } : {}),
    sentence: fact.sentence,
  });
  if (named && leftover.length > 1) {
    facts.push({ key: 'name', topic, value: named.full, source: 'typed', strength: 0.8, person: named, sentence: fact.sentence });
    // ("Certification: me, Priya Raman, Controller, phone …, dated …": the job after the name is their title.)
    const title = leftover[1]!;
    if (leftover.length === 2 && JOB_WORD.test(title) && !parsePersonName(title)) facts.push({ key: 'position title', topic, value: title, source: 'typed', strength: 0.8, sentence: fact.sentence });
  }
}

/**
 * " for the workbook set,", " total.": what an amount is for, or that it is the total, right after it. (" of taxable
 * interest.": or what it is an amount of.)
 */
const AMOUNT_FOR_WHAT = /^\s+(?:(?:for|of)\s+(?:the\s+|a\s+|an\s+|my\s+|his\s+|her\s+)?([\p{L}][\p{L} -]{2,30}?)|total)(?=\s*(?:[,.;)]|$))/u;

/** "Desk:", "Office:", "Work contact:": a key whose phone and e-mail are someone's at work. */
const WORK_CONTACT_KEY = /^\s*(?:[-*•]\s+)?(?:desk|office|work|at work|work contact|direct line)\s*$/i;

// ---------------------------------------------------------------------------------------------------------
// Text helpers

/** Marks that stand in, inside a quotation, for what would split it into clauses (restored after the split). */
const QUOTED_MARKS: [RegExp, string, string][] = [
  [/,/g, '\u0001', ','],
  [/;/g, '\u0002', ';'],
  [/:/g, '\u0003', ':'],
  [/\(/g, '\u0004', '('],
  [/\)/g, '\u0005', ')'],
];

/** "Certified Emergency Nurse (CEN) Intensive Review": an abbreviation in brackets inside a name is the name's. */
const ABBREVIATION_IN_NAME = /(?<=\p{Lu}[\p{L}'’-]*\s)\((\p{Lu}{2,6})\)(?=\s+\p{Lu})/gu;

/** Clauses for negation scope: "I speak English and French, but not German" has two. */
export function splitClauses(sentence: string): string[] {
  // ('NOT the "married but withhold at higher single rate" one': a quotation is one clause's words, whatever it says.)
  const masked = sentence.replace(ABBREVIATION_IN_NAME, '\u0004$1\u0005').replace(/["“][^"”]{1,120}["”]/g, (quoted) => QUOTED_MARKS.reduce((text, [mark, stand]) => text.replace(mark, stand), quoted).replace(/\b(but|however|whereas|although|except|and|not|rather|instead)\b/gi, (word) => `${word[0]}\u0006${word.slice(1)}`));
  return unmaskedClauses(masked);
}

function unmaskedClauses(sentence: string): string[] {
  const unmask = (text: string) => QUOTED_MARKS.reduce((t, [, stand, mark]) => t.split(stand).join(mark), text).split('\u0006').join('');
  return sentence
    // ("an update rather than a new request": what comes after "rather than" is denied, apart from the rest; so is
    // what a "not" after a noun sets against it, "it's an UPDATE not a new one", but not a verb's "is not a …"; and
    // "and" before a new subject starts a clause of its own: "We're an LLC and we've never filed an election".
    // "French - no" is one clause, the item and its answer.)
    // ("Chinese, no.", "Driving licence: no longer.": nor is "X, no" or "X: no".)
    .split(/[,:](?!\s*(?:yes|no|none|nope|nah|no\s+longer)\s*(?:[,;.()!]|$))|[;()]|\s[-–—]\s(?!(?:yes|no|none|nope)\s*(?:[,;.()]|$))|\b(?:but|however|whereas|although|except)\b|\band\s+(?=(?:I|we|they|he|she)(?:['’]\w+)?\s)|(?=\b(?:rather than|instead of)\b)|(?<!\b(?:is|are|was|were|am|be|been|do|does|did|will|would|can|could|should|shall|may|might|must|have|has|had|it['’]s|that['’]s|i['’]m|we['’]re|they['’]re|he['’]s|she['’]s))\s+(?=not\s+(?:a|an|the|my|our|his|her|their)\s)/i)
    .map((c) => unmask(c).trim())
    .filter((c) => /\p{L}/u.test(c));
}

function wordsBefore(text: string, index: number, count: number): string {
  const before = text.slice(0, index);
  // Only the clause the value is in; when the value opens its clause ("seller accepts cash, $525.00"), the
  // clause before it, unless that one holds a value of its own ("tel. 415-555-0110, registrar@x.com").
  const clauses = before.split(/[,;(]|\.\s/);
  let clause = ownStatement(clauses.pop() ?? '', 'last');
  if (!/\p{L}{2,}/u.test(clause)) {
    // Only a predicate ("seller accepts cash") keys the value after it; a title ("Branch Chief") or another
    // value does not.
    const previous = clauses.pop() ?? '';
    clause = /[\d@]/.test(previous) || !/(^|\s)\p{Ll}{3,}/u.test(previous.trim()) ? '' : previous;
  }
  const words = clause
    // "On the phone I said $40": how and when something was said, not what the value is.
    .replace(/\b(?:(?:on|over) the (?:phone|call)|by (?:phone|e-?mail)|in person|I (?:said|told (?:you|her|him|them)|mentioned|wrote))\b/gi, ' ')
    // ("per diem for four nights $1,046.00": how long a cost ran is no part of what it is.)
    .replace(/\bfor\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a|the)\s+(?:nights?|days?|weeks?|months?)\b/gi, ' ')
    .replace(/\b(is|are|was|were|be|of|at|on|my|our|the|a|an|and|as|it's|its)\b/gi, ' ')
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((w) => w !== '');
  // ("line 19 cannabis duty payable $18,420.50": the line the clause opens with says where the value goes, however
  // many words come after it.)
  // (Only when no other figure stands between them: "line 7 paying job mine 58000 …" keys none after the first.)
  const opened = words.length > count ? clause.match(/^\s*((?:line|ln|box|step)\s+\d{1,2}[a-z]?)\b/i) : null;
  // (And only a few words after it: "line 7 table two highest paying job mine 58000 …" says more than what line 7 is.)
  const opening = opened && !/\d/.test(clause.slice(opened[0].length)) && words.length - opened[1]!.split(/\s+/).length <= count + 1 ? opened[1] : undefined;
  if (!opening) return words.slice(-count).join(' ');
  return [opening, ...words.slice(opening.split(/\s+/).length).slice(-count)].join(' ');
}

/**
 * "claim 2 allowances and withhold an additional $25": a conjunction between two values joins two
 * statements, and each value's words stop at it. Without another value on the far side ("name and address"
 * before one value) the conjunction stays.
 */
function ownStatement(clause: string, keep: 'first' | 'last'): string {
  const parts = clause.split(/\s(?:and|but|while|plus)\s/i);
  if (parts.length < 2) return clause;
  if (keep === 'last') {
    const far = parts.slice(0, -1).join(' ');
    return /\d|\$/.test(far) ? parts[parts.length - 1]! : clause;
  }
  const far = parts.slice(1).join(' ');
  return /\d|\$/.test(far) ? parts[0]! : clause;
}

/** "… in taxable interest", "… of federal income tax withheld": an amount's kind after it ("in cash", "in 2024" are not). */
const AMOUNT_OF_WHAT = /^\s+(?:in|of)\s+(?!(?:total|cash|full|advance|all|each|installments?|payments?|january|february|march|april|may|june|july|august|september|october|november|december|the|a|an|my|his|her|our|their)\b)(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,3})/u;

function wordsAfter(text: string, index: number, count: number): string {
  const clause = ownStatement(text.slice(index).split(/[,;()]|\.\s|\.$/)[0] ?? '', 'first');
  const words = clause.split(/[^\p{L}'’-]+/u).filter((w) => w !== '' && !/^(and|or|the|a|an|of|each|per)$/i.test(w));
  return words.slice(0, count).join(' ');
}

function stripEnd(value: string): string {
  const v = value
    .trim()
    .replace(/\s*\((?:i|we)\b[^)]*\)\s*$/i, '')
    // "48213309 in case anyone asks", "CQI-88213, in case the form has a spot for it": a remark on why the value is given.
    .replace(/,?\s+(?:just\s+)?in case (?:anyone|someone|you|they|the form|it)\b[^.;]*$/i, '')
    // ("Hoogstraat 17, 2000 Antwerpen, Belgium, so all the mclean / usa stuff on there is wrong now": what follows
    // from the value, after ", so".)
    .replace(/,\s+so\s+(?:all|the|that|this|i|we|he|she|they|it|please|my|our|his|her|you)\b[^.;]*$/i, '')
    // ("…; their contact is Tom Becerra)": the bracket closing at the value's end was opened before it.)
    .replace(/^([^()]*)\)$/, '$1');
  // Sentences given as answers ("Backstory: Raised in … the Tidebroker.") keep their full stop; short values
  // ("Career.", "Rachel A.") lose it unless it ends an initial.
  if (wordCount(v) > 8 && /[.!?]$/.test(v)) return v;
  // "Rachel A." and "Maple Leaf Botanicals Inc." keep the full stop that belongs to the last word.
  return v.replace(/[.;,]+$/, () => (/(\b\p{Lu}|\b(?:inc|ltd|co|corp|jr|sr|st))\.$/iu.test(v) ? '.' : '')).trim();
}


/**
 * "Me: Obinna C. Eze, SSN 412-77-8305, HVAC technician", "Wife: Katarzyna M. Wróbel (kept her name), SSN …, dental
 * hygienist": a person's record line that ends, after their numbers, with words naming a trade is their occupation.
 */
function withOccupationsOfRecords(facts: Fact[]): void {
  for (const fact of [...facts]) {
    if (fact.source !== 'line') continue;
    const m = fact.value.match(RECORD_THEN_TRADE);
    if (!m || !(JOB_WORD.test(m[2]!) || TRADE_ENDING.test(m[2]!)) || !parsePersonName(m[1]!)) continue;
    const trade = m[2]!.trim();
    facts.push({ key: `${fact.key} occupation`, topic: fact.topic, value: trade.charAt(0).toUpperCase() + trade.slice(1), source: 'line', strength: 0.9, sentence: fact.sentence, ...(fact.party ? { party: fact.party } : {}) });
  }
}
/** A name, perhaps a remark in brackets, one or more parts with numbers, then a last part of words only. */
const RECORD_THEN_TRADE = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})(?:\s*\([^()]*\))?,\s+(?:[^,]*\d[^,]*,\s+)+(\p{L}[\p{L} -]{2,40}?)\.?$/u;
/** Words for a trade by their ending: "hygienist", "technician", "electrician", "carpenter", "accountant". */
const TRADE_ENDING = /\p{L}{3,}(?:ist|ician|ian|er|or|ant)$/u;

/**
 * "My work address is Emergency Department, Gallup Indian Medical Center, …, Gallup, NM 87301": a name and address
 * found inside a keyed one, by where a name before the address seems to start, is a part of it cut short; it is
 * read whole.
 */
function withTailsOfKeyedAddressesWhole(facts: Fact[]): void {
  const keyed = facts.filter((f) => f.address && f.source !== 'typed' && f.key !== '');
  for (const fact of facts) {
    if (fact.source !== 'typed' || fact.key !== '' || !/^\p{L}/u.test(fact.value)) continue;
    const whole = keyed.find((k) => k.sentence === fact.sentence && k.value.endsWith(`, ${fact.value}`));
    if (whole) fact.value = whole.value;
  }
}

function dedupe(facts: Fact[]): Fact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const id = `${f.key}\u0000${f.topic}\u0000${f.value}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
