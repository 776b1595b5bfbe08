"""Where a cold ``cardlint check`` spends its time, each figure measured in a fresh process.

    python bench/cold_start.py [--runs N] [--game mtg] [--langs en,es,de,fr,it]

Prints (median of ``--runs`` child processes each; the child's CPU time beside its wall
time, as a check on a busy machine):

- building each language's pipeline for the game, split into ``import spacy``, importing
  cardlint's components, loading the locale data, the language and its tokenizer, and each
  component (``cardlint_matcher`` is the pattern compilation);
- ``cardlint check --no-cache`` of a one-card file with every language (the first card of
  the project's ``corpus/examples.jsonl``; a language it lacks takes the first sentence of its
  ``corpus/<lang>/<game>.yaml``), and the same split for that run;
- the same check with every analysis already in the ``--cache`` store, and whether that
  run imported spaCy at all;
- where the imports' time goes: one more run of each check under ``python -X importtime``, its
  own import time summed by top-level package (``spacy``, ``thinc``, ``numpy``, ``linter``…), the
  most costly first, with the number of modules each imported.

To compare with another checkout, run this script with ``PYTHONPATH=<checkout>``: the child
processes import ``linter`` from wherever the parent did. The children write bytecode
(``PYTHONDONTWRITEBYTECODE`` is dropped for them), as an installed cardlint has it.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "corpus" / "examples.jsonl"
IMPORTED = "imported: "  # the figures of a ``-X importtime`` run

# Runs in the child: times each step of building one pipeline (old and new engine alike:
# it only relies on linter.pipeline.pipeline, linter.locales and Language.add_pipe).
_BUILD = r"""
import json, sys, time
clock = time.perf_counter
lang, game = sys.argv[1], sys.argv[2]
t = {}
start = clock()
try:
    from linter.spacy_import import import_spacy  # without spaCy's command line, as cardlint does
except ImportError:  # an older checkout: spaCy's own import
    def import_spacy():
        import spacy
import_spacy()
from spacy.language import Language
t["import spacy"] = clock() - start
mark = clock()
import linter.pipeline as P
from linter.components import framing, matching, structure  # noqa: F401
t["import components"] = clock() - mark
mark = clock()
from linter.locales import load_game, load_locale
load_game(game)
load_locale(lang, game)
t["locale data"] = clock() - mark
added = {}
add_pipe = Language.add_pipe
def timed(self, name, *args, **kwargs):
    mark = clock()
    try:
        return add_pipe(self, name, *args, **kwargs)
    finally:
        added[name] = added.get(name, 0.0) + clock() - mark
Language.add_pipe = timed
mark = clock()
P.pipeline(lang, game)
built = clock() - mark
t["language + tokenizer"] = built - sum(added.values())
for name, seconds in added.items():
    t[name] = seconds
t["total"] = clock() - start
print(json.dumps(t))
"""

# Runs in the child: a whole `cardlint check`, with the same split.
_CHECK = r"""
import json, sys, time
clock = time.perf_counter
t = {}
start = clock()
from linter import cli
t["cardlint imports"] = clock() - start
import linter.pipeline as P
if "--no-cache" in sys.argv:
    mark = clock()
    try:
        from linter.spacy_import import import_spacy  # as cardlint imports it
    except ImportError:  # an older checkout: spaCy's own import
        def import_spacy():
            import spacy
    import_spacy()
    from spacy.language import Language
    t["import spacy"] = clock() - mark
    mark = clock()
    from linter.components import framing, matching, structure  # noqa: F401
    t["import components"] = clock() - mark
    added = {}
    add_pipe = Language.add_pipe
    def timed(self, name, *args, **kwargs):
        mark = clock()
        try:
            return add_pipe(self, name, *args, **kwargs)
        finally:
            added[name] = added.get(name, 0.0) + clock() - mark
    Language.add_pipe = timed
    build = P.pipeline
    built = [0.0]
    def pipeline(lang, game):
        mark = clock()
        try:
            return build(lang, game)
        finally:
            built[0] += clock() - mark
    P.pipeline = pipeline
    from linter import locales
    read = locales._read_yaml
    loaded = [0.0]
    def read_yaml(*args, **kwargs):
        mark = clock()
        try:
            return read(*args, **kwargs)
        finally:
            loaded[0] += clock() - mark
    locales._read_yaml = read_yaml
mark = clock()
try:
    code = cli.main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
run = clock() - mark
if code not in (0, 1):
    raise SystemExit(f"cardlint check failed with exit code {code}")
if "--no-cache" in sys.argv:
    t["locale data (YAML)"] = loaded[0]
    t["language + tokenizer"] = built[0] - sum(added.values()) - loaded[0]
    for name, seconds in added.items():
        t[name] = seconds
    t["analysis, checks, report"] = run - built[0]
else:
    t["check"] = run
t["spaCy imported"] = float("spacy" in sys.modules)
t["total (in process)"] = clock() - start
print(json.dumps(t), file=sys.stderr)
"""


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def child(code: str, *args: str, env: dict[str, str], importtime: bool = False) -> tuple[float, dict[str, float]]:
    """Wall time of a fresh interpreter running ``code``, and the figures it printed.

    It runs in the scratch folder: ``python -c`` puts the working folder first on
    ``sys.path``, which must not shadow the ``linter`` that PYTHONPATH names."""
    start, cpu = time.perf_counter(), _children_cpu()
    done = subprocess.run(
        [sys.executable, *(["-X", "importtime"] if importtime else []), "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=env["CARDLINT_BENCH_DIR"],
        check=False,
    )
    wall = time.perf_counter() - start
    cpu = _children_cpu() - cpu
    out = done.stdout if code is _BUILD else done.stderr
    try:
        figures = json.loads(out.strip().splitlines()[-1])
    except (json.JSONDecodeError, IndexError):
        raise SystemExit(f"child failed:\n{done.stdout}\n{done.stderr}") from None
    figures["process CPU (user+sys)"] = cpu
    if importtime:
        figures.update({IMPORTED + key: value for key, value in import_costs(done.stderr).items()})
    return wall, figures


def import_costs(log: str) -> dict[str, float]:
    """``-X importtime`` output summed by top-level package: ``"<package> (<modules>)"`` → seconds
    of the package's own import time (a module's self time, so nothing is counted twice)."""
    seconds: dict[str, float] = {}
    modules: dict[str, int] = {}
    for line in log.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        own, _, name = (part.strip() for part in line[len("import time:") :].split("|"))
        if not own.isdigit():
            continue  # the header line
        package = name.split(".")[0]
        seconds[package] = seconds.get(package, 0.0) + int(own) / 1e6
        modules[package] = modules.get(package, 0) + 1
    ranked = sorted(seconds, key=seconds.__getitem__, reverse=True)
    return {f"{package} ({modules[package]})": seconds[package] for package in ranked}


def show_imports(title: str, figures: dict[str, float], top: int = 12) -> None:
    costs = list(figures.items())
    total = sum(value for _, value in costs)
    print(f"{title}: {sum(int(k.rsplit('(', 1)[1][:-1]) for k, _ in costs)} modules, {total:.2f} s of imports")
    for key, value in costs[:top]:
        print(f"    {key:<28} {value:6.3f} s")
    rest = costs[top:]
    if rest:
        print(f"    {f'{len(rest)} other packages':<28} {sum(v for _, v in rest):6.3f} s")


def _annotated(lang: str, game: str) -> str:
    """The first annotated sentence of ``corpus/<lang>/<game>.yaml``: the text of a language the
    example card has none in."""
    import yaml

    data = yaml.safe_load((ROOT / "corpus" / lang / f"{game}.yaml").read_text(encoding="utf-8"))
    return str(data["analyze"][0]["text"])


def _imports_only(figures: dict[str, float]) -> dict[str, float]:
    return {key[len(IMPORTED) :]: value for key, value in figures.items() if key.startswith(IMPORTED)}


def median_figures(runs: list[tuple[float, dict[str, float]]]) -> tuple[float, dict[str, float]]:
    walls = [w for w, _ in runs]
    keys = list(runs[0][1])
    return statistics.median(walls), {k: statistics.median(f.get(k, 0.0) for _, f in runs) for k in keys}


def show(title: str, wall: float, figures: dict[str, float]) -> None:
    print(f"{title}: {wall:.2f} s wall")
    for key, value in figures.items():
        if key == "spaCy imported":
            print(f"    {key:<28} {'yes' if value else 'no'}")
        else:
            print(f"    {key:<28} {value:6.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", default="mtg")
    parser.add_argument("--langs", default="en,es,de,fr,it")
    args = parser.parse_args()
    langs = args.langs.split(",")
    import linter

    print(f"cardlint from {Path(linter.__file__).parent}; Python {sys.version.split()[0]}; median of {args.runs}")
    path = os.pathsep.join([str(Path(linter.__file__).resolve().parents[1]), os.environ.get("PYTHONPATH", "")])
    with tempfile.TemporaryDirectory(prefix="cardlint-cold-") as folder_name:
        folder = Path(folder_name)
        env = dict(os.environ, PYTHONPATH=path, XDG_CACHE_HOME=str(folder / "xdg"), NO_COLOR="1")
        # as an installed cardlint runs: its modules' bytecode written once (by the first child), not
        # compiled from source in every child (≈ 0.1 s each where PYTHONDONTWRITEBYTECODE is set)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["CARDLINT_BENCH_DIR"] = str(folder)
        for lang in langs:
            wall, figures = median_figures([child(_BUILD, lang, args.game, env=env) for _ in range(args.runs)])
            show(f"pipeline {lang}/{args.game}", wall, figures)

        card = json.loads(EXAMPLES.read_text(encoding="utf-8").splitlines()[0])
        card["text"] = {lang: card["text"].get(lang) or _annotated(lang, card.get("game", "mtg")) for lang in langs}
        one = folder / "one.jsonl"
        one.write_text(json.dumps(card, ensure_ascii=False) + "\n", encoding="utf-8")
        common = ["check", "--format", "json", "--source-lang", langs[0], str(one)]

        wall, figures = median_figures([child(_CHECK, *common, "--no-cache", env=env) for _ in range(args.runs)])
        show(f"cardlint check, one card ({', '.join(langs)}), --no-cache", wall, figures)
        _, traced = child(_CHECK, *common, "--no-cache", env=env, importtime=True)
        show_imports("  its imports (-X importtime, own time by package)", _imports_only(traced))

        store = ["--cache", str(folder / "store")]
        child(_CHECK, *common, *store, env=env)  # fills the store
        wall, figures = median_figures([child(_CHECK, *common, *store, env=env) for _ in range(args.runs)])
        show("the same check, every analysis cached", wall, figures)
        _, traced = child(_CHECK, *common, *store, env=env, importtime=True)
        show_imports("  its imports (-X importtime, own time by package)", _imports_only(traced))

        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        print(f"(a bare `python -c pass`: {time.perf_counter() - start:.2f} s)")


if __name__ == "__main__":
    main()
