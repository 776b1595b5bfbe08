// How cardlint's language server is started and which documents it is sent: kept apart from the
// VS Code API so it can be tested with plain Node.js.
"use strict";
const path = require("path");
const os = require("os");

// `${workspaceFolder}`, `${workspaceFolderBasename}`, `${userHome}` and `${env:NAME}` in a setting, as
// VS Code expands them in its own settings (it does not expand them in an extension's).
function expandVariables(value, folder, env = process.env) {
  return String(value || "")
    .replace(/\$\{workspaceFolder\}/g, folder || "")
    .replace(/\$\{workspaceFolderBasename\}/g, folder ? path.basename(folder) : "")
    .replace(/\$\{userHome\}/g, os.homedir())
    .replace(/\$\{env:([^}]+)\}/g, (_, name) => env[name] || "");
}

// A setting's executable: variables expanded; a relative path (".venv/bin/python") is the workspace
// folder's; a bare name ("cardlint", "python3") is left for PATH.
function resolvePath(value, folder, platform, env = process.env) {
  const expanded = expandVariables(value, folder, env).trim();
  if (!expanded) return "";
  const flavour = path[platform === "win32" ? "win32" : "posix"];
  if (flavour.isAbsolute(expanded) || !/[\\/]/.test(expanded) || !folder) return expanded;
  return flavour.join(folder, expanded);
}

// The cardlint executable next to a Python interpreter (a virtual environment's bin/ or Scripts\).
function besideInterpreter(interpreter, platform, exists) {
  if (!interpreter) return undefined;
  const windows = platform === "win32";
  const flavour = path[windows ? "win32" : "posix"];
  const candidate = flavour.join(flavour.dirname(interpreter), windows ? "cardlint.exe" : "cardlint");
  return exists(candidate) ? candidate : undefined;
}

// { command, args } for the client: the configured executable; else cardlint beside the first of the
// interpreters that has one (the Python extension's choice first, then `python.defaultInterpreterPath`);
// else `cardlint` from PATH. Always `lsp` first, then the user's arguments.
function serverCommand(settings, interpreters, platform, exists, folder, env = process.env) {
  const configured = resolvePath(settings.path, folder, platform, env);
  const candidates = (Array.isArray(interpreters) ? interpreters : [interpreters])
    .map((interpreter) => resolvePath(interpreter, folder, platform, env))
    .filter(Boolean);
  const beside = candidates.map((interpreter) => besideInterpreter(interpreter, platform, exists)).find(Boolean);
  return { command: configured || beside || "cardlint", args: ["lsp", ...(settings.args || [])] };
}

// The client's document selector: every card file by extension, on disk.
function documentSelector(fileTypes) {
  return [{ scheme: "file", pattern: `**/*.{${fileTypes.join(",")}}` }];
}

// A glob (`**`, `*`, `?`, `{a,b}`) as a regular expression over a workspace-relative path with "/".
function globToRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      const slash = glob[i + 2] === "/";
      source += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else if (c === "{") source += "(?:";
    else if (c === "}") source += ")";
    else if (c === ",") source += "|";
    else source += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

// Whether a workspace-relative path is one of the files cardlint leaves alone (`cardlint.exclude`):
// JSON the editor and the tools keep (package.json, .vscode/settings.json…) is no card file.
function isExcluded(relativePath, patterns) {
  const normal = relativePath.split(path.sep).join("/");
  return (patterns || []).some((pattern) => globToRegExp(pattern).test(normal));
}

module.exports = { expandVariables, resolvePath, besideInterpreter, serverCommand, documentSelector, globToRegExp, isExcluded };
