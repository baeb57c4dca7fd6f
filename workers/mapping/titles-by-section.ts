/**
 * "For the personnel part:" … "- Title: Engineering Technician." … "The course:" …: notes in parts under headings of
 * their own, where a bare "Title" is the writer's job title under the part about them and the course's title under the
 * part about the course. Each bare "Title" key is said whole, "Position title" or "Course title", by the heading above
 * it; one under no such heading is left as written, but for a title said to be on a personnel record ("Title on the
 * new SF-50: …"), the writer's job title wherever it stands. The first item under a course's heading, when it has no
 * key, is keyed as the course's title. A plain function of the text.
 */

/** A heading line: a few words ending in a colon, nothing after it. */
const HEADING = /^\s*(?:[#*]+\s*)?(\p{L}[\p{L}'’ /-]{1,40}):\s*$/u;
/** A heading over the writer's own particulars: "For the personnel part", "About me", "Employee info". */
const ABOUT_THE_PERSON = /\b(?:personnel|employee|applicant|about\s+me|my\s+(?:details|info|information|particulars)|personal)\b/i;
/** A heading over the course: "The course", "Training details", "Class". */
const ABOUT_THE_COURSE = /\b(?:course|training|class|program|programme|seminar|workshop)\b/i;
/**
 * "- Federal Fund Certification and Appropriations Law, course no. CFTI-412.": a list item with no key, opening with a
 * title in capitals (2) up to its full stop or a comma before the course's number; what follows (3).
 */
const COURSE_NAMED_FIRST = /^(\s*[-*•]\s+)(\p{Lu}[^:.!?]*?\p{L}(?:\s+[IVX]+)?)((?:\.\s|,\s+(?=course\s+(?:no|number|#|code)\b)|\.?$).*)$/u;
/** A line keyed "Title" alone, perhaps as a list item. */
const BARE_TITLE = /^(\s*(?:[-*•]\s+)?)Title(\s*:)/i;
/**
 * "Title on the new SF-50: Financial Management Specialist": a title said to be on a personnel record is the writer's
 * job title, whatever the heading.
 */
const TITLE_ON_PERSONNEL_RECORD = /^(\s*(?:[-*•]\s+)?)Title\s+(?:on|per|from|in)\s+(?:the\s+|my\s+)?(?:new\s+|latest\s+|current\s+)?(?:SF-?50|LES|position\s+description|PD|personnel\s+action)(\s*:)/i;

export function withTitlesKeyedBySection(text: string): string {
  if (!/^\s*(?:[-*•]\s+)?Title\b/im.test(text) && !/^\s*(?:the\s+)?(?:course|training|class)[^:\n]{0,20}:\s*$/im.test(text)) return text;
  let kind: string | undefined;
  let firstItem = false;
  return text
    .split('\n')
    .map((line) => {
      const heading = line.match(HEADING);
      if (heading) {
        kind = ABOUT_THE_PERSON.test(heading[1]!) ? 'Position title' : ABOUT_THE_COURSE.test(heading[1]!) ? 'Course title' : undefined;
        firstItem = kind === 'Course title';
        return line;
      }
      // ("The course:" / "- ACI Concrete Field Testing Technician - Grade I. On their registration page …": the
      // part's first item, unkeyed, names the course.)
      const named = firstItem ? line.match(COURSE_NAMED_FIRST) : null;
      if (/^\s*[-*•]\s/.test(line)) firstItem = false;
      const rest = named ? named[3]!.replace(/^[.,]\s*/, '').trim() : '';
      if (named) return `${named[1]}Course title: ${named[2]}${rest === '' ? '' : `\n${named[1]}${rest}`}`;
      if (TITLE_ON_PERSONNEL_RECORD.test(line)) return line.replace(TITLE_ON_PERSONNEL_RECORD, '$1Position title$2');
      return kind ? line.replace(BARE_TITLE, `$1${kind}$2`) : line;
    })
    .join('\n');
}
