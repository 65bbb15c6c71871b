## Legal pages: the privacy notice and the terms of service, shown from the server's markdown.

legal-index-heading = Legal
legal-index-text = The documents that apply to your { -product-name } account.
legal-privacy-heading = Privacy Notice
legal-terms-heading = Terms of Service
# Shown while the document is fetched; read by screen readers.
legal-loading = Loading the document…
legal-retry = Try again
legal-back-link = Back to the legal documents
# Above a document shown in another language than the one asked for (it is not published in that one).
# $requested (String) - the language asked for, by its own name, e.g. Français
# $shown (String) - the language the document is shown in, by its own name, e.g. English
legal-fallback-note = This document is not available in { $requested }, so it is shown in { $shown }.
