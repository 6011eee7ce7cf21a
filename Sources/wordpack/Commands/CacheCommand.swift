import ArgumentParser
import Foundation
import WordpackCache
import WordpackPipeline

/// `wordpack cache …`: what a shared cache's keepers do by hand.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Manage the shared cache's signing keys.",
        subcommands: [Keygen.self])

    /// `wordpack cache keygen NAME`: a key pair for signing what builds store in the shared cache.
    struct Keygen: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write an Ed25519 key pair: NAME.secret (mode 0600) and NAME.public.",
            discussion: """
                Give NAME.secret to the builds whose results a release may ship (WORDPACK_CACHE_SIGNING_KEY, a CI \
                secret), and list the text of NAME.public among the trusted keys (pipeline.json's \
                cacheTrustedKeys or WORDPACK_CACHE_TRUSTED_KEYS) of every build that takes from the cache.
                """)

        @Argument(help: "The key's name: letters, digits, '.', '_' and '-' (e.g. ci-main-2026).")
        var name: String

        @Option(help: "The folder to write the two files into (default: the current folder).")
        var to: String = "."

        func run() throws {
            do {
                let key = try CacheSigningKey(name: name)
                let files = try key.write(into: URL(fileURLWithPath: to))
                Console.standardOutput(key.trustedKey.text + "\n")
                Console.standardError(
                    "cache keygen: wrote \(files.secret.path) (keep it secret) and \(files.public.path) (the line "
                        + "above: list it among the trusted keys)\n")
            } catch {
                Console.standardError("error: \(error)\n")
                throw ExitCode.failure
            }
        }
    }
}
