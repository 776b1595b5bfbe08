// `npm test`: the server command, the selector and the exclusions, without VS Code.
"use strict";
const assert = require("assert");
const os = require("os");
const { serverCommand, documentSelector, expandVariables, resolvePath, isExcluded } = require("../server-command");

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

// `${workspaceFolder}` and relative interpreter paths, as `python.defaultInterpreterPath` holds them
const inProject = (p) => p === "/proj/.venv/bin/cardlint";
assert.strictEqual(serverCommand({}, ["${workspaceFolder}/.venv/bin/python"], "linux", inProject, "/proj").command, "/proj/.venv/bin/cardlint");
assert.strictEqual(serverCommand({}, [".venv/bin/python"], "linux", inProject, "/proj").command, "/proj/.venv/bin/cardlint");
assert.strictEqual(serverCommand({ path: "${workspaceFolder}/tools/cardlint" }, [], "linux", none, "/proj").command, "/proj/tools/cardlint");
assert.strictEqual(serverCommand({ path: "bin/cardlint" }, [], "linux", none, "/proj").command, "/proj/bin/cardlint");
assert.strictEqual(resolvePath("python3", "/proj", "linux"), "python3"); // a bare name is looked up on PATH
assert.strictEqual(resolvePath(".venv\\Scripts\\python.exe", "C:\\proj", "win32"), "C:\\proj\\.venv\\Scripts\\python.exe");
assert.strictEqual(expandVariables("${userHome}/x ${env:CARDS}", "/proj", { CARDS: "c" }), `${os.homedir()}/x c`);

// the Python extension's choice first, then the setting; the first that has cardlint beside it
const both = (p) => p === "/envs/chosen/bin/cardlint" || p === "/proj/.venv/bin/cardlint";
assert.strictEqual(serverCommand({}, ["/envs/chosen/bin/python", ".venv/bin/python"], "linux", both, "/proj").command, "/envs/chosen/bin/cardlint");
assert.strictEqual(serverCommand({}, ["/envs/bare/bin/python", ".venv/bin/python"], "linux", both, "/proj").command, "/proj/.venv/bin/cardlint");

assert.deepStrictEqual(documentSelector(["po", "tmx"]), [{ scheme: "file", pattern: "**/*.{po,tmx}" }]);
const exclude = require("../package.json").contributes.configuration.properties["cardlint.exclude"].default;
for (const file of ["package.json", "site/package.json", ".vscode/settings.json", "tsconfig.build.json", "web/node_modules/x/cards.json"]) {
  assert.ok(isExcluded(file, exclude), file);
}
for (const file of ["cards.json", "locales/es/cards.json", "set7.json", "cards.jsonl", "package.json.po"]) {
  assert.ok(!isExcluded(file, exclude), file);
}
console.log("server-command: ok");
