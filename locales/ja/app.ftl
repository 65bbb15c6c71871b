### アプリの文字列 (日本語)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = ローカルストレージと Cookie が必要です
cookies-disabled-text = { -product-name } アカウントにアクセスするには、ブラウザーで Cookie とローカルストレージを有効にしてください。
cookies-disabled-learn-more = 詳細情報
cookies-disabled-try-again = 再試行

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = メールアドレスを入力してください
entry-subheading = { -product-name } アカウントに進む
entry-email-label = メールアドレス
entry-submit = 登録またはログイン
entry-suggestion-text = { $suggestion } のことですか？
entry-suggestion-use = { $suggestion } を使用
entry-suggestion-keep = 入力したとおりのアドレスを使う場合は、もう一度送信してください。
passkey-signin-button = パスキーで続ける
passkey-signin-cancelled = パスキーでのログインはキャンセルされました。準備ができたらもう一度お試しいただくか、別の方法で続けてください。
passkey-signin-refused-entry = このパスキーは受け付けられませんでした。アカウントから削除された可能性があります。パスワードでログインするには、メールアドレスを入力してください。
passkey-signin-refused-password = このパスキーは受け付けられませんでした。アカウントから削除された可能性があります。代わりにパスワードでログインしてください。

## Page not found: shown for any address the product does not serve.

errors-not-found-heading = ページが見つかりません
errors-not-found-text = お探しのページは存在しないか、すでに削除されています。
errors-not-found-home-link = { -product-name } アカウントのホームページへ移動

## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = 不正なログインを報告しますか？
report-signin-text = アカウントへのログインを許可するためのコードがメールで届きました。ログインしようとしていない場合は報告してください。報告するとコードは使用できなくなります。
report-signin-submit = アクティビティを報告
report-signin-failed-heading = このログインは報告できません
report-signin-damaged-text = クリックしたリンクの文字が欠けています。メールソフトによってリンクが壊れた可能性があります。アドレスを正確にコピーして、もう一度お試しください。
report-signin-used-text = このメールのコードは使用できなくなっています。すでに使用されたか、報告されたか、有効期限が切れています。ログインしようとしていない場合は、アカウントを守るためにパスワードをリセットしてください。
signin-reported-heading = ご注意いただきありがとうございます
signin-reported-text = お知らせいただきありがとうございます。メールのコードは使用できなくなったため、アカウントへのログインには使えません。
signin-reported-advice = 第三者があなたのパスワードを知っている可能性があります。アカウントを守るため、今すぐパスワードをリセットしてください。
report-reset-password = パスワードをリセット

## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = パスワードをリセット
reset-password-lead = 確認コードをメールでお送りします。
reset-password-email-label = メールアドレス
reset-password-submit = コードを送信
reset-password-remembered = パスワードを思い出した場合はログイン
reset-code-instruction = { $email } に送信した 6 桁のコードを 5 分以内に入力してください。
reset-code-expired-text = 下の「新しいコードをメールで送信」を選んで新しいコードを受け取り、ここに入力してください。
reset-choice-heading = 続ける方法を選択
reset-choice-factor-instruction = このアカウントでは 2 段階認証が有効です。設定した方法のいずれかでご本人確認を行ってください。
reset-choice-key-instruction = このアカウントにはアカウント回復キーがあり、パスワードをリセットしても同期したデータを保持できます。
reset-choice-factor-label = 確認方法
reset-choice-totp = 認証アプリ
reset-choice-backup-code = バックアップ認証コード (残り { $count } 個)
reset-choice-phone = 末尾が { $phone } の回復用電話番号
reset-choice-key-label = 同期したデータ
reset-choice-use-key = アカウント回復キーを使って保持する
reset-choice-without-key = アカウント回復キーを使わずに続ける (同期したデータは失われます)
reset-continue = 続ける
reset-totp-heading = 認証コードを入力
reset-totp-instruction = 認証アプリに表示されている 6 桁のコードを入力してください。
reset-other-way = 別の方法を選択
reset-backup-code-heading = バックアップ認証コードを入力
reset-backup-code-instruction = 2 段階認証の設定時に保存した使い捨てコードのいずれかを入力してください。
reset-backup-code-label = 10 文字のコードを入力
reset-phone-heading = 回復コードを入力
reset-phone-instruction = 末尾が { $phone } の電話番号に、6 桁のコードを SMS で送信しました。このコードの有効期限は 5 分です。
reset-phone-resend = コードを再送信
reset-phone-resent = 新しいコードを電話に送信しました。
reset-key-heading = アカウント回復キーを入力
reset-key-instruction = アカウント回復キーがあれば、同期したデータを保持できます。キーは 32 文字で、4 文字ずつに区切られています。
reset-key-hint = ヒント：{ $hint }
reset-key-label = アカウント回復キー
reset-key-description = 英字と数字で入力します。スペースとハイフンは無視されます。
reset-key-submit = アカウント回復キーを確認
reset-key-missing = アカウント回復キーをお持ちでない場合
reset-new-password-heading = 新しいパスワードを作成
reset-new-password-label = 新しいパスワード
reset-new-password-confirm-label = 新しいパスワードを再入力
reset-new-password-submit = パスワードをリセット
reset-data-loss-heading = 同期したデータは失われます
reset-data-loss-text = アカウントと同期したデータ (パスワード、ブックマーク、履歴など) は、パスワードまたはアカウント回復キーでしか開けない鍵で暗号化されています。これらを使わずにリセットすると新しい鍵が作成されるため、アカウントに保存されている同期データは読み取れなくなります。各端末にはそれぞれのコピーが残ります。
reset-data-loss-use-key = 代わりにアカウント回復キーを使用
reset-data-kept-text = アカウント回復キーで同期したデータを開きました。データは新しいパスワードのもとで引き続きアカウントに保存されます。
reset-verified-heading = パスワードがリセットされました
reset-verified-text = 新しいパスワードでログインしました。他のすべての端末はログアウトされました。
reset-verified-key-heading = パスワードがリセットされ、データは保持されました
reset-verified-key-text = 同期したデータは保持されています。アカウント回復キーは使用済みになりました。次回もデータを守れるよう、設定で新しいキーを作成してください。
reset-verified-sign-in-text = 続けるには、新しいパスワードでログインしてください。
reset-verified-continue = 続ける
reset-verified-sign-in = ログイン

## Settings: the frame of every settings page, the settings home, the step-up dialog and the display name page.

settings-title = 設定
settings-heading = アカウント設定
settings-nav-label = 設定
settings-nav-toggle = 設定メニュー
settings-nav-profile = プロフィール
settings-nav-security = セキュリティ
settings-nav-connected-services = 接続中のサービス
settings-nav-linked-accounts = リンク済みアカウント
settings-nav-subscriptions = サブスクリプション
settings-nav-data-collection = データの収集と利用
settings-nav-language = 言語
settings-nav-delete-account = アカウントを削除
settings-sign-out = ログアウト
settings-back = 設定に戻る
settings-section-profile = プロフィール
settings-avatar-label = デフォルトのアバター、文字 { $letter }
settings-avatar-custom-label = あなたのプロフィール画像
settings-row-display-name = 表示名
settings-row-display-name-none = なし
settings-row-primary-email = メインのメールアドレス
settings-row-secondary-emails = 予備のメールアドレス
settings-row-secondary-emails-none = なし
settings-email-unconfirmed = 未確認
settings-section-security = セキュリティ
settings-row-password = パスワード
settings-row-password-set = 設定済み
settings-row-password-none = パスワードはまだありません
settings-row-two-step = 2 段階認証
settings-row-two-step-on = オン
settings-row-two-step-off = オフ
settings-row-backup-codes = バックアップ認証コード
settings-row-backup-codes-count = 残り { $count } 個のコード
settings-row-backup-codes-none = なし
settings-row-backup-codes-low = 残りわずかです: 新しいコードを取得してください
settings-row-recovery-phone = 回復用の電話
settings-row-recovery-phone-none = 未設定
settings-row-recovery-key = アカウント回復キー
settings-row-recovery-key-set = 設定済み
settings-row-recovery-key-none = 未設定
settings-section-connected-services = 接続中のサービス
settings-connected-services-count = { $count } 台の端末とアプリがアカウントにログインしています。
settings-section-linked-accounts = リンク済みアカウント
settings-linked-accounts-none = リンクされたサードパーティのアカウントはありません。
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = サブスクリプション
settings-subscriptions-none = サブスクリプションはありません。
settings-section-data-collection = データの収集と利用
settings-data-collection-on = 製品の改善に役立つ技術データと操作データの共有はオンです。
settings-data-collection-off = 製品の改善に役立つ技術データと操作データの共有はオフです。
settings-section-language = 言語
settings-language-description = このページの言語です。各ページ下部の言語メニューからも変更できます。
settings-section-delete-account = アカウントを削除
settings-delete-account-description = アカウントとその設定、保存されているデータを完全に削除します。

settings-password-compromised-heading = パスワードを変更してください
settings-password-compromised-description = ログインに使ったパスワードは既知のデータ漏えいに含まれているため、他人があなたのアカウントで試す可能性があります。アカウントを守るため、新しいパスワードを設定してください。
settings-password-compromised-link = パスワードを変更
settings-promo-recovery-key-heading = アカウント回復キーでアカウントを守りましょう
settings-promo-recovery-key-description = パスワードを忘れても、回復キーがあれば同期したデータを失わずにリセットできます。
settings-promo-recovery-key-link = アカウント回復キーを作成
settings-promo-recovery-phone-heading = 回復用の電話を追加
settings-promo-recovery-phone-description = 認証アプリを失っても、電話に届くコードでログインできます。
settings-promo-recovery-phone-link = 回復用の電話を追加
settings-step-up-heading = ご本人確認
settings-step-up-description = アカウントを保護するため、{ $email } に送信したコードを入力してください。コードの有効期限は { $minutes } 分です。
settings-step-up-cancel = キャンセル
settings-save = 保存
settings-cancel = キャンセル
settings-action-add = 追加
settings-action-add-picture = 画像を追加
settings-action-change-picture = 画像を変更
settings-action-change = 変更
settings-action-create = 作成
settings-action-manage-emails = メールアドレスを管理
settings-action-set-up = 設定
settings-action-manage = 管理
settings-copy-failed = ブラウザーがコピーを許可しませんでした。テキストを選択して手動でコピーしてください。
settings-display-name-heading = 表示名
settings-display-name-label = 表示名を入力
settings-display-name-help = あなたと、ログインするサービスに表示されます。削除するには空欄のままにしてください。
settings-display-name-characters = 表示名に制御文字、サロゲート文字、私用文字は使用できません。
settings-display-name-length = 表示名は { $max } 文字以内にしてください。
settings-display-name-saved = 表示名を更新しました

## The profile picture page.

settings-avatar-heading = プロフィール画像
settings-avatar-upload = 写真をアップロード
settings-avatar-camera = 写真を撮影
settings-avatar-remove = 写真を削除
settings-avatar-capture = 撮影
settings-avatar-camera-label = カメラのプレビュー
settings-avatar-camera-denied-help = ブラウザーの設定でこのサイトにカメラの使用を許可するか、代わりに写真をアップロードしてください。
settings-avatar-crop-label = 円の中での画像の位置
settings-avatar-crop-help = 画像をドラッグするか、画像にフォーカスして矢印キーを使い、顔が円の中に収まるように配置してください。
settings-avatar-zoom = ズーム
settings-avatar-saved = プロフィール画像を更新しました
settings-avatar-removed = プロフィール画像を削除しました

## The link to the recent activity page, and the page itself.

settings-action-recent-activity = 最近のアクティビティを表示
settings-activity-heading = 最近のアクティビティ
settings-activity-description = アカウントのセキュリティイベント（新しい順）。心当たりのないものがあれば、パスワードを変更してください。
settings-activity-empty = まだアクティビティはありません。
settings-activity-retry = 再試行
settings-event-account-create = アカウントを作成しました
settings-event-account-verify = アカウントを確認しました
settings-event-account-login = ログインしました
settings-event-session-verify = ログインを確認しました
settings-event-session-destroy = ログアウトしました
settings-event-password-changed = パスワードを変更しました
settings-event-password-reset = パスワードをリセットしました
settings-event-password-added = パスワードを作成しました
settings-event-display-name-changed = 表示名を変更しました
settings-event-login-unblocked = メールで届いたコードでログインのブロックを解除しました
settings-event-login-unblock-rejected = ログインのブロック解除コードが間違っていました
settings-event-two-factor-added = 2 段階認証を有効にしました
settings-event-two-factor-removed = 2 段階認証を無効にしました
settings-event-two-factor-replaced = 認証アプリを変更しました
settings-event-backup-codes-created = バックアップ認証コードを作成しました
settings-event-backup-codes-replaced = バックアップ認証コードを置き換えました
settings-event-backup-code-signin = バックアップ認証コードでログインしました
settings-event-backup-code-reset = バックアップ認証コードでパスワードをリセットしました
settings-event-recovery-phone-added = 回復用の電話を追加しました
settings-event-recovery-phone-changed = 回復用の電話を変更しました
settings-event-recovery-phone-removed = 回復用の電話を削除しました
settings-event-recovery-phone-signin = 回復用の電話でログインしました
settings-event-recovery-phone-reset = 回復用の電話でパスワードをリセットしました
settings-event-secondary-email-added = 予備のメールアドレスを追加しました
settings-event-secondary-email-verified = 予備のメールアドレスを確認しました
settings-event-secondary-email-removed = 予備のメールアドレスを削除しました
settings-event-primary-email-changed = メインのメールアドレスを変更しました
settings-event-recovery-key-added = アカウント回復キーを作成しました
settings-event-recovery-key-replaced = アカウント回復キーを置き換えました
settings-event-recovery-key-removed = アカウント回復キーを削除しました
settings-event-recovery-key-hint-updated = アカウント回復キーのヒントを変更しました
settings-event-recovery-key-used = アカウント回復キーを使用しました
settings-event-unknown = その他のアカウントアクティビティ
settings-data-collection-heading = データの収集と利用
settings-data-collection-label = 製品の改善に協力する
settings-data-collection-help = アカウントの使い方に関する技術データと操作データを共有します。入力した内容やパスワードは含まれません。
settings-data-collection-saved-on = データ収集を有効にしました
settings-data-collection-saved-off = データ収集を無効にしました

## The two-step authentication page: an authenticator app, then backup codes.

settings-two-step-heading = 2 段階認証
settings-two-step-off-lead = 2 段階認証はオフです。
settings-two-step-off-how = オンにすると、ログイン時にパスワードに続けて、スマートフォンの認証アプリに表示される 6 桁のコードが求められます。パスワードを第三者に知られても、その人はログインできません。認証アプリを使用できないときのために、バックアップ認証コードも発行されます。オンにすると、アカウントにログインしている他のブラウザーと端末はログアウトされます。
settings-two-step-start = 2 段階認証を設定
settings-two-step-scan-step-app = スマートフォンで認証アプリを開きます (時間ベースのコードに対応したアプリであれば使用できます)。
settings-two-step-scan-step-scan = アプリでアカウントを追加し、この QR コードをスキャンします。
settings-two-step-scan-step-code = アプリに表示される 6 桁のコードを入力します。
settings-two-step-qr-label = 認証アプリ用の QR コード: { $issuer }、{ $account }
settings-two-step-show-key = コードをスキャンできない場合は、代わりにキーを入力してください
settings-two-step-key = キー
settings-two-step-key-copy = キーをコピー
settings-two-step-key-copied = キーをコピーしました
settings-two-step-issuer = 発行者
settings-two-step-account = アカウント
settings-two-step-kind = 種類
settings-two-step-kind-value = 時間ベース、6 桁
settings-two-step-code-label = 認証アプリのコード
settings-two-step-code-help = 30 秒ごとに新しいコードが表示されます。
settings-two-step-verify = 続ける
settings-two-step-codes-heading = バックアップ認証コードを保存してください
settings-two-step-codes-lead =
    { $count ->
        [1] スマートフォンを紛失した場合は、このコードを使ってログインします。コードは 1 回だけ使用でき、表示されるのは今回限りです。コピー、ダウンロード、または印刷して、安全な場所に保管してください。
       *[other] スマートフォンを紛失した場合は、これら { $count } 個のコードを使ってログインします。各コードは 1 回だけ使用でき、表示されるのは今回限りです。コピー、ダウンロード、または印刷して、安全な場所に保管してください。
    }
settings-two-step-codes-saved = コードを保存しました
settings-two-step-confirm-code-lead = 保存できたことを確認するため、バックアップ認証コードのいずれかを入力してください。入力したコードは後でも使用できます。
settings-two-step-confirm-code-label = バックアップ認証コード
settings-two-step-finish = 2 段階認証をオンにする
settings-two-step-enabled = 2 段階認証がオンになりました
settings-two-step-on-lead = 2 段階認証はオンです。ログイン時に、パスワードに続けて認証アプリのコードが求められます。
settings-two-step-app = 認証アプリ
settings-two-step-app-on = 設定したアプリでコードを取得します。
settings-two-step-replace = 新しいアプリを使用
settings-two-step-replace-heading = 新しい認証アプリを使用
settings-two-step-replace-lead = 新しいアプリのコードが承認されるまでは、現在のアプリを引き続き使用できます。承認されると、アカウントにログインしている他のブラウザーと端末はログアウトされます。
settings-two-step-replace-confirm = このアプリを使用
settings-two-step-replaced = 認証アプリを変更しました
settings-two-step-disable-heading = 2 段階認証をオフにする
settings-two-step-disable-lead = ログイン時にはパスワードのみが求められるようになります。
settings-two-step-disable = オフにする
settings-two-step-disable-confirm-heading = 2 段階認証をオフにしますか？
settings-two-step-disable-confirm-lead = バックアップ認証コードと回復用の電話もあわせて削除され、ログイン時にはパスワードのみが求められるようになります。
settings-two-step-disable-keep = オンのままにする
settings-two-step-disabled = 2 段階認証がオフになりました

settings-recovery-phone-heading = 回復用の電話
settings-recovery-phone-change-heading = 回復用の電話を変更
settings-recovery-phone-lead = 認証アプリを使えないときでもログインできるよう、お使いの電話に SMS でコードをお送りします。回復用の電話を使うには 2 段階認証が必要です。
settings-recovery-phone-change-lead = 新しい番号を確認するまで、回復用の電話は { $phone } のままです。
settings-recovery-phone-country = 国
settings-recovery-phone-country-option = { $country }（{ $code }）
settings-recovery-phone-number = 電話番号
settings-recovery-phone-number-help = この番号に 6 桁のコードを SMS でお送りします。通常の SMS 料金がかかる場合があります。
settings-recovery-phone-send = コードを送信
settings-recovery-phone-code-lead = { $phone } に SMS でお送りした 6 桁のコードを入力してください。
settings-recovery-phone-code-label = SMS に記載されたコード
settings-recovery-phone-confirm = 確認
settings-recovery-phone-resend = 新しいコードを SMS で送信
settings-recovery-phone-resent = 新しいコードを SMS でお送りしました。
settings-recovery-phone-other-number = 別の番号を使う
settings-recovery-phone-set-lead = 認証アプリを使えないときでもログインできるよう、この番号に SMS でコードをお送りします。
settings-recovery-phone-change = 変更
settings-recovery-phone-remove = 削除
settings-recovery-phone-remove-confirm-heading = 回復用の電話を削除しますか？
settings-recovery-phone-remove-confirm-lead = { $phone } に SMS で送られるコードではログインできなくなります。認証アプリとバックアップ認証コードは引き続き使えます。
settings-recovery-phone-remove-keep = 残す
settings-recovery-phone-no-codes = バックアップ認証コードが残っていないため、認証アプリをなくしたときにアカウントに戻る方法は回復用の電話だけです。先に新しいバックアップコードを取得してから、電話を削除してください。
settings-recovery-phone-no-codes-link = 新しいバックアップコードを取得
settings-recovery-phone-added = 回復用の電話を追加しました
settings-recovery-phone-changed = 回復用の電話を変更しました
settings-recovery-phone-removed = 回復用の電話を削除しました

## Backup authentication codes: shown once, copied, downloaded or printed.

settings-backup-codes-heading = バックアップ認証コード
settings-backup-codes-list-label =
    { $count ->
        [1] あなたのバックアップ認証コード
       *[other] あなたのバックアップ認証コード ({ $count } 個)
    }
settings-backup-codes-copy = コードをコピー
settings-backup-codes-copied = コードをコピーしました
settings-backup-codes-download = ダウンロード
settings-backup-codes-downloaded = コードをテキストファイルとしてダウンロードしました
settings-backup-codes-print = 印刷
settings-backup-codes-file-heading = バックアップ認証コード。各コードは 1 回だけ使用できます。
settings-backup-codes-get-new = 新しいコードを取得
settings-backup-codes-remaining =
    { $count ->
       *[other] 未使用のバックアップ認証コードが { $count } 個あります。
    }
settings-backup-codes-none-left = 未使用のバックアップ認証コードはありません。
settings-backup-codes-low =
    { $count ->
        [0] バックアップ認証コードが残っていません。スマートフォンを紛失してもログインできるよう、新しいコードを取得してください。
       *[other] バックアップ認証コードの残りは { $count } 個だけです。スマートフォンを紛失してもログインできるよう、新しいコードを取得してください。
    }
settings-backup-codes-replace-lead = 新しいコードを取得すると、使用済みかどうかにかかわらず、現在のコードはすべて置き換えられます。
settings-backup-codes-shown-lead =
    { $count ->
        [1] 新しいコードは次のとおりです。以前のコードは使用できなくなりました。コードが表示されるのは今回限りです。コピー、ダウンロード、または印刷して、安全な場所に保管してください。
       *[other] 新しいコード ({ $count } 個) は次のとおりです。以前のコードは使用できなくなりました。コードが表示されるのは今回限りです。コピー、ダウンロード、または印刷して、安全な場所に保管してください。
    }
settings-backup-codes-done = 完了
settings-backup-codes-replaced = 新しいバックアップ認証コードを保存しました
settings-backup-codes-need-two-step = バックアップ認証コードは 2 段階認証とあわせて使用します。
settings-backup-codes-set-up-two-step = 2 段階認証を設定

## The account recovery key page.

settings-recovery-key-heading = アカウント回復キー
settings-recovery-key-none-lead = アカウント回復キーがありません。
settings-recovery-key-none-how = パスワードを忘れたとき、アカウント回復キーがあれば、同期したデータを失わずにパスワードをリセットできます。デバイスとは別の安全な場所に保管してください。
settings-recovery-key-start = アカウント回復キーを作成
settings-recovery-key-no-password = 回復キーは同期データの鍵を守り、その鍵はパスワードで解除されます。まずアカウントにパスワードが必要です。パスワードを作成してから、ここに戻ってキーを作成してください。
settings-recovery-key-password-lead = まずパスワードを入力してください。回復キーは同期データの鍵を保護しており、その鍵はパスワードでしか開けられません。
settings-recovery-key-password-label = パスワード
settings-recovery-key-create = キーを作成
settings-recovery-key-replace-heading = 新しいアカウント回復キーを作成
settings-recovery-key-replace-lead = 新しいキーを作成するにはパスワードを入力してください。新しいキーが作成されると、現在のキーはすぐに使えなくなります。
settings-recovery-key-replace-submit = 新しいキーを作成
settings-recovery-key-shown-lead = これがあなたのアカウント回復キーです。表示されるのは今だけです。コピー、ダウンロード、または印刷して、安全な場所に保管してください。
settings-recovery-key-value-label = あなたのアカウント回復キー
settings-recovery-key-copy = キーをコピー
settings-recovery-key-copied = キーをコピーしました
settings-recovery-key-download = ダウンロード
settings-recovery-key-downloaded = キーをテキストファイルとしてダウンロードしました
settings-recovery-key-print = 印刷
settings-recovery-key-file-heading = アカウント回復キー。同期したデータを失わずにパスワードをリセットするために使います。
settings-recovery-key-hint-heading = ヒントを追加（任意）
settings-recovery-key-hint-lead = ヒントは、キーをどこに保管したかを思い出す手がかりです。キーを使ってパスワードをリセットするときに表示されます。キーそのものは書かないでください。
settings-recovery-key-hint-label = キーをどこに保管しましたか？
settings-recovery-key-hint-save = ヒントを保存
settings-recovery-key-hint-saved = ヒントを保存しました
settings-recovery-key-hint-required = 保存する前にヒントを入力してください
settings-recovery-key-hint-too-long = ヒントは { $max } 文字以内で入力してください
settings-recovery-key-hint-characters = ヒントに使用できない文字が含まれています
settings-recovery-key-done = 完了
settings-recovery-key-exists-lead = アカウント回復キーは設定済みです。パスワードを忘れても、キーを使ってリセットし、同期したデータを保持できます。
settings-recovery-key-replace-row = キーをなくしましたか？新しいキーを作成すると、現在のキーは使えなくなります。
settings-recovery-key-replace = 新しいキーを作成
settings-recovery-key-delete-heading = アカウント回復キーを削除
settings-recovery-key-delete-row = キーがないと、忘れたパスワードをリセットしたときに同期したデータが失われます。
settings-recovery-key-delete = キーを削除
settings-recovery-key-delete-confirm-heading = アカウント回復キーを削除しますか？
settings-recovery-key-delete-confirm-lead = キーはすぐに使えなくなります。パスワードを忘れた場合、同期したデータは保持できません。
settings-recovery-key-delete-keep = キーを残す
settings-recovery-key-created = アカウント回復キーを保存しました
settings-recovery-key-deleted = アカウント回復キーを削除しました

## The emails page: the primary address, the secondary ones, adding one and confirming it with a code, making one primary, removing one.

settings-emails-heading = メールアドレス
settings-emails-description = メインのメールアドレスはログインに使用され、アカウントに関するお知らせもこのアドレスに届きます。予備のメールアドレスは、あなたが所有する他のアドレスです。確認済みの予備のメールアドレスは、メインのメールアドレスにすることができます。
settings-emails-list-label = あなたのメールアドレス
settings-emails-primary = メイン
settings-emails-confirmed = 確認済み
settings-emails-make-primary = メインにする
settings-emails-remove = 削除
settings-emails-enter-code = コードを入力
settings-emails-add-heading = 予備のメールアドレスを追加
settings-emails-add-label = 予備のメールアドレス
settings-emails-add-help = 予備のメールアドレスは { $max } 個まで登録できます。あなたのアドレスであることを確認するため、新しいアドレスにコードをお送りします。
settings-emails-add = メールアドレスを追加
settings-emails-limit = 予備のメールアドレスが上限の { $max } 個に達しています。別のアドレスを追加するには、いずれかを削除してください。
settings-emails-code-heading = 予備のメールアドレスを確認
settings-emails-code-description = { $email } に送信したコードを入力してください。
settings-emails-code-cancel = 後で
settings-emails-confirmed-notice = { $email } を確認しました。
settings-emails-primary-notice = { $email } がメインのメールアドレスになりました。今後はこのアドレスでログインしてください。パスワードは変わりません。
settings-emails-removed-notice = { $email } をアカウントから削除しました。
settings-emails-taken-notice = { $email } は別のアカウントのものになったため、あなたのアカウントからはなくなりました。
settings-emails-gone-notice = { $email } は、あなたのアカウントで確認待ちではなくなりました。

## The links of the home's connected services and delete account sections.

settings-action-connected-services = 端末とアプリを表示
settings-action-delete-account = アカウントを削除

## The connected services page: the devices, browsers and apps signed in to the account.

settings-clients-heading = 接続中のサービス
settings-clients-description = アカウントにログインしているすべての端末とアプリです。使用していないものや心当たりのないものは、ログアウトさせてください。
settings-clients-empty = アカウントにログインしているものはありません。
settings-clients-retry = 再試行
settings-clients-current = この端末
device-browser-on-os = { $os } 上の { $browser }
device-unknown-browser = ウェブブラウザー
device-unknown = 不明なデバイス
settings-clients-unknown-app = アプリ
settings-clients-type-desktop = コンピューター
settings-clients-type-mobile = スマートフォン
settings-clients-type-tablet = タブレット
settings-clients-type-tv = テレビ
settings-clients-type-app = アカウントにアクセスできるアプリ
settings-clients-location = { $place } 付近
settings-clients-last-active = 最終アクティブ: { $relative } ({ $absolute })
settings-clients-sign-out = ログアウト
settings-clients-sign-out-label = { $name } をログアウト
settings-clients-sign-out-here-label = { $name } (この端末) をログアウト
settings-clients-sign-out-heading = { $name } をログアウトしますか？
settings-clients-sign-out-description = 再度ログインするにはパスワードが必要になります。理由をお知らせいただくと、アカウントの安全を守るのに役立ちます。
settings-clients-sign-out-here-heading = この端末からログアウトしますか？
settings-clients-sign-out-here-description = この端末からログアウトし、最初の画面に戻ります。
settings-clients-reason-label = ログアウトさせる理由を教えてください
settings-clients-reason-none = もう使用していない
settings-clients-reason-lost = 紛失した、または盗まれた
settings-clients-reason-suspicious = このアクティビティに心当たりがない
settings-clients-advice-heading = { $name } をログアウトしました
settings-clients-advice-description = 第三者があなたのパスワードを知っている可能性がある場合は、再びログインされないよう、今すぐパスワードを変更してください。
settings-clients-advice-change-password = パスワードを変更
settings-clients-close = 閉じる

## The language page (the same choice as the language menu at the bottom of every page).

settings-language-heading = 言語
settings-language-page-description = これらのページの言語を選択してください。選択はこのブラウザーに保存されます。「ブラウザーの既定」を選ぶと、ブラウザーの言語設定に従います。
settings-language-saved = 言語を保存しました。
settings-language-saved-default = ブラウザーの言語設定を使用します。

## The delete account page.

settings-delete-account-heading = アカウントを削除
settings-delete-account-lead = アカウントを削除すると元に戻せません。続ける前に、失われるものを確認してください。
settings-delete-account-acknowledge-legend = 次のことを理解しました:
settings-delete-account-ack-data = パスワード、ブックマーク、履歴など、このアカウントに保存・同期されたデータは削除されます。
settings-delete-account-ack-subscriptions = このアカウントで支払っているサブスクリプションはキャンセルされます。
settings-delete-account-ack-devices = このアカウントでログインしているすべての端末とアプリはログアウトされます。
settings-delete-account-ack-permanent = 同じメールアドレスでアカウントを作成し直しても、これらは元に戻りません。
settings-delete-account-acknowledge-error = 続けるには、すべてのチェックボックスをオンにしてください。
settings-delete-account-continue = 続ける
settings-delete-account-no-password = アカウントの削除にはパスワードが必要ですが、このアカウントにはまだパスワードがありません。先にパスワードを作成してから、ここに戻ってください。
settings-delete-account-confirm-heading = アカウントを削除しますか？
settings-delete-account-confirm-description = アカウントを完全に削除するには、パスワードを入力してください。
settings-delete-account-password-label = パスワード
settings-delete-account-submit = アカウントを削除
settings-delete-account-done = アカウントを削除しました。

## The change password page and the create password page (for an account that has none).

settings-change-password-heading = パスワードを変更
settings-change-password-lead = パスワードを変更すると、他のすべての端末とサービスからログアウトされます。同期したデータは保持されます。
settings-change-password-current = 現在のパスワード
settings-change-password-forgot = パスワードを忘れた場合
settings-change-password-new = 新しいパスワード
settings-change-password-confirm = 新しいパスワードを再入力
settings-change-password-save = パスワードを変更
settings-password-changed = パスワードを変更しました
settings-create-password-heading = パスワードを作成
settings-create-password-first = パスワードを作成
settings-create-password-lead = パスワードを追加すると、現在のログイン方法に加えて、メールアドレスとパスワードでもログインできるようになります。
settings-create-password-save = パスワードを作成
settings-password-created = パスワードを作成しました

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = パスワードを入力してください
signin-force-auth-heading = 続けるにはログインしてください
signin-password-label = パスワード
signin-submit = ログイン
signin-use-different-account = 別のアカウントを使用
signin-forgot-password = パスワードを忘れた場合
signin-continue = 続ける
signin-passkey-password-for-sync = パスキーでログインしました。同期データはパスワードでロックされているため、続けるにはもう一度パスワードを入力してください。
signin-passkey-unlock-submit = ロックを解除して続ける
signin-token-code-instruction = { $email } に送信されたコードを 5 分以内に入力してください。
flow-code-sent = 新しいコードをメールで送信しました。
flow-add-to-contacts = メールが確実に届くように、{ $email } を連絡先に追加してください。
signin-code-expired-text = 下の「新しいコードをメールで送信」を選んで新しいコードを受け取り、ここに入力してください。
signin-unblock-heading = このログインを承認
signin-unblock-instruction = { $email } に送信された承認コードをメールで確認してください。
signin-unblock-label = 承認コードを入力
signin-totp-heading = 認証コードを入力
signin-totp-instruction = 認証アプリに表示されている 6 桁のコードを入力してください。
signin-totp-trouble = コードに問題がありますか？
signin-recovery-choice-heading = 回復方法を選択
signin-recovery-choice-instruction = 回復方法を利用できることを確認してください。
signin-recovery-choice-label = 回復方法
signin-choice-phone = 末尾が { $phone } の回復用電話番号
signin-choice-code = バックアップ認証コード
signin-recovery-code-heading = バックアップ認証コードを入力
signin-recovery-code-instruction = 2 段階認証の設定時に保存した使い捨てコードのいずれかを入力してください。
signin-recovery-code-label = 10 文字のコードを入力
signin-other-method = 別の方法を選択
signin-recovery-phone-heading = 回復コードを入力
signin-recovery-phone-instruction = 末尾が { $phone } の電話番号に、6 桁のコードを SMS で送信しました。このコードの有効期限は 5 分です。
signin-resend-text = コードを再送信
signin-text-resent = 新しいコードを電話に送信しました。
signin-bounced-heading = 申し訳ありません。アカウントをロックしました。
signin-bounced-text = { $email } に送信した確認メールが返送されました。データを保護するため、別のアカウントでログインするか、新しいアカウントを作成してください。
signin-confirming-heading = ログインを確認しています
signin-confirmed-heading = ログインが確認されました
signin-confirmed-text = ログインが確認されました。中断したところから続けられます。
signin-confirmed-elsewhere-text = ログインが確認されました。このタブを閉じて、ログインしようとしていたデバイスに戻ってください。
signin-link-failed-heading = このリンクは使用できません
signin-link-failed-text = 新しい確認メールを受け取るには、もう一度ログインしてください。

## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = パスワードを作成してください
signup-for-email = { $email } 用
signup-change-email = メールアドレスを変更
signup-password-label = パスワード
flow-new-password-rules = 8 文字以上で、メールアドレスやよく使われるパスワードは使用できません。
flow-terms-agreement = 続行すると、{ $terms } と { $privacy } に同意したことになります。
flow-terms-link = 利用規約
flow-privacy-link = プライバシー通知
signup-confirm-label = パスワードを再入力
signup-age-label = 年齢を教えてください
signup-age-description = アカウントを作成するには 13 歳以上である必要があります。
signup-submit = アカウントを作成
confirm-signup-code-instruction = { $email } に送信した 6 桁のコードを 5 分以内に入力してください。
confirm-signup-code-expired-help = 下のボタンで新しいコードを送信できます。このページから移動する必要はありません。
flow-resend-limit = 新しいコードの要求回数が多すぎます。最後に送信したコードを使用するか、しばらくしてから最初からやり直してください。
signup-confirmed-heading = アカウントが確認されました
signup-confirmed-text = { -product-name } アカウントの準備ができました。
signup-verified-heading = メールアドレスが確認されました
signup-verified-text = メールアドレスが確認され、{ -product-name } アカウントの準備ができました。
signup-confirmed-continue = 設定に進む
cannot-create-account-heading = アカウントを作成できません
cannot-create-account-text = { -product-name } アカウントを作成するには、一定の年齢要件を満たす必要があります。
cannot-create-account-home = 最初に戻る

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name } アカウント
app-page-title-default = { -product-name } アカウント
app-footer-terms = 利用規約
app-footer-privacy = プライバシー通知

flow-confirmation-code-heading = 確認コードを入力
flow-code-label = 6 桁のコードを入力
flow-confirm = 確認
flow-resend-code = 新しいコードをメールで送信

## The authorization page

oauth-connecting-title = サービスにログイン
oauth-connecting-heading = { $serviceName } に接続しています
oauth-connecting-text = まもなく元のサービスに戻ります。
oauth-consent-heading = { $serviceName } にアカウントの使用を許可しますか？
oauth-consent-signed-in-as = { $email } としてログインしています。
oauth-consent-list-label = 許可すると、このサービスは次のことができます:
oauth-consent-allow = 許可
oauth-consent-cancel = キャンセル
oauth-consent-use-different-account = 別のアカウントを使用
oauth-permission-openid = ログイン時に本人であることを確認する
oauth-permission-uid = アカウントの固有 ID を見る
oauth-permission-email = メールアドレスを見る
oauth-permission-display-name = 表示名を見る
oauth-permission-avatar = プロフィール画像を見る
oauth-permission-offline-access = 接続を解除するまでアカウントへの接続を維持する
oauth-permission-other = 「{ $scope }」の権限を使用する
oauth-failed-heading = このログイン要求を完了できません
oauth-failed-text = 元のサービスに戻って、もう一度お試しください。
oauth-success-title = サービスにログインしました
oauth-success-heading = { $serviceName } にログインしました
oauth-success-text = このタブを閉じて { $serviceName } に戻ってください。

device-title = デバイスを接続
device-enter-heading = デバイスを接続
device-enter-instruction = デバイスに表示されているコードを入力してください。
device-code-label = デバイスのコード
device-continue = 続ける
device-code-invalid = このコードは無効か、有効期限が切れています。デバイスのコードを確認して、もう一度お試しください。
device-consent-heading = デバイスで { $serviceName } を許可しますか？
device-consent-code = デバイスに { $userCode } と表示されている場合のみ許可してください。
device-consent-allow = 許可
device-consent-deny = 拒否
device-approved-heading = デバイスが接続されました
device-approved-text = デバイスに戻ってください。{ $serviceName } のログインがそこで完了します。
device-denied-heading = デバイスは接続されませんでした
device-denied-text = { $serviceName } はあなたのアカウントを使用できません。このページは閉じてかまいません。

oauth-signout-title = ログアウト
oauth-signout-confirm-heading = アカウントからログアウトしますか？
oauth-signout-confirm-lead = { $serviceName } がログアウトを求めています。このブラウザーと、このブラウザーでログインしたサービスからログアウトします。
oauth-signout-confirm-lead-no-service = サービスがログアウトを求めています。このブラウザーと、このブラウザーでログインしたサービスからログアウトします。
oauth-signout-confirm = ログアウト
oauth-signout-cancel = ログインしたままにする
oauth-signout-done-heading = ログアウトしました
oauth-signout-done-text = このタブを閉じて { $serviceName } に戻ってください。
oauth-signout-done-text-no-service = このタブを閉じてかまいません。
oauth-signout-not-here-heading = ここでログアウトするものはありません
oauth-signout-not-here-text = サービスが終了を求めたのはこのブラウザーのセッションではないため、ここではログインしたままです。
oauth-signout-failed-heading = このログアウトの要求は完了できません
oauth-signout-failed-text = 元のサービスに戻り、そこでログアウトしてください。
oauth-try-again = 再試行

settings-two-step-phone-instead-lead = コードを保管したくない場合は、代わりに回復用の電話をアカウントに戻る方法にできます。
settings-two-step-use-phone = 代わりに回復用の電話を使用する

## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = 2 段階認証を有効にする
inline-totp-why = このサービスでは 2 段階認証が必要です。続行するには、アカウントで 2 段階認証を設定してください。
inline-totp-start = 続行
inline-totp-verify = 続行
inline-recovery-heading = アカウントに戻る方法を選択
inline-recovery-lead = 認証アプリを紛失した場合は、別の方法でログインする必要があります。バックアップ認証コードまたは回復用の電話を選択してください。
inline-recovery-codes = バックアップ認証コードを使用する
inline-recovery-phone = 回復用の電話を使用する
inline-recovery-back = 戻る
inline-recovery-finish = 完了して続行

## Legal pages

legal-index-heading = 法的情報
legal-index-text = { -product-name } アカウントに適用される文書です。
legal-privacy-heading = プライバシー通知
legal-terms-heading = 利用規約
legal-loading = 文書を読み込んでいます…
legal-retry = 再試行
legal-back-link = 法的文書の一覧に戻る
legal-fallback-note = この文書は { $requested } では提供されていないため、{ $shown } で表示しています。
inline-recovery-key-heading = 同期したデータを守りましょう
inline-recovery-key-create = アカウント回復キーを作成
inline-recovery-key-later = 後で行う
inline-recovery-key-password-label = パスワード
inline-recovery-key-password-text = このキーは、パスワードでのみ開けるアカウントの暗号化キーから作成されます。
inline-recovery-key-continue = 続行

third-party-or = または
third-party-continue-google = Google で続行
third-party-continue-apple = Apple で続行
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = 他のサービス
third-party-callback-title = ログイン中
third-party-error-heading = ログインできませんでした
third-party-error-cancelled = { $provider } でのログインはキャンセルされました。アカウントは変更されていません。
third-party-error-provider = { $provider } でログインできませんでした (エラー: { $code })。
third-party-error-state = このログインはこのブラウザーで開始されていないか、リンクが変更されています。最初からやり直してください。
third-party-start-again = ログインに戻る
third-party-sign-in-to-link = このメールアドレスのアカウントはすでに存在します。そのアカウントにログインすると、{ $provider } がそのアカウントにリンクされます。
settings-linked-accounts-heading = リンクされたアカウント
settings-linked-accounts-lead = 他のサービスのアカウントでログインできます。ここでリンクを解除しても、そのアカウントは削除されません。
settings-linked-accounts-linked = リンク済み
settings-linked-accounts-not-linked = 未リンク
settings-linked-accounts-unlink = { $provider } のリンクを解除
settings-linked-accounts-link = { $provider } をリンク
settings-linked-accounts-needs-password = このアカウントにログインする方法は { $provider } だけです。リンクを解除する前にパスワードを作成してください。
settings-linked-accounts-create-password = パスワードを作成
settings-linked-accounts-unlinked = アカウントのリンクを解除しました。
third-party-set-password-heading = 同期用のパスワードを作成
third-party-set-password-lead = 同期では、あなただけが知っているパスワードでデータを暗号化します。{ $email } のパスワードを作成してください。
third-party-set-password-new = パスワード
third-party-set-password-confirm = パスワードを再入力
third-party-set-password-submit = 同期を開始

clear-heading = 保存されたデータを消去しました
clear-text = このブラウザーは、このサイトの { -product-name } アカウントのデータを保存しなくなりました。
web-channel-example-heading = ブラウザーチャンネルの例
web-channel-example-intro = 各ボタンは、チャンネルを通じてブラウザーにコマンドを 1 つ送信します。応答とイベントは下のログに表示されます。
web-channel-example-send = { $command } を送信
web-channel-example-log-label = チャンネルのログ
web-channel-example-log-empty = まだ何も送信していません。
web-channel-example-sent = { $command } を送信しました
web-channel-example-reply = { $command } への応答: { $data }
web-channel-example-no-reply = { $command } への応答がありません
web-channel-example-event = ブラウザーが { $command } を送信しました: { $data }
web-channel-example-error = { $command } でエラー { $errno }

## Subscription product page

subscription-product-title = サブスクリプション
subscription-product-loading = サブスクリプションを確認しています…
subscription-product-heading = { $productName }
subscription-product-text = { $productName } のサブスクリプションは { -product-name } アカウントに属しています。管理するにはアカウントにログインしてください。
subscription-product-settings-link = アカウントへ移動
subscription-product-not-found-heading = サブスクリプションが見つかりません
subscription-product-not-found-text = このリンクは既知のサブスクリプションにつながっていません。リンクを確認するか、アカウントでサブスクリプションを確認してください。
subscription-product-error = サブスクリプションを確認できませんでした。接続を確認して、もう一度お試しください。
subscription-product-retry = 再試行

## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = 同期する項目を選択
sync-engine-bookmarks = ブックマーク
sync-engine-history = 履歴
sync-engine-passwords = パスワード
sync-engine-addons = アドオン
sync-engine-tabs = 開いているタブ
sync-engine-prefs = 設定
sync-engine-addresses = 住所
sync-engine-creditcards = 支払い方法
sync-engines-none = 何も選択されていません。ブラウザーの同期設定で選択するまで、何も同期されません。
sync-engines-payment-methods = 支払い方法は、この端末から送信される前にパスワードで暗号化されます。
sync-confirmed-banner-account = { -product-name } アカウントが確認されました
sync-confirmed-banner-password = 同期用パスワードを作成しました
sync-confirmed-heading = 同期がオンになりました
sync-confirmed-text = パスワード、住所、ブックマーク、履歴などを、{ -product-name } を使うすべての場所で同期できます。
sync-confirmed-text-payment = パスワード、支払い方法、住所、ブックマーク、履歴などを、{ -product-name } を使うすべての場所で同期できます。
sync-confirmed-add-device = 別の端末を追加
sync-confirmed-manage = 同期を管理

## Device pairing

pair-heading = 別の端末を接続
pair-scan-text = 接続したい端末のカメラで、このコードをスキャンしてください。
pair-qr-label = 別の端末を接続するための QR コード
pair-scan-waiting = このページはもう一方の端末を待っています。確認が終わるまで開いたままにしてください。
pair-confirm-heading = この端末を接続しますか？
pair-confirm-text = ある端末が { $email } として { $serviceName } へのログインを求めています。ご自身の端末で、たった今コードをスキャンした場合にのみ接続してください。
pair-device-label = 端末
pair-place-label = 場所
pair-unknown = 不明
pair-confirm = 端末を接続
pair-decline = キャンセル
pair-done-heading = 端末を接続しました
pair-done-text = もう一方の端末はログインしました。
pair-failed-heading = 端末を接続できませんでした
pair-start-again = やり直す
pair-error-cancelled = 接続をキャンセルしました。もう一方の端末はログインしていません。
pair-error-refused = もう一方の端末はこのリクエストを受け付けられませんでした。
pair-error-closed = もう一方の端末との接続が閉じられました。
pair-error-declined = もう一方の端末で接続がキャンセルされました。
pair-error-timeout = もう一方の端末から時間内に応答がありませんでした。
pair-error-link = このペアリングリンクは不完全です。もう一度コードをスキャンしてください。
pair-error-keys = 同期データを送るには、まずパスワードでログインしてから端末を接続してください。
pair-error-no-password = 同期データを送るには、アカウントにパスワードが必要です。アカウント設定でパスワードを作成してから、もう一度端末を接続してください。
pair-error-client = もう一方の端末のアプリは、この方法では接続できません。代わりに、その端末でメールアドレスを使ってログインしてください。
pair-error-request = もう一方の端末から不完全なリクエストが送られたため、接続されませんでした。その端末のブラウザーからもう一度コードをスキャンしてください。
pair-error-device-key = もう一方の端末から同期データを保護できない鍵が送られたため、接続せず、何も送信しませんでした。その端末のブラウザーを更新してから、もう一度コードをスキャンしてください。
pair-scanned-heading = このコードはブラウザーからスキャンしてください
pair-scanned-text = このコードはブラウザーをアカウントに接続するためのもので、カメラアプリでは使えません。
pair-scanned-how = この端末で接続したいブラウザーを開き、メニューからログインを選んでコードをスキャンするオプションを選択し、もう一方の端末のコードをもう一度スキャンしてください。
pair-password-text = 同期データをもう一方の端末に送るには、パスワードを入力してください。
pair-password-label = パスワード
pair-supp-connecting-heading = もう一方の端末に接続しています
pair-supp-waiting-heading = もう一方の端末で確認してください
pair-supp-waiting-text = コードを表示している端末でリクエストを確認し、そちらで承認してください。
pair-supp-done-text = この端末はログインしました。ここからはブラウザーが引き継ぎます。
pair-supp-sign-in-instead = 代わりにメールアドレスでログイン
pair-supp-missing = このページは、ブラウザーがペアリングコードをスキャンしたときに開かれます。この端末を接続するには、ブラウザーのメニューからログインを選び、コードをスキャンするオプションを選択して、もう一方の端末に表示されているコードをスキャンしてください。

## Approving a sign-in from another device

signin-push-heading = ログインを承認してください
signin-push-lead = 他の端末に届いた通知を確認し、そこでこのログインを承認してください。
signin-push-waiting = 承認を待っています…
signin-push-use-email = 代わりにメールで届いたコードを使う
signin-push-confirm-heading = ログインしようとしているのはあなたですか？
signin-push-confirm-device = 端末
signin-push-confirm-location = 場所
signin-push-confirm-ip = IP アドレス
signin-push-resend = 通知をもう一度送信
signin-token-code-push = 代わりにログイン中のほかの端末で承認する
signin-push-resent = 通知をもう一度送信しました。
signin-push-no-devices = このログインを承認できる、ログイン中のほかの端末がありません。代わりにメールで送られるコードを使用してください。
signin-push-confirm-lead = 今ほかの端末でログインしようとしている場合にのみ承認してください。
signin-push-confirm-time = 日時
signin-push-confirm-approve = はい、承認します
signin-push-confirm-decline = いいえ、拒否します
signin-push-confirm-retry = 再試行
signin-push-approved-heading = ログインを承認しました
signin-push-approved-text = ほかの端末はログインが完了し、自動的に続行します。
signin-push-declined-heading = ログインを拒否しました
signin-push-declined-text = ほかの端末はログインしていません。ログインしようとしていない場合は、パスワードを変更してください。
signin-push-invalid-heading = このログインにはもう応答できません
signin-push-invalid-text = すでに応答済みか、リクエストの有効期限が切れています。もう一度試すには、ほかの端末で再度ログインしてください。
signin-push-confirm-not-you = 心当たりがない場合は、パスワードを変更してください

## The primary address confirmed from the emailed link

primary-email-verified-heading = メインのメールアドレスが確認されました
primary-email-verified-account = アカウントを使う準備ができました。
primary-email-verified-sync = このブラウザーで同期がオンになりました。
primary-email-verified-service = { $serviceName } を使う準備ができました。

## 'Continue as' and sign-in requests refused before sign-in.

flow-continue-as-heading = お使いのアカウントで続行
flow-continue-as-letter-label = アカウントの画像: 文字 { $letter }
flow-continue-as-picture-label = { $name } のプロフィール画像
flow-continue-as-submit = 続行
flow-continue-as-use-different-account = 別のアカウントを使用
flow-continue-as-password-lead = このサービスは、同期データの鍵も求めています。この鍵はパスワードでのみ解除できます。続行するにはパスワードを入力してください。
flow-continue-as-password-label = パスワード
flow-continue-as-no-password-lead = このサービスは同期データの鍵も求めています。この鍵はパスワードでのみ解除できますが、お使いのアカウントにはまだパスワードがありません。続行するにはパスワードを作成してください。
flow-continue-as-create-password = パスワードを作成
oauth-refused-heading = このサービスにログインできません
oauth-refused-unknown-service = ここへのリンクは、私たちが知らないサービスを指しているため、ログインする先がありません。
oauth-refused-unregistered-return = サービスが、私たちに登録していないアドレスへ戻すよう求めました。アカウントを守るため、ここで止めました。
oauth-refused-damaged-link = ここへのリンクが不完全か壊れているため、どのサービスから来たのかわかりません。
oauth-refused-cannot-succeed = サービスが受け付けられない方法でログインを求めたため、ログインはうまくいきません。
oauth-refused-advice = アカウントは何も変わっていません。元のサービスに戻ってもう一度お試しください。繰り返し起こる場合は、そのサービスにお知らせください。
oauth-refused-unchecked-heading = このログイン要求を確認できませんでした
oauth-refused-unchecked-advice = 接続を確認して、もう一度お試しください。
oauth-refused-try-again = 再試行

## The neutral page of an address that reports an outcome, opened without the steps that lead to it.

flow-no-outcome-heading = 確認するものはありません
flow-no-outcome-text = このページはこのブラウザーで行った手順を確認するためのものですが、ここに至る手順は行われていません。ログインまたはアカウント作成は最初からやり直してください。
flow-no-outcome-start = スタートページへ
flow-outcome-checking-heading = 確認しています…

## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = パスキーのリクエストはキャンセルされたか、タイムアウトしました。何も変更されていません。
passkey-ceremony-already-registered = このデバイスにはすでにこのアカウントのパスキーがあります。
passkey-ceremony-wrong-site = このアドレスではパスキーを使用できません。
passkey-ceremony-not-supported = このデバイスでは、ここで使えるパスキーを作成または使用できません。
passkey-ceremony-failed = パスキーのリクエストがうまくいきませんでした。もう一度お試しください。

## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.

settings-passkeys-heading = パスキー
settings-passkeys-lead = パスワードの代わりに、指紋、顔、画面ロック、またはセキュリティキーでログインできます。パスキーはこのサイトでしか使えないため、フィッシングされることはありません。
settings-passkeys-sync-note = パスキーでは、同期したデータのロックはまだ解除できません。同期に必要な場面では、引き続きパスワードの入力を求められます。
settings-passkeys-empty = パスキーはまだありません。
settings-passkeys-retry = 再試行
settings-passkeys-add = パスキーを追加
settings-passkeys-limit = パスキーが { $limit } 個あり、1 つのアカウントで登録できる上限に達しています。追加するには、いずれかを削除してください。
settings-passkeys-unsupported = このブラウザーではパスキーを作成できません。追加するには、パスキーに対応したブラウザーまたはデバイスでこのページを開いてください。
settings-passkeys-created = 追加日時: { $date }
settings-passkeys-last-used = 最終使用: { $relative } ({ $absolute })
settings-passkeys-never-used = まだ使用されていません
settings-passkeys-synced = 提供元によってデバイス間で同期
settings-passkeys-device-only = このデバイスのみ
settings-passkeys-no-sync-unlock = 同期したデータのロックは解除しません
settings-passkeys-unlocks-sync = 同期したデータのロックを解除します
settings-passkeys-rename = 名前を変更
settings-passkeys-rename-label = { $name } の名前を変更
settings-passkeys-delete = 削除
settings-passkeys-delete-label = { $name } を削除
settings-passkeys-name-label = パスキーの名前
settings-passkeys-name-help = パスキーを見分けられるよう、{ $max } 文字以内で付けてください。
settings-passkeys-name-required = パスキーの名前を入力してください。
settings-passkeys-renamed = パスキーの名前を変更しました。
settings-passkeys-added = パスキーを追加しました。
settings-passkeys-deleted = パスキーを削除しました。
settings-passkeys-remove = パスキーを削除
settings-passkeys-remove-keep = 残す
settings-passkeys-remove-confirm-heading = このパスキーを削除しますか？
settings-passkeys-remove-confirm-lead = 「{ $name }」ではログインできなくなります。ブラウザーやパスワードマネージャーが削除を反映するまで、候補として表示されることがあります。
settings-passkeys-create-password = パスワードを作成
settings-row-passkeys = パスキー
settings-row-passkeys-value = パスワードなしでログイン
settings-step-up-use-passkey = パスキーを使用
settings-event-passkey-added = パスキーを追加しました
settings-event-passkey-removed = パスキーを削除しました
settings-event-passkey-signin = パスキーでログインしました
settings-event-passkey-counter-regressed = パスキーを拒否しました: コピーされた可能性があります
settings-passkey-offer-heading = パスキーでもっと速くログイン
settings-passkey-offer-description = 次回からは、パスワードを入力する代わりに指紋、顔、画面ロックを使えます。最初に本人確認を行います。
settings-passkey-offer-create = パスキーを作成
settings-passkey-offer-not-now = 後で
