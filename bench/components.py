"""Where one text's analysis spends its time, component by component, next to the bare tokenizer.

    python bench/components.py [--corpus ../shared/corpus] [--game ygo] [--lang en] [--limit 3000]

Reads the first ``--limit`` cards of ``<corpus>/<game>.jsonl`` (the project's corpus/examples.jsonl
when the corpus folder is absent), builds the pipeline beforehand, and prints CPU microseconds per
text for normalization, cardlint's tokenizer and each pipeline component, against
``spacy.blank(lang).tokenizer`` on the same texts. Use it to see which component a change made
slower: ``bench/speed.py`` gives the end-to-end figures.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.components.extensions import CardText  # noqa: E402
from linter.normalize import normalize  # noqa: E402
from linter.pipeline import pipeline  # noqa: E402
from linter.tokenizer import make_doc  # noqa: E402


def texts_of(corpus: Path, game: str, lang: str, limit: int) -> list[str]:
    """The ``lang`` texts of the first ``limit`` cards of the game's corpus file."""
    path = corpus / f"{game}.jsonl"
    if not path.is_file():
        print(f"{path} not found: using corpus/examples.jsonl")
        path = ROOT / "corpus" / "examples.jsonl"
    with path.open(encoding="utf-8") as lines:
        cards = (json.loads(line) for line in lines if line.strip())
        chosen = (c for c in cards if c.get("game", game) == game and (c.get("text") or {}).get(lang))
        return [c["text"][lang] for c in itertools.islice(chosen, limit)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--game", default="ygo")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--limit", type=int, default=3000)
    args = parser.parse_args()
    texts = texts_of(args.corpus, args.game, args.lang, args.limit)
    if not texts:
        raise SystemExit(f"no {args.lang} texts for {args.game}")
    import spacy

    bare = spacy.blank(args.lang).tokenizer
    clock = time.process_time
    start = clock()
    for text in texts:
        bare(text)
    floor = clock() - start
    nlp = pipeline(args.lang, args.game)
    spent: Counter[str] = Counter()
    for text in texts:
        start = clock()
        norm = normalize(text)
        tokenized = clock()
        doc = make_doc(nlp, norm.text)
        spent["normalize"] += tokenized - start
        spent["tokenize"] += clock() - tokenized
        doc._.cardlint = CardText(norm, None)
        for name, component in nlp.pipeline:
            start = clock()
            doc = component(doc)
            spent[name] += clock() - start
    per_text = 1e6 / len(texts)
    print(f"{args.lang}/{args.game}: {len(texts)} texts; bare tokenizer {floor * per_text:.1f} µs a text")
    for name, seconds in spent.items():
        print(f"  {name:24s} {seconds * per_text:7.1f} µs")
    total = sum(spent.values())
    print(f"  {'total':24s} {total * per_text:7.1f} µs = {total / floor:.2f}× the bare tokenizer")


if __name__ == "__main__":
    main()
