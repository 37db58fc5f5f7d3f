/* Loops for ever: TLE by CPU time. */
int main(void) {
    volatile unsigned long n = 0;
    for (;;) n++;
}
