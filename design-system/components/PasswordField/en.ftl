## Password field

# Accessible name of the toggle that shows the password as plain text; its
# pressed state says whether the password is shown.
password-field-show = Show password
