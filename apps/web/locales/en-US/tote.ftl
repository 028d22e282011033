# Totes (§2 /t/{id}, issue 6 item 9): a named collection of motes played in order — its share
# page and the library's "Make a tote". $count and $position are numbers; $title a tote's name.

tote-untitled = Untitled tote
tote-load-failed-title = The tote could not be loaded
tote-count =
    { $count ->
        [one] 1 mote
       *[other] { $count } motes
    }
tote-empty = There is nothing to play in this tote: its motes were deleted or made private.
tote-position = { $position } of { $count }:
tote-list-heading = In this tote
tote-now-playing = Playing
tote-now-selected = Selected
tote-link-label = Link to this tote
tote-qr-label = QR code of the link to this tote
tote-library-heading = My totes
tote-library-lead = A tote gathers motes under one name and one link; they play one after another.
tote-library-empty = You have no totes yet.
tote-load-failed = Your totes could not be loaded.
tote-make = Make a tote
tote-make-title = Make a tote
tote-name-label = Name
tote-name-missing = Give the tote a name.
tote-make-pick = Motes in this tote
tote-make-order-note = They play in the order you tick them (up to { $max }).
tote-make-no-motes = You have no motes to put in a tote yet.
tote-make-position = No. { $position }
tote-make-picked = In this tote, in order: { $titles }
tote-make-none-picked = Tick at least one mote.
tote-make-submit =
    { $count ->
        [0] Make tote
        [one] Make tote of 1 mote
       *[other] Make tote of { $count } motes
    }
tote-make-failed = The tote could not be made.
tote-made = “{ $title }” is ready to share.
tote-rename-title = Rename “{ $title }”
tote-rename-save = Save name
tote-rename-failed = The tote could not be renamed.
tote-deleted = “{ $title }” deleted. Its motes are still in your library.
tote-restored = “{ $title }” is back.
tote-restore-failed = “{ $title }” could not be brought back. Please try again.
tote-delete-failed = “{ $title }” could not be deleted.
