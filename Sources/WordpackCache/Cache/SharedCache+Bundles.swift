import Foundation
import WordpackCore

/// Bundles (`OutputGroups`): one record and one `cas/` entry for a group of outputs.
extension SharedCache {
    /// The verified bytes of each member of `group` (in its order), with their SHA-256, from its bundle; nil
    /// when there is no bundle, or any part of it is wrong (the members are then looked up one by one).
    package func fetch(_ group: OutputGroups.Group) -> [(Data, String)]? {
        asking { () -> [(Data, String)]? in
            guard let (record, bundle) = try bundleRecord(group) else { return nil }
            guard let data = try content(bundle.sha256, size: bundle.size) else {
                reject("a bundle record whose content is missing (cas/\(bundle.sha256))")
                return nil
            }
            guard verified(data, sha256: bundle.sha256, size: bundle.size, entry: "cas") else { return nil }
            var members: [(Data, String)] = []
            var start = data.startIndex
            for file in record.files {
                guard file.size <= data.endIndex - start else {
                    reject("a bundle whose members do not fit it (cas/\(bundle.sha256))")
                    return nil
                }
                let member = data[start..<start + file.size]
                guard verified(member, sha256: file.sha256, size: file.size, entry: "cas") else { return nil }
                members.append((Data(member), file.sha256))
                start += file.size
            }
            guard start == data.endIndex else {
                reject("a bundle whose members do not fit it (cas/\(bundle.sha256))")
                return nil
            }
            countFetched(members.count)
            return members
        } ?? nil
    }

    /// Whether the cache holds `group`'s bundle (a record this build takes, and the content it names), without
    /// fetching it: what a shard asks before making a group.
    package func has(_ group: OutputGroups.Group) -> Bool {
        asking { () -> Bool in
            guard let (_, bundle) = try bundleRecord(group) else { return false }
            return try store.has(.content, bundle.sha256)
        } ?? false
    }

    /// Stores `group`'s bundle: `contents`, its members' bytes in its order, one after another in `cas/`,
    /// then the record that lists them.
    package func store(_ group: OutputGroups.Group, contents: [Data]) {
        guard !use.readOnly, contents.count == group.paths.count else { return }
        var bundle = Data(capacity: contents.reduce(0) { $0 + $1.count })
        var files: [ActionRecord.File] = []
        for (path, data) in zip(group.paths, contents) {
            files.append(ActionRecord.File(path: path, sha256: FileDigest.sha256(of: data), size: data.count))
            bundle.append(data)
        }
        let digest = FileDigest.sha256(of: bundle)
        _ = asking {
            try store.put(.content, digest, bundle)
            let record = ActionRecord(files: files, bundle: ActionRecord.Blob(sha256: digest, size: bundle.count))
            try store.put(.actions, group.key, signed(record, group.key))
        }
    }

    /// `group`'s record and its bundle, when there is one this build takes that lists the group's members.
    private func bundleRecord(_ group: OutputGroups.Group) throws -> (ActionRecord, ActionRecord.Blob)? {
        guard let record = try record(group.key) else { return nil }
        guard let bundle = record.bundle, record.files.map(\.path) == group.paths else {
            reject("a bundle record that is not wordpack's (ac/\(group.key))")
            return nil
        }
        return (record, bundle)
    }
}
