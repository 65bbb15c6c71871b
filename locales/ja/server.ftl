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

## Emails telling of a change to the account: two-step authentication, backup codes, the password.

email-two-step-enabled-subject = 2 段階認証がオンになりました
email-two-step-enabled-heading = 2 段階認証がオンになりました
email-two-step-enabled-intro = 今後 { $email } にログインする際は、パスワードに続けて、認証アプリのコードまたはバックアップ認証コードのいずれかが求められます。
email-two-step-enabled-details = アカウントにログインしていた他のすべてのブラウザーと端末はログアウトされました。これらで再度ログインする際には、2 段階目の認証が求められます。バックアップ認証コードは安全な場所に保管してください。
email-two-step-enabled-ignore = 2 段階認証をオンにしていない場合は、今すぐパスワードを変更し、設定でアカウントの最近のアクティビティを確認してください。

email-two-step-replaced-subject = 認証アプリが変更されました
email-two-step-replaced-heading = 2 段階認証で新しい認証アプリが使われるようになりました
email-two-step-replaced-intro = 今後 { $email } にログインする際は、新しく設定した認証アプリのコードが求められます。以前のアプリのコードは使用できなくなりました。
email-two-step-replaced-details = アカウントにログインしていた他のすべてのブラウザーと端末はログアウトされました。
email-two-step-replaced-ignore = 認証アプリを変更していない場合は、今すぐパスワードを変更し、設定でアカウントの最近のアクティビティを確認してください。

email-two-step-disabled-subject = 2 段階認証がオフになりました
email-two-step-disabled-heading = 2 段階認証がオフになりました
email-two-step-disabled-intro = { $email } へのログイン時に、認証アプリのコードが求められなくなりました。
email-two-step-disabled-details = バックアップ認証コードと回復用の電話もあわせて削除されました。
email-two-step-disabled-ignore = 2 段階認証をオフにしていない場合は、今すぐパスワードを変更して 2 段階認証を再度オンにし、設定でアカウントの最近のアクティビティを確認してください。

email-passkey-added-subject = アカウントにパスキーが追加されました
email-passkey-added-heading = パスキーが追加されました
email-passkey-added-intro = 新しいパスキーで、パスワードなしで { $email } にログインできるようになりました。
email-passkey-added-details = パスキーの確認、名前の変更、削除は設定から行えます。
email-passkey-added-ignore = パスキーを追加していない場合は、今すぐ設定で削除し、パスワードを変更して、アカウントの最近のアクティビティを確認してください。

email-passkey-removed-subject = アカウントからパスキーが削除されました
email-passkey-removed-heading = パスキーが削除されました
email-passkey-removed-intro = パスキーで { $email } にログインできなくなりました。
email-passkey-removed-details = ほかのパスキーとパスワードは引き続き使えます。
email-passkey-removed-ignore = このパスキーを削除していない場合は、今すぐパスワードを変更し、設定でアカウントの最近のアクティビティを確認してください。

email-backup-codes-replaced-subject = 新しいバックアップ認証コードが作成されました
email-backup-codes-replaced-heading = 新しいバックアップ認証コードが発行されました
email-backup-codes-replaced-intro = { $email } の新しいバックアップ認証コードが作成されました。
email-backup-codes-replaced-details = 以前のコードは使用できなくなりました。新しいコードは安全な場所に保管してください。各コードは、認証アプリを使用できないときに 1 回だけ使用できます。
email-backup-codes-replaced-ignore = 新しいバックアップ認証コードを作成していない場合は、今すぐパスワードを変更し、設定でアカウントの最近のアクティビティを確認してください。
email-recovery-key-created-subject = アカウント回復キーが作成されました
email-recovery-key-created-heading = アカウントに回復キーが設定されました
email-recovery-key-created-intro = { $email } のアカウント回復キーが設定画面で作成されました。
email-recovery-key-created-details = パスワードを忘れても、このキーを使ってリセットし、同期したデータを保持できます。キーは安全な場所に保管してください。
email-recovery-key-created-ignore = 作成した覚えがない場合は、今すぐパスワードを変更し、設定でキーを削除して、アカウントの最近のアクティビティを確認してください。
email-recovery-key-replaced-subject = アカウント回復キーが置き換えられました
email-recovery-key-replaced-heading = アカウントに新しい回復キーが設定されました
email-recovery-key-replaced-intro = { $email } の新しいアカウント回復キーが設定画面で作成されました。
email-recovery-key-replaced-details = 以前のキーは使用できなくなりました。新しいキーは安全な場所に保管してください。
email-recovery-key-replaced-ignore = 作成した覚えがない場合は、今すぐパスワードを変更し、設定でキーを削除して、アカウントの最近のアクティビティを確認してください。
email-recovery-key-removed-subject = アカウント回復キーが削除されました
email-recovery-key-removed-heading = アカウント回復キーが削除されました
email-recovery-key-removed-intro = { $email } のアカウント回復キーが設定画面で削除されました。
email-recovery-key-removed-details = このキーは使用できなくなりました。キーがないと、忘れたパスワードをリセットしたときに同期したデータが失われます。新しいキーは設定で作成できます。
email-recovery-key-removed-ignore = 削除した覚えがない場合は、今すぐパスワードを変更し、設定でアカウントの最近のアクティビティを確認してください。

email-password-changed-subject = パスワードが変更されました
email-password-changed-heading = パスワードが変更されました
email-password-changed-intro = 設定で { $email } のパスワードが変更されました。
email-password-changed-details = アカウントにログインしていた他のすべての端末とサービスはログアウトされました。それぞれで新しいパスワードを使って再度ログインしてください。同期したデータは保持されています。
email-password-changed-ignore = パスワードを変更していない場合は、今すぐパスワードをリセットし、設定でアカウントの最近のアクティビティを確認してください。

email-password-created-subject = アカウントにパスワードが設定されました
email-password-created-heading = パスワードが作成されました
email-password-created-intro = 設定で { $email } のパスワードが作成されました。
email-password-created-details = これまでのログイン方法に加えて、メールアドレスとこのパスワードでもログインできるようになりました。
email-password-created-ignore = パスワードを作成していない場合は、今すぐパスワードをリセットし、設定でアカウントの最近のアクティビティを確認してください。
sms-recovery-phone-reset = { $code } はパスワードをリセットするための { -product-name } のコードです。他の人に教えないでください。
push-signin-title = { -product-name } にログインしようとしていますか？
push-signin-body = 選択してこのログインを確認し、ご本人であれば承認してください。
