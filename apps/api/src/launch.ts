// dist/server.js (`npm start`): settles React's build before anything loads it, then starts the
// server (src/server.ts, bundled as dist/server-main.js). In a bundle the external imports (react
// among them) are evaluated before any of its own code, so react-build.ts has to run in a module
// of its own that loads the rest only afterwards.
import "./react-build.js";

const server = "./server-main.js";
await import(server);
