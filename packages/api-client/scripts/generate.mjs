// Regenerates src/generated/ from openapi.yaml:
//   schema.d.ts      the TypeScript types (openapi-typescript)
//   operations.json  every operation with example bodies (feeds the msw mock handlers)
//   openapi.json     the contract as JSON data (for servers and tools without a YAML parser)
// `node scripts/generate.mjs --check` regenerates in memory and fails if the committed files differ.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { CONTRACT_PATH, loadContract } from "./lib/document.mjs";
import { buildOperationTable } from "./lib/operations.mjs";

const GENERATED_DIR = fileURLToPath(new URL("../src/generated/", import.meta.url));
const HEADER =
  "// Generated from openapi.yaml by scripts/generate.mjs. Do not edit; run `pnpm run generate`.\n";
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

async function schemaTypes() {
  const ast = await openapiTS(new URL(`file://${CONTRACT_PATH}`), {
    silent: true,
    // A field with a default is optional in a request body (the server fills the default).
    defaultNonNullable: false,
    // Uploads are multipart bodies; a binary field is a Blob (File) in the browser.
    transform(schemaObject) {
      if (schemaObject.format === "binary") return BLOB;
      return undefined;
    },
  });
  return `${HEADER}\n${astToString(ast)}`;
}

function operationTable() {
  return `${JSON.stringify(buildOperationTable(loadContract()), null, 2)}\n`;
}

async function main() {
  const check = process.argv.includes("--check");
  const outputs = {
    "schema.d.ts": await schemaTypes(),
    "operations.json": operationTable(),
    "openapi.json": `${JSON.stringify(loadContract(), null, 2)}\n`,
  };
  const stale = [];
  for (const [name, contents] of Object.entries(outputs)) {
    const target = `${GENERATED_DIR}${name}`;
    if (check) {
      let current = null;
      try {
        current = readFileSync(target, "utf8");
      } catch {
        current = null;
      }
      if (current !== contents) stale.push(`src/generated/${name}`);
    } else {
      mkdirSync(GENERATED_DIR, { recursive: true });
      writeFileSync(target, contents);
      console.info(`wrote src/generated/${name}`);
    }
  }
  if (stale.length > 0) {
    console.error(
      `The generated files are stale: ${stale.join(", ")} no longer match openapi.yaml.\n` +
        "Run `pnpm --filter @causeway/api-client run generate` and commit the result.",
    );
    process.exitCode = 1;
  } else if (check) {
    console.info("src/generated is up to date with openapi.yaml");
  }
}

await main();
