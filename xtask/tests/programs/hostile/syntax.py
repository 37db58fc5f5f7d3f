# Does not compile: CE, not a crash on every case.
def f(:
    pass
