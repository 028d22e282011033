# My Activity (§2 /activity): an honest empty state until motes can be made.

activity-title = My Activity
activity-lead = Everything you make with Motes, newest first.
activity-empty-heading = No activity yet
activity-empty-body = This page will list the voice notes you record, the audio you make from text and the recordings you upload, each with its link and who has listened to it.
activity-empty-now = Recording and sharing are still being built, so there is nothing to list yet. In the meantime, set up your account (choose your read-aloud speed and name your highlighter colors), or see how to install the Mote Sidebar browser extension.
activity-action-account = Set up your account
activity-action-extension = Install the Mote Sidebar
