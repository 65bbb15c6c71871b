auth-error-103 = Mật khẩu không đúng
auth-error-999 = Lỗi không mong muốn.
auth-error-1004 = Mật khẩu không khớp
auth-error-1011 = Cần có email hợp lệ
