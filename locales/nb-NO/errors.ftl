auth-error-103 = Feil passord
auth-error-999 = Uventet feil.
auth-error-1004 = Passordene samsvarer ikke
auth-error-1011 = Gyldig e-postadresse kreves
