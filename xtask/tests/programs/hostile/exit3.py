# Reads nothing and exits with code 3: RE.
import sys
sys.exit(3)
