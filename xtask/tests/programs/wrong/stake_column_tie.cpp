// "Stake Your Claim" by exhaustive minimax with a memo, right in its values but with the wrong
// tie rule: of the best squares it prints the first in column-major order (scanning columns
// first), not the first in row-major order.
#include <cstdint>
#include <cstdio>
#include <map>
#include <utility>

typedef uint64_t Mask;
static int n;
static std::map<std::pair<Mask, Mask>, int> memo;

static int largest(Mask cells) {
    int best = 0;
    Mask rest = cells;
    while (rest) {
        Mask region = rest & (~rest + 1), grown = 0;
        while (grown != region) {
            grown = region;
            for (int i = 0; i < n * n; i++) {
                if (!(grown >> i & 1)) continue;
                int r = i / n, c = i % n;
                if (r > 0) region |= (Mask)1 << (i - n);
                if (r < n - 1) region |= (Mask)1 << (i + n);
                if (c > 0) region |= (Mask)1 << (i - 1);
                if (c < n - 1) region |= (Mask)1 << (i + 1);
            }
            region &= cells;
        }
        int size = __builtin_popcountll(region);
        if (size > best) best = size;
        rest &= ~region;
    }
    return best;
}

static int value(Mask mover, Mask other) {
    Mask all = n * n == 64 ? ~(Mask)0 : (((Mask)1 << (n * n)) - 1);
    Mask empty = all & ~(mover | other);
    if (!empty) return largest(mover) - largest(other);
    auto key = std::make_pair(mover, other);
    auto found = memo.find(key);
    if (found != memo.end()) return found->second;
    int best = -1000;
    for (int i = 0; i < n * n; i++)
        if (empty >> i & 1) {
            int v = -value(other, mover | (Mask)1 << i);
            if (v > best) best = v;
        }
    return memo[key] = best;
}

int main() {
    while (scanf("%d", &n) == 1 && n > 0) {
        Mask zeros = 0, ones = 0;
        for (int r = 0; r < n; r++) {
            char row[16];
            scanf("%15s", row);
            for (int c = 0; c < n; c++) {
                if (row[c] == '0') zeros |= (Mask)1 << (r * n + c);
                if (row[c] == '1') ones |= (Mask)1 << (r * n + c);
            }
        }
        bool zero_moves = __builtin_popcountll(zeros) == __builtin_popcountll(ones);
        Mask mover = zero_moves ? zeros : ones, other = zero_moves ? ones : zeros;
        memo.clear();
        int best = -1000, square = -1;
        for (int c = 0; c < n; c++)
            for (int r = 0; r < n; r++) {
                int i = r * n + c;
                if ((mover | other) >> i & 1) continue;
                int v = -value(other, mover | (Mask)1 << i);
                if (v > best) best = v, square = i;  // column by column: the wrong tie order
            }
        printf("(%d,%d) %d\n", square / n, square % n, best);
    }
}
