import { getDbHandle } from "@/db/client";

const started = performance.now();
const handle = await getDbHandle();
console.log(`Migrations applied on ${handle.kind} in ${Math.round(performance.now() - started)} ms`);
await handle.close();
