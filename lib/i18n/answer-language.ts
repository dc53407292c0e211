import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { patternArguments, type RuleGroup } from "@/lib/shared/i18n/form-rule-table";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { translator, type Namespace } from "./translator";

/*
 * The API's error answers in the caller's language (docs/i18n.md). The API's rules speak English:
 * the messages of lib/shared/messages/ (errors-*, validation, fields) and the rule texts of the zod
 * schemas shared with the forms, whose English the catalogues hold word for word
 * (test/unit/api-message-catalogues.test.ts). As gettext does with its English msgids, an answer's
 * English text is looked up in the English catalogue: a message without arguments by its text, one
 * with arguments by the pattern its ICU form makes (the arguments read back out of the text), and
 * the text is written again from the same key in the caller's language. A text the catalogues do
 * not know stays as it is.
 */

/** The namespaces the API answers from. */
const ANSWER_NAMESPACES = [
  "errorsAccounts",
  "errorsCatalog",
  "errorsHttp",
  "errorsOrders",
  "errorsPricing",
  "errorsImport",
  "errorsDelivery",
  "errorsWebhooks",
  "errorsExport",
  "errorsCustomerImport",
  "errorsProducts",
  "fields",
  "validation",
  "quickOrderLineErrors",
  "quickOrder",
  "orderGuide",
  "adminCategories",
  "adminVendors",
  "adminOrders",
  "adminCheckout",
  "toasts",
] as const;

type Tree = { [key: string]: string | Tree };

/** One English message as a pattern: the regex of its text, and which argument each group reads. */
export type Pattern = { namespace: Namespace; key: string; regex: RegExp; groups: RuleGroup[]; selects: Record<string, string> };

const NUMBER = "(-?[\\d,]+(?:\\.\\d+)?)";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Every way a message can read, flattened: a plural or a select becomes one variant per option
 * (its `#` a number group), so that each variant is a plain sequence of text and groups.
 */
type Variant = { source: string; literal: number; groups: Pattern["groups"]; selects: Record<string, string> };

function variants(elements: MessageFormatElement[], pound: string | null, numeric: Set<string>): Variant[] {
  let out: Variant[] = [{ source: "", literal: 0, groups: [], selects: {} }];
  const append = (source: string, group?: Pattern["groups"][number], literal = 0) => {
    out = out.map((v) => ({ source: v.source + source, literal: v.literal + literal, groups: group ? [...v.groups, group] : v.groups, selects: v.selects }));
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        append(escape(element.value), undefined, element.value.trim().length);
        break;
      case TYPE.argument:
        // An argument a plural counts elsewhere in the message is a number here too.
        if (numeric.has(element.value)) append(NUMBER, { name: element.value, kind: "number" });
        else append("(.*?)", { name: element.value, kind: "text" });
        break;
      case TYPE.number:
        append(NUMBER, { name: element.value, kind: "number" });
        break;
      case TYPE.pound:
        if (pound) append(NUMBER, { name: pound, kind: "number" });
        break;
      case TYPE.plural:
      case TYPE.select: {
        const next: typeof out = [];
        for (const [option, { value }] of Object.entries(element.options)) {
          for (const inner of variants(value, element.type === TYPE.plural ? element.value : pound, numeric)) {
            for (const v of out) {
              const selects = element.type === TYPE.select ? { ...v.selects, ...inner.selects, [element.value]: option } : { ...v.selects, ...inner.selects };
              // A plural's exact option (=0, =1) reads its number from the option itself when the text has no `#`.
              if (element.type === TYPE.plural && !inner.groups.some((g) => g.name === element.value)) {
                if (option.startsWith("=")) selects[element.value] = option.slice(1);
                else if (option === "one") selects[element.value] = "1";
              }
              next.push({ source: v.source + inner.source, literal: v.literal + inner.literal, groups: [...v.groups, ...inner.groups], selects });
            }
          }
        }
        out = next;
        break;
      }
      default:
        // Dates, times, tags: not in the API's messages; such a message is left out (no variant).
        return [];
    }
  }
  return out;
}

/** The arguments a message counts (plurals) or writes as numbers. */
function numericArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) numericArguments(option.value, into);
  }
  return into;
}

function flatten(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

type Index = { exact: Map<string, { namespace: Namespace; key: string }>; patterns: Pattern[] };

/** The English messages of these namespaces: exact texts, and patterns for those with arguments. */
export function englishIndexOf(namespaces: readonly Namespace[]): Index {
  const english = englishCatalogue();
  const exact = new Map<string, { namespace: Namespace; key: string }>();
  const patterns: Pattern[] = [];
  for (const namespace of namespaces) {
    for (const [key, message] of flatten(english[namespace] ?? {})) {
      const elements = parse(message, { ignoreTag: true });
      if (elements.every((e) => e.type === TYPE.literal)) {
        // The text as it reads (ICU's quoted braces unquoted).
        const text = elements.map((e) => (e as { value: string }).value).join("");
        if (!exact.has(text)) exact.set(text, { namespace, key });
        continue;
      }
      // A message that is nothing but arguments would read any text: not a message to look up.
      for (const variant of variants(elements, null, numericArguments(elements))) {
        // A way of reading that is (almost) nothing but arguments would read any text: left out.
        if (variant.literal < 4) continue;
        patterns.push({ namespace, key, regex: new RegExp(`^${variant.source}$`, "s"), groups: variant.groups, selects: variant.selects });
      }
    }
  }
  return { exact, patterns };
}

let catalogue: Record<string, Tree> | null = null;

/** The English catalogue read from disk as written (the bundled copy is precompiled by next-intl's plugin). */
function englishCatalogue(): Record<string, Tree> {
  catalogue ??= JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${DEFAULT_LOCALE}.json`), "utf8")) as Record<string, Tree>;
  return catalogue;
}

let index: Index | null = null;

function englishIndex(): Index {
  index ??= englishIndexOf(ANSWER_NAMESPACES);
  return index;
}

/** One English text of an answer in `locale`; the text itself when the catalogues do not know it. */
export function answerText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || text === "") return text;
  const { exact, patterns } = englishIndex();
  const known = exact.get(text);
  if (known) return translate(known.namespace, known.key, {}, locale) ?? text;
  for (const pattern of patterns) {
    const args = patternArguments(pattern, text);
    if (!args) continue;
    const written = translate(pattern.namespace, pattern.key, args, locale);
    if (written !== null) return written;
  }
  return text;
}

export function translate(namespace: Namespace, key: string, args: Record<string, string | number>, locale: Locale): string | null {
  try {
    const t = translator(locale, namespace) as unknown as (key: string, args: Record<string, string | number>) => string;
    return t(key, args);
  } catch {
    return null;
  }
}

/** An error answer's body in `locale`: every text in it (detail, error, each field's messages). */
export function answerBody<T>(body: T, locale: Locale | null | undefined): T {
  if (!locale || locale === DEFAULT_LOCALE) return body;
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return answerText(value, locale);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(body) as T;
}
