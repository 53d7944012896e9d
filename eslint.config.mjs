// ESLint 9 flat config: Next's core web vitals and TypeScript sets. The Next base
// set already carries eslint-plugin-react-hooks' recommended rules (rules-of-hooks,
// exhaustive-deps and the React Compiler checks). `npm test` runs it at zero warnings.
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  {
    ignores: [
      ".next/**",
      ".content-collections/**",
      ".data/**",
      ".outbox/**",
      ".tools/**",
      "coverage/**",
      "public/**",
      "drizzle/meta/**",
      "playwright-report/**",
      "test-results/**",
      "tmp/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // The codebase drops fields by destructuring into an `_`-named binding next to a rest
      // (`const { id: _id, ...rest } = row`) and names unused parameters `_x`: that is deliberate.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A disable comment that no longer matches a finding is an error, so none lingers.
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
];

export default config;
