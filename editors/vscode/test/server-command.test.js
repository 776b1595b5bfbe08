// `npm test`: the server command and selector, without VS Code.
"use strict";
const assert = require("assert");
const { serverCommand, documentSelector } = require("../server-command");

const none = () => false;
assert.deepStrictEqual(serverCommand({ path: "", args: [] }, undefined, "linux", none), { command: "cardlint", args: ["lsp"] });
assert.deepStrictEqual(
  serverCommand({ path: " /opt/cl/bin/cardlint ", args: ["--debug"] }, "/venv/bin/python", "linux", () => true),
  { command: "/opt/cl/bin/cardlint", args: ["lsp", "--debug"] },
);
assert.deepStrictEqual(
  serverCommand({ path: "", args: [] }, "/proj/.venv/bin/python", "linux", (p) => p === "/proj/.venv/bin/cardlint"),
  { command: "/proj/.venv/bin/cardlint", args: ["lsp"] },
);
assert.strictEqual(
  serverCommand({}, "C:\\proj\\.venv\\Scripts\\python.exe", "win32", (p) => p.endsWith("cardlint.exe")).command,
  "C:\\proj\\.venv\\Scripts\\cardlint.exe",
);
assert.deepStrictEqual(documentSelector(["po", "tmx"]), [{ scheme: "file", pattern: "**/*.{po,tmx}" }]);
console.log("server-command: ok");
