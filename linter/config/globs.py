"""The per-path globs: ``**`` any folders, ``*`` and ``?`` within one name, ``[…]`` a character class."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import PurePosixPath


def matches(glob: str, relative: PurePosixPath) -> bool:
    """A glob with a "/" matches the path (or a folder it is in); one without, any file or folder name."""
    candidates = [relative, *relative.parents[:-1]] if "/" in glob.strip("/") else relative.parts
    regex = _glob_regex(glob)
    return any(regex.fullmatch(str(c)) for c in candidates)


@lru_cache(maxsize=256)
def _glob_regex(glob: str) -> re.Pattern[str]:
    out, i, glob = [], 0, glob.strip("/")
    while i < len(glob):
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif glob.startswith("**", i):
            out.append(".*")
            i += 2
        elif glob[i] == "*":
            out.append("[^/]*")
            i += 1
        elif glob[i] == "?":
            out.append("[^/]")
            i += 1
        elif glob[i] == "[" and "]" in glob[i + 2 :]:
            end = glob.index("]", i + 2)
            body = glob[i + 1 : end]
            out.append("[" + ("^" + body[1:] if body.startswith("!") else body) + "]")
            i = end + 1
        else:
            out.append(re.escape(glob[i]))
            i += 1
    return re.compile("".join(out))
