## Alert bar

# Accessible name of the button that hides the alert bar.
alert-bar-close = Close message
