auth-error-103 = Nieprawidłowe hasło
auth-error-999 = Nieoczekiwany błąd.
auth-error-1004 = Hasła się nie zgadzają
auth-error-1011 = Wymagany jest prawidłowy adres e-mail
