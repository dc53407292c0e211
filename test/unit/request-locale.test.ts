import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { negotiateLocale, requestLocale } from "@/lib/http/request-locale";
import { inLocale, isLocale } from "@/lib/shared/i18n/locales";

describe("the language of a request (docs/i18n.md)", () => {
  it.each([
    ["fr-CA", "fr-CA"],
    ["fr", "fr-CA"],
    ["fr-FR,fr;q=0.9", "fr-CA"],
    ["fr-BE", "fr-CA"],
    ["en-US,en;q=0.9,fr;q=0.8", "en-CA"],
    ["de-DE,fr;q=0.5", "fr-CA"],
    ["de-DE", "en-CA"],
    ["en-GB", "en-CA"],
    ["fr;q=0.2, en;q=0.9", "en-CA"],
    ["*", "en-CA"],
    ["", "en-CA"],
  ])("Accept-Language %j reads %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it("reads any header at all as one of the two languages, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (header) => {
        expect(isLocale(negotiateLocale(header))).toBe(true);
        expect(isLocale(requestLocale(new Headers([["accept-language", header.replace(/[\r\n\0]/g, "")]]), null))).toBe(true);
      }),
    );
  });

  it("takes the user's choice first, then the NEXT_LOCALE cookie, then Accept-Language", () => {
    const headers = new Headers({ "accept-language": "fr-CA", cookie: "theme=dark; NEXT_LOCALE=en-CA" });
    expect(requestLocale(headers, "fr-CA")).toBe("fr-CA");
    expect(requestLocale(headers, null)).toBe("en-CA");
    expect(requestLocale(new Headers({ "accept-language": "fr-CA", cookie: "NEXT_LOCALE=klingon" }), null)).toBe("fr-CA");
    expect(requestLocale(new Headers(), undefined)).toBe("en-CA");
  });

  it("answers the shop's own pages in their language before anything stored (x-page-language), ignoring a value that is not a language", () => {
    const french = new Headers({ "x-page-language": "fr-CA", "accept-language": "en-CA", cookie: "NEXT_LOCALE=en-CA" });
    expect(requestLocale(french, "en-CA")).toBe("fr-CA");
    expect(requestLocale(new Headers({ "x-page-language": "en-CA" }), "fr-CA")).toBe("en-CA");
    expect(requestLocale(new Headers({ "x-page-language": "fr", "accept-language": "en-CA" }), "fr-CA")).toBe("fr-CA");
    expect(requestLocale(new Headers({ "x-page-language": "de-DE" }), null)).toBe("en-CA");
  });

  it("names a thing in French where it has a French name, else in English", () => {
    expect(inLocale("fr-CA", "Butter", "Beurre")).toBe("Beurre");
    expect(inLocale("fr-CA", "Butter", " ")).toBe("Butter");
    expect(inLocale("en-CA", "Butter", "Beurre")).toBe("Butter");
  });
});
