## Illustrations: each one's accessible description

illustrations-cloud-key = A cloud with a key
illustrations-password-chat = A padlock beside a chat bubble with a hidden password
illustrations-email-code = An envelope with a hidden code and an arrow
illustrations-phone-code = A phone showing hidden digits and a padlock
illustrations-lightbulb = A lightbulb
illustrations-bell = A notification bell
illustrations-recovery-document = A document with hidden characters and a code badge
illustrations-connected-devices = A monitor with hearts and two phones
illustrations-success-pill = A check mark in a green pill
illustrations-sync-arrows = Two arrows turning in a circle
illustrations-copied-code = A clipboard with a hidden code in a bubble
illustrations-devices-code = A phone and a laptop with code brackets
illustrations-sync-clouds = Two clouds with arrows between them
illustrations-password-changed = A padlock with a check mark
# The word mark's accessible name: the product's logo, which the header links to the about page.
illustrations-word-mark = { -product-name } accounts
