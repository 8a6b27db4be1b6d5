/// An `Info.plist` whose top dictionary holds `body` (`<key>…</key>` and value lines), as Xcode writes one.
func propertyList(_ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0">
  <dict>
  \(body)
  </dict>
  </plist>
  """
}
