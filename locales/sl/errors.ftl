auth-error-103 = Napačno geslo
auth-error-999 = Nepričakovana napaka.
auth-error-1004 = Gesli se ne ujemata
auth-error-1011 = Zahtevan je veljaven e-poštni naslov
