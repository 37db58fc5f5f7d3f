/* Dereferences a null pointer: RE (SIGSEGV). */
int main(void) {
    volatile int *p = 0;
    return *p;
}
