## Language selector

language-selector-label = Select language
# Read by screen readers on the hidden buttons that close the open list of languages.
language-selector-close = Close the list of languages
# The first choice: no saved preference, the browser's languages decide.
language-selector-browser-default = Browser default
