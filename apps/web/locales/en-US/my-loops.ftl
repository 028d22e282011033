# My Loops (§2 /my-loops): an honest empty state until motes and replies exist.

my-loops-title = My Loops
my-loops-lead = Conversations by voice between you and your students.
my-loops-empty-heading = No loops yet
my-loops-empty-body = A loop starts when a student answers one of your motes with a recording of their own, so feedback becomes a two-way conversation. Each loop and its replies will be listed here.
my-loops-empty-now = Motes and replies are still being built, so there are no loops to show yet.
my-loops-action-activity = Go to My Activity
my-loops-action-product = See what Motes can do
