# Service status: the panel (home page, admin area) and the /status page (§2 alias "status").

service-status-heading = Service status
service-status-checking = Checking the service ...
service-status-checking-short = Checking ...
service-status-check-again = Check again
service-status-working = All systems working
service-status-version = Version { $version }
service-status-failed-title = Motes cannot be reached right now
service-status-failed-body = The status check failed, so recording and sharing may not work at the moment. Check your connection, then try again in a minute.
service-status-details = Details: { $reason }
service-status-problem-unreadable = The service sent an unreadable answer.
service-status-problem-not-ok = The service reports its status as "{ $status }".
service-status-problem-incomplete = The service sent an incomplete answer.

service-status-page-title = Service status
service-status-page-heading = Motes service status
service-status-page-lead = Whether the Motes service is answering right now. This page asks the server each time you open it or press Check again.
service-status-page-now = Right now
service-status-page-trouble-heading = If something is not working
service-status-page-trouble-body = When this page says all systems are working but Motes still misbehaves for you, check your own internet connection and reload the page. If this page cannot reach the service either, the problem is on our side: wait a few minutes and check again.
service-status-page-home = Go to the Motes home page
