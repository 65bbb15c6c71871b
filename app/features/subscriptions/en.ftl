## Subscription product page: a subscription product named by the id in its address.

subscription-product-title = Subscription
# Shown while the product is looked up; read by screen readers.
subscription-product-loading = Looking up the subscription…
# $productName (String) - the name of a subscription product, e.g. "Orbit VPN"
subscription-product-heading = { $productName }
# $productName (String) - the name of a subscription product
subscription-product-text = Your { $productName } subscription belongs to your { -product-name } account. Sign in to your account to manage it.
subscription-product-settings-link = Go to your account
subscription-product-not-found-heading = Subscription not found
subscription-product-not-found-text = This link does not lead to a subscription we know. Check the link, or go to your account to see your subscriptions.
subscription-product-error = The subscription could not be looked up. Check your connection and try again.
subscription-product-retry = Try again
