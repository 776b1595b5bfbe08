"""cardlint's tokenizer: built without spaCy's default one, with large regexes deferred and factored."""

import re
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from linter import regexes
from linter.regex_factoring import factor_alternation
from linter.regexes import DeferredPattern, deferred_compilation, shared_charsets
from linter.tokenizer import blank_language, language_class, token_match

# Hyphenated and elided French words spaCy's TOKEN_MATCH keeps whole, and words it must not.
FRENCH = [
    "peut-être", "aujourd'hui", "Aujourd'hui", "aujourd’hui", "anti-créature", "Anti-Créature", "l'adversaire",
    "L'adversaire", "d'un", "qu'elle", "Saint-Jean", "saint-jean-de-luz", "contre-attaque", "sur-le-champ",
    "Sur-le-Champ", "pied-à-terre", "arc-en-ciel", "entr'abat", "entr’ouvert", "grand'mère", "faux-vampire",
    "porte-monnaie", "avant-poste", "Avant-poste", "après-midi", "semi-automatique", "demi-tour", "ex-champion",
    "Vaux-le-Vicomte", "La Chapelle-en-Serval", "week-end", "rendez-vous", "hip-hop", "hip-hops", "zig-zag",
    "zig-zaguer", "yo-yo", "yo-yos", "z'yeuter", "prud'homme", "prud'hommes", "droits-de-l'homme", "États-Unis",
    "états-unis", "new-york", "fac-similé", "rick-rolls", "c'est-à-dire", "vis-à-vis", "lui-même", "peut–être",
    "anti—créature", "anti‐créature", "anti‑créature", "anti-", "-créature", "anti--créature", "anti-3", "créature",
    "ciblée", "l'", "'", "-", "", "anti-créature.", "(anti-créature)", "sur-le-", "pet-en-l'air", "saut-de-ski",
    "Jean-Pierre", "jean-pierre", "mi-temps", "mi-", "x-y", "ab-cd-ef", "a-b", "à-côté", "autre-chose",
    "+1/+1", "{W}", ":rb_might:", "Éclair", "ÉLECTRO-AIMANT", "électro-aimant", "bio-ingénieur", "co-équipier",
    "sous-marin", "super-héros", "Super-Héros", "hyper-rapide", "tout-puissant", "toute-puissante",
    "extra-planaire", "ultra-violet", "infra-rouge", "néo-zélandais", "pseudo-dragon", "rétro-ingénierie",
    "non-créature", "non-Humain", "auto-destruction", "mal-être", "pré-combat", "re-déclencher",
    "créature-jeton", "créatures-jetons", "arrive-t-il", "a-t-elle", "Est-ce", "est-ce-que", "anti-créature\n",
]  # fmt: skip


@pytest.fixture(scope="module")
def french_original():
    """spaCy's French TOKEN_MATCH compiled as spaCy writes it (≈ 2 s)."""
    match = language_class("fr").Defaults.token_match
    pattern = match.__self__
    if isinstance(pattern, DeferredPattern):
        return regexes._compile(pattern.pattern, pattern.flags).match
    return match


def test_factored_french_token_match_decides_like_spacys(french_original):
    factored = token_match("fr")
    assert factored is not french_original
    assert [w for w in FRENCH if bool(factored(w)) != bool(french_original(w))] == []
    assert {w for w in FRENCH if factored(w)} >= {"anti-créature", "Saint-Jean", "contre-attaque", "sur-le-champ"}
    assert not factored("créature") and not factored("l'adversaire")


def test_french_data_is_imported_without_compiling_its_token_match():
    code = textwrap.dedent(
        """
        import re, sys
        compiled = []
        real = re.compile
        def spy(pattern, flags=0):
            if isinstance(pattern, str) and len(pattern) > 50_000:
                compiled.append(len(pattern))
            return real(pattern, flags)
        re.compile = spy
        import linter.regexes
        linter.regexes._compile = spy
        from linter.tokenizer import blank_language, language_class
        nlp = blank_language("fr", ["max."])
        assert [t.text for t in nlp("Détruisez une anti-créature ciblée max. 3.")][:3] == ["Détruisez", "une", "anti-créature"]
        deferred = language_class("fr").Defaults.token_match.__self__
        print(type(deferred).__name__, deferred._compiled is None, compiled)
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["DeferredPattern", "True", "[]"]


def test_no_default_tokenizer_is_built(monkeypatch):
    import spacy.language

    def refuse(*args, **kwargs):
        raise AssertionError("spaCy's default tokenizer was built")

    monkeypatch.setattr(spacy.language, "Tokenizer", refuse)
    nlp = blank_language("es", ["máx."])
    assert nlp.lang == "es" and nlp.pipe_names == []
    assert [t.text for t in nlp.make_doc("Paga {W/B}: hasta máx. 2 criaturas.-3: x")] == [
        "Paga", "{W/B}", ":", "hasta", "máx.", "2", "criaturas", ".", "-3", ":", "x",
    ]  # fmt: skip


def test_an_unknown_language_is_an_error():
    with pytest.raises(ImportError):
        blank_language("xx-not-a-language")


# -- deferred compilation ----------------------------------------------------------------------


def test_large_patterns_are_deferred_and_behave_like_compiled_ones():
    large = "(?:" + "|".join(f"w{n}x" for n in range(20_000)) + ")"
    with deferred_compilation():
        deferred = re.compile(large, re.IGNORECASE)
        small = re.compile("ab+c")
    assert re.compile is regexes._compile  # restored
    assert isinstance(deferred, DeferredPattern) and deferred._compiled is None
    assert isinstance(small, re.Pattern)
    assert (deferred.pattern, deferred.flags) == (large, re.IGNORECASE)
    assert deferred.match("W19999X") and not deferred.match("w20000x")
    assert deferred.search("… w5x …").group(0) == "w5x"
    assert deferred.sub("#", "w1x w2x") == "# #" and deferred.findall("w7x, w8x") == ["w7x", "w8x"]
    assert [m.group(0) for m in deferred.finditer("w1x w2x")] == ["w1x", "w2x"]
    assert deferred.fullmatch("w3x") and not deferred.fullmatch("w3xy")


def test_compilation_is_restored_after_an_error():
    with pytest.raises(RuntimeError), deferred_compilation():
        raise RuntimeError("import failed")
    assert re.compile is regexes._compile


# -- shared character classes ------------------------------------------------------------------


def _code(pattern: str) -> list[int]:
    """What ``re`` compiles ``pattern`` to (the program its matcher runs)."""
    return re._compiler._code(re._parser.parse(pattern), 0)


def test_shared_charsets_compile_the_same_program():
    from spacy.lang.char_classes import ALPHA, ALPHA_LOWER

    infixes = language_class("en").Defaults.infixes
    patterns = [*infixes, rf"(?<=[{ALPHA_LOWER}])\.(?=[{ALPHA}])", r"[^a-z]|[\w\d]|(?i:[é-ï])"]
    alone = [_code(p) for p in patterns]
    with shared_charsets():
        shared = [_code(p) for p in patterns]
        again = [_code(p) for p in patterns]  # every class now comes from the memo
    assert shared == alone and again == alone


def test_each_distinct_class_is_worked_out_once(monkeypatch):
    from spacy.lang.char_classes import ALPHA

    seen = []
    real = re._compiler._optimize_charset

    def spy(charset, *args, **kwargs):
        seen.append(tuple(charset))
        return real(charset, *args, **kwargs)

    monkeypatch.setattr(re._compiler, "_optimize_charset", spy)
    monkeypatch.setattr(regexes, "_charsets", {})  # nothing from earlier compilations
    with shared_charsets():
        for n in range(3):  # three patterns, one letter class, a small class each
            _code(rf"(?<=[{ALPHA}])x{n}(?=[{ALPHA}])|[ab{n}]")
        assert re._compiler._optimize_charset is not spy
    assert re._compiler._optimize_charset is spy  # restored
    assert len(seen) == len(set(seen)) == 4  # the letter class once, then each small class


def test_shared_charsets_restore_re_after_an_error():
    real = re._compiler._optimize_charset
    with pytest.raises(RuntimeError), shared_charsets():
        raise RuntimeError("compilation failed")
    assert re._compiler._optimize_charset is real


# -- factoring ---------------------------------------------------------------------------------


def test_shared_classes_are_written_once():
    big = "[" + "".join(chr(c) for c in range(0x100, 0x300)) + "a-z]"
    alternatives = [f"^{w}[-‐]{w}{big}+$" for w in ("anti", "contre", "sur", "demi")] + ["^x['’]y" + big + "*$"]
    pattern = "(?iu)" + "|".join(f"(?:{a})" for a in alternatives)
    factored = factor_alternation(pattern)
    assert factored is not None and factored.startswith("(?iu)^(?:")
    assert factored.count(big) == 2  # once after the "+" alternatives, once for "*"
    assert len(factored) < len(pattern) / 2


@pytest.mark.parametrize(
    "pattern",
    [
        "(a)b|(a)c",  # capturing groups
        r"(?P<x>a)b|(?P=x)c",  # named group, back-reference
        r"(a)\1|b",  # back-reference
        "(?>ab)c|(?>ab)d",  # atomic group
        "a++b|a++c",  # possessive quantifier
        "(?x) a b | a c",  # verbose
        "(?#comment)ab|ac",  # comment group
        "[abc|[abd",  # unterminated class
        "onlyone",  # nothing to share
    ],
)
def test_what_factoring_cannot_move_is_left_alone(pattern):
    assert factor_alternation(pattern) is None


_ATOMS = st.sampled_from(
    ["a", "b", "ab", "[ab]", "[^a]", "[-–]", "['’]", "[a-c]+", "[a-c]*", "b?", "(?:ab|b)", "(?:a|)", "c{1,2}",
     r"\.", ".", "[]a]", r"[\]b]", "x*?", "(?=a)", "(?!b)", "(?i:A)", r"\x61", "é"]
)  # fmt: skip
_ALTERNATIVE = st.lists(_ATOMS, max_size=5).map("".join)


@settings(max_examples=300, deadline=None)
@given(
    alternatives=st.lists(_ALTERNATIVE, min_size=2, max_size=6),
    anchored=st.booleans(),
    flags=st.sampled_from(["", "(?i)", "(?iu)"]),
    strings=st.lists(st.text("abcx.éA-–'’]", max_size=7), min_size=1, max_size=20),
)
def test_factoring_keeps_every_decision(alternatives, anchored, flags, strings):
    # a shared tail and head, as in spaCy's data, so that there is something to factor
    tail = "[a-c-]*$" if anchored else "[a-c-]*"
    pattern = flags + "|".join(f"(?:{'^' if anchored else ''}{a}{tail})" for a in alternatives)
    factored = factor_alternation(pattern)
    if factored is None:
        return
    original, rewritten = re.compile(pattern), re.compile(factored)
    for s in strings:
        assert bool(original.match(s)) == bool(rewritten.match(s)), (pattern, factored, s)
        assert bool(original.fullmatch(s)) == bool(rewritten.fullmatch(s)), (pattern, factored, s)
        assert bool(original.search(s)) == bool(rewritten.search(s)), (pattern, factored, s)


@pytest.mark.parametrize("lang", ["fr", "en", "es", "de", "it"])
def test_a_full_stop_after_a_bracketed_keyword_ends_the_sentence(lang):
    # French suffixes split "." after ")" but not after "]": "[Sabotez]. Piochez" was one sentence
    nlp = blank_language(lang)
    words = [t.text for t in nlp.tokenizer("Vous pouvez [Foncer]. Si [[Fugace]]. Un")]
    assert words == ["Vous", "pouvez", "[", "Foncer", "]", ".", "Si", "[", "[", "Fugace", "]", "]", ".", "Un"]


def test_an_optional_sentence_before_a_bracketed_keyword_does_not_reach_the_next_sentence():
    from linter.pipeline import analyze

    (target,) = analyze("Vous pouvez [Foncer]. Sinon, un adversaire ciblé pioche une carte.", "fr", "altered").frames
    assert (target.object, target.optional, target.sentence) == ("opponent", False, 1)
