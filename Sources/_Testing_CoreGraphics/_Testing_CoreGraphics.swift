// Swift Testing declares a cross-import overlay for CoreGraphics (its CGImage attachments): a file importing both
// Testing and CoreGraphics also imports `_Testing_CoreGraphics`, which the Linux toolchain does not ship. With the
// Linux `CoreGraphics` module present, this empty stand-in lets such a test file compile. Linux only.
