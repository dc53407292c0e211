import { notFound } from "next/navigation";

/*
 * Where proxy.ts sends, unseen (a rewrite), a product page whose product does not exist or is in
 * the trash: a page that has started streaming its prerendered shell can no longer answer 404
 * itself, and this one answers 404 at once, with the product's not-found page beside it. Never a
 * product's own address: slugs have no hyphen.
 */
export default function MissingProduct(): never {
  notFound();
}
