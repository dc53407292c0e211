import { notFound } from "next/navigation";

/*
 * Where proxy.ts sends, unseen (a rewrite with status 404), a page whose path names a record that is
 * not there (lib/entry/page-paths.ts, `missing`): a page that has started streaming its prerendered
 * shell can no longer answer 404 itself, and this one is prerendered as a 404, with the page's own
 * not-found panel beside it (each folder's not-found.tsx).
 */
export default function MissingRecord(): never {
  notFound();
}
