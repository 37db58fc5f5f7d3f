# Reads nothing, prints nothing, exits 0: WA (the answer is missing).
