// Reserves 8 GB, which the address-space backstop refuses (std::bad_alloc): MLE, not RE.
#include <cstdio>
#include <vector>
int main() {
    std::vector<char> v;
    v.reserve(8000000000ul);
    v.push_back(1);
    std::printf("(1,2) 2\n(2,2) -1\n");
}
