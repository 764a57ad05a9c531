"""A driver that misbehaves in one chosen way, for tests/test_runner_faults.py.

usage: misbehaving_driver.py MODE [CASE_ID]

It answers like the rendered driver (driver.py beside it) except where MODE says otherwise, on the
case CASE_ID (default take-limited-by-pile) or on every case. Every process it starts appends its
pid to the file named by $FAULT_PIDFILE, so the test can check that none is left.
"""

import json
import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import driver

MODE = sys.argv[1]
TARGET = sys.argv[2] if len(sys.argv) > 2 else "take-limited-by-pile"
STATE = os.environ.get("FAULT_STATE", "")  # a file: "this already happened once"
out = sys.stdout.buffer


def note_pid(pid: int) -> None:
    with open(os.environ["FAULT_PIDFILE"], "a") as f:
        f.write(f"{pid}\n")


def child(setsid: bool, daemon: bool = False) -> None:
    """Start a process that keeps our stdout open and sleeps."""
    pid = os.fork()
    if pid:
        if daemon:
            os.waitpid(pid, 0)  # the middle process exits at once: the grandchild is an orphan
        return
    if setsid:
        os.setsid()
    if daemon:
        if os.fork():
            os._exit(0)
    note_pid(os.getpid())
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    time.sleep(600)
    os._exit(0)


def send(obj) -> None:
    out.write(json.dumps(obj).encode() + b"\n")
    out.flush()


def first_time() -> bool:
    if os.path.exists(STATE):
        return False
    open(STATE, "w").close()
    return True


note_pid(os.getpid())
if MODE == "never-start":
    time.sleep(600)
if MODE == "ignore-stop":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if MODE in ("same-group-child", "setsid-child", "daemon-child"):
    child(setsid=MODE != "same-group-child", daemon=MODE == "daemon-child")

for raw in sys.stdin.buffer:
    msg = json.loads(raw)
    if msg.get("cmd") == "stop":
        if MODE == "ignore-stop":
            sys.stdin.close()
            time.sleep(600)
        break
    case_id = (msg.get("case") or {}).get("id")
    hit = case_id == TARGET
    reply = driver.handle(msg)
    if msg.get("cmd") == "start":
        send(reply)
        if MODE == "garbage-once" and first_time():
            out.write(b"[debug] loaded 14 cases\n")
            out.flush()
        continue
    if MODE == "reply-twice":
        send(reply)
        send(reply)
        continue
    if MODE == "reply-twice-once" and hit:
        send(reply)
    if MODE == "wrong-seq" and hit:
        reply["seq"] = msg["seq"] + 1000
    if MODE == "hang" and hit:
        time.sleep(600)
    if MODE == "hang-every-case":
        time.sleep(600)
    if MODE == "hang-then-recover" and hit and first_time():
        time.sleep(float(os.environ.get("FAULT_SLEEP", "3")))
    if MODE == "exit" and hit:
        print("driver: giving up", file=sys.stderr, flush=True)
        os._exit(3)
    if MODE == "setsid-child-then-exit" and hit:
        child(setsid=True)
        os._exit(4)
    if MODE == "close-stdout" and hit:
        os.close(1)  # sys.stdout does not own fd 1: closing it would leave the pipe open
        time.sleep(600)
    if MODE in ("lone-surrogate", "escape-sequences", "invalid-utf8") and hit:
        text = {"lone-surrogate": "bad \ud800 half \udfff pair",
                "escape-sequences": "boom \x1b]0;pwned\x07\x1b[2J\x1b[31mred\x1b[0m \u202eevil",
                "invalid-utf8": "INVALID"}[MODE]
        line = json.dumps({"seq": msg["seq"], "errored": True,
                           "context": {"message": text, "traceback": text}}).encode()
        if MODE == "invalid-utf8":
            line = line.replace(b"INVALID", b"caf\xc3 \xff\xfe end")
        out.write(line + b"\n")
        out.flush()
        continue
    if MODE == "deep" and hit:
        out.write(b'{"seq": %d, "result": {"state": %s}}\n' % (msg["seq"], b"[" * 10000 + b"]" * 10000))
        out.flush()
        continue
    if MODE == "huge" and hit:
        blob = b"x" * (100 << 20)
        out.write(b'{"seq": %d, "result": {"state": {"blob": "' % msg["seq"] + blob + b'"}}}\n')
        out.flush()
        continue
    if MODE == "stderr-flood":
        sys.stderr.buffer.write(b"noise " * 200_000 + b"\n")
        sys.stderr.flush()
    send(reply)
