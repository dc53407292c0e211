"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator } from "use-intl/core";
import { patternArguments, type FormRuleTable } from "@/lib/shared/i18n/form-rule-table";

/*
 * The forms' own checks in the page's language (docs/i18n.md). The zod schemas a form checks its
 * fields with are the API's, and say their rules in English; on a French page the session's layout
 * gives the table of those texts (lib/i18n/form-rules.ts) and FormField shows each message through
 * useRuleText: an English rule text is written again in French, any other text (the server's
 * answers are already in the page's language) is shown as it is.
 */

const RuleTextContext = createContext<FormRuleTable | null>(null);

export function FormRulesProvider({ table, children }: { table: FormRuleTable | null; children: ReactNode }) {
  return <RuleTextContext.Provider value={table}>{children}</RuleTextContext.Provider>;
}

/** A function that writes one of the schemas' English rule texts in the page's language. */
export function useRuleText(): (text: string) => string {
  const table = useContext(RuleTextContext);
  return useMemo(() => (table ? ruleTextIn(table) : (text: string) => text), [table]);
}

/** The table's reader (outside React for tests): exact texts first, then the patterns in order. */
export function ruleTextIn(table: FormRuleTable): (text: string) => string {
  const t = createTranslator({ locale: table.locale, messages: { rules: table.messages } as never, namespace: "rules" as never, onError: (error) => { throw error; } }) as unknown as (id: string, args: Record<string, string | number>) => string;
  const patterns = table.patterns.map((pattern) => ({ ...pattern, regex: new RegExp(pattern.source, "s") }));
  return (text) => {
    const exact = table.exact[text];
    if (exact !== undefined) return exact;
    for (const pattern of patterns) {
      const args = patternArguments(pattern, text);
      if (!args) continue;
      try {
        return t(pattern.id, args);
      } catch {
        continue;
      }
    }
    return text;
  };
}
