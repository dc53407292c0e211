import { readFileSync } from "node:fs";
import path from "node:path";
import parse from "html-react-parser";
import type { ReactNode } from "react";
import { connection } from "next/server";

/*
 * The third ceiling of npm run bench: the shop's own page as markup, rendered per request by the
 * framework from constants — no proxy, no session, no database, no component of the shop. bench/run.ts
 * writes the <body> of a verified customer's /products (the shop's HTML without its scripts) to
 * .markup/page.html before it measures; the elements are made from it once, and each request renders
 * them as a dynamic page. Between this page and the bare dynamic page lies the markup's cost; between
 * it and the shop's page, the shop's own.
 */
let elements: ReactNode | undefined;

function markup(): ReactNode {
  if (elements === undefined) {
    const html = readFileSync(path.join(process.cwd(), ".markup", "page.html"), "utf8");
    elements = parse(html);
  }
  return elements;
}

export default async function SameMarkupPage() {
  await connection();
  return markup();
}
