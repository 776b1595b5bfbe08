"""``cardlint analyze``: the frames cardlint finds in one text, or in one text a line of standard input."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from linter.model.analysis import Analysis
from linter.pipeline import analyze


def analyze_command(args: argparse.Namespace) -> int:
    """Print the analysis of ``args.text`` (text or JSON), or of each line of standard input (JSON lines);
    a text over ``--max-text-length`` is refused (exit code 2; on standard input, that line's error)."""

    def too_long(text: str) -> str | None:
        if len(text) <= args.max_text_length:
            return None
        return (
            f"the text is {len(text):,} characters long, over the limit of {args.max_text_length:,} (--max-text-length)"
        )

    if args.text is not None:
        problem = too_long(args.text)
        if problem:
            print(f"cardlint: error: {problem}", file=sys.stderr)
            return 2
        result = analyze(args.text, args.lang, args.game, args.card_type)
        if args.format == "json":
            print(json.dumps(analysis_json(result), ensure_ascii=False, indent=2))
        else:
            print_analysis(result)
        return 0
    for number, line in enumerate(sys.stdin, start=1):
        line = line.rstrip("\n")
        problem = too_long(line)
        if problem:
            print(json.dumps({"line": number, "error": problem}))
            continue
        try:
            result = analyze(line, args.lang, args.game, args.card_type)
        except RecursionError:
            print(json.dumps({"line": number, "error": "text too deeply nested"}))
            continue
        print(json.dumps(analysis_json(result), ensure_ascii=False), flush=True)
    return 0


def analysis_json(result: Analysis) -> dict[str, Any]:
    return {
        "lang": result.lang,
        "game": result.game,
        "frames": [f.to_json() for f in result.frames],
        "unrecognized": [{"start": s.start, "end": s.end, "text": s.text} for s in result.unrecognized],
    }


def print_analysis(result: Analysis) -> None:
    if not result.frames:
        print("no targeting frames")
    for f in result.frames:
        print(f"{f.span.start:>4}-{f.span.end:<4} “{f.span.text}”")
        print(f"           {f.describe()}")
        for kind, span in f.detail_spans.items():
            print(f"             {kind}: “{span.text}”")
    for s in result.unrecognized:
        print(f"{s.start:>4}-{s.end:<4} “{s.text}”  unrecognized targeting word")
