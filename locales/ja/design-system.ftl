### デザインシステムのコンポーネント (日本語)

## Alert bar

alert-bar-close = メッセージを閉じる

## App error screen

app-error-screen-general-heading = アプリケーションの一般エラー
app-error-screen-general-message = 問題が発生しました。しばらくしてからもう一度お試しください。
app-error-screen-query-parameter-violation-heading = 不正なリクエスト: クエリパラメーターが無効です
app-error-screen-invalid-session-heading = 無効なセッション
app-error-screen-invalid-session-message = ログアウトしてから、もう一度ログインしてください。

## Banner

banner-close = バナーを閉じる

## Button

button-continue = 続ける

## Dialog

dialog-close = 閉じる

## External link

external-link-new-window = 新しいウィンドウで開きます

## Language selector

language-selector-label = 言語を選択
language-selector-close = 言語の一覧を閉じる
language-selector-browser-default = ブラウザーの既定

## Page layout

illustrations-word-mark = { -product-name } アカウント
layout-continue-to-service-subheading = { $serviceName } に進むには
layout-continue-to-service-heading = { $serviceName } に進む
layout-for-your-account = { -product-name } アカウントへ

## Loading spinner

loading-spinner-label = 読み込み中…

## Password field

password-field-show = パスワードを表示

## Status icons: each icon's accessible name

status-icons-alert = アラート
status-icons-attention = 注意
status-icons-warning = 警告
status-icons-backup-codes-enabled = バックアップ認証コードが有効です
status-icons-backup-codes-disabled = バックアップ認証コードが無効です
status-icons-recovery-sms-enabled = 回復用 SMS が有効です
status-icons-recovery-sms-disabled = 無効
status-icons-enabled = 有効
status-icons-success = 成功
status-icons-check = チェックマーク
status-icons-close = メッセージを閉じる
status-icons-error = エラー
status-icons-information = 情報
status-icons-lightbulb = 電球

## Illustrations: each one's accessible description

illustrations-cloud-key = 鍵の付いた雲
illustrations-password-chat = 南京錠と、伏せ字のパスワードが入った吹き出し
illustrations-email-code = 伏せ字のコードと矢印が付いた封筒
illustrations-phone-code = 伏せ字の数字と南京錠が表示された電話
illustrations-lightbulb = 電球
illustrations-bell = 通知ベル
illustrations-recovery-document = 伏せ字の文字とコードのバッジが付いた文書
illustrations-connected-devices = ハートの付いたモニターと 2 台の電話
illustrations-success-pill = 緑色の楕円の中のチェックマーク
illustrations-sync-arrows = 円を描いて回る 2 本の矢印
illustrations-copied-code = 吹き出しに伏せ字のコードが入ったクリップボード
illustrations-devices-code = コードの括弧が付いた電話とノートパソコン
illustrations-sync-clouds = 間に矢印がある 2 つの雲
illustrations-password-changed = チェックマークの付いた南京錠
footer-links-label = 法的情報
link-back = 戻る
