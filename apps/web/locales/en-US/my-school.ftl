# My School (§2 /my-school/manage-users and /my-school/analytics): honest empty states until
# school accounts exist.

my-school-users-title = Manage users
my-school-users-lead = The teachers and students of your school who use Motes.
my-school-users-empty-heading = No school users to show
my-school-users-empty-body = School administrators will add people here — by email domain, from a spreadsheet, or several email addresses at once — and choose which tools each of them can use.
my-school-users-empty-now = School accounts are not available yet, so there is nobody to manage. Until then, each teacher can use Motes with their own free account.
my-school-analytics-title = Admin insights
my-school-analytics-lead = How Motes is used across your school.
my-school-analytics-empty-heading = No insights yet
my-school-analytics-empty-body = School administrators will see here how many motes are made, how much text is read aloud and translated, by class and by month, with a report to share with colleagues.
my-school-analytics-empty-now = Nothing is counted yet, so there are no numbers to show. Insights start once school accounts are available.
my-school-action-users = Manage users
my-school-action-analytics = Admin insights
my-school-action-privacy = How we protect your school's data
my-school-action-impact = ESSA and impact
