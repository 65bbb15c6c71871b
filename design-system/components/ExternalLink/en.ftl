## External link

# Read by screen readers after the text of a link that opens a new tab.
external-link-new-window = Opens in new window
