"""Extraction: rule documents -> segmented, normalised clauses with provenance.

readers/ turn one document format into Pieces (spans of the source in reading order);
segment.py turns Pieces into sections, clauses and furniture; normalise.py owns the text
normalisation and its offset map. This package knows nothing of rule specs.
"""

EXTRACTOR_VERSION = "0.1.0"
