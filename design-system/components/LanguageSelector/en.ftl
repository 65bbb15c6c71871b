## Language selector

language-selector-label = Select language
# Read by screen readers on the hidden buttons that close the open list of languages.
language-selector-close = Close the list of languages
# The first choice: no saved preference, the browser's languages decide.
language-selector-browser-default = Browser default
# A language offered: its own name, then its English name.
# Variables:
#   $nativeName (String) - the language's name in itself, e.g. Deutsch
#   $englishName (String) - the language's name in English, e.g. German
language-selector-option = { $nativeName } ({ $englishName })
