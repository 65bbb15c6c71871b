### サーバーの文字列 (日本語)

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = 確認コード: { $code }
email-signup-code-heading = アカウントを確認してください
email-signup-code-intro = アカウントの作成を完了するには、このコードを入力してください:
email-signup-code-expiry = このコードの有効期間は { $minutes } 分です。
email-signup-code-ignore = アカウントを作成していない場合は、このメールを無視してください。
email-login-code-subject = ログインコード: { $code }
email-login-code-heading = ご本人によるログインであることを確認してください
email-login-code-intro = ログインを完了するには、このコードを入力してください:
email-login-code-expiry = このコードの有効期間は { $minutes } 分です。
email-login-code-ignore = ログインしようとしていない場合は、今すぐパスワードを変更してください。
email-footer = Orbit アカウント
