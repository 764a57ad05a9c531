"""Errors the CLI reports as exit code 2 (bad input or usage). Extraction's InputError is reused."""

from extract.errors import InputError

__all__ = ["InputError"]
