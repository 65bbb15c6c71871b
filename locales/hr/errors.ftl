auth-error-103 = Neispravna lozinka
auth-error-999 = Neočekivana greška.
auth-error-1004 = Lozinke se ne podudaraju
auth-error-1011 = Potrebna je ispravna e-mail adresa
