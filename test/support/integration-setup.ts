import { afterAll, beforeAll } from "vitest";
import { installTestDatabase, makeTempDir, type TestDatabase } from "./test-database";

// Every integration file gets its own database and data directory (media files, mail).
const dataDir = makeTempDir("shop-test-data-");
process.env.DATA_DIR = dataDir.dir;
process.env.LOG_LEVEL ??= "silent";

let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await installTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
  dataDir.remove();
});
