# The staff admin area (§2 admin/*, §6 built-in admin list) and its "not allowed" page.

admin-title = Admin
admin-heading = Admin
admin-lead = Tools for the staff who run this Motes service. You see them because { $email } is on the server's staff list.
admin-tools-heading = Staff tools
admin-tools-status = Service status page
admin-tools-status-about = The public page anyone can open to check whether Motes is answering.
admin-tools-account = Your account
admin-tools-account-about = Your own profile, preferences and signed-in devices.
admin-insights-heading = Admin insights
admin-insights-empty = Service-wide numbers, such as new accounts and motes made each week, will appear here once the service counts them. Nothing is counted yet, so there are no numbers to show.
admin-support-heading = Account support
admin-support-empty = Looking up an account to help its owner will come here in a later update. Until then, the staff list itself is set on the server, in its STAFF_EMAILS setting.

admin-not-allowed-title = Not allowed
admin-not-allowed-heading = You can't open the admin area
admin-not-allowed-body = The admin area is only for the staff who run Motes. You're signed in as { $email }, which is not on the staff list.
admin-not-allowed-body-no-email = The admin area is only for the staff who run Motes, and this account is not on the staff list.
admin-not-allowed-help = If you think you should have access, ask the person who runs your Motes service to add your email address to its staff list.
admin-not-allowed-home = Go to the Motes home page
admin-not-allowed-account = Go to your account
