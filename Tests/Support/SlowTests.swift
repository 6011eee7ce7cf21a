import Testing

extension Tag {
    /// A test that takes more than about 5 s on its own: it builds the sample or generated catalogues again and
    /// again, kills builds, drives Chromium, builds through a cache server, installs the Debian package, or
    /// measures the process's peak memory. `make test-fast` runs every test but these (scripts/slow-tests names
    /// them for `swift test --skip`: this toolchain filters by name only); `make test` runs them all.
    @Tag package static var slow: Self
}
