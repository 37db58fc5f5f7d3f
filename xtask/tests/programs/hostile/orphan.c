/* Prints the sample's answer, leaving behind a grandchild in a session of its own that would
 * sleep for 999 seconds: AC, and the checker kills the grandchild. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    if (fork() == 0) {
        if (fork() == 0) {
            setsid();
            execl("/bin/sleep", "sleep", "999", (char *)0);
        }
        return 0;
    }
    printf("(1,2) 2\n(2,2) -1\n");
    return 0;
}
