### 设计系统组件（简体中文）

## Button

button-continue = 继续

## Loading spinner

loading-spinner-label = 正在加载…
