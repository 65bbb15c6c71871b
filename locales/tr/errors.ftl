auth-error-103 = Parola yanlış
auth-error-999 = Beklenmeyen hata.
auth-error-1004 = Parolalar birbiriyle uyuşmuyor
auth-error-1011 = Geçerli bir e-posta adresi gerekli
