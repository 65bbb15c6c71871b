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
email-unblock-code-subject = ブロック解除コード: { $code }
email-unblock-code-heading = ログインしようとしたのはご本人ですか？
email-unblock-code-intro = 安全のため、ログインを一時停止しました。続けるには、このコードを入力してください:
email-unblock-code-expiry = このコードの有効期間は { $minutes } 分です。
email-unblock-code-ignore = ログインしようとしていない場合は、今すぐパスワードを変更してください。
email-unblock-code-link = このログインを報告
email-step-up-code-subject = 認証コード: { $code }
email-step-up-code-heading = 設定を変更しようとしているのがご本人であることを確認してください
email-step-up-code-intro = 続けるには、このコードを入力してください:
email-step-up-code-expiry = このコードの有効期間は { $minutes } 分です。
email-step-up-code-ignore = 心当たりがない場合は、今すぐパスワードを変更してください。

email-secondary-email-code-subject = 確認コード: { $code }
email-secondary-email-code-heading = 新しいメールアドレスの確認
email-secondary-email-code-intro = このアドレスをアカウントに追加するには、次のコードを入力してください:
email-secondary-email-code-expiry = このコードの有効期間は { $minutes } 分です。
email-secondary-email-code-ignore = このアドレスの追加を依頼していない場合は、このメールを無視してください。

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } は、この回復用電話番号を追加するための { -product-name } アカウントのコードです。他人に教えないでください。
sms-recovery-phone-signin = { $code } は { -product-name } アカウントのログインコードです。他人に教えないでください。
server-product-title = { -product-name } アカウント

## The forgotten-password reset.
email-password-forgot-code-subject = パスワードのリセットコード: { $code }
email-password-forgot-code-heading = パスワードをリセット
email-password-forgot-code-intro = アカウントのパスワードをリセットするには、このコードを入力してください:
email-password-forgot-code-expiry = このコードの有効期間は { $minutes } 分です。
email-password-forgot-code-ignore = パスワードのリセットを依頼していない場合は、このメールを無視してください。パスワードは変更されません。
email-password-reset-subject = パスワードが変更されました
email-password-reset-heading = パスワードがリセットされました
email-password-reset-intro = { $email } のパスワードがリセットされました。
email-password-reset-details = アカウントにログインしていたすべての端末とサービスがログアウトされました。新しいパスワードで再度ログインしてください。
email-password-reset-ignore = パスワードをリセットしていない場合は、今すぐもう一度リセットし、設定でアカウントの最近のアクティビティを確認してください。
email-password-reset-recovery-key-subject = パスワードが変更されました
email-password-reset-recovery-key-heading = アカウント回復キーでパスワードがリセットされました
email-password-reset-recovery-key-intro = { $email } のパスワードがアカウント回復キーでリセットされたため、同期したデータは保持されています。
email-password-reset-recovery-key-details = この回復キーは使用できなくなりました。設定で新しいキーを作成してください。アカウントにログインしていたすべての端末とサービスがログアウトされました。
email-password-reset-recovery-key-ignore = パスワードをリセットしていない場合は、今すぐもう一度リセットし、設定でアカウントの最近のアクティビティを確認してください。
sms-recovery-phone-reset = { $code } はパスワードをリセットするための { -product-name } のコードです。他の人に教えないでください。
