// cardlint for VS Code: starts `cardlint lsp` and shows its findings as diagnostics, with its
// hovers and quick fixes. VS Code opens XLSX workbooks as binary files and sends them to no
// language server, so this extension has no XLSX documents (check them with `cardlint check`).
"use strict";
const fs = require("fs");
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");
const { serverCommand, documentSelector, isExcluded } = require("./server-command");

let client;

function workspaceFolder() {
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  return folder ? folder.uri.fsPath : undefined;
}

// The Python extension's API, where it is installed (the interpreter the user picked in its status bar).
async function pythonApi() {
  const extension = vscode.extensions.getExtension("ms-python.python");
  if (!extension) return undefined;
  try {
    return extension.isActive ? extension.exports : await extension.activate();
  } catch {
    return undefined;
  }
}

// The interpreters to look for cardlint beside: the Python extension's choice, then the setting.
async function interpreters(folder) {
  const found = [];
  const api = await pythonApi();
  const resource = folder ? vscode.Uri.file(folder) : undefined;
  try {
    if (api && api.environments) {
      const active = api.environments.getActiveEnvironmentPath(resource);
      if (active && active.path) found.push(active.path);
    } else if (api && api.settings) {
      const command = api.settings.getExecutionDetails(resource).execCommand;
      if (command && command[0]) found.push(command[0]);
    }
  } catch {
    // an older or broken Python extension: the setting below still applies
  }
  found.push(vscode.workspace.getConfiguration("python", resource).get("defaultInterpreterPath"));
  return found.filter(Boolean);
}

async function start() {
  const settings = vscode.workspace.getConfiguration("cardlint");
  const folder = workspaceFolder();
  const { command, args } = serverCommand(
    { path: settings.get("path"), args: settings.get("args") },
    await interpreters(folder),
    process.platform,
    fs.existsSync,
    folder,
  );
  const exclude = settings.get("exclude");
  const skip = (document) => isExcluded(vscode.workspace.asRelativePath(document.uri, false), exclude);
  const unless = (document, next, ...rest) => (skip(document) ? undefined : next(document, ...rest));
  client = new LanguageClient(
    "cardlint",
    "cardlint",
    { command, args, options: { cwd: folder }, transport: TransportKind.stdio },
    {
      documentSelector: documentSelector(settings.get("fileTypes")),
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/{pyproject.toml,cardlint.toml}") },
      middleware: {
        didOpen: unless,
        didChange: (event, next) => (skip(event.document) ? undefined : next(event)),
        didSave: unless,
        didClose: unless,
      },
    },
  );
  return client.start().catch((error) => {
    vscode.window.showErrorMessage(
      `cardlint: cannot start "${command} lsp" (${error.message}). Set cardlint.path to the cardlint executable.`,
    );
  });
}

async function restart() {
  if (client) await client.stop();
  await start();
}

exports.activate = async (context) => {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("cardlint") || event.affectsConfiguration("python.defaultInterpreterPath")) {
        await restart();
      }
    }),
  );
  const api = await pythonApi();
  if (api && api.environments && api.environments.onDidChangeActiveEnvironmentPath) {
    context.subscriptions.push(api.environments.onDidChangeActiveEnvironmentPath(() => restart()));
  }
  return start();
};

exports.deactivate = () => (client ? client.stop() : undefined);
