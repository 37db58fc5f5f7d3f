# Waits for ever without using the CPU: TLE by wall time (the backstop at three times the limit).
import time
time.sleep(3600)
