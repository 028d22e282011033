# My Classes (§2 /my-classes): an honest empty state until classes can be made.

my-classes-title = My Classes
my-classes-lead = Your classes and the students in them.
my-classes-empty-heading = No classes yet
my-classes-empty-body = Here you will make a class, invite students by link or QR code, share motes with everyone in it, and turn reading and writing tools on or off for the class or for one student.
my-classes-empty-now = Classes are not available yet, so there is nothing to set up here. You can already choose your own read-aloud speed and highlighter labels on your account page.
my-classes-action-account = Go to your account
my-classes-action-learning-zone = Ideas for your classroom
