## Dialog

# Accessible name of the button that closes a dialog.
dialog-close = Close
