import { NotFound } from "./errors";

/** A numeric id from the path: anything but a positive integer is "not found", as in DRF. */
export function parseIdParam(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new NotFound();
  const id = Number(raw);
  if (id < 1) throw new NotFound();
  return id;
}
