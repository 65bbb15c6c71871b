## Banner

# Accessible name of the button that dismisses a banner.
banner-close = Close banner
