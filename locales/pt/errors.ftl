auth-error-103 = Palavra-passe incorreta
auth-error-999 = Erro inesperado.
auth-error-1004 = As palavras-passe não coincidem
auth-error-1011 = É necessário um e-mail válido
