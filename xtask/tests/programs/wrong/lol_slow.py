# 填字母游戏 by plain minimax with a memo over whole rows: right, and far too slow for rows of
# 19 cells that are mostly empty (3^e positions for e empty cells).
import sys
from functools import lru_cache

@lru_cache(maxsize=None)
def value(row):
    if "LOL" in row:
        return -1
    best = None
    for i, c in enumerate(row):
        if c == "*":
            for letter in "LO":
                after = row[:i] + letter + row[i + 1:]
                v = 1 if "LOL" in after else -value(after)
                best = v if best is None else max(best, v)
    return 0 if best is None else best

def main():
    data = sys.stdin.read().split()
    print("\n".join(str(value(row)) for row in data[1:1 + int(data[0])]))

main()
