"""``cardlint report``: one self-contained HTML page a rules editor reads, filters and shares.

``collect`` gathers cards, frames and findings from a lint run; ``render`` turns them into
the page (summary in HTML and SVG, cards drawn by the page's own script from embedded JSON).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from pathlib import Path

from linter.changed import ChangedSince
from linter.config import EffectiveConfig
from linter.output import OutputError, write_atomic
from linter.progress import Progress
from linter.report.collect import ReportData, collect
from linter.report.render import render_page


def write_report(
    paths: Iterable[Path],
    config: EffectiveConfig,
    output: Path,
    progress: Progress | None = None,
    title: str = "cardlint review",
    changed: ChangedSince | None = None,
    skip: Collection[Path] = (),
) -> ReportData:
    """Lint ``paths`` and write the review page to ``output`` atomically; return what it shows.

    OutputError when the page cannot be written, said before a long run where possible.
    """
    output = Path(output)
    if not output.parent.is_dir():
        raise OutputError(f"cannot write {output}: folder {output.parent} does not exist")
    data = collect(paths, config, progress, changed, skip)
    html = render_page(data.page, title)
    try:
        write_atomic(output, lambda stream: stream.write(html))
    except OSError as exc:
        raise OutputError(f"cannot write {output}: {exc.strerror or exc}") from None
    return data
