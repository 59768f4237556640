#!/usr/bin/env node
// A declaration for the package's stylesheet exports (the "types" beside each .css in
// publishConfig.exports): TypeScript 6 and later check what a bare `import "@causeway/forms/styles.css"`
// names, and a host without a `*.css` module declaration would otherwise fail to compile.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

writeFileSync(
  join(process.cwd(), "dist", "stylesheet.d.ts"),
  "// A stylesheet: imported for its side effect, it exports nothing.\nexport {};\n",
);
