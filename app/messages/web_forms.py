"""Refusals of a form posted to the station's LAN pages (tablet, phone): code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "form.other_site": (
        "此表单不是从本站的页面提交的，已拒绝",
        "This form was not sent from the station's own page and was refused"),
    "form.stale_page": (
        "页面已过期：请刷新页面后再提交",
        "This page is out of date: reload it and send again"),
    "form.too_many_wrong": (
        "输错次数太多：请{seconds}秒后再试",
        "Too many wrong codes: try again in {seconds} seconds"),
}
