"""End to end with a real editor: headless Neovim runs `cardlint lsp` on a card file and
the test reads the diagnostics Neovim received."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "lsp"
ROOT = Path(__file__).resolve().parent.parent
NVIM = shutil.which("nvim")

# Neovim configured as the README says: vim.lsp.start (0.8+), start_client + attach on Debian 12's 0.7.
INIT = r"""
local out, python, root = os.getenv("CARDLINT_OUT"), os.getenv("CARDLINT_PYTHON"), os.getenv("CARDLINT_ROOT")

local function run()
  local config = {name = "cardlint", cmd = {python, "-m", "linter", "lsp"}, cmd_cwd = root,
                  root_dir = vim.fn.expand("%:p:h")}
  local id
  if vim.lsp.start then
    id = vim.lsp.start(config)
  else  -- Neovim 0.7
    id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(0, id)
  end
  local got = vim.wait(90000, function()
    return #vim.diagnostic.get(0) > 0 or vim.lsp.get_client_by_id(id) == nil
  end, 100) and #vim.diagnostic.get(0) > 0
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local lsp = (d.user_data or {}).lsp or {}
    table.insert(found, {lnum = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity,
                         source = d.source, message = d.message, code = d.code or lsp.code})
  end
  local file = io.open(out, "w")
  file:write(vim.fn.json_encode({waited = got, diagnostics = found}))
  file:close()
  vim.cmd("qall!")
end

vim.api.nvim_create_autocmd("VimEnter", {callback = run})  -- once the card file is loaded
"""


@pytest.mark.skipif(NVIM is None, reason="nvim not found: install Neovim (Debian: apt-get install neovim) to run "
                                         "the end-to-end editor test")
def test_neovim_receives_cardlints_diagnostics(tmp_path: Path):
    card_file = tmp_path / "cards.jsonl"
    shutil.copy(DATA / "cards.jsonl", card_file)
    init = tmp_path / "init.lua"
    init.write_text(INIT, encoding="utf-8")
    out = tmp_path / "diagnostics.json"
    env = {**os.environ, "CARDLINT_OUT": str(out), "CARDLINT_PYTHON": sys.executable, "CARDLINT_ROOT": str(ROOT),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([NVIM, "--headless", "--noplugin", "-i", "NONE", "-u", str(init), str(card_file)],
                         env=env, cwd=tmp_path, capture_output=True, text=True, timeout=150)
    assert out.exists(), f"Neovim wrote no diagnostics (exit {run.returncode}): {run.stderr[-2000:]}"
    received = json.loads(out.read_text(encoding="utf-8"))
    log = tmp_path / "cache" / "nvim" / "lsp.log"
    assert received["waited"], ("the server stopped or sent no diagnostics within 90 s; Neovim's LSP log: "
                                + (log.read_text(encoding="utf-8")[-2000:] if log.exists() else "(none)"))
    by_code = {d["code"]: d for d in received["diagnostics"]}
    assert set(by_code) == {"CL102", "CL104", "CL106", "CL107"}
    line = card_file.read_text(encoding="utf-8").splitlines()[1]
    count = by_code["CL102"]
    assert count["lnum"] == 1 and line[count["col"]:count["end_col"]] == "dos criaturas objetivo"
    assert count["source"] == "cardlint" and count["severity"] == 1  # vim.diagnostic.severity.ERROR
