import { execFileSync } from "node:child_process";

/** Whether poppler's pdftotext is installed: where it is not, the tests that read a PDF's text are skipped. */
export const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** A PDF's text as pdftotext lays it out (non-breaking spaces come out as spaces). */
export function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
}
