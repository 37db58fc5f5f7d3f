/* Forks without end, each process holding some memory: stopped (MLE or too many processes),
 * and every process killed. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(void) {
    for (;;) {
        fork();
        char *block = malloc(1 << 20);
        if (block) memset(block, 1, 1 << 20);
    }
}
