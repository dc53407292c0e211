import type { Db } from "./client";

/**
 * A query prepared once per database handle (a transaction is a handle of its own) rather than
 * built by Drizzle on every call: for the lookups every request runs (who holds this API token,
 * whose session cookie this is), building the query was about a tenth of a light request's time
 * (bench/RESULTS.md, issue 27). The name makes PostgreSQL parse and plan it once per connection.
 */
export function preparedPerDb<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = prepare(db);
      byDb.set(db, query);
    }
    return query;
  };
}
