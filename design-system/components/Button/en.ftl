## Button

# Default label of the primary call to action.
button-continue = Continue
