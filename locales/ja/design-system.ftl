### デザインシステムのコンポーネント (日本語)

## Button

button-continue = 続ける

## Loading spinner

loading-spinner-label = 読み込み中…
