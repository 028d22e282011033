# My Annotations (/my-annotations, issue 7 item 4): the Highlighter's highlights by page, and
# the vocabulary list. Colour labels are the user's own (§3 "Default highlight colours").

annotations-title = My Annotations
annotations-lead = The passages you highlighted with the Motes extension, page by page, and the words you collected.
annotations-filter-label = Show highlights in
annotations-filter-all = All colours
annotations-export-csv = Export as CSV
annotations-export-json = Export as JSON
annotations-export-failed = We couldn't export your annotations. Please try again.
annotations-highlights-heading = Highlights
annotations-loading = Loading your highlights ...
annotations-load-failed = We couldn't load your highlights. Please try again in a moment.
annotations-try-again = Try again
annotations-load-more = Load more
annotations-empty = No highlights yet. Select text on any page, open the Motes sidebar and choose a Highlighter colour.
annotations-empty-filtered = No highlights in { $label } yet.
annotations-untitled-page = Untitled page
annotations-note = Note: { $note }
annotations-remove = Remove
annotations-remove-label = Remove the highlight “{ $text }”
annotations-removed = Highlight removed.
annotations-remove-failed = We couldn't remove that highlight. Please try again.

## Vocabulary

annotations-vocabulary-heading = Vocabulary
annotations-vocabulary-lead = Words you highlight with the blue Vocabulary highlighter are collected here.
annotations-vocabulary-loading = Loading your vocabulary list ...
annotations-vocabulary-empty = No words yet.
annotations-vocabulary-load-failed = We couldn't load your vocabulary list. Please try again in a moment.
annotations-word-remove-label = Remove “{ $word }” from your vocabulary list
annotations-word-removed = “{ $word }” was removed from your vocabulary list.
annotations-word-remove-failed = We couldn't remove “{ $word }”. Please try again.
