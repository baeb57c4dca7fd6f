/**
 * A course syllabus copied out of its PDF prints the course's code and title on one line under its heading, with a
 * wide gap between them and no key:
 *
 *     COURSE SYLLABUS - Spring 2026, Session B (Revised 02/20/2026)
 *     WLD 145   Structural Welding Certification Prep (AWS D1.1, SMAW & FCAW)
 *
 * or a few lines under it, after the college's letterhead, with a dash: "GIS 110 - Introduction to Geographic
 * Information Systems".
 *
 * That line is said as the course's number and its title, each under its key.
 */

/** "COURSE SYLLABUS - Spring 2026", "Course Outline", "SYLLABUS": a syllabus's heading line. */
const SYLLABUS_HEADING = /^\s*(?:[=*#-]+\s*)?(?:course\s+)?(?:syllabus|outline)\b/i;

/** "WLD 145   Structural Welding …" (1 the code: letters, a space or none, three or four figures; 2 the title). */
// ("GIS 110 - Introduction to Geographic Information Systems": or a dash between them.)
const CODE_GAP_TITLE = /^\s*([A-Z]{2,5}\s?\d{3,4}[A-Z]?)(?:\s{2,}|\t+|\s+[-–—:]\s+)(\p{Lu}[^\t]{3,}?)\s*$/u;

/** How many lines under the heading the code and title may come. */
const LINES_AFTER_HEADING = 8;

export function withSyllabusCourseKeyed(text: string): string {
  const lines = text.split('\n');
  for (const [at, line] of lines.entries()) {
    if (!SYLLABUS_HEADING.test(line)) continue;
    for (let next = at + 1; next <= at + LINES_AFTER_HEADING && next < lines.length; next++) {
      const course = lines[next]!.match(CODE_GAP_TITLE);
      if (!course) continue;
      lines[next] = `Course number: ${course[1]}\nCourse title: ${course[2]}`;
      break;
    }
  }
  return lines.join('\n');
}
