"""cardlint: a multilingual rules-knowledge linter for trading-card text."""

__version__ = "0.1.0"
