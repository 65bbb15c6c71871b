auth-error-103 = Nesprávné heslo
auth-error-999 = Neočekávaná chyba.
auth-error-1004 = Hesla se neshodují
auth-error-1011 = Je potřeba platná e-mailová adresa
