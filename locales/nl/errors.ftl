auth-error-103 = Onjuist wachtwoord
auth-error-999 = Onverwachte fout.
auth-error-1004 = Wachtwoorden komen niet overeen
auth-error-1011 = Geldig e-mailadres vereist
