## Page not found: shown for any address the product does not serve.

errors-not-found-heading = Page not found
errors-not-found-text = The page you asked for does not exist, or is no longer here.
errors-not-found-home-link = Go to the { -product-name } accounts home page
