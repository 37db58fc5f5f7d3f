/* Prints without end: OLE at the output cap. */
#include <stdio.h>
int main(void) {
    for (;;) fputs("0123456789012345678901234567890123456789\n", stdout);
}
