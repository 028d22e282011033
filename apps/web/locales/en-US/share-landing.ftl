# Share links /m/{id} and /t/{id} (§2) that lead nowhere: an honest "not found" page.

share-mote-not-found-title = Recording not found
share-mote-not-found-heading = This recording could not be found
share-mote-what = The link { $path } should open a mote: a short voice note someone recorded with Motes, which anyone can play and read along with its transcript, without an account.
share-tote-not-found-title = Shared item not found
share-tote-not-found-heading = This shared item could not be found
share-tote-what = The link { $path } should open something a Motes user shared with you.
share-not-yet = Nothing is shared at this address: it may have been deleted or made private by its owner, or the link may be incomplete.
share-ask-sender = If someone sent you this link, ask them to check it and send it again.
share-link-product = What is Motes?
share-link-home = Go to the Motes home page
