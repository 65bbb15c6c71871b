auth-error-103 = Nesprávne heslo
auth-error-999 = Neočakávaná chyba.
auth-error-1004 = Heslá sa nezhodujú
auth-error-1011 = Vyžaduje sa platná e-mailová adresa
