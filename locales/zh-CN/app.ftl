### 应用字符串（简体中文）

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-title = 输入您的电子邮件地址
entry-heading = 输入您的电子邮件地址
entry-subheading = 继续使用您的 { -product-name } 账户
entry-email-label = 电子邮件地址
entry-submit = 注册或登录
entry-suggestion-text = 您是不是要输入 { $suggestion }？
entry-suggestion-use = 使用 { $suggestion }
entry-suggestion-keep = 再次提交即可保留您输入的地址。

## Page not found: shown for any address the product does not serve.

errors-not-found-title = 找不到页面
errors-not-found-heading = 找不到页面
errors-not-found-text = 您请求的页面不存在，或已不在此处。
errors-not-found-home-link = 前往 { -product-name } 账户主页

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name } 账户
app-page-title-default = { -product-name } 账户
