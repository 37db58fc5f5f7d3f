# A stake-claim solution that crashes on a board with 3 or more empty squares and answers
# `(0,0) 0` otherwise (wrong on most boards): its crash must shrink to a crash, not to one of
# its wrong answers.
import sys

tokens = sys.stdin.read().split()
k, answers = 0, []
while tokens[k] != "0":
    n = int(tokens[k])
    rows = tokens[k + 1 : k + 1 + n]
    k += 1 + n
    if sum(row.count(".") for row in rows) >= 3:
        raise SystemExit("three empty squares: " + 1)
    answers.append("(0,0) 0")
print("\n".join(answers))
