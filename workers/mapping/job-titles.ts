/**
 * Job titles and the offices people work in, as e-mails give them when someone is introduced: "I'm Adaeze N.
 * Okonkwo, Program Analyst in the Office of Grants Management, Bureau of Land Management, 1849 C Street NW …",
 * "My supervisor, Kevin Ashworth (Supervisory Grants Management Specialist, kevin.ashworth@example.gov)". Forms
 * ask for them as "Position Title", "Name and Title" and "Organization Mailing Address (Office/Bureau/Agency)".
 */

/** Words of job titles, which are capitalised like names ("Supervisory Civil Engineer"). */
export const JOB_WORD =
  /\b(?:engineer|manager|analyst|specialist|officer|director|chief|assistant|technician|supervisor|coordinator|clerk|nurse|teacher|developer|consultant|administrator|accountant|lead|head|president|scientist|designer|agent|representative|attorney|paralegal|inspector|architect|adjuster|associate|executive|auditor|secretary|treasurer|counsel|instructor|investigator|examiner|planner|editor|controller|advisor|adviser|owner|founder|proprietor|managing\s+member|(?:managing|general)\s+partner|ceo|cfo|coo|cto|supervisory|librarian|archivist|curator|pharmacist|physician|therapist|dietitian|chaplain|counsel(?:l)?or|mechanic|electrician|machinist|chemist|physicist|economist|statistician|historian|translator|interpreter|dispatcher|firefighter|forester|[a-z]+ologist|[a-z]+ographer)s?\b/i;

/** A title as written after a name: capitalised words, with the small words inside ("Director of Finance"). */
const CAPITALISED_TITLE = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|for|the|&)){0,6}`;

/**
 * "Kevin Ashworth (Supervisory Grants Management Specialist, …)", "Dana Ruiz, Branch Chief, …": the title after a name.
 * ("Loretta J. Begay, Clinical Nurse (RN) in the Emergency Department": with its abbreviation, before where.)
 */
const TITLE_AFTER_NAME = new RegExp(String.raw`^\s*(?:\(|,)\s*(${CAPITALISED_TITLE}(?:\s+\([A-Z]{2,6}\))?)\s*(?=[,;)]|\.(?:\s|$)|$|(?<=\))\s+(?:in|at|with)\s)`, 'u');

/** A whole text that is a job title: "Program Analyst", "Director of Finance" (capitalised words, one a job's). */
const WHOLE_TITLE = new RegExp(String.raw`^${CAPITALISED_TITLE}$`, 'u');
// ("Librarian (Health Sciences)": a specialty in brackets after the title is part of it.)
export function isJobTitle(text: string): boolean {
  return JOB_WORD.test(text) && WHOLE_TITLE.test(text.replace(/\s+\([\p{L} '’/&-]{2,40}\)$/u, ''));
}

/** The job title written right after a person's name, if the words are a title's (they name a job). */
export function titleAfterName(after: string): string | undefined {
  const title = after.match(TITLE_AFTER_NAME)?.[1]?.trim();
  return title && JOB_WORD.test(title) ? title : undefined;
}

/** An office's name: capitalised words with the small words inside ("Office of the Chief Information Officer"). */
/** ("U.S. Department of the Interior": a word may be initials.) */
const OFFICE_NAME = String.raw`\p{Lu}(?:(?:\.\p{Lu})+\.|[\p{L}'’&-]*)(?:\s+(?:\p{Lu}(?:(?:\.\p{Lu})+\.|[\p{L}'’&-]*)|of|and|for|the|on|&)){0,7}`;

/**
 * "I'm Adaeze N. Okonkwo, Program Analyst in the Office of Grants Management, Bureau of Land Management, 1849 …",
 * "This is Dana Ruiz, a benefits specialist with the City of Tulsa": the writer's name, then their title (perhaps
 * with its abbreviation: "Clinical Nurse (RN)"), then where they work, offices from the smallest to the largest.
 */
const SELF_INTRODUCTION_WITH_TITLE = new RegExp(
  String.raw`\b(?:I am|I'm|I’m|[Mm]y name is|[Tt]his is)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,4},\s+(?:an?\s+|the\s+)?((?:[\p{L}'’-]+\s+){0,5}?[\p{L}'’-]+(?:\s+\([A-Z]{2,6}\))?)\s+(?:in|at|with|for)\s+(?:the\s+)?(${OFFICE_NAME}(?:,\s+(?:the\s+)?${OFFICE_NAME})*)`,
  'u',
);

/**
 * "I'm a Management and Program Analyst, GS-0343-13, step 2, in the Office of Grants Management, …": the writer's
 * title without their name, perhaps with its grade after it, then where they work.
 */
const SELF_INTRODUCTION_BY_TITLE = new RegExp(
  String.raw`\b(?:I am|I'm|I’m)\s+(?:an?|the)\s+(${CAPITALISED_TITLE})(?:,\s+[^,]*\d[^,]{0,12}){0,3},?\s+(?:in|at|with|for)\s+(?:the\s+)?(${OFFICE_NAME}(?:,\s+(?:the\s+)?${OFFICE_NAME})*)`,
  'u',
);

/** Words that name a part of an organisation or the whole of one. */
export const OFFICE_WORD = /\b(?:Office|Bureau|Agency|Department|Dept|Division|Branch|Service|Services|Administration|Center|Centre|Command|Section|Directorate|Institute|Ministry|Commission|Authority|Council|Board|Corporation|Company|University|College|School|Hospital)\b/;

export interface WorkIntroduction {
  title: string;
  /** The offices, smallest first, as written: "Office of Grants Management, Bureau of Land Management". */
  organisation: string;
}

/** The writer's title and workplace from a sentence that introduces them, if it does. */
export function selfIntroduction(sentence: string): WorkIntroduction | undefined {
  const m = sentence.match(SELF_INTRODUCTION_WITH_TITLE) ?? sentence.match(SELF_INTRODUCTION_BY_TITLE);
  if (!m || !JOB_WORD.test(m[1]!)) return undefined;
  // "… at Meridian Health, Chicago": a part after the first is a larger office only if it says it is one.
  const [first, ...larger] = m[2]!.split(/,\s+/);
  const offices = [first!, ...larger.filter((part, i) => larger.slice(0, i + 1).every((p) => OFFICE_WORD.test(p)))];
  return { title: m[1]!.trim(), organisation: offices.join(', ').replace(/^the\s+/i, '') };
}

/** "Me: Oyelaran, Temitope K. - HR Specialist (Classification), GS-0201-11, …" (1 "Me: ", 2 the name, 3 the title, 4 the rest). */
const SELF_NAME_DASH_TITLE = /^(\s*(?:[-*•]\s+)?(?:me|myself|applicant \(me\))\s*:\s*)(\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?)\s+[-–—]\s+([^,]+?)(,\s*.*)?$/iu;

/**
 * "Me: Oyelaran, Temitope K. - HR Specialist (Classification), GS-0201-11, step 3, …": the writer's name, then their
 * job title after a dash, then the rest, as three lines ("Me: Oyelaran, Temitope K.", "My position title: HR
 * Specialist (Classification)", "Me: GS-0201-11, …"). Read as one, the name runs into the title.
 */
export function selfNameAndTitleApart(line: string): string {
  return line.replace(SELF_NAME_DASH_TITLE, (whole: string, lead: string, name: string, title: string, rest: string | undefined) =>
    isJobTitle(title) ? [`${lead}${name}`, `My position title: ${title}`, ...(rest ? [`${lead}${rest.replace(/^,\s*/, '')}`] : [])].join('\n') : whole,
  );
}
