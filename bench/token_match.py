"""The factored TOKEN_MATCH makes exactly the decisions of spaCy's, on real card text.

    python bench/token_match.py [--corpus ../shared/corpus] [--lang fr] [--tokenize-langs fr]

Reads every card text of the language from the corpus (``../shared/corpus/*.jsonl`` next
to the project; without it, the project's own ``corpus/``, and says so), then:

1. the size and compile time of the language's TOKEN_MATCH, as spaCy writes it and as
   ``linter.regex_factoring.factor_alternation`` rewrites it;
2. both ``match`` functions on every distinct whitespace-separated string of the corpus
   (every language, with lower-case and capitalised forms) and every string the
   language's tokenizer asks its TOKEN_MATCH about: every disagreement is listed;
3. how many texts spaCy's TOKEN_MATCH matters for (they would tokenize differently without it);
4. a full tokenization of every text of ``--tokenize-langs`` with the tokenizer cardlint
   built before (``spacy.blank`` and the TOKEN_MATCH as spaCy compiles it) and with
   ``linter.tokenizer.blank_language``: every text whose tokens differ is listed.

Exit code 1 when anything differs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING
from unittest import mock

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SHARED = ROOT.parent / "shared" / "corpus"

if TYPE_CHECKING:
    from spacy.tokenizer import Tokenizer


def corpus_texts(corpus: Path, lang: str) -> tuple[list[str], str]:
    if corpus.is_dir() and any(corpus.glob("*.jsonl")):
        texts = []
        for path in sorted(corpus.glob("*.jsonl")):
            with path.open(encoding="utf-8") as handle:
                for line in handle:
                    if line.strip():
                        text = (json.loads(line).get("text") or {}).get(lang)
                        if isinstance(text, str) and text:
                            texts.append(text)
        return texts, str(corpus)
    import yaml

    texts = []
    for path in sorted((ROOT / "corpus").glob("*/*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for key in ("sentences", "pairs"):
            for case in data.get(key) or []:
                if isinstance(case, dict) and isinstance(case.get(lang), str):
                    texts.append(case[lang])
                elif isinstance(case, dict) and path.parent.name == lang and isinstance(case.get("text"), str):
                    texts.append(case["text"])
    for line in (ROOT / "corpus" / "examples.jsonl").read_text(encoding="utf-8").splitlines():
        text = (json.loads(line).get("text") or {}).get(lang)
        if text:
            texts.append(text)
    return texts, f"the project's corpus/ ({corpus} is absent: the shared corpus was not measured)"


def old_tokenizer(lang: str, abbreviations: list[str]) -> Tokenizer:
    """The tokenizer as cardlint built it before: spacy.blank, then the card tokenizer with the
    language's TOKEN_MATCH as spaCy's data compiles it."""
    import spacy

    from linter import tokenizer

    nlp = spacy.blank(lang)
    with mock.patch.object(tokenizer, "token_match", lambda _lang: nlp.Defaults.token_match):
        built = tokenizer._card_tokenizer(nlp)
    for word in abbreviations:
        built.add_special_case(word, [{"ORTH": word}])
    return built


def _asked(lang: str, texts: list[str]) -> set[str]:
    """Every string the language's tokenizer passes to its TOKEN_MATCH on these texts."""
    from linter.tokenizer import blank_language

    tokenizer = blank_language(lang).tokenizer
    match = tokenizer.token_match
    seen: set[str] = set()

    def record(string: str) -> object:
        seen.add(string)
        return match(string)

    tokenizer.token_match = record
    for text in texts:
        tokenizer(text)
    return seen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=SHARED)
    parser.add_argument("--lang", default="fr")
    parser.add_argument("--game", default="mtg", help="whose abbreviations the tokenizers get")
    parser.add_argument("--tokenize-langs", default="fr", help="languages to tokenize in full, comma-separated")
    args = parser.parse_args()

    from linter import regexes
    from linter.locales import load_locale
    from linter.normalize import normalize
    from linter.tokenizer import blank_language, language_class, token_match

    start = time.perf_counter()
    defaults = language_class(args.lang).Defaults
    print(f"importing spacy + spacy.lang.{args.lang} (large regexes deferred): {time.perf_counter() - start:.2f} s")
    deferred = getattr(defaults.token_match, "__self__", None)
    if not isinstance(deferred, regexes.DeferredPattern):
        print(
            f"{args.lang}: spaCy's TOKEN_MATCH is not a deferred large pattern ({defaults.token_match!r}); nothing to compare"
        )
        return 0
    start = time.perf_counter()
    factored_source = regexes.factor_alternation(deferred.pattern)
    factor_seconds = time.perf_counter() - start
    if factored_source is None:
        print("factor_alternation could not factor the pattern: the original is used")
        return 0
    start = time.perf_counter()
    original = regexes._compile(deferred.pattern, deferred.flags).match
    original_seconds = time.perf_counter() - start
    start = time.perf_counter()
    regexes._compile(factored_source, deferred.flags)
    factored_seconds = time.perf_counter() - start
    factored = token_match(args.lang)  # what the tokenizer uses
    print(f"spaCy's TOKEN_MATCH: {len(deferred.pattern):,} characters, compiled in {original_seconds:.2f} s")
    print(
        f"factored:            {len(factored_source):,} characters, factored in {factor_seconds:.3f} s,"
        f" compiled in {factored_seconds:.3f} s"
    )

    texts, source = corpus_texts(args.corpus, args.lang)
    print(f"\n{len(texts):,} {args.lang} texts from {source}")
    everything = [t for lang in ("en", "es", "de", "fr") for t in corpus_texts(args.corpus, lang)[0]]
    words = {w for text in everything for w in text.split()} | {
        w for t in everything for w in normalize(t).text.split()
    }
    words |= {w.lower() for w in words} | {w[:1].upper() + w[1:] for w in words}
    asked = _asked(args.lang, [normalize(t).text for t in texts])
    print(
        f"strings compared: {len(words | asked):,} = {len(words):,} distinct whitespace-separated strings of every"
        f" text of the corpus in every language (and their lower-case and capitalised forms)"
        f" + {len(asked - words):,} more of the {len(asked):,} strings the {args.lang} tokenizer asks its TOKEN_MATCH"
        f" about while tokenizing the {args.lang} texts"
    )
    strings = sorted(words | asked)
    differ = [w for w in strings if bool(original(w)) != bool(factored(w))]
    matched = sum(1 for w in strings if original(w))
    print(f"spaCy's TOKEN_MATCH matches {matched:,} of them; the factored one decides differently on {len(differ)}")
    for w in differ[:20]:
        print(f"    {w!r}: spaCy {bool(original(w))}, factored {bool(factored(w))}")

    failures = len(differ)
    abbreviations = [str(w) for w in load_locale(args.lang, args.game).data.get("abbreviations") or []]
    if args.lang in args.tokenize_langs.split(","):
        old = old_tokenizer(args.lang, abbreviations)
        without = old_tokenizer(args.lang, abbreviations)
        without.token_match = None
        normalized = [normalize(t).text for t in texts]
        relies = sum(1 for t in normalized if [w.text for w in old(t)] != [w.text for w in without(t)])
        print(f"\ntexts that tokenize differently without spaCy's TOKEN_MATCH: {relies:,} of {len(texts):,}")
    for lang in [lang for lang in args.tokenize_langs.split(",") if lang]:
        lang_texts = texts if lang == args.lang else corpus_texts(args.corpus, lang)[0]
        words_of = [str(w) for w in load_locale(lang, args.game).data.get("abbreviations") or []]
        old = old_tokenizer(lang, words_of)
        start = time.perf_counter()
        new = blank_language(lang, words_of).tokenizer
        built = time.perf_counter() - start
        normalized = [normalize(t).text for t in lang_texts]
        different = [t for t in normalized if [w.text for w in old(t)] != [w.text for w in new(t)]]
        print(
            f"{lang}: full tokenization of {len(normalized):,} texts, old vs new tokenizer"
            f" (built in {built:.2f} s): {len(different)} differ"
        )
        for t in different[:10]:
            print(f"    {t[:100]!r}")
        failures += len(different)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
