### 应用字符串（简体中文）

## Page not found: shown for any address the product does not serve.

errors-not-found-title = 找不到页面
errors-not-found-heading = 找不到页面
errors-not-found-text = 您请求的页面不存在，或已不在此处。
errors-not-found-home-link = 前往 { -product-name } 账户主页

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name } 账户
app-page-title-default = { -product-name } 账户
