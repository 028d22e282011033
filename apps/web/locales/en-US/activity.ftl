# My Activity (§2 /activity, issue 6 item 9): the user's motes, newest first.

activity-title = My Activity
activity-lead = Everything you make with Motes, newest first.
activity-record = Record a mote
activity-search-label = Search your motes by title or transcript
activity-list-heading = Your motes
activity-results-heading = Motes matching “{ $query }”
activity-results-count =
    { $more ->
        [yes] More than { $count } motes found.
       *[no]
            { $count ->
                [one] 1 mote found.
               *[other] { $count } motes found.
            }
    }
activity-loading = Loading your motes ...
activity-load-failed = We couldn't load your motes. Please try again in a moment.
activity-try-again = Try again
activity-load-more = Load more
activity-no-results = No motes match “{ $query }”. Try another word.
activity-empty-heading = No motes yet
activity-empty-body = The voice notes you record, the audio you make from text and the recordings you upload will be listed here, each with its link and how often it was heard.
activity-empty-record = Record your first mote

## One mote

activity-kind-recording = Recording
activity-kind-upload = Upload
activity-kind-generated = Made from text
activity-duration-label = Length:
activity-plays =
    { $plays ->
        [one] 1 play
       *[other] { $plays } plays
    } · { $heard ->
        [one] heard by 1 person
       *[other] heard by { $heard } people
    }
activity-transcript-none = No transcript for this language
activity-transcript-pending = Transcript on its way
activity-transcript-done = Transcript ready
activity-transcript-failed = Transcript could not be made
activity-transcript-disabled = No transcript
activity-open = Open
activity-copy-link = Copy link
activity-qr-code = QR code
activity-qr-title = QR code of “{ $title }”
activity-qr-description = Scan it with a phone camera to open this mote, or save it to print.
activity-link-copied = Link copied.
activity-link-copy-failed = Your browser did not let us copy the link. Here it is: { $url }
activity-rename = Rename
activity-rename-label = New title
activity-rename-hint = Press Enter to save or Escape to cancel.
activity-rename-save = Save title
activity-rename-empty = Give the mote a title.
activity-rename-too-long = A title can be up to { $max } characters long.
activity-cancel = Cancel
activity-close = Close
activity-save-failed = We couldn't save your change. Please try again.
activity-transcript = Transcript
activity-delete = Delete

## Delete and undo

activity-deleted = “{ $title }” was deleted.
activity-undo = Undo
activity-restored = “{ $title }” is back.
activity-delete-failed = We couldn't delete “{ $title }”. Please try again.
activity-restore-failed = We couldn't bring back “{ $title }”. Please try again.

## Transcript

activity-transcript-title = Transcript of “{ $title }”
activity-transcript-label = Transcript text
activity-transcript-timings-note = When you save an edited transcript, its word timings are removed, so the share page shows the text without highlighting each word as it plays.
activity-transcript-plain-note = Correct or write the transcript. It is shown on the mote's share page.
activity-transcript-pending-note = The automatic transcript is still being made. If you save your own text now, it takes its place.
activity-transcript-too-long = A transcript can be up to { $max } characters long.
activity-transcript-save = Save transcript

## Free motes (issue 6 item 8), also shown by the recorder

free-motes-left =
    { $total ->
        [one] { $available } of 1 free mote left
       *[other] { $available } of { $total } free motes left
    }
free-motes-resets = resets on { $date }
free-motes-exhausted-title = You have used all your free motes
free-motes-exhausted-body = You have used all { $total } free motes for this period, so you can't record a new mote for now.
free-motes-exhausted-body-dated = You have used all { $total } free motes for this period, so you can't record a new mote until { $date }.
free-motes-upgrade-link = See plans to upgrade for unlimited motes
