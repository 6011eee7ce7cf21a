import Foundation

/// Whether the file system a folder is on tells of changes made to it: a network share or a virtual machine's
/// shared folder takes changes from elsewhere that inotify never hears of, so a folder there is polled.
enum FileSystemEvents {
    /// File system types (as `/proc/self/mounts` names them) whose changes may come from another machine.
    static let remote: Set<String> = [
        "nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "virtiofs", "vboxsf", "vmhgfs", "fuse.vmhgfs-fuse", "prl_fs",
        "fuse.sshfs", "fuse.rclone", "fuse.grpcfuse", "fakeowner", "afs", "ceph", "glusterfs", "fuse.glusterfs",
    ]

    /// The type of the file system holding `path` (its longest mount point), from `mounts` (the text of
    /// `/proc/self/mounts`).
    static func type(of path: String, mounts: String) -> String? {
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            // Spaces and other characters in mount points are written as octal escapes (\040).
            let point = unescape(String(fields[1]))
            let inside = point == "/" || path == point || path.hasPrefix(point + "/")
            if inside, point.count >= (best?.point.count ?? -1) { best = (point, String(fields[2])) }
        }
        return best?.type
    }

    /// Whether changes to `path` reach inotify; unknown (no mount table) counts as yes.
    static func areSeen(at path: String) -> Bool {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8),
            let type = type(of: URL(fileURLWithPath: path).resolvingSymlinksInPath().path, mounts: mounts)
        else { return true }
        return !remote.contains(type)
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var bytes: [UInt8] = []
        var rest = Substring(text).utf8[...]
        while let byte = rest.first {
            rest = rest.dropFirst()
            if byte == UInt8(ascii: "\\"), rest.count >= 3,
                let value = UInt8(String(decoding: rest.prefix(3), as: UTF8.self), radix: 8)
            {
                bytes.append(value)
                rest = rest.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
