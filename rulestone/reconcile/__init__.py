"""Reconciliation of two editions.

- report: the per-game report the build writes from a curated spec (DESIGN §8);
- findings, quantities, polarity, terms, detect: typed findings computed from the alignment of
  two clauses documents alone, needing no spec (`rulestone reconcile`, DESIGN §4);
- links: findings tied to the discrepancy register of a spec where one exists;
- xliff, views: the findings for CAT tools and for people.
"""

from .report import QA_BY_KIND, bar_svg, build, mean_interval, render, wilson

__all__ = ["QA_BY_KIND", "bar_svg", "build", "mean_interval", "render", "wilson"]
