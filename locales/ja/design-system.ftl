### デザインシステムのコンポーネント (日本語)

## Alert bar

alert-bar-close = メッセージを閉じる

## Banner

banner-close = バナーを閉じる

## Button

button-continue = 続ける

## External link

external-link-new-window = 新しいウィンドウで開きます

## Loading spinner

loading-spinner-label = 読み込み中…

## Status icons: each icon's accessible name

status-icon-alert = アラート
status-icon-attention = 注意
status-icon-warning = 警告
status-icon-backup-codes-enabled = バックアップ認証コードが有効です
status-icon-backup-codes-disabled = バックアップ認証コードが無効です
status-icon-recovery-sms-enabled = 回復用 SMS が有効です
status-icon-recovery-sms-disabled = 無効
status-icon-enabled = 有効
status-icon-success = 成功
status-icon-check = チェックマーク
status-icon-close = メッセージを閉じる
status-icon-error = エラー
status-icon-information = 情報
status-icon-lightbulb = 電球
