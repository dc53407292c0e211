import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", ".e2e-data*/**", ".bench-data/**", ".drift-check/**", "node_modules/**", ".data/**", ".e2e-data/**", "db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench/ceiling/.next/**"],
  },
];

export default config;
