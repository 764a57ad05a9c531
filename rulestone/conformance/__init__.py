"""Conformance tables and the harness that runs them against implementations (DESIGN sections 6, 7).

tables   load and check generated/conformance/<game>.json
protocol build, parse and check driver protocol v1 messages
runner   drive one implementation subprocess: pipelined, per-case timeout, restart after a crash
compare  judge a result against a case's expect
report   terminal table, JSON lines, JUnit XML, expectations files
driver   render the Python driver template
"""
