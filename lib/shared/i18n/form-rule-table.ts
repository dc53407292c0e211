import type { Locale } from "./locales";

/**
 * What a French page gives its forms to say their checks' English rule texts in its language
 * (lib/i18n/form-rules.ts makes it, client/ui/rule-text.tsx reads it). Client-safe.
 */
export interface FormRuleTable {
  locale: Locale;
  /** English rule text → the page language's, for texts without arguments. */
  exact: Record<string, string>;
  /** English texts with arguments: the regex of the text, what each group reads, the message id to write it again from. */
  patterns: Array<{ id: string; source: string; groups: RuleGroup[]; selects: Record<string, string> }>;
  /** The page language's messages of the patterns, by id (precompiled in a build, as the provider's are). */
  messages: Record<string, unknown>;
}

/** One argument an English message's pattern reads out of a text, by its group. */
export interface RuleGroup {
  name: string;
  kind: "text" | "number" | "select";
}

/**
 * The arguments a message's pattern reads out of a text it matches (null when it does not): each
 * group's text, numbers without their thousands separators, and the options a select or an exact
 * plural stood for.
 */
export function patternArguments(pattern: { regex: RegExp; groups: readonly RuleGroup[]; selects: Record<string, string> }, text: string): Record<string, string | number> | null {
  const found = pattern.regex.exec(text);
  if (!found) return null;
  const args: Record<string, string | number> = { ...pattern.selects };
  pattern.groups.forEach((group, i) => {
    const value = found[i + 1];
    args[group.name] = group.kind === "number" ? Number(value.replace(/,/g, "")) : value;
  });
  for (const [name, value] of Object.entries(pattern.selects)) if (/^\d+$/.test(value) && typeof args[name] !== "number") args[name] = Number(value);
  return args;
}
