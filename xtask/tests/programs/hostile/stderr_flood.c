/* Writes 100 MB to stderr, then the sample's answer: AC, since judges ignore stderr. */
#include <stdio.h>
int main(void) {
    for (int i = 0; i < 1000000; i++)
        fputs("debug output, debug output, debug output, debug output, debug output, debug output, debug o\n", stderr);
    printf("(1,2) 2\n(2,2) -1\n");
    return 0;
}
