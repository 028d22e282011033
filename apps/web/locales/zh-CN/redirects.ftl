# 短别名和外部重定向（§2）。

# 浏览器跳转到其他网站时短暂显示。
redirects-leaving = 正在带你前往 { $host }……
