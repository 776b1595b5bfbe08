"""The ``cardlint`` command line. Exit codes: 0 clean, 1 findings, 2 usage or input error."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from linter.arguments import changed_since, configuration, parser
from linter.output import OutputError


class UsageError(Exception):
    """A problem with how cardlint was called (exit code 2)."""


def _cmd_analyze(args: argparse.Namespace) -> int:
    from linter.analyze_command import analyze_command

    return analyze_command(args)


def _existing(paths: list[Path]) -> None:
    """A path named on the command line that does not exist is a usage error, said before anything is read."""
    missing = [p for p in paths if not p.exists()]
    if missing:
        raise UsageError(f"no such file: {missing[0]}")


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
    from linter.writers import SUGGESTING

    _existing(args.paths)
    config = configuration(args)
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
            changed=changed_since(args, config),
            skip=skip,
            use_baseline=not writing_baseline,
            suggestions=not writing_baseline and any(t.format in SUGGESTING for t in targets),
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

    _existing(args.paths)
    from linter.destinations import Destination

    config = configuration(args)
    skip = _guard(args, config, [Destination(args.output, "-o")], reads_baseline=True)
    progress = Progress(None, progress_enabled(args.quiet))
    try:
        data = write_report(args.paths, config, args.output, progress, args.title, changed_since(args, config), skip)
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
    print(configuration(args).describe(), end="")
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
    args = parser().parse_args(argv)
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
