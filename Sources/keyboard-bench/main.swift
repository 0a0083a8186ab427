// keyboard-bench: figures arrive with the foundation.
