auth-error-103 = Password errata
auth-error-999 = Errore imprevisto.
auth-error-1004 = Le password non corrispondono
auth-error-1011 = È necessario un indirizzo email valido
