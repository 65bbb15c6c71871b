auth-error-103 = Forkert adgangskode
auth-error-999 = Uventet fejl.
auth-error-1004 = Adgangskoderne stemmer ikke overens
auth-error-1011 = Gyldig mailadresse påkrævet
