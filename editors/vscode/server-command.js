// How cardlint's language server is started: kept apart from the VS Code API so it can be
// tested with plain Node.js.
"use strict";
const path = require("path");

// The cardlint executable next to a Python interpreter (a virtual environment's bin/ or Scripts\).
function besideInterpreter(interpreter, platform, exists) {
  if (!interpreter) return undefined;
  const windows = platform === "win32";
  const candidate = path[windows ? "win32" : "posix"].join(
    path[windows ? "win32" : "posix"].dirname(interpreter),
    windows ? "cardlint.exe" : "cardlint",
  );
  return exists(candidate) ? candidate : undefined;
}

// { command, args } for the client: the configured executable, else cardlint beside the
// configured interpreter, else `cardlint` from PATH; always `lsp` first, then the user's arguments.
function serverCommand(settings, interpreter, platform, exists) {
  const command = (settings.path || "").trim() || besideInterpreter(interpreter, platform, exists) || "cardlint";
  return { command, args: ["lsp", ...(settings.args || [])] };
}

// The client's document selector: every card file by extension, on disk.
function documentSelector(fileTypes) {
  return [{ scheme: "file", pattern: `**/*.{${fileTypes.join(",")}}` }];
}

module.exports = { besideInterpreter, serverCommand, documentSelector };
