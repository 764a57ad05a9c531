"""rulestone: rule documents -> validated rule specs -> engines, conformance tables, sheets, reports."""

__version__ = "0.1.0"
