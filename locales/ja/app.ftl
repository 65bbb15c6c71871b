### アプリの文字列 (日本語)

## Page titles

app-page-title = { $title } | { -product-name } アカウント
app-page-title-default = { -product-name } アカウント

## Page not found

errors-not-found-title = ページが見つかりません
errors-not-found-heading = ページが見つかりません
errors-not-found-text = お探しのページは存在しないか、すでに削除されています。
errors-not-found-home-link = { -product-name } アカウントのホームページへ移動
