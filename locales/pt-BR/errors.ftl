auth-error-103 = Senha incorreta
auth-error-999 = Erro inesperado.
auth-error-1004 = As senhas não coincidem
auth-error-1011 = É necessário um email válido
