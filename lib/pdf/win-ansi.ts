import "server-only";
/*
 * pdfkit's standard fonts (Helvetica) encode text as WinAnsi (Windows-1252): every French letter
 * (é è à ç ô œ « ») is there, and pdftotext reads it back. A character outside it would print as
 * garbage, so it is folded first: accents dropped where that leaves a WinAnsi letter (ở → o,
 * Ż → Z), anything else becomes "?". Control characters become spaces. Client-safe.
 */

const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
}

function fold(char: string): string {
  if (isWinAnsi(char)) return char;
  if (/\p{Cc}|\p{Zl}|\p{Zp}/u.test(char)) return " ";
  if (/\p{Zs}/u.test(char)) return " ";
  const base = char.normalize("NFD").replace(/\p{M}/gu, "");
  return base.length > 0 && [...base].every(isWinAnsi) ? base : "?";
}

/** The text as the standard PDF fonts can print it. */
export function winAnsiText(text: string): string {
  let out = "";
  for (const char of text) out += fold(char);
  return out;
}
