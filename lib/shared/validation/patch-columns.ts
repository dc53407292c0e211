/**
 * The names of a patch's fields as the API spells them, mapped once to the columns they write
 * (`{ phone_number: "phoneNumber" }`): each name maps to a column whose type takes the field's value.
 */
export type ColumnNames<Patch, Row> = {
  [F in keyof Patch]?: { [C in keyof Row]: [Exclude<Patch[F], undefined>] extends [Row[C]] ? C : never }[keyof Row];
};

/**
 * Declares once how a patch's API names map to columns, and answers the function that turns a patch
 * into a partial update's `set`: the fields the patch names (those not undefined) under their
 * columns' names; fields the map does not name are left out, so a PATCH changes only what it sends.
 *
 *   const profileSet = patchColumns<ProfilePatch, typeof users.$inferInsert>({ phone_number: "phoneNumber" });
 *   db.update(users).set(profileSet(patch))
 */
export function patchColumns<Patch extends object, Row extends object>(names: ColumnNames<Patch, Row>): (patch: Partial<Patch>) => Partial<Row> {
  const pairs = Object.entries(names) as Array<[keyof Patch & string, string]>;
  return (patch) => {
    const set: Record<string, unknown> = {};
    for (const [field, column] of pairs) if (patch[field] !== undefined) set[column] = patch[field];
    return set as Partial<Row>;
  };
}
