// 一双木棋 played greedily: each player takes the free corner worth most to itself (the
// topmost among equals). Fast, and wrong: it never looks ahead.
#include <cstdio>
#include <vector>

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<long long> a(n * m), b(n * m);
    for (auto &v : a) scanf("%lld", &v);
    for (auto &v : b) scanf("%lld", &v);
    std::vector<int> len(n, 0);
    long long difference = 0;
    for (int stone = 0; stone < n * m; stone++) {
        bool first = stone % 2 == 0;
        int best_row = -1;
        long long best = -1;
        for (int r = 0; r < n; r++) {
            bool free = len[r] < m && (r == 0 || len[r - 1] > len[r]);
            long long gain = first ? a[r * m + len[r]] : b[r * m + len[r]];
            if (free && gain > best) best = gain, best_row = r;
        }
        difference += first ? best : -best;
        len[best_row]++;
    }
    printf("%lld\n", difference);
}
