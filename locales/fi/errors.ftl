auth-error-103 = Väärä salasana
auth-error-999 = Odottamaton virhe.
auth-error-1004 = Salasanat eivät täsmää
auth-error-1011 = Kelvollinen sähköpostiosoite vaaditaan
