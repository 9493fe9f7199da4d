// Swift Testing declares a cross-import overlay for UIKit (its UIImage attachments): a file importing both Testing
// and UIKit also imports `_Testing_UIKit`, which the Linux toolchain does not ship. With the Linux `UIKit` module
// present, this empty stand-in lets such a test file compile. Linux only.
