# Homebrew formula for a11y-audit, built from the release's source archive:
#   brew tap a11y-audit/a11y-audit https://github.com/a11y-audit/a11y-audit
#   brew install a11y-audit
# Scripts/release.sh prints the archive's sha256 for the release commit that follows the tag.
class A11yAudit < Formula
  desc "Audit SwiftUI apps for accessibility and triage the findings in a terminal dashboard"
  homepage "https://github.com/a11y-audit/a11y-audit"
  url "https://github.com/a11y-audit/a11y-audit/archive/refs/tags/0.4.0.tar.gz"
  sha256 "794e639eef915fdb3b686f7b5eaf49708ca1596d6837dedc63a439508dfe2910"
  head "https://github.com/a11y-audit/a11y-audit.git", branch: "main"

  depends_on xcode: ["16.3", :build] # Swift 6.1
  uses_from_macos "swift" => :build
  uses_from_macos "ncurses"

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "a11y-audit"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    # The sample app and the rules' documentation are a resource bundle the executable finds beside itself.
    libexec.install ".build/release/a11y-audit"
    libexec.install Dir[".build/release/a11y-audit_A11yAuditResources.*"]
    bin.write_exec_script libexec/"a11y-audit"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/a11y-audit --version").strip
    assert_match "animation-modifier-reduce-motion", shell_output("#{bin}/a11y-audit rules")
    (testpath/"Banner.swift").write <<~SWIFT
      import SwiftUI
      struct Banner: View {
        var body: some View { Text("Saved").font(.system(size: 14)) }
      }
    SWIFT
    assert_match "fixed-font-size", shell_output("#{bin}/a11y-audit scan --no-store #{testpath}")
  end
end
