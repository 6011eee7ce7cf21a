import Foundation
import WordpackAppKind
import WordpackCache
import WordpackCore

extension ProjectRun {
    /// The shared cache this build uses, if any: `--cache`, else `WORDPACK_CACHE`, else pipeline.json's `cache`;
    /// `WORDPACK_CACHE_TOKEN`, `WORDPACK_CACHE_CA` and `WORDPACK_CACHE_TIMEOUT` say how to talk to a server, and
    /// `CacheUse` which signatures to take, which key to sign with and whether to store. A key that cannot be
    /// used stops the build before anything is made: a build meant to check signatures never goes on without.
    func sharedCache(_ options: BuildOptions) throws -> SharedCache? {
        let location =
            options.cache ?? options.environment["WORDPACK_CACHE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? configuration.cache
        guard let location else { return nil }
        let use: CacheUse
        do {
            use = try CacheUse(
                environment: options.environment, pipelineKeys: configuration.cacheTrustedKeys,
                readOnly: options.cacheReadOnly, relativeTo: project.root)
        } catch {
            throw BuildFailure.load([], message: "error: \(error); the build stopped before making anything.")
        }
        return SharedCache.open(
            location, settings: HTTPCacheSettings(environment: options.environment), use: use,
            relativeTo: project.root)
    }

    /// The action key of every planned output (see `ActionKey`), from the plan's input digests.
    func actionKeys(_ inventory: OutputInventory, inputDigests: [String: String]) -> [String: String] {
        let digests = self.digests ?? RememberedDigests(url: nil)
        let versions = stageVersions
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let products = Array(inventory.products.values)
        let keys = products.concurrentChunkedMap { product -> String in
            var inputs = product.inputs.map { input in
                (input, inputDigests[input] ?? (try? digests.sha256(atPath: project.path(of: input))) ?? "")
            }
            if let content = product.content { inputs.append((PlannedOutput.contentInput, content)) }
            let work = (try? encoder.encode(product.work)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return ActionKey.of(
                path: product.path, stage: product.stage, version: versions[product], work: work,
                settings: FileDigest.sha256(of: product.settings), inputs: inputs)
        }
        return Dictionary(uniqueKeysWithValues: zip(products.map(\.path), keys))
    }

    /// The bundles of `inventory`'s outputs: those the assemble step makes (`AppKind.assembledStages`), which
    /// no shard has all of, apart from the rest.
    func outputGroups(_ inventory: OutputInventory, keys: [String: String]) -> (OutputGroups, assembled: Set<String>) {
        let stages = Set(planned.flatMap(\.assembledStages))
        let assembled = Set(inventory.products.values.filter { stages.contains($0.stage) }.map(\.path))
        return (OutputGroups(keys: keys, apart: assembled), assembled)
    }

    /// Takes each of `paths` that the cache holds, verified, into the output folder: first the bundle of
    /// each group whose members are all wanted, then the rest one by one. Returns the paths taken, with their
    /// SHA-256, and the keys of the groups taken whole.
    func fetch(
        _ paths: [String], keys: [String: String], groups: OutputGroups, from cache: SharedCache
    ) -> (taken: [String: String], bundles: Set<String>) {
        let wanted = Set(paths)
        let whole = Dictionary(
            uniqueKeysWithValues: groups.groups.filter { $0.paths.allSatisfy(wanted.contains) }.map { ($0.key, $0) })
        let bundles = CacheTransfers.map(Array(whole.keys)) { key -> (String, [String: String])? in
            guard let group = whole[key], let contents = cache.fetch(group) else { return nil }
            var taken: [String: String] = [:]
            for (path, (data, digest)) in zip(group.paths, contents) {
                guard take(data, sha256: digest, into: path) else { return nil }
                taken[path] = digest
            }
            return (key, taken)
        }.compactMap { $0 }
        var taken = bundles.reduce(into: [String: String]()) { $0.merge($1.1) { first, _ in first } }
        taken.merge(fetch(paths.filter { taken[$0] == nil }, keys: keys, from: cache)) { first, _ in first }
        return (taken, Set(bundles.map(\.0)))
    }

    /// Takes each of `paths` that the cache holds, verified, into the output folder (recorded in the digest
    /// cache like a file a stage made), one by one; returns the paths taken, with their SHA-256.
    func fetch(_ paths: [String], keys: [String: String], from cache: SharedCache) -> [String: String] {
        let taken = CacheTransfers.map(paths) { path -> (String, String)? in
            guard let key = keys[path], let (data, digest) = cache.fetch(key) else { return nil }
            return take(data, sha256: digest, into: path) ? (path, digest) : nil
        }
        return Dictionary(taken.compactMap { $0 }) { first, _ in first }
    }

    private func take(_ data: Data, sha256 digest: String, into path: String) -> Bool {
        let file = project.outputPath(of: path)
        do {
            try FileWriter.write(data, to: URL(fileURLWithPath: file))
        } catch {
            return false
        }
        digests?.record(atPath: file, sha256: digest)
        return true
    }

    /// Stores each of `paths`, as the stages just wrote it into the output folder, in the cache.
    func store(_ paths: [String], keys: [String: String], to cache: SharedCache) {
        _ = CacheTransfers.map(paths) { path -> Bool in
            guard let key = keys[path],
                let data = try? Data(contentsOf: URL(fileURLWithPath: project.outputPath(of: path)))
            else { return false }
            cache.store(data, path: path, key: key)
            return true
        }
    }

    /// Stores the bundle of each of `groups` whose members are all `made` or `taken` in this run (so in the
    /// output folder as their action keys say). A build that signs what it stores but trusts no key took its
    /// outputs unsigned: it signs no bundle holding any of them, which would pass them off as signed work.
    func storeBundles(_ groups: [OutputGroups.Group], made: Set<String>, taken: Set<String>, to cache: SharedCache) {
        let signsUnchecked = cache.use.signingKey != nil && cache.use.trustedKeys == nil
        let present = signsUnchecked ? made : made.union(taken)
        let complete = Dictionary(
            uniqueKeysWithValues: groups.filter { $0.paths.allSatisfy(present.contains) }.map { ($0.key, $0) })
        _ = CacheTransfers.map(Array(complete.keys)) { key -> Bool in
            guard let group = complete[key] else { return false }
            var contents: [Data] = []
            for path in group.paths {
                guard let data = try? Data(contentsOf: URL(fileURLWithPath: project.outputPath(of: path))) else {
                    return false
                }
                contents.append(data)
            }
            cache.store(group, contents: contents)
            return true
        }
    }

    /// What a build with a shared cache prints about it: its warnings, once each, and a summary line, which
    /// also counts the media files check inspected here and those whose results it took from the cache.
    func report(_ cache: SharedCache, progress: (BuildEvent) -> Void) {
        let location = Location(file: cache.name)
        progress(.findings(cache.warnings.map { Diagnostic.warning(at: location, $0) }))
        let media =
            inspections.map { "; media files: \($0.measuredCount) inspected here, \($0.takenCount) taken" } ?? ""
        progress(
            .summary(
                "cache: \(cache.fetchedCount) outputs taken from \(cache.name), \(cache.storedCount) stored\(media)"))
    }
}
