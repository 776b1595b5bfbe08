"""Streams an XML file (XLIFF, TMX) through a SAX handler: records come out as their units close,
and a file that breaks part-way ends with one error, the records before it still checked."""

from __future__ import annotations

import xml.sax
from collections.abc import Callable, Iterator
from pathlib import Path
from xml.sax.handler import ContentHandler
from xml.sax.xmlreader import Locator

import defusedxml
import defusedxml.sax

from linter.model.findings import InputError
from linter.readers.files import open_input
from linter.readers.records import CardRecord


class Collector(ContentHandler):
    """A handler that hands records on as their units close (``out``) and says each problem of the
    file as a whole once (``tell_once``)."""

    def __init__(self, name: str, locator: Locator) -> None:
        super().__init__()
        self.name = name
        self.locator = locator  # fed piece by piece, the parser itself says where it is
        self.stack: list[str] = []  # the elements open where the parser stands
        self.out: list[CardRecord | InputError] = []  # records finished since the last chunk
        self.told: set[str] = set()  # file-level problems already reported

    def where(self) -> tuple[int, int]:
        """Current line and 1-based column (expat counts columns from 0)."""
        line, column = self.locator.getLineNumber(), self.locator.getColumnNumber()
        assert line is not None and column is not None, "expat knows where it is while it parses"
        return line, column + 1

    def tell_once(self, key: str, line: int, message: str, level: str = "error") -> None:
        if key not in self.told:
            self.told.add(key)
            self.out.append(InputError(self.name, line, message, level))


def stream(
    path: Path,
    handler_for: Callable[[str, Locator], Collector],
    wrong_kind: type[Exception],
    named_dtd: bool = False,
) -> Iterator[CardRecord | InputError]:
    """The records of the handler ``handler_for(name, locator)`` makes, chunk by chunk; ``wrong_kind``:
    the handler's "not this format" error; ``named_dtd``: the format's files may name a DTD (TMX's
    tmx14.dtd), which is allowed and never loaded — any entity declaration is still refused."""
    name = str(path)
    handle = open_input(path, allow_nul=True)  # the XML parser reads UTF-16 itself
    if isinstance(handle, InputError):
        yield handle
        return
    parser = defusedxml.sax.make_parser()
    parser.forbid_dtd = not named_dtd
    if named_dtd:
        parser.forbid_external = False
        parser.setFeature(xml.sax.handler.feature_external_ges, False)
        parser.setFeature(xml.sax.handler.feature_external_pes, False)
    handler = handler_for(name, parser)
    parser.setContentHandler(handler)
    with handle:
        try:
            while chunk := handle.read(64 * 1024):
                parser.feed(chunk)
                yield from handler.out
                handler.out.clear()
            parser.close()
        except xml.sax.SAXParseException as exc:
            yield from handler.out
            problem = exc.getMessage()
            if "invalid token" in problem:
                problem += " (a character not allowed there, or text that is not UTF-8)"
            line, column = exc.getLineNumber(), exc.getColumnNumber()
            yield InputError(name, line or 0, f"invalid XML at column {(column or 0) + 1}: {problem}")
            return
        except defusedxml.DefusedXmlException as exc:
            yield InputError(
                name,
                parser.getLineNumber(),  # type: ignore[attr-defined]
                f"refused: the file declares a DTD or entities ({type(exc).__name__}); cardlint never "
                'resolves XML entities (XXE, "billion laughs")',
            )
            return
        except LookupError as exc:  # expat asked for the declared encoding
            yield InputError(name, 1, f"unknown character encoding in the XML declaration ({exc})")
            return
        except wrong_kind as exc:
            yield InputError(name, 1, str(exc))
            return
    yield from handler.out
