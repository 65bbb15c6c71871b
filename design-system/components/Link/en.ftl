## Link

# The text of a link back to the page before, when the page gives no text of its own.
link-back = Back
