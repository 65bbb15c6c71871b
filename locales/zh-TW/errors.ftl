auth-error-103 = 密碼錯誤
auth-error-999 = 未預期的錯誤。
auth-error-1004 = 兩次輸入的密碼不一致
auth-error-1011 = 需要有效的電子郵件地址
