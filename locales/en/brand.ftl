# Brand names shared by every English resource.
# A deployment replaces this file with its own brand.

-product-name = Orbit
