### アプリの文字列 (日本語)

## Page not found: shown for any address the product does not serve.

errors-not-found-title = ページが見つかりません
errors-not-found-heading = ページが見つかりません
errors-not-found-text = お探しのページは存在しないか、すでに削除されています。
errors-not-found-home-link = { -product-name } アカウントのホームページへ移動

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name } アカウント
app-page-title-default = { -product-name } アカウント
