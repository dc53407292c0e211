import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "@/messages/en-CA.json";
import fr from "@/messages/fr-CA.json";

/*
 * The ICU catalogues (messages/<locale>.json, docs/i18n.md): a key in one language and not the other
 * fails here, as does a French message that takes other arguments than the English one, a message
 * that is not valid ICU, or French text that breaks French typography.
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [k, v] of flatten(value, path)) flat.set(k, v);
  }
  return flat;
}

/** The names of a message's arguments, nested plurals and selects included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const english = flatten(en);
const french = flatten(fr);

describe("the message catalogues", () => {
  it("have the same keys in English and French", () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])("%s is valid ICU with the same arguments in both languages", (key) => {
    const englishArgs = [...argumentsOf(parse(english.get(key)!))].sort();
    const frenchArgs = [...argumentsOf(parse(french.get(key)!))].sort();
    expect(frenchArgs).toEqual(englishArgs);
  });

  it("write French as French is typeset: non-breaking spaces before : ; ! ? » % and after «, no straight double quotes", () => {
    for (const [key, text] of french) {
      // Outside ICU arguments ({…}), a colon that opens a URL (https:) is not text.
      const prose = text.replace(/\{[^{}]*\}/g, "");
      expect(prose, key).not.toMatch(/ [:;!?»%]/);
      expect(prose, key).not.toMatch(/« /);
      expect(prose, key).not.toMatch(/\S[;!?»]/);
      expect(prose, key).not.toMatch(/"/);
      expect(prose, key).not.toMatch(/[a-zà-ÿ)][:](?!\/\/)/i);
    }
  });

  it("keep docs/product.md's English texts as they are", () => {
    expect(english.get("ordersMail.line")).toContain("GRATIS");
    expect(english.get("pdf.outOfStock")).toBe("Temporary out of stock");
  });
});
