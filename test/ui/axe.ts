import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe over the document (dialogs and popovers render into body) and fails with the rule ids
 * and elements it finds. jsdom has no layout, so colour contrast is left to the e2e axe checks;
 * "region" is a page rule (a component alone sits outside any landmark).
 */
export async function expectNoAxeViolations(context: Element = document.body) {
  const results = await axe.run(context, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`);
  expect(found).toEqual([]);
}
