"""Readers turn users' files into card records, one error per bad record."""
