import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // No string left behind (docs/i18n.md): text a page shows comes from the message catalogues, so
    // a literal in JSX is an error. Allowed: punctuation and symbols, the currency code, the logo's
    // initials and the words drawn in the home page's illustrations.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ["·", "· v", "—", "–", "−", "…", "×", "/", "|", ":", "(", ")", "%", "$", "#", "*", "+", "-", ",", ".", "→", "←", "›", "‹", "•", "CAD", "FH", "RICE"],
        },
      ],
    },
  },
  {
    ignores: [".next/**", ".next-*/**", ".e2e-data*/**", ".bench-data/**", ".drift-check/**", "node_modules/**", ".data/**", ".e2e-data/**", "db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench/ceiling/.next/**"],
  },
];

export default config;
