auth-error-103 = Felaktigt lösenord
auth-error-999 = Oväntat fel.
auth-error-1004 = Lösenorden matchar inte
auth-error-1011 = Giltig e-postadress krävs
