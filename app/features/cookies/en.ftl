## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = Local storage and cookies are required
cookies-disabled-text = Please enable cookies and local storage in your browser to access your { -product-name } account.
cookies-disabled-learn-more = Learn more
cookies-disabled-try-again = Try again
