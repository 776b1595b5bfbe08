"""Streams an XML file (XLIFF, TMX) through a SAX handler: records come out as their units close,
and a file that breaks part-way ends with one error, the records before it still checked."""

from __future__ import annotations

import xml.sax
from collections.abc import Iterator
from typing import IO, Protocol

import defusedxml

from linter.findings import InputError
from linter.readers.records import CardRecord


class Collecting(Protocol):
    out: list[CardRecord | InputError]  # records finished since the last chunk


def stream(
    name: str,
    handle: IO[bytes],
    parser: xml.sax.xmlreader.IncrementalParser,
    handler: Collecting,
    wrong_kind: type[Exception],
) -> Iterator[CardRecord | InputError]:
    """The handler's records, chunk by chunk; ``wrong_kind``: the handler's "not this format" error."""
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
