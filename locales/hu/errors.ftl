auth-error-103 = Helytelen jelszó
auth-error-999 = Váratlan hiba.
auth-error-1004 = A jelszavak nem egyeznek
auth-error-1011 = Érvényes e-mail-cím szükséges
