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
const USAGE = `Creates a staff (admin) account on the shop's database: DATABASE_URL, or the embedded one in DATA_DIR.

  npm run create-admin -- --email staff@example.ca --password 'a long passphrase' [--update]
  node tools/create-admin.mjs --email staff@example.ca --password 'a long passphrase' [--update]   (the Docker image, the standalone build)

  --email      the admin's email (their sign-in)
  --password   12 characters or more, not a common password, not the email
  --update     the account exists: make it an admin with this password and end its sessions
  --help       this text`;

let parsed;
try {
  parsed = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, update: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.email || !values.password) {
  console.error(`--email and --password are both needed.\n\n${USAGE}`);
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
