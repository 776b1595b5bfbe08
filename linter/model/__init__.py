"""The data model, the ground floor: what cardlint understood of a text, what it found, and what
one card's check produces. Imports nothing of cardlint outside this package."""
