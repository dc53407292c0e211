import { parseArgs } from "node:util";
import { getDbHandle } from "@/db/client";
import { seedDemo } from "@/db/seed/demo-seed";
import { seedLargeCatalog } from "@/db/seed/large-catalog";

/*
 * npm run db:seed                      the demo shop (idempotent)
 * npm run db:seed -- --products 50000  the demo plus generated products up to 50,000 in all
 */
const { values } = parseArgs({ options: { products: { type: "string" } } });
const target = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(target) || target < 0) {
  console.error("--products must be a whole number, e.g. --products 50000");
  process.exit(2);
}

const started = performance.now();
const handle = await getDbHandle();
const summary = await seedDemo(handle.db);
console.log(`Demo: ${JSON.stringify(summary)} on ${handle.kind} in ${Math.round(performance.now() - started)} ms`);
if (target > 0) {
  const largeStart = performance.now();
  const added = await seedLargeCatalog(handle.db, target, { log: console.log });
  console.log(`Catalogue: ${added} products added in ${((performance.now() - largeStart) / 1000).toFixed(1)} s`);
}
await handle.close();
