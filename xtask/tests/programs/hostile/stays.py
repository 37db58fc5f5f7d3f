# Leaves a grandchild in a session of its own (`sleep 4711`), then waits: what a stopped
# `check` must still kill.
import os, time

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execvp("sleep", ["sleep", "4711"])
    os._exit(0)
time.sleep(600)
