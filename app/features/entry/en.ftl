## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = Enter your email
entry-subheading = Continue to your { -product-name } account
entry-email-label = Email
entry-submit = Sign up or sign in
# $suggestion (String) - the address with the domain the person probably meant
entry-suggestion-text = Did you mean { $suggestion }?
# $suggestion (String) - the address with the domain the person probably meant
entry-suggestion-use = Use { $suggestion }
entry-suggestion-keep = Submit again to keep the address as typed.
