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

## Language tools (issue 5: what this server's language engines can do)

service-status-tools-heading = Language tools
service-status-tools-lead = What this server can do in each of the { $total } languages Motes knows.
service-status-tools-loading = Loading the language tools ...
service-status-tools-failed = We couldn't load the list of language tools.
service-status-tools-try-again = Try again
service-status-tool-text-to-speech = Read aloud
service-status-tool-speech-to-text = Speech to text
service-status-tool-translation = Translation
service-status-tool-word-translation = Word translation
service-status-tool-dictionary = Dictionary
service-status-tool-ocr = Text from images (OCR)
service-status-tool-prediction = Text prediction
service-status-tools-not-installed = Not installed on this server
service-status-tools-engines =
    { $count ->
        [one] Engine: { $engines }
       *[other] Engines: { $engines }
    }
service-status-tools-serves = Serves { $count } of { $total } languages
service-status-tools-list = Show the languages
