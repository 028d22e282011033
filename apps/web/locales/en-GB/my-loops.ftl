# My Loops (§2 /my-loops): an honest empty state until motes and replies exist.

my-loops-title = My Loops
my-loops-lead = Conversations by voice between you and your students.
my-loops-empty-heading = No loops yet
my-loops-empty-body = A loop starts when a student answers one of your motes with a recording of their own, so feedback becomes a two-way conversation. Each loop and its replies will be listed here.
my-loops-empty-now = Loops are not available yet: students cannot reply to a mote today, so there are no loops to show.
my-loops-action-activity = Go to My Activity
my-loops-action-product = See what Motes can do
