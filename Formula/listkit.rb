# Homebrew formula for macOS: builds listkit from source with Xcode's Swift and installs it with
# its completions and docs (docs/install.md).
#
#   brew install --HEAD ./Formula/listkit.rb
#
# A release adds `url` (the tag's source archive) and its `sha256` beside `head`.
class Listkit < Formula
  desc "Lint, lay out and diff declarative iOS list screens and Interface Builder files"
  homepage "https://github.com/listkit/listkit"
  license "MIT"
  head "https://github.com/listkit/listkit.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on "harfbuzz"
  depends_on "libyaml"
  depends_on xcode: :build

  uses_from_macos "libxml2"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "listkit"
    bin.install ".build/release/listkit"
    # SARIF's rule help links and `listkit rules` point at the docs beside the binary.
    (share/"doc/listkit").install Dir["docs/*.md"]
    {
      bash_completion/"listkit" => "bash", zsh_completion/"_listkit" => "zsh", fish_completion/"listkit.fish" => "fish"
    }.each do |file, shell|
      file.write Utils.safe_popen_read(bin/"listkit", "--generate-completion-script", shell)
    end
  end

  def caveats
    <<~EOS
      listkit measures text with the Inter font (SF Pro's stand-in):
        brew install --cask font-inter
    EOS
  end

  test do
    (testpath/"screen.yaml").write <<~YAML
      listkit: 1
      screen: S
      views:
        - { id: line, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }
    YAML
    assert_match "zero-size", shell_output("#{bin}/listkit lint --format json screen.yaml")
  end
end
