## Page titles shown in the browser tab and announced on route changes.

# $title (String) - the title of the page shown
app-page-title = { $title } | { -product-name } accounts
# Title of a page that does not set its own
app-page-title-default = { -product-name } accounts

## The footer of every page.

app-footer-terms = Terms of Service
app-footer-privacy = Privacy Notice
