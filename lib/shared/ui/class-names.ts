/** Joins the class names that are set: `cx("px-4", open && "bg-white", className)`. Client-safe, pure. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
