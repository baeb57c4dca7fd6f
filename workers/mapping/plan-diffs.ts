/**
 * An infrastructure tool's plan pasted with the code it was run on: Terraform's or OpenTofu's "terraform plan" (and
 * Pulumi's preview, which marks changes the same way), each changed attribute on a line of its own after a mark:
 *
 *       ~ filing_status        = "single" -> "married_filing_jointly"
 *       + step3_other_deps     = 500
 *       - mjw_line1            = 8540 -> null
 *
 * Read as written, "single -> married_filing_jointly" is one value and a removed attribute still gives its old one.
 * The plan is what the writer's record becomes: a changed attribute is its new value ("filing_status =
 * \"married_filing_jointly\""), an added one its value, a removed one (or one set to null) nothing; the plan's own
 * lines (its heading, "# (6 unchanged attributes hidden)", "Plan: 0 to add, …") go. A plain function of the text.
 */

/** A mark, an attribute, "=", its value, and its new value after "->" (1 mark, 2 name, 3 value, 4 new value). */
const PLANNED_CHANGE = /^(\s*)([~+-])\s+([A-Za-z_][\w.-]*)\s+=\s+(.+?)(?:\s+->\s+(.+?))?\s*$/;
/** Lines that say a text holds a plan: Terraform's summary and its heading. */
const PLAN_SIGN = /^\s*(?:Plan:\s+\d+\s+to\s+add\b|Terraform\s+will\s+perform\s+the\s+following\s+actions|Previewing\s+update\b|Resources:\s*$)/m;
/** The plan's own lines: "# (6 unchanged attributes hidden)", "# w4_certificate.primary will be updated in-place". */
const PLAN_REMARK = /^\s*#\s*(?:\(\d+\s+unchanged\s+\w+\s+hidden\)|\S+\s+will\s+be\s+(?:updated|created|destroyed|replaced)\b.*)$/;
/** Fewer changes than this make no plan. */
const MIN_CHANGES = 3;

/** The text with a pasted plan's changes written as the values they leave; the text as it is without one. */
export function withPlanDiffsApplied(text: string): string {
  if (!PLAN_SIGN.test(text)) return text;
  const lines = text.split('\n');
  if (lines.filter((line) => PLANNED_CHANGE.test(line)).length < MIN_CHANGES) return text;
  return lines
    .flatMap((line) => {
      if (PLAN_REMARK.test(line)) return [];
      const change = line.match(PLANNED_CHANGE);
      if (!change) return [line];
      const [, indent, mark, name, value, next] = change as unknown as [string, string, string, string, string, string | undefined];
      const left = next ?? (mark === '-' ? 'null' : value);
      return left === 'null' ? [] : [`${indent}  ${name} = ${left}`];
    })
    .join('\n');
}
