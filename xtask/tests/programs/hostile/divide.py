# Crashes with a traceback: RE, its last line (the exception) shown and kept in .err.
print(1 / 0)
