## Loading spinner

# Accessible name of the spinner shown while something loads.
loading-spinner-label = Loading…
