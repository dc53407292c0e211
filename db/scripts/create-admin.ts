import { parseArgs } from "node:util";
import { getDbHandle } from "@/db/client";
import { AdminAccountError, createAdmin } from "@/lib/identity/admin-accounts";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";

/*
 * npm run create-admin -- --email staff@shop.ca --password 'a long passphrase' [--update]
 * Creates an admin on the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 * --update makes an existing account an admin with this password and ends its sessions.
 */
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, update: { type: "boolean", default: false } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run create-admin -- --email staff@example.ca --password 'at least 12 characters' [--update]");
  process.exit(2);
}
const handle = await getDbHandle();
try {
  const result = await createAdmin(newContext(handle.db, VISITOR), { email: values.email, password: values.password, update: values.update });
  console.log(`${result.created ? "Created" : "Updated"} admin ${values.email} (id ${result.id}) on ${handle.kind}.`);
} catch (error) {
  console.error(error instanceof AdminAccountError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
