"""Generation from validated specs with jinja2: environment and filters (env.py), rule blocks and
their checks (blocks.py). Generators read validated specs only."""
