# Brand names shared by every resource of this locale.
# A deployment replaces this file with its own brand; the name is not translated.

-product-name = Orbit
