### 账户服务的错误消息（简体中文）。

## 服务器错误

auth-error-101 = 账户已存在
auth-error-102 = 未知账户
auth-error-103 = 密码错误
auth-error-104 = 账户未确认
auth-error-105 = 确认码无效
auth-error-106 = 无法读取发送的内容。请重新加载页面后重试。
auth-error-107 = 发送的部分内容无法使用。请检查您输入的内容，或重新加载页面后重试。
auth-error-108 = 未发送必需的内容。请重新加载页面后重试。
auth-error-109 = 无法验证此请求。请重新加载页面后重试。
auth-error-110 = 会话无效。请退出并重新登录。
auth-error-111 = 无法验证此请求。请检查设备的日期和时间，然后重试。
auth-error-112 = 无法读取此请求。请重新加载页面后重试。
auth-error-113 = 请求正文过大
# $retryAfterLocalized (String) - 已本地化的时间，例如“15分钟后”。
auth-error-114 = 您尝试的次数过多。请在{ $retryAfterLocalized }重试。
auth-error-114-generic = 您尝试的次数过多。请稍后重试。
auth-error-115 = 无法验证此请求。请重新加载页面后重试。
auth-error-116 = 此端点已不再受支持
auth-error-120 = 电子邮件地址的大小写不正确
auth-error-125 = 出于安全原因，该请求已被拦截
auth-error-126 = 出于安全原因，您的账户已被锁定
auth-error-127 = 授权码无效
auth-error-129 = 您输入的电话号码无效。请检查后重试。
auth-error-130 = 无法发送到此国家/地区
auth-error-133 = 您的邮件刚刚被退回
auth-error-134 = 您的邮件刚刚被退回。是否输错了电子邮件地址？
auth-error-135 = 无法投递邮件
auth-error-136 = 此电子邮件地址已被其他用户确认
auth-error-138 = 会话未确认。请退出并重新登录。
auth-error-139 = 备用电子邮件地址必须与您的账户电子邮件地址不同
auth-error-140 = 账户已存在
auth-error-141 = 账户已存在
auth-error-142 = 登录需要使用账户的主电子邮件地址
auth-error-144 = 该地址已被其他账户使用
auth-error-145 = 重置需要使用账户的主电子邮件地址
auth-error-146 = 登录码无效
auth-error-147 = 无法将主电子邮件地址更改为未确认的电子邮件地址
auth-error-148 = 无法将主电子邮件地址更改为不属于此账户的电子邮件地址
auth-error-149 = 此电子邮件地址目前无法用于登录
auth-error-150 = 无法将主电子邮件地址更改为不属于此账户的电子邮件地址
auth-error-151 = 邮件发送失败
auth-error-152 = 需要有效的验证码
auth-error-153 = 此确认码已过期
auth-error-154 = 此账户已有身份验证应用。
auth-error-155 = 未找到此账户的身份验证应用。
auth-error-156 = 未找到备用验证码
auth-error-157 = 设备命令不可用
auth-error-158 = 未找到账户恢复密钥
auth-error-159 = 账户恢复密钥无效
auth-error-160 = 此请求需要您的账户启用两步验证。
auth-error-161 = 账户恢复密钥已存在。
auth-error-165 = 由于请求冲突而失败，请重试。
auth-error-170 = 此请求需要您的账户启用两步验证。
auth-error-176 = 订阅的客户未知。
auth-error-177 = 未知订阅。
auth-error-178 = 订阅的方案未知。
auth-error-179 = 订阅的付款令牌无效。
auth-error-180 = 订阅已被取消
auth-error-181 = 更新被拒绝，请重试
auth-error-183 = 确认码无效或已过期
auth-error-188 = 您的备用电子邮件地址数量已达上限
auth-error-189 = 此电子邮件地址已在您的账户中
auth-error-201 = 服务器繁忙，请稍后重试
auth-error-202 = 功能未启用
auth-error-203 = 系统不可用，请稍后重试
auth-error-204 = 系统不可用，请稍后重试
auth-error-206 = 无法创建密码，已设置过密码
auth-error-210 = 此账户尚未设置密码。请使用创建账户时所用的服务登录，或通过“忘记密码？”创建密码。
auth-error-214 = 恢复手机号码已存在
auth-error-215 = 恢复手机号码不存在
auth-error-216 = 已达到短信发送上限
auth-error-218 = 缺少备用验证码，无法移除恢复手机。
auth-error-219 = 此电话号码注册的账户过多。请换一个号码。
auth-error-220 = 此代码刚刚已被使用。请等待身份验证器应用显示下一个代码。
auth-error-221 = 此账户的通行密钥已达上限。
auth-error-222 = 找不到通行密钥。
auth-error-223 = 无法验证通行密钥。
auth-error-224 = 此通行密钥是登录此账户的最后一种方式。请先创建密码。
auth-error-225 = 通行密钥请求已过期。请重试。
auth-error-998 = 系统不可用，请稍后重试
auth-error-999 = 意外错误。

## 浏览器中的错误

auth-error-1001 = 登录已取消
auth-error-1002 = 会话已过期。请登录以继续。
auth-error-1003 = 本地存储或 Cookie 仍处于禁用状态
auth-error-1004 = 两次输入的密码不一致
auth-error-1005 = 正在处理…
auth-error-1006 = 无法获取隐私声明
auth-error-1007 = 无法获取服务条款
auth-error-1008 = 新密码必须与旧密码不同
auth-error-1009 = 至少需要 8 个字符
auth-error-1010 = 需要有效的密码
auth-error-1011 = 需要有效的电子邮件地址
auth-error-1013 = 未找到可用的图片
auth-error-1014 = 无法初始化相机
auth-error-1015 = 需要有效的网址
auth-error-1017 = 意外错误
auth-error-1018 = 您的确认邮件刚刚被退回。是否输错了电子邮件地址？
auth-error-1019 = 需要有效的电子邮件地址
# $domain (String) - 本产品自身的域名，例如“orbit.example”。
auth-error-1020 = 是否输错了电子邮件地址？{ $domain } 不是有效的电子邮件服务
auth-error-1021 = 意外错误
auth-error-1022 = 只有经过批准的网站才能在 IFRAME 中嵌入账户页面
auth-error-1023 = 需要有效的电子邮件地址
auth-error-1025 = 您点击的电子邮件地址确认链接已过期。
auth-error-1026 = 确认链接已损坏
auth-error-1027 = 意外错误
auth-error-1028 = 图片尺寸至少需要 100×100 像素
auth-error-1029 = 即将支持在 iOS 版浏览器中注册
auth-error-1031 = 注册需要输入您的年龄
auth-error-1032 = 注册需要输入有效的年龄
auth-error-1033 = 意外错误
auth-error-1034 = 账户已不存在。
auth-error-1039 = 服务器繁忙，请稍后重试
auth-error-1040 = 您点击的电子邮件地址确认链接已过期。
auth-error-1041 = 该确认链接已被使用过，且只能使用一次。
auth-error-1042 = 此字段为必填项
auth-error-1043 = 需要授权码
auth-error-1044 = 授权码无效
auth-error-1045 = 链接已损坏
auth-error-1050 = 账户没有 UID
auth-error-1051 = 浏览器未配置为接受来自此域名的 WebChannel 消息
auth-error-1052 = 该确认链接已被使用过，且只能使用一次。
auth-error-1053 = 需要两步验证码
auth-error-1054 = 两步验证码无效
auth-error-1055 = 需要备用验证码
auth-error-1056 = 备用验证码无效
auth-error-1057 = 密码不能是您的电子邮件地址
auth-error-1058 = 密码过于常见
auth-error-1059 = 需要账户恢复密钥
auth-error-1060 = 请输入确认码
auth-error-1062 = 重定向无效
# $domain (String) - 用户所输入电子邮件地址的域名部分，例如“example.com”。
auth-error-1064 = 是否输错了电子邮件地址？{ $domain } 不是有效的电子邮件服务
auth-error-1065 = 图片文件过大，无法上传。
auth-error-1066 = 不能使用电子邮件掩码创建账户。
auth-error-1067 = 是否输错了电子邮件地址？
auth-error-1068 = 此密码出现在已知的数据泄露中，他人可能会尝试使用它。请选择其他密码。

## OAuth 错误

oauth-error-101 = 无法识别将您转到这里的服务，因此无法从这里登录该服务。
oauth-error-103 = 将您转到这里的服务要求把您送回一个它未注册的地址，因此登录已停止。
oauth-error-104 = 服务发送的登录证明未被接受。请返回该服务后重试。
oauth-error-105 = 未知代码
oauth-error-106 = 代码不正确
oauth-error-107 = 代码已过期
oauth-error-108 = 令牌无效
# $param (String) - 出错的 OAuth 参数名称，例如“scope”。
oauth-error-109 =
    { $param ->
        [client_id] 将您带到这里的链接没有正确说明您要登录哪个服务。请返回该服务后重试。
       *[other] 将您转到这里的服务发出的请求中含有无法使用的内容。请返回该服务后重试。
    }
oauth-error-110 = 意外错误
oauth-error-111 = 未授权
oauth-error-112 = 禁止访问
oauth-error-113 = 意外错误
# $param (String) - 出错的 OAuth 参数名称，例如“scope”。
oauth-error-114 =
    { $param ->
       *[other] 将您转到这里的服务请求了无法授予的权限。请返回该服务后重试。
    }
oauth-error-115 = 令牌已过期
oauth-error-116 = 无法以这种方式使用将您转到这里的服务。请返回该服务后重试。
oauth-error-117 = 由于服务的校验不匹配，登录无法完成。请返回该服务后重试。
oauth-error-118 = 将您转到这里的服务没有按要求保护其请求，因此无法继续登录。
oauth-error-119 = 对于该服务的要求，您的登录已过旧。请重新登录。
oauth-error-120 = 您的登录不符合该服务的要求。请返回该服务后重试。
oauth-error-121 = 无法使用该服务的请求。请返回该服务后重试。
oauth-error-122 = 设备仍在等待你的答复。
oauth-error-123 = 设备询问过于频繁。它会等待更久再询问。
oauth-error-124 = 设备上的代码已过期。请在设备上重新开始。
oauth-error-125 = 访问被拒绝。设备无法登录。
oauth-error-201 = 系统不可用，请稍后重试
oauth-error-202 = 系统不可用，请稍后重试
oauth-error-998 = 系统不可用，请稍后重试
oauth-error-999 = 意外错误
oauth-error-1000 = 出了点问题。请关闭此标签页后重试。
oauth-error-1001 = 意外错误
# 用户取消了登录，不显示任何内容。
oauth-error-1004 = { "" }
oauth-error-1005 = 将您带到这里的链接不完整：它没有说明您要登录哪个服务。请返回该服务后重试。
oauth-error-1006 = 此应用无法通过配对连接。请改用电子邮件地址登录。
oauth-error-1007 = 无法在不显示页面的情况下登录。请返回该服务并在那里登录。
oauth-error-1008 = 此服务无法在不显示页面的情况下为您登录。请返回该服务并在那里登录。
oauth-error-1009 = 需要您同步数据的服务无法在不显示页面的情况下为您登录。请返回该服务并在那里登录。
oauth-error-1010 = 用户未登录
oauth-error-1011 = 已有其他用户登录
oauth-error-1012 = 用户或会话未验证
oauth-error-1013 = 该服务发送的登录提示无法验证。请返回该服务后重试。
