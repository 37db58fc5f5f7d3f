// Does not compile: CE.
int main() { return undeclared; }
