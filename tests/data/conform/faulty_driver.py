"""A driver that misbehaves on purpose, for testing the harness: it delegates to the rendered driver
(driver.py beside it) but crashes on one case, hangs on another and prints garbage on a third."""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import driver  # the rendered template, copied beside this file by the tests)

CRASH, HANG, GARBAGE = "take-zero-rejected", "take-limited-by-pile", "max-take-option"

out = sys.stdout.buffer
for raw in sys.stdin.buffer:
    msg = json.loads(raw)
    if msg.get("cmd") == "stop":
        break
    case_id = (msg.get("case") or {}).get("id")
    if case_id == CRASH:
        print("driver: simulated crash", file=sys.stderr, flush=True)
        os._exit(3)
    if case_id == HANG:
        time.sleep(600)
    if case_id == GARBAGE:
        out.write(b"debug: this line is not JSON\n")
    out.write(json.dumps(driver.handle(msg)).encode() + b"\n")
    out.flush()
