# Share links /m/{id} and /t/{id} (§2). Shared motes do not exist yet, so every link lands on
# an honest "not found" page.

share-mote-not-found-title = Recording not found
share-mote-not-found-heading = This recording could not be found
share-mote-what = The link { $path } should open a mote: a short voice note someone recorded with Motes, which anyone can play and read along with its transcript, without an account.
share-tote-not-found-title = Shared item not found
share-tote-not-found-heading = This shared item could not be found
share-tote-what = The link { $path } should open something a Motes user shared with you.
share-not-yet = Sharing by link is still being built, so there is nothing at this address yet.
share-ask-sender = If someone sent you this link, ask them to send their message another way for now.
share-link-product = What is Motes?
share-link-home = Go to the Motes home page
