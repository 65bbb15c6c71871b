auth-error-103 = 비밀번호가 올바르지 않습니다
auth-error-999 = 예기치 않은 오류입니다.
auth-error-1004 = 비밀번호가 일치하지 않습니다
auth-error-1011 = 올바른 이메일 주소가 필요합니다
