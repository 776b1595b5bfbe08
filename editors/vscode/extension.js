// cardlint for VS Code: starts `cardlint lsp` and shows its findings as diagnostics, with its
// hovers and quick fixes. The server reads XLSX workbooks from disk (on open and save).
"use strict";
const fs = require("fs");
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");
const { serverCommand, documentSelector } = require("./server-command");

let client;

function start() {
  const settings = vscode.workspace.getConfiguration("cardlint");
  const interpreter = vscode.workspace.getConfiguration("python").get("defaultInterpreterPath");
  const { command, args } = serverCommand(
    { path: settings.get("path"), args: settings.get("args") },
    interpreter,
    process.platform,
    fs.existsSync,
  );
  const fileTypes = settings.get("fileTypes");
  client = new LanguageClient(
    "cardlint",
    "cardlint",
    { command, args, transport: TransportKind.stdio },
    {
      documentSelector: documentSelector(fileTypes),
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/{pyproject.toml,cardlint.toml}") },
    },
  );
  return client.start().catch((error) => {
    vscode.window.showErrorMessage(
      `cardlint: cannot start "${command} lsp" (${error.message}). Set cardlint.path to the cardlint executable.`,
    );
  });
}

exports.activate = (context) => {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("cardlint")) {
        if (client) await client.stop();
        await start();
      }
    }),
  );
  return start();
};

exports.deactivate = () => (client ? client.stop() : undefined);
