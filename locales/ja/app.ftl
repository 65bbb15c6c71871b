### アプリの文字列 (日本語)

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-title = メールアドレスを入力
entry-heading = メールアドレスを入力してください
entry-subheading = { -product-name } アカウントに進む
entry-email-label = メールアドレス
entry-submit = 登録またはログイン
entry-suggestion-text = { $suggestion } のことですか？
entry-suggestion-use = { $suggestion } を使用
entry-suggestion-keep = 入力したとおりのアドレスを使う場合は、もう一度送信してください。

## Page not found: shown for any address the product does not serve.

errors-not-found-title = ページが見つかりません
errors-not-found-heading = ページが見つかりません
errors-not-found-text = お探しのページは存在しないか、すでに削除されています。
errors-not-found-home-link = { -product-name } アカウントのホームページへ移動

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name } アカウント
app-page-title-default = { -product-name } アカウント
