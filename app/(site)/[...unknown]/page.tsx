import { redirect } from "next/navigation";

/** docs/product.md §2: any unknown path redirects to /. (Unknown /api paths have their own JSON 404.) */
export default function UnknownPage(): never {
  redirect("/");
}
