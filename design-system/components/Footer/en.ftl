## Footer

# The accessible name of the footer's links (the legal documents).
footer-links-label = Legal
