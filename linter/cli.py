"""The ``cardlint`` command line. Exit codes: 0 clean, 1 findings, 2 usage or input error."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from linter import __version__
from linter.locales import available_games
from linter.output import OutputError, add_output_arguments
from linter.readers import FORMATS as INPUT_FORMATS
from linter.readers.limits import MAX_TEXT_LENGTH


class UsageError(Exception):
    """A problem with how cardlint was called (exit code 2)."""


def _langs(value: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split(",") if v.strip())


def _add_config_arguments(parser: argparse.ArgumentParser) -> None:
    """Options that override the configuration file (each defaults to "not given")."""
    parser.add_argument(
        "--config", type=Path, help="configuration file (default: pyproject.toml or cardlint.toml found upwards)"
    )
    parser.add_argument(
        "--game", help=f"game of records that do not say ({', '.join(available_games())}: any game in locales/games/)"
    )
    parser.add_argument("--source-lang", help="language of the source text (default: en)")
    parser.add_argument("--lang", type=_langs, help="comma-separated translation languages (default: all on the card)")
    parser.add_argument("--select", type=_langs, help="comma-separated rules to report (codes or names)")
    parser.add_argument("--ignore", type=_langs, help="comma-separated rules not to report")
    parser.add_argument("--fail-on", choices=("error", "warning", "info"), help="lowest severity that fails the run")


def _add_input_arguments(parser: argparse.ArgumentParser) -> None:
    """How the files are read and which findings are already known (check and report)."""
    parser.add_argument(
        "--input-format", choices=INPUT_FORMATS, help="read every file as this format (default: by extension)"
    )
    parser.add_argument(
        "--include-fuzzy",
        action="store_true",
        default=None,
        help="also check fuzzy PO entries and unreviewed XLIFF targets",
    )
    parser.add_argument(
        "--max-text-length",
        type=int,
        metavar="N",
        help=f"a card text longer than N characters is an input error and its card is not checked (default: {MAX_TEXT_LENGTH})",
    )
    parser.add_argument("--baseline", type=Path, help="report only findings not recorded in this baseline file")
    parser.add_argument(
        "--changed-since",
        metavar="REF",
        help="check only cards whose text or suppressions changed since this git revision (a pull request's base)",
    )


def _config(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from linter.config import load_config

    overrides = {
        "game": args.game,
        "source-lang": args.source_lang,
        "langs": args.lang,
        "select": args.select,
        "ignore": args.ignore,
        "fail-on": args.fail_on,
        "baseline": getattr(args, "baseline", None),
        "include-fuzzy": getattr(args, "include_fuzzy", None),
        "input-format": getattr(args, "input_format", None),
        "max-text-length": getattr(args, "max_text_length", None),
    }
    return load_config(Path.cwd(), args.config, overrides)


def _changed(args: argparse.Namespace, config):  # type: ignore[no-untyped-def]
    """The ``--changed-since`` filter, or None (imported only when asked for)."""
    if not args.changed_since:
        return None
    from linter.changed import ChangedSince

    return ChangedSince(
        args.changed_since,
        list(args.paths),
        config.input_format or None,
        config.include_fuzzy,
        config.source_lang,
        config.max_text_length,
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardlint", description=__doc__)
    parser.add_argument("--version", action="version", version=f"cardlint {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks of internal errors")
    sub = parser.add_subparsers(dest="command", required=True)

    an = sub.add_parser("analyze", help="show the targeting frames cardlint finds in a text")
    an.add_argument("text", nargs="?", help="card text; without it, read one text a line from stdin (JSON out)")
    an.add_argument("--game", default="mtg", choices=available_games(), help="any game in locales/games/")
    an.add_argument("--lang", default="en")
    an.add_argument(
        "--type", dest="card_type", help="card type, where the game's rules need it (Riftbound: Unit, Spell…)"
    )
    an.add_argument("--format", choices=("text", "json"), default="text")
    an.add_argument(
        "--max-text-length",
        type=int,
        default=MAX_TEXT_LENGTH,
        metavar="N",
        help=f"refuse texts longer than N characters (default: {MAX_TEXT_LENGTH})",
    )

    ch = sub.add_parser("check", help="compare translations with their source and report differences")
    ch.add_argument("paths", nargs="+", type=Path)
    add_output_arguments(ch)  # --format, -o/--output FILE, --output-format FORMAT, -q/--quiet
    _add_config_arguments(ch)
    _add_input_arguments(ch)
    ch.add_argument("--write-baseline", type=Path, metavar="FILE", help="record the current findings as the baseline")
    ch.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    ch.add_argument(
        "--consistency",
        action="store_true",
        help="also report source templates translated in several ways across the files (inconsistent-template)",
    )
    ch.add_argument(
        "-j", "--jobs", type=int, default=1, metavar="N", help="check cards in N processes (0: one per CPU; default 1)"
    )
    ch.add_argument(
        "--cache",
        type=Path,
        metavar="DIR",
        help="keep analyses in DIR between runs (default: cardlint in the user's cache folder)",
    )
    ch.add_argument("--no-cache", action="store_true", help="analyse every text again; read and write no cache")

    rp = sub.add_parser("report", help="write a self-contained HTML review page: texts side by side, frames, findings")
    rp.add_argument("paths", nargs="+", type=Path)
    rp.add_argument(
        "-o", "--output", type=Path, required=True, metavar="FILE", help="the HTML page to write (review.html)"
    )
    rp.add_argument("--title", default="cardlint review", help="the page's heading")
    rp.add_argument("-q", "--quiet", action="store_true", help="no progress line")
    _add_config_arguments(rp)
    _add_input_arguments(rp)

    cf = sub.add_parser("config", help="print the effective configuration and where each value comes from")
    _add_config_arguments(cf)

    ex = sub.add_parser("explain", help="print a rule's documentation page")
    ex.add_argument("rule", help="rule code or name (CL106, retarget-mode)")

    sub.add_parser("rules", help="list every rule")

    sub.add_parser("lsp", help="start the language server: editors speak to it over stdin/stdout")
    return parser


def _cmd_analyze(args: argparse.Namespace) -> int:
    from linter.analyze_command import analyze_command

    return analyze_command(args)


def _guard(args: argparse.Namespace, config, destinations, reads_baseline: bool) -> frozenset[Path]:  # type: ignore[no-untyped-def]
    """Refuse destinations the run reads or may not replace (``linter.destinations``); the files
    to leave out of folder walks. The configuration file and the baseline are read too."""
    from linter.destinations import guard

    read = [p for p in (config.path, config.baseline if reads_baseline else None) if p is not None]
    return guard(destinations, args.paths, config.input_format or None, also_read=read)


def _cmd_check(args: argparse.Namespace) -> int:
    from linter.baseline import write_baseline
    from linter.destinations import Destination
    from linter.lint import lint
    from linter.output import color_enabled, outputs_from_args, write_reports
    from linter.progress import Progress, progress_enabled

    missing = [p for p in args.paths if not p.exists()]
    if missing:
        raise UsageError(f"no such file: {missing[0]}")
    config = _config(args)
    if args.changed_since and args.write_baseline is not None:
        raise UsageError("--write-baseline records every finding: it cannot be combined with --changed-since")
    targets = outputs_from_args(args)
    from linter.cache import STORE_NAME, default_cache_dir

    cache_dir = None if args.no_cache else (args.cache or default_cache_dir())
    writing_baseline = args.write_baseline is not None
    skip = _guard(
        args,
        config,
        [Destination(t.path, "-o") for t in targets if t.path is not None]
        + ([Destination(args.write_baseline, "--write-baseline")] if writing_baseline else [])
        + ([Destination(cache_dir / STORE_NAME, "--cache")] if cache_dir is not None else []),
        reads_baseline=not writing_baseline,
    )
    progress = Progress(None, progress_enabled(args.quiet))
    try:
        from linter.parallel import usable_jobs

        result = lint(
            args.paths,
            config,
            progress,
            consistency=args.consistency,
            jobs=usable_jobs(args.jobs),
            cache_dir=cache_dir,
            changed=_changed(args, config),
            skip=skip,
            use_baseline=not writing_baseline,
        )
    finally:
        progress.close()
    if args.debug:
        for trace in result.traces:
            print(trace, end="", file=sys.stderr)
    if args.write_baseline is not None:
        count = write_baseline(args.write_baseline, result.unfiltered)
        print(
            f"cardlint: wrote {count} baseline entr{'y' if count == 1 else 'ies'} to {args.write_baseline}",
            file=sys.stderr,
        )
        return 2 if any(e.level == "error" for e in result.errors) else 0
    write_reports(result, targets, sys.stdout, color_enabled(args.color))
    if targets[0].format != "text":  # the text report lists them; other formats go to a machine
        for error in result.errors:
            print(error, file=sys.stderr)
    if any(e.level == "error" for e in result.errors):
        return 2
    return 1 if config.fails(result.findings) else 0


def _cmd_report(args: argparse.Namespace) -> int:
    from linter.progress import Progress, progress_enabled
    from linter.report import write_report

    missing = [p for p in args.paths if not p.exists()]
    if missing:
        raise UsageError(f"no such file: {missing[0]}")
    from linter.destinations import Destination

    config = _config(args)
    skip = _guard(args, config, [Destination(args.output, "-o")], reads_baseline=True)
    progress = Progress(None, progress_enabled(args.quiet))
    try:
        data = write_report(args.paths, config, args.output, progress, args.title, _changed(args, config), skip)
    finally:
        progress.close()
    for error in data.errors:
        print(error, file=sys.stderr)
    summary = data.page["summary"]
    if not args.quiet:
        unchanged = (
            f", {summary['unchanged']} unchanged since {args.changed_since} left out" if args.changed_since else ""
        )
        print(
            f"cardlint: wrote {args.output} ({_count(summary['cards'], 'card')}, "
            f"{_count(summary['findings'], 'finding')}{unchanged})",
            file=sys.stderr,
        )
    return 2 if any(e.level == "error" for e in data.errors) else 0


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}{'s' if n != 1 else ''}"


def _cmd_config(args: argparse.Namespace) -> int:
    print(_config(args).describe(), end="")
    return 0


def _cmd_explain(args: argparse.Namespace) -> int:
    from linter.rule_docs import page

    print(page(args.rule))
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    from linter.locales import available_games, load_game
    from linter.rules import RULES

    games = [load_game(g) for g in available_games()]
    width = max(len(r.name) for r in RULES)  # the longest name sets the column: summaries line up
    for r in RULES:
        only = "" if not r.switch else f" [{', '.join(g.name for g in games if r.applies(g)) or 'no game yet'}]"
        print(f"{r.code}  {r.name:<{width}}  {r.severity:<8} {r.summary}{only}")
    return 0


def _cmd_lsp(args: argparse.Namespace) -> int:
    from linter.lsp.server import main as serve

    return serve()


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    from linter.baseline import BaselineError
    from linter.changed import ChangedSinceError
    from linter.config import ConfigError
    from linter.crash import CardCrash
    from linter.destinations import DestinationError
    from linter.locales import LocaleError
    from linter.rule_docs import UnknownRule

    commands = {
        "analyze": _cmd_analyze,
        "check": _cmd_check,
        "report": _cmd_report,
        "rules": _cmd_rules,
        "config": _cmd_config,
        "explain": _cmd_explain,
        "lsp": _cmd_lsp,
    }
    try:
        return commands[args.command](args)
    except (
        UsageError,
        LocaleError,
        ConfigError,
        BaselineError,
        UnknownRule,
        OutputError,
        ChangedSinceError,
        DestinationError,
    ) as exc:
        print(f"cardlint: error: {exc}", file=sys.stderr)
        return 2
    except CardCrash as exc:  # one line naming the card and text; the traceback only with --debug
        if args.debug:
            print(exc.trace, end="", file=sys.stderr)
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("cardlint: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the crash-report path (ruff's BLE001 accepts it: --debug re-raises)
        if args.debug:
            raise
        print(
            f"cardlint: internal error: {type(exc).__name__}: {exc} — please report it (run with --debug for details)",
            file=sys.stderr,
        )
        return 2
